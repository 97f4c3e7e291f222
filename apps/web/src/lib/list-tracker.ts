import { nextSortDirection, type SortDirection } from './sort-direction';

/**
 * What a long list screen (Client Flow, Lead Flow) keeps besides its rows: the filters, the date sort, delete
 * mode, whose notes dialog is open, and the question (a delete, a convert) waiting for an answer. Which rows are
 * ticked is useRowSelection's, since it follows the rows shown.
 */
export interface ListTrackerState<Filters, Question> {
  filters: Filters;
  sort: SortDirection;
  deleteMode: boolean;
  /** The row whose notes dialog is open. */
  notesRowId: string | null;
  question: Question | null;
}

export type ListTrackerAction<Filters, Question> =
  | { type: 'changeFilters'; changes: Partial<Filters> }
  /** A click on the date header: ascending, descending, then the server's order again. */
  | { type: 'nextSort' }
  | { type: 'setDeleteMode'; active: boolean }
  | { type: 'openNotes'; rowId: string }
  | { type: 'closeNotes' }
  | { type: 'ask'; question: Question }
  | { type: 'closeQuestion' };

/** The question every list asks before deleting: one row (its bin) or the ticked rows; a list may add kinds. */
export type ListQuestion<Kind extends string = never> =
  { kind: 'deleteOne' | Kind; rowId: string } | { kind: 'deleteSelected' };

export function initialListTrackerState<Filters, Question>(filters: Filters): ListTrackerState<Filters, Question> {
  return { filters, sort: null, deleteMode: false, notesRowId: null, question: null };
}

export function listTrackerReducer<Filters, Question>(
  state: ListTrackerState<Filters, Question>,
  action: ListTrackerAction<Filters, Question>,
): ListTrackerState<Filters, Question> {
  switch (action.type) {
    case 'changeFilters':
      return { ...state, filters: { ...state.filters, ...action.changes } };
    case 'nextSort':
      return { ...state, sort: nextSortDirection(state.sort) };
    case 'setDeleteMode':
      return { ...state, deleteMode: action.active };
    case 'openNotes':
      return { ...state, notesRowId: action.rowId };
    case 'closeNotes':
      return { ...state, notesRowId: null };
    case 'ask':
      return { ...state, question: action.question };
    case 'closeQuestion':
      return { ...state, question: null };
  }
}

/** The row with this id, or null (none asked for, or it has left the list since). */
export function findRow<Row extends { id: string }>(rows: readonly Row[], id: string | null): Row | null {
  return id === null ? null : (rows.find((row) => row.id === id) ?? null);
}

/** '1 client', '3 clients'. */
export function countOf(count: number, singular: string, plural: string): string {
  return count === 1 ? `1 ${singular}` : `${count} ${plural}`;
}
