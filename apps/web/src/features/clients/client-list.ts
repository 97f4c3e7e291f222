import { matchesDateFilter, type ClientListRow, type DateFilter } from '@shutterdesk/core';
import { dateFilterEntries, readDay, readMonthOrYear, type FiltersInSearch } from '@/lib/list-view';
import { createDateSort, type SortDirection } from '@/lib/sort-direction';

/** Clients whose session date passes the filter; invalid or missing dates are left out while one is active. */
export function filterBySessionDate(
  clients: readonly ClientListRow[],
  filter: DateFilter | null,
): readonly ClientListRow[] {
  if (!filter) return clients;
  return clients.filter((client) => matchesDateFilter(client.session.sessionDate, filter));
}

/**
 * Clients by session date; clients without a real date come last in both directions, in their original order.
 */
export const sortBySessionDate = createDateSort((client: ClientListRow) => client.session.sessionDate);

/** Client Flow's filters: a session month, year or day; null for every date. */
export interface ClientFilters {
  sessionDate: DateFilter | null;
}

export const noClientFilters: ClientFilters = { sessionDate: null };

/** `?month=2026-11`, `?year=2026` or `?date=2026-11-25` (a day wins over a month); none for every date. */
export const clientFiltersInSearch: FiltersInSearch<ClientFilters> = {
  none: noClientFilters,
  read: (search) => ({ sessionDate: readDay(search) ?? readMonthOrYear(search) }),
  write: (filters) => dateFilterEntries(filters.sessionDate),
};

/** What the table shows: the filtered clients in the chosen order. */
export function clientsToShow(
  clients: readonly ClientListRow[],
  filters: ClientFilters,
  direction: SortDirection,
): readonly ClientListRow[] {
  return sortBySessionDate(filterBySessionDate(clients, filters.sessionDate), direction);
}
