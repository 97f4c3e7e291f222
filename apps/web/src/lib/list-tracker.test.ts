import { describe, expect, it } from 'vitest';
import {
  countOf,
  findRow,
  initialListTrackerState,
  listTrackerReducer,
  type ListQuestion,
  type ListTrackerState,
} from './list-tracker';

type Question = ListQuestion;

const start: ListTrackerState<Question> = initialListTrackerState;
const reduce = listTrackerReducer<Question>;

describe('the state of a long list screen', () => {
  it('starts out of delete mode, with nothing open', () => {
    expect(start).toEqual({ deleteMode: false, notesRowId: null, question: null });
  });

  it('opens and closes the notes of a row, and a question, each on its own', () => {
    const notes = reduce(start, { type: 'openNotes', rowId: 'r1' });
    const asking = reduce(notes, { type: 'ask', question: { kind: 'deleteSelected' } });
    expect(asking).toMatchObject({ notesRowId: 'r1', question: { kind: 'deleteSelected' } });
    expect(reduce(asking, { type: 'closeQuestion' })).toMatchObject({ notesRowId: 'r1', question: null });
    expect(reduce(asking, { type: 'closeNotes' })).toMatchObject({
      notesRowId: null,
      question: { kind: 'deleteSelected' },
    });
  });

  it('turns delete mode on and off', () => {
    const on = reduce(start, { type: 'setDeleteMode', active: true });
    expect(on.deleteMode).toBe(true);
    expect(reduce(on, { type: 'setDeleteMode', active: false }).deleteMode).toBe(false);
  });
});

describe('list screen helpers', () => {
  it('finds a row by id, and null for none or one that has gone', () => {
    const rows = [{ id: 'a' }, { id: 'b' }];
    expect(findRow(rows, 'b')).toBe(rows[1]);
    expect(findRow(rows, 'gone')).toBeNull();
    expect(findRow(rows, null)).toBeNull();
  });

  it('counts in the singular for one only', () => {
    expect([0, 1, 2].map((count) => countOf(count, 'lead', 'leads'))).toEqual(['0 leads', '1 lead', '2 leads']);
  });
});
