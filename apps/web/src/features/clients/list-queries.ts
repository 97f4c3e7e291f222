import type { ClientList, ClientListRow } from '@shutterdesk/core';
import type { RequestOf } from '@shutterdesk/core/api';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { focusedClientKey } from '../../lib/client-link';
import { readListView, searchOf, sortEntry, dateFilterEntries } from '../../lib/list-view';
import { queryKeys } from '../../lib/query-keys';
import { readAllWindows, windowEntries, type ListPage, type WindowQuery } from '../../lib/windowed-list';
import { clientFiltersInSearch } from './client-list';

/*
 * Client Flow's list reads, apart from its changes so that the router can start the first one while the screen's
 * code is still loading (app/route-data.ts): this module and what it imports are small.
 */

export type ClientPage = ListPage<ClientListRow>;

/** A uuid: anything else in `?client=` names no client, and the server would refuse it. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The list request of the view a Client Flow address asks for, as a query string: the session date filter, the
 * sort and the client a link brings into view (whose filters stand aside, as on the page).
 */
export function clientViewQuery(search: URLSearchParams): string {
  const { filters, sort, focusedRowId } = readListView(search, clientFiltersInSearch, focusedClientKey);
  return searchOf({
    ...dateFilterEntries(filters.sessionDate),
    sort: sortEntry(sort),
    client: focusedRowId && uuidPattern.test(focusedRowId) ? focusedRowId : null,
  });
}

async function readClientPage(query: string, signal: AbortSignal): Promise<ClientPage> {
  const answer: ClientList = await api('GET /api/clients', {
    query: Object.fromEntries(new URLSearchParams(query)) as RequestOf<'GET /api/clients'>['query'],
    signal,
  });
  return { query, rows: answer.clients, total: answer.total, window: answer.window, focusIndex: answer.focusIndex };
}

/**
 * The user's whole client list, once Client Flow knows it is short enough to come whole. With 10,000 clients,
 * comparing every answer and every cache update with the previous list field by field costs more than the
 * re-render it saves: each change replaces only the clients it touches anyway. Every change made here updates
 * the cache itself, so the list is read again at most this often.
 */
export const clientsQueryOptions = queryOptions({
  queryKey: queryKeys.clients,
  queryFn: async ({ signal }) =>
    readAllWindows(await readClientPage('', signal), (offset, limit) =>
      readClientPage(searchOf({ offset: String(offset), limit: String(limit) }), signal),
    ),
  structuralSharing: false,
  staleTime: 30_000,
});

/**
 * The request Client Flow makes first for a view: the server answers with the whole list when it is short (kept
 * as the whole list from then on, filtered and sorted here) or with the view's first window.
 */
export function firstClientPageOptions(queryClient: QueryClient, query: string) {
  return queryOptions({
    queryKey: queryKeys.clientPage(query, 'first'),
    queryFn: async ({ signal }) => {
      const page = await readClientPage(query, signal);
      if (page.window === null && !queryClient.getQueryData(queryKeys.clients)) {
        queryClient.setQueryData(queryKeys.clients, page.rows);
      }
      return page;
    },
    structuralSharing: false,
    staleTime: 30_000,
  });
}

/** One window of a long list's view, as its rows come into view. */
export function clientWindowOptions(query: string, windowIndex: number): WindowQuery<ClientPage> {
  return {
    queryKey: queryKeys.clientPage(query, windowIndex),
    queryFn: ({ signal }) =>
      readClientPage(
        searchOf({ ...Object.fromEntries(new URLSearchParams(query)), ...windowEntries(windowIndex) }),
        signal,
      ),
    staleTime: 30_000,
  };
}

/**
 * Starts the list request Client Flow makes first for this query string, so the router can begin it while the screen's
 * code is still loading (app/route-data.ts).
 */
export function prefetchClientFlow(queryClient: QueryClient, search: URLSearchParams): Promise<void> {
  if (queryClient.getQueryData(queryKeys.clients)) return queryClient.prefetchQuery(clientsQueryOptions);
  return queryClient.prefetchQuery(firstClientPageOptions(queryClient, clientViewQuery(search)));
}
