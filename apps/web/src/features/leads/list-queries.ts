import type { LeadList, LeadListRow } from '@shutterdesk/core';
import type { RequestOf } from '@shutterdesk/core/api';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { readListView, searchOf, sortEntry, dateFilterEntries } from '../../lib/list-view';
import { queryKeys } from '../../lib/query-keys';
import { readAllWindows, windowEntries, type ListPage, type WindowQuery } from '../../lib/windowed-list';
import { leadFiltersInSearch } from './lead-list';

/*
 * Lead Flow's list reads, apart from its changes so that the router can start the first one while the screen's
 * code is still loading (app/route-data.ts): this module and what it imports are small.
 */

/** A Lead Flow answer, with the booking rate of all the user's leads. */
export type LeadPage = ListPage<LeadListRow> & { bookingRate: number };

/**
 * The list request of the view a Lead Flow address asks for, as a query string: the status, inquiry month or
 * year and source filters, and the sort.
 */
export function leadViewQuery(search: URLSearchParams): string {
  const { filters, sort } = readListView(search, leadFiltersInSearch);
  return searchOf({
    status: filters.status === 'all' ? null : filters.status,
    ...dateFilterEntries(filters.inquiryDate),
    source: filters.source,
    sort: sortEntry(sort),
  });
}

async function readLeadPage(query: string, signal: AbortSignal): Promise<LeadPage> {
  const answer: LeadList = await api('GET /api/leads', {
    query: Object.fromEntries(new URLSearchParams(query)) as RequestOf<'GET /api/leads'>['query'],
    signal,
  });
  return {
    query,
    rows: answer.leads,
    total: answer.total,
    window: answer.window,
    focusIndex: null,
    bookingRate: answer.bookingRate,
  };
}

/** The user's whole lead list, once Lead Flow knows it is short enough to come whole (as on Client Flow). */
export const leadsQueryOptions = queryOptions({
  queryKey: queryKeys.leads,
  queryFn: async ({ signal }) =>
    readAllWindows(await readLeadPage('', signal), (offset, limit) =>
      readLeadPage(searchOf({ offset: String(offset), limit: String(limit) }), signal),
    ),
  // Every change made here updates the cache itself, as on Client Flow.
  structuralSharing: false,
  staleTime: 30_000,
});

/**
 * The request Lead Flow makes first for a view: the whole list when it is short (kept as the whole list from then
 * on, filtered and sorted here) or the view's first window.
 */
export function firstLeadPageOptions(queryClient: QueryClient, query: string) {
  return queryOptions({
    queryKey: queryKeys.leadPage(query, 'first'),
    queryFn: async ({ signal }) => {
      const page = await readLeadPage(query, signal);
      if (page.window === null && !queryClient.getQueryData(queryKeys.leads)) {
        queryClient.setQueryData(queryKeys.leads, page.rows);
      }
      return page;
    },
    structuralSharing: false,
    staleTime: 30_000,
  });
}

/** One window of a long list's view, as its rows come into view. */
export function leadWindowOptions(query: string, windowIndex: number): WindowQuery<LeadPage> {
  return {
    queryKey: queryKeys.leadPage(query, windowIndex),
    queryFn: ({ signal }) =>
      readLeadPage(
        searchOf({ ...Object.fromEntries(new URLSearchParams(query)), ...windowEntries(windowIndex) }),
        signal,
      ),
    staleTime: 30_000,
  };
}

/**
 * Starts the list request Lead Flow makes first for this query string, so the router can begin it while the screen's
 * code is still loading (app/route-data.ts).
 */
export function prefetchLeadFlow(queryClient: QueryClient, search: URLSearchParams): Promise<void> {
  if (queryClient.getQueryData(queryKeys.leads)) return queryClient.prefetchQuery(leadsQueryOptions);
  return queryClient.prefetchQuery(firstLeadPageOptions(queryClient, leadViewQuery(search)));
}
