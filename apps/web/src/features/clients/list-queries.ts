import type { ClientList, ClientListRow } from '@shutterdesk/core';
import type { RequestOf } from '@shutterdesk/core/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { focusedClientKey } from '@/lib/client-link';
import { readListView, searchOf, sortEntry, dateFilterEntries, focusEntry } from '@/lib/list-view';
import { queryKeys } from '@/lib/query-keys';
import { windowedListReads, type ListPage } from '@/lib/windowed-list';
import { clientFiltersInSearch } from './client-list';

/*
 * Client Flow's list reads, apart from its changes so that the router can start the first one while the screen's
 * code is still loading (app/route-data.ts): this module and what it imports are small.
 */

export type ClientPage = ListPage<ClientListRow>;

export const clientListReads = windowedListReads<ClientListRow, ClientPage>({
  wholeKey: queryKeys.clients,
  pageKey: queryKeys.clientPage,
  /**
   * The session date filter, the sort and the client a link brings into view (whose filters stand aside, as on
   * the page).
   */
  viewQuery: (search) => {
    const { filters, sort, focusedRowId } = readListView(search, clientFiltersInSearch, focusedClientKey);
    return searchOf({
      ...dateFilterEntries(filters.sessionDate),
      sort: sortEntry(sort),
      client: focusEntry(focusedRowId),
    });
  },
  readPage: async (query, signal) => {
    const answer: ClientList = await api('GET /api/clients', {
      query: Object.fromEntries(new URLSearchParams(query)) as RequestOf<'GET /api/clients'>['query'],
      signal,
    });
    return { query, rows: answer.clients, total: answer.total, window: answer.window, focusIndex: answer.focusIndex };
  },
});

/**
 * The Steps cells' one read for every client with template steps, among the screen's first reads: read only after
 * the page had hydrated, it was one more request and one more render of the list as the first load settled. Fresh
 * for a few seconds, as the dashboard's lists are, so the screen mounting just after the route (or the page) read it
 * does not read it again; no longer, since steps also change away from this screen (saving a session template adds
 * steps to its clients, a sent message ticks its step), and Client Flow opened again reads them anew.
 */
export const stepSummariesQueryOptions = queryOptions({
  queryKey: queryKeys.clientStepSummaries,
  queryFn: () => api('GET /api/client-steps'),
  staleTime: 5_000,
});
