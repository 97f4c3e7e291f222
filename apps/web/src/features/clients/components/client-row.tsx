import {
  appointmentStatusLabels,
  appointmentStatusOptions,
  requiredFieldsMessage,
  sessionPackages,
  sessionTypes,
  type ClientListRow,
  type UpdateClientRequest,
} from '@shutterdesk/core';
import { NotebookPen } from 'lucide-react';
import { memo } from 'react';
import { DatePicker } from '@/components/ui/date-picker';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import {
  checklistPatch,
  isAppointmentField,
  type ChecklistColumn,
  type SessionInfoColumn,
  type SessionInfoField,
} from '../columns';
import { CellCheckbox } from '@/components/records/cell-checkbox';
import { cellClasses, NameCell, RecordRowCells } from '@/components/records/table-cells';
import { ChoiceSelect, choicesOf, fitClasses, type ControlFit } from '@/components/records/record-controls';
import { NameEditor } from '@/components/records/name-editor';
import { CellSelect } from '@/components/records/cell-select';
import { StepsCell } from './client-steps';

/** What a row asks of the screen; the functions keep their identity, so an unchanged row does not re-render. */
export interface ClientRowActions {
  update: (clientId: string, patch: UpdateClientRequest) => void;
  /** A checklist tick (timed as 'clients:toggle'). */
  toggleCheck: (clientId: string, column: ChecklistColumn, checked: boolean) => void;
  openOrderNotes: (clientId: string) => void;
  requestDelete: (clientId: string) => void;
  toggleSelected: (clientId: string) => void;
}

interface ClientRowProps {
  client: ClientListRow;
  ariaRowIndex: number;
  sessionColumns: readonly SessionInfoColumn[];
  checklistColumns: readonly ChecklistColumn[];
  deleteMode: boolean;
  selected: boolean;
  /** The client a link named (Open client): highlighted. */
  current: boolean;
  actions: ClientRowActions;
  /** How many of its cells the row draws now (VirtualTable's `renderRow`). */
  drawnColumns: number;
}

/**
 * One client, every cell editable in place. Memoised: a tick re-renders only its own row, and scrolling or
 * sorting re-renders only the rows whose client changed place.
 */
export const ClientRow = memo(function ClientRow({
  client,
  ariaRowIndex,
  sessionColumns,
  checklistColumns,
  deleteMode,
  selected,
  current,
  actions,
  drawnColumns,
}: ClientRowProps) {
  const cells = [
    ...sessionColumns.map((column) => (
      <SessionCell key={column.id} client={client} column={column} deleteMode={deleteMode} actions={actions} />
    )),
    <td key="steps" className={cellClasses}>
      <StepsCell client={client} fit="row" />
    </td>,
    ...checklistColumns.map((column) => (
      <td key={column.id} className={cn(cellClasses, column.kind === 'check' && 'text-center')}>
        <ChecklistControl client={client} column={column} actions={actions} fit="row" />
      </td>
    )),
  ];
  return (
    <tr aria-rowindex={ariaRowIndex} data-selected={selected} aria-current={current || undefined} className="group">
      <RecordRowCells
        name={client.name}
        selection={deleteMode ? { selected, onToggle: () => actions.toggleSelected(client.id) } : null}
        onDelete={() => actions.requestDelete(client.id)}
        cells={cells}
        drawn={drawnColumns}
      />
    </tr>
  );
});

const typeChoices = choicesOf(sessionTypes);
const packageChoices = choicesOf(sessionPackages);

function SessionCell({
  client,
  column,
  deleteMode,
  actions,
}: {
  client: ClientListRow;
  column: SessionInfoColumn;
  deleteMode: boolean;
  actions: ClientRowActions;
}) {
  if (column.id === 'name') {
    return (
      <NameCell deleteMode={deleteMode}>
        <ClientNameEditor client={client} actions={actions} fit="row" />
      </NameCell>
    );
  }
  return (
    <td className={cellClasses}>
      <SessionControl client={client} field={column.id} fieldLabel={column.label} actions={actions} fit="row" />
    </td>
  );
}

