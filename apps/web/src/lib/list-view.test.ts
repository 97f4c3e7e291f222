import { describe, expect, it } from 'vitest';
import {
  dateFilterEntries,
  listViewSearch,
  readDay,
  readListView,
  readMonthOrYear,
  readSort,
  type FiltersInSearch,
} from './list-view';

const query = (text: string) => new URLSearchParams(text);

interface Filters {
  colour: string | null;
}
const colourInSearch: FiltersInSearch<Filters> = {
  none: { colour: null },
  read: (search) => ({ colour: search.get('colour') === 'red' ? 'red' : null }),
  write: ({ colour }) => ({ colour }),
};

describe('a list view in the query string', () => {
  it('reads the sort, and nothing but asc or desc', () => {
    expect(['sort=asc', 'sort=desc', 'sort=up', 'sort=', ''].map((text) => readSort(query(text)))).toEqual([
      'ascending',
      'descending',
      null,
      null,
      null,
    ]);
  });

  it('writes the filters before the sort, and no key for what is off', () => {
    expect(listViewSearch({ filters: { colour: 'red' }, sort: 'descending' }, colourInSearch)).toBe(
      'colour=red&sort=desc',
    );
    expect(listViewSearch({ filters: { colour: null }, sort: 'ascending' }, colourInSearch)).toBe('sort=asc');
  });

  it('gives the unfiltered list in the server order a bare address', () => {
    expect(listViewSearch({ filters: { colour: null }, sort: null }, colourInSearch)).toBe('');
  });

  it('reads back what it wrote', () => {
    const view = { filters: { colour: 'red' }, sort: 'ascending' as const };
    expect(readListView(query(listViewSearch(view, colourInSearch)), colourInSearch)).toEqual({
      ...view,
      focusedRowId: null,
    });
  });

  it('sets the filters aside for a row a link brings into view, and keeps the sort', () => {
    expect(readListView(query('colour=red&sort=desc&client=c1'), colourInSearch, 'client')).toEqual({
      filters: { colour: null },
      sort: 'descending',
      focusedRowId: 'c1',
    });
    expect(readListView(query('colour=red&client='), colourInSearch, 'client')).toMatchObject({
      filters: { colour: 'red' },
      focusedRowId: null,
    });
  });
});

describe('date filters in the query string', () => {
  it('writes a month, a year or a day under its own key', () => {
    expect(dateFilterEntries({ kind: 'month', year: 2026, month: 3 })).toEqual({
      month: '2026-03',
      year: null,
      date: null,
    });
    expect(dateFilterEntries({ kind: 'year', year: 2026 })).toMatchObject({ year: '2026', month: null });
    expect(dateFilterEntries({ kind: 'day', date: '2026-03-14' })).toMatchObject({ date: '2026-03-14' });
    expect(dateFilterEntries(null)).toEqual({ month: null, year: null, date: null });
  });

  it('reads a month before a year', () => {
    expect(readMonthOrYear(query('month=2026-11&year=2025'))).toEqual({ kind: 'month', year: 2026, month: 11 });
    expect(readMonthOrYear(query('year=2025'))).toEqual({ kind: 'year', year: 2025 });
  });

  it('ignores what is not a month, a year or a real day', () => {
    const bad = ['month=2026-13', 'month=2026-1', 'month=abc', 'year=26', 'year=0999', 'year=2026x', 'month=%00'];
    expect(bad.map((text) => readMonthOrYear(query(text)))).toEqual(bad.map(() => null));
    expect(['date=2026-02-30', 'date=yesterday', 'date=2026-3-1', ''].map((text) => readDay(query(text)))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(readDay(query('date=2024-02-29'))).toEqual({ kind: 'day', date: '2024-02-29' });
  });
});
