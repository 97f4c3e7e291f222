/**
 * What a long list screen (Client Flow, Lead Flow) keeps besides its rows and its view (the filters and the date
 * sort, which live in the page's address: list-view.ts): delete mode, whose notes dialog is open, and the
 * question (a delete, a convert) waiting for an answer. Which rows are ticked is useRowSelection's, since it
 * follows the rows shown.
 */
export interface ListTrackerState<Question> {
  deleteMode: boolean;
  /** The row whose notes dialog is open. */
  notesRowId: string | null;
  question: Question | null;
}

export type ListTrackerAction<Question> =
  | { type: 'setDeleteMode'; active: boolean }
  | { type: 'openNotes'; rowId: string }
  | { type: 'closeNotes' }
  | { type: 'ask'; question: Question }
  | { type: 'closeQuestion' };

/** The question every list asks before deleting: one row (its bin) or the ticked rows; a list may add kinds. */
export type ListQuestion<Kind extends string = never> =
  { kind: 'deleteOne' | Kind; rowId: string } | { kind: 'deleteSelected' };

export const initialListTrackerState: ListTrackerState<never> = {
  deleteMode: false,
  notesRowId: null,
  question: null,
};

export function listTrackerReducer<Question>(
  state: ListTrackerState<Question>,
  action: ListTrackerAction<Question>,
): ListTrackerState<Question> {
  switch (action.type) {
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
