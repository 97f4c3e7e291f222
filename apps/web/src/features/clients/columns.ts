import {
  appointmentStatusOptions,
  type UpdateClientRequest,
  defaultClientHeaders,
  postSessionChecks,
  preSessionChecks,
  type AppointmentField,
  type ChecklistHeader,
  type ClientHeaders,
  type PostSession,
  type PreSession,
} from '@shutterdesk/core';

/**
 * Which columns the Client Flow table shows, derived from the profile's client_headers: a checklist column is
 * shown when its header is in the list, in the list's order (a hidden column is one left out).
 */

export type ChecklistGroup = 'preSession' | 'postSession';
export const checklistGroups: readonly ChecklistGroup[] = ['preSession', 'postSession'];
/** The right part of the table: one checklist (a tab), or both ('View Both Sections'). */
export type ChecklistView = ChecklistGroup | 'both';

/** How a cell edits its field: a tick, a status select, a date, or the order notes dialog. */
export type CellKind = 'check' | 'status' | 'date' | 'notes';

export type PreSessionField = keyof PreSession;
export type PostSessionField = keyof PostSession;

export type ChecklistColumn =
  | { group: 'preSession'; id: PreSessionField; label: string; kind: CellKind }
  | { group: 'postSession'; id: PostSessionField; label: string; kind: CellKind };

export type SessionInfoField = 'name' | 'sessionType' | 'sessionPackage' | 'sessionDate';
export interface SessionInfoColumn {
  id: SessionInfoField;
  label: string;
}

const checksOf: Record<ChecklistGroup, readonly string[]> = {
  preSession: preSessionChecks,
  postSession: postSessionChecks,
};

export function isAppointmentField(id: string): id is AppointmentField {
  return Object.hasOwn(appointmentStatusOptions, id);
}

export function cellKindOf(group: ChecklistGroup, id: string): CellKind {
  if (checksOf[group].includes(id)) return 'check';
  if (isAppointmentField(id)) return 'status';
  return id === 'orderNotes' ? 'notes' : 'date';
}

/** Every field a group's columns can show, i.e. the ids of its default headers. */
function knownIds(group: ChecklistGroup): Set<string> {
  return new Set(defaultClientHeaders()[group].map((header) => header.id));
}

/** The shown columns of one checklist, in the profile's order; an id the app does not know is skipped. */
export function checklistColumns(headers: ClientHeaders, group: ChecklistGroup): ChecklistColumn[] {
  const known = knownIds(group);
  return headers[group]
    .filter((header) => known.has(header.id))
    .map(
      (header) =>
        ({ group, id: header.id, label: header.label, kind: cellKindOf(group, header.id) }) as ChecklistColumn,
    );
}

/** The columns of the table's right part for a view. */
export function visibleChecklistColumns(headers: ClientHeaders, view: ChecklistView): ChecklistColumn[] {
  if (view === 'both') return [...checklistColumns(headers, 'preSession'), ...checklistColumns(headers, 'postSession')];
  return checklistColumns(headers, view);
}

/** The left part: the four session columns with the profile's labels, the client name first (it stays in view). */
export function sessionInfoColumns(headers: ClientHeaders): SessionInfoColumn[] {
  const defaults = defaultClientHeaders().sessionInfo;
  return defaults.map(({ id, label }) => ({
    id: id as SessionInfoField,
    label: headers.sessionInfo.find((header) => header.id === id)?.label ?? label,
  }));
}

/**
 * Shows or hides one checklist column. A column shown again goes back next to the column it follows by default,
 * so the user's order of the others is kept.
 */
export function setColumnShown(
  headers: ClientHeaders,
  group: ChecklistGroup,
  id: string,
  shown: boolean,
): ClientHeaders {
  const current = headers[group];
  const isShown = current.some((header) => header.id === id);
  if (shown === isShown) return headers;
  if (!shown) return { ...headers, [group]: current.filter((header) => header.id !== id) };

  const defaults = defaultClientHeaders()[group];
  const defaultIndex = defaults.findIndex((header) => header.id === id);
  const header = defaults[defaultIndex];
  if (!header) return headers;
  const predecessors = new Set(defaults.slice(0, defaultIndex).map((earlier) => earlier.id));
  const insertAt = current.reduce((at, shownHeader, index) => (predecessors.has(shownHeader.id) ? index + 1 : at), 0);
  return { ...headers, [group]: [...current.slice(0, insertAt), header, ...current.slice(insertAt)] };
}

/** Moves a column onto the place of another of the same checklist (a drop during dragging). */
export function moveColumn(
  headers: ClientHeaders,
  group: ChecklistGroup,
  activeId: string,
  overId: string,
): ClientHeaders {
  const list: ChecklistHeader[] = [...headers[group]];
  const from = list.findIndex((header) => header.id === activeId);
  const to = list.findIndex((header) => header.id === overId);
  if (from === -1 || to === -1 || from === to) return headers;
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved!);
  return { ...headers, [group]: list };
}

/** The checklist a column id belongs to, among the shown columns. */
export function groupOfShownColumn(headers: ClientHeaders, id: string): ChecklistGroup | null {
  return checklistGroups.find((group) => headers[group].some((header) => header.id === id)) ?? null;
}

/** The change that sets one checklist cell. */
export function checklistPatch(column: ChecklistColumn, value: boolean | string): UpdateClientRequest {
  // The column's kind decides the value's type (a tick, a status of that field, a date, notes).
  return { [column.group]: { [column.id]: value } } as UpdateClientRequest;
}
