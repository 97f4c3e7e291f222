import { isIsoDate, type DateFilter } from '@shutterdesk/core';
import type { SortDirection } from './sort-direction';

/**
 * What a long list screen shows, kept in the page's query string so that a reload, Back and a shared link keep
 * it: the filters and the date sort. Reading is forgiving: a value that is not one of ours is skipped, so a bad
 * or foreign link shows the list unfiltered rather than failing.
 */
export interface ListView<Filters> {
  filters: Filters;
  sort: SortDirection;
}

/** Query entries as a list writes them: a null value writes no key (a filter that is off leaves no trace). */
export type SearchEntries = Record<string, string | null>;

/** How one list's filters sit in the query string. */
export interface FiltersInSearch<Filters> {
  none: Filters;
  read: (search: URLSearchParams) => Filters;
  write: (filters: Filters) => SearchEntries;
}

const sortKey = 'sort';
const sortValues = { ascending: 'asc', descending: 'desc' } as const;

/** A sort as the address and the list endpoints write it: `asc`, `desc`, or nothing for the server's order. */
export function sortEntry(sort: SortDirection): 'asc' | 'desc' | null {
  return sort && sortValues[sort];
}

export function readSort(search: URLSearchParams): SortDirection {
  const value = search.get(sortKey);
  if (value === sortValues.ascending) return 'ascending';
  return value === sortValues.descending ? 'descending' : null;
}

/**
 * The view a query string asks for. A list with a `focusKey` can be sent to one row (`?client=<id>`): the
 * filters then stand aside, so that row is shown whatever else the link says.
 */
export function readListView<Filters>(
  search: URLSearchParams,
  filters: FiltersInSearch<Filters>,
  focusKey?: string,
): ListView<Filters> & { focusedRowId: string | null } {
  const focusedRowId = (focusKey && search.get(focusKey)) || null;
  return { filters: focusedRowId ? filters.none : filters.read(search), sort: readSort(search), focusedRowId };
}

/** A uuid: anything else in `?client=` or `?lead=` names no row, and the server would refuse it. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The linked row's id as a list request sends it: null unless it is a uuid. */
export function focusEntry(focusedRowId: string | null): string | null {
  return focusedRowId && uuidPattern.test(focusedRowId) ? focusedRowId : null;
}

/** The query string of a view, without '?': '' for the unfiltered list in the server's order. */
export function listViewSearch<Filters>(view: ListView<Filters>, filters: FiltersInSearch<Filters>): string {
  const entries: SearchEntries = { ...filters.write(view.filters), [sortKey]: sortEntry(view.sort) };
  return searchOf(entries);
}

/** The query string of these entries, without '?'; a null value writes no key. */
export function searchOf(entries: SearchEntries): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value !== null) search.set(key, value);
  }
  return search.toString();
}

/** A whole month or a whole year, as the month/year picker chooses them. */
export type MonthOrYear = Extract<DateFilter, { kind: 'month' | 'year' }>;

const monthPattern = /^([1-9]\d{3})-(0[1-9]|1[0-2])$/;
const yearPattern = /^[1-9]\d{3}$/;

/** `month=2026-11` or `year=2026`; the month wins if a link has both. */
export function readMonthOrYear(search: URLSearchParams): MonthOrYear | null {
  const month = monthPattern.exec(search.get('month') ?? '');
  if (month) return { kind: 'month', year: Number(month[1]), month: Number(month[2]) };
  const year = search.get('year') ?? '';
  return yearPattern.test(year) ? { kind: 'year', year: Number(year) } : null;
}

/** `date=2026-11-25`, a real calendar day. */
export function readDay(search: URLSearchParams): Extract<DateFilter, { kind: 'day' }> | null {
  const date = search.get('date') ?? '';
  return isIsoDate(date) ? { kind: 'day', date } : null;
}

/** The entries of a date filter: `month=2026-11`, `year=2026` or `date=2026-11-25`. */
export function dateFilterEntries(filter: DateFilter | null): SearchEntries {
  return {
    month: filter?.kind === 'month' ? `${filter.year}-${String(filter.month).padStart(2, '0')}` : null,
    year: filter?.kind === 'year' ? String(filter.year) : null,
    date: filter?.kind === 'day' ? filter.date : null,
  };
}
