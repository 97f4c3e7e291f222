import { describe, expect, it } from 'vitest';
import { createDateSort, nextSortDirection } from './sort-direction';

describe('nextSortDirection', () => {
  it('cycles ascending, descending, then no sort', () => {
    expect(nextSortDirection(null)).toBe('ascending');
    expect(nextSortDirection('ascending')).toBe('descending');
    expect(nextSortDirection('descending')).toBeNull();
  });
});

describe('createDateSort', () => {
  type Row = { name: string; date: string };
  const row = (name: string, date: string): Row => ({ name, date });
  const sortByDate = createDateSort((each: Row) => each.date);
  const rows = [row('blank', ''), row('late', '2026-05-01'), row('bad', '2026-02-30'), row('early', '2025-01-01')];
  const names = (sorted: readonly Row[]) => sorted.map((each) => each.name);

  it('orders real dates and leaves missing and invalid ones last, in their original order', () => {
    expect(names(sortByDate(rows, 'ascending'))).toEqual(['early', 'late', 'blank', 'bad']);
    expect(names(sortByDate(rows, 'descending'))).toEqual(['late', 'early', 'blank', 'bad']);
  });

  it('keeps ties in their original order and returns the rows as they are without a sort', () => {
    const ties = [row('first', '2026-01-01'), row('second', '2026-01-01')];
    expect(names(sortByDate(ties, 'descending'))).toEqual(['first', 'second']);
    expect(sortByDate(rows, null)).toBe(rows);
  });
});
