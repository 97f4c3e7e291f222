import { describe, expect, it } from 'vitest';
import {
  countOf,
  findRow,
  initialListTrackerState,
  listTrackerReducer,
  type ListQuestion,
  type ListTrackerState,
} from './list-tracker';

interface Filters {
  status: 'all' | 'booked';
  source: string | null;
}
type Question = ListQuestion;

const start: ListTrackerState<Filters, Question> = initialListTrackerState({ status: 'all', source: null });
const reduce = listTrackerReducer<Filters, Question>;

describe('the state of a long list screen', () => {
  it('starts unfiltered, in the server order, out of delete mode, with nothing open', () => {
    expect(start).toEqual({
      filters: { status: 'all', source: null },
      sort: null,
      deleteMode: false,
      notesRowId: null,
      question: null,
    });
  });

  it('changes only the filters named and keeps the others', () => {
    const booked = reduce(start, { type: 'changeFilters', changes: { status: 'booked' } });
    const both = reduce(booked, { type: 'changeFilters', changes: { source: '3' } });
    expect(both.filters).toEqual({ status: 'booked', source: '3' });
  });

  it('sorts ascending, then descending, then back to the server order', () => {
    const ascending = reduce(start, { type: 'nextSort' });
    const descending = reduce(ascending, { type: 'nextSort' });
    const serverOrder = reduce(descending, { type: 'nextSort' });
    const sorts = [ascending, descending, serverOrder];
    expect(sorts.map((state) => state.sort)).toEqual(['ascending', 'descending', null]);
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
