import { parseIsoDate } from '@shutterdesk/core';

/** A table's date sort, as aria-sort names it; null is the server's order. */
export type SortDirection = 'ascending' | 'descending' | null;

/** A click on a sortable header: ascending, then descending, then back to no sort. */
export function nextSortDirection(direction: SortDirection): SortDirection {
  if (direction === null) return 'ascending';
  return direction === 'ascending' ? 'descending' : null;
}

/** Above every yyyyMMdd: rows without a date sort after all others. */
const undatedSortKey = 100_000_000;

/**
 * A sort by one yyyy-MM-dd field. Rows without a real date come last in both directions (there is nothing to
 * order them by), in their original order, as do rows sharing a date.
 */
export function createDateSort<Row extends object>(isoDateOf: (row: Row) => string) {
  // An edit replaces only the row it changes, so with 10,000 rows each date is parsed once, not on every sort.
  const dateNumbers = new WeakMap<Row, number | null>();
  const dateNumberOf = (row: Row): number | null => {
    let number = dateNumbers.get(row);
    if (number === undefined) {
      const parts = parseIsoDate(isoDateOf(row));
      number = parts ? parts.year * 10_000 + parts.month * 100 + parts.day : null;
      dateNumbers.set(row, number);
    }
    return number;
  };

  return (rows: readonly Row[], direction: SortDirection): readonly Row[] => {
    if (direction === null) return rows;
    // Each row becomes one number, key * count + index, so a plain numeric sort (no comparator calls) orders
    // 10,000 rows in a few milliseconds; the index keeps ties in their original order.
    const count = rows.length;
    const packed = new Float64Array(count);
    rows.forEach((row, index) => {
      const date = dateNumberOf(row);
      const key = date === null ? undatedSortKey : direction === 'ascending' ? date : undatedSortKey - 1 - date;
      packed[index] = key * count + index;
    });
    packed.sort();
    return Array.from(packed, (value) => rows[value % count]!);
  };
}