/** The client's name, renamed in place. */
export function ClientNameEditor({
  client,
  actions,
  fit,
}: {
  client: ClientListRow;
  actions: ClientRowActions;
  fit: ControlFit;
}) {
  return (
    <NameEditor
      key={client.id}
      name={client.name}
      fieldLabel={`Client Name for ${client.name}`}
      fit={fit}
      onRename={(name) => actions.update(client.id, { name })}
    />
  );
}

/** The session's type, package or date, edited in place. */
export function SessionControl({
  client,
  field,
  fieldLabel,
  actions,
  fit,
}: {
  client: ClientListRow;
  field: Exclude<SessionInfoField, 'name'>;
  /** The column's label, e.g. 'Session Date'. */
  fieldLabel: string;
  actions: ClientRowActions;
  fit: ControlFit;
}) {
  const label = `${fieldLabel} for ${client.name}`;
  const updateSession = (session: NonNullable<UpdateClientRequest['session']>) =>
    actions.update(client.id, { session });

  switch (field) {
    case 'sessionType':
      return (
        <ChoiceSelect
          label={label}
          value={client.session.sessionType}
          choices={typeChoices}
          fit={fit}
          onChoose={(sessionType) => updateSession({ sessionType })}
        />
      );
    case 'sessionPackage':
      return (
        <ChoiceSelect
          label={label}
          value={client.session.sessionPackage}
          choices={packageChoices}
          placeholder={client.session.sessionPackage === '' ? 'Choose a package' : undefined}
          fit={fit}
          // The blank placeholder is disabled: only a package can be chosen.
          onChoose={(sessionPackage) => sessionPackage && updateSession({ sessionPackage })}
        />
      );
    case 'sessionDate':
      return (
        <DatePicker
          key={client.id}
          appearance="cell"
          label={label}
          value={client.session.sessionDate}
          className={fitClasses(fit)}
          // Required as in Add New Client: Clear changes nothing and says why.
          onChange={(sessionDate) =>
            sessionDate === '' ? notify.error(requiredFieldsMessage([fieldLabel])!) : updateSession({ sessionDate })
          }
        />
      );
  }
}

/** One checklist field, edited in place: a tick, a status, a date or the order notes. */
export function ChecklistControl({
  client,
  column,
  actions,
  fit,
}: {
  client: ClientListRow;
  column: ChecklistColumn;
  actions: ClientRowActions;
  fit: ControlFit;
}) {
  const label = `${column.label} for ${client.name}`;
  const value = column.group === 'preSession' ? client.preSession[column.id] : client.postSession[column.id];
  const set = (next: string) => actions.update(client.id, checklistPatch(column, next));

  if (column.kind === 'check') {
    return (
      <CellCheckbox
        checked={value === true}
        onChange={(event) => actions.toggleCheck(client.id, column, event.target.checked)}
        aria-label={label}
      />
    );
  }
  if (column.kind === 'status' && isAppointmentField(column.id)) {
    return (
      <CellSelect
        aria-label={label}
        value={String(value)}
        onChange={(event) => set(event.target.value)}
        className={fitClasses(fit)}
      >
        {appointmentStatusOptions[column.id].map((status) => (
          <option key={status} value={status}>
            {appointmentStatusLabels[status]}
          </option>
        ))}
      </CellSelect>
    );
  }
  if (column.kind === 'notes') {
    const notes = String(value).trim();
    return (
      <button
        type="button"
        onClick={() => actions.openOrderNotes(client.id)}
        className={cn(
          'flex w-full min-w-0 items-center gap-1.5 rounded-md px-1.5 text-left text-sm transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-ring',
          fit === 'row' ? 'h-8 hover:bg-card' : 'min-h-11 border border-input py-2 hover:bg-muted',
        )}
      >
        <NotebookPen className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">{label}: </span>
        <span
          className={cn(
            fit === 'row' ? 'truncate' : 'line-clamp-3 min-w-0 wrap-anywhere',
            !notes && 'text-muted-foreground',
          )}
        >
          {notes || 'Add notes'}
        </span>
      </button>
    );
  }
  return (
    <DatePicker
      key={client.id}
      appearance="cell"
      label={label}
      value={String(value)}
      className={fitClasses(fit)}
      onChange={set}
    />
  );
}
