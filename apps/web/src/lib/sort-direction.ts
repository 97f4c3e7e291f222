/** A table's date sort, as aria-sort names it; null is the server's order. */
export type SortDirection = 'ascending' | 'descending' | null;

/** A click on a sortable header: ascending, then descending, then back to no sort. */
export function nextSortDirection(direction: SortDirection): SortDirection {
  if (direction === null) return 'ascending';
  return direction === 'ascending' ? 'descending' : null;
}
