import type { ClientList, ClientListRow } from '@shutterdesk/core';
import type { RequestOf } from '@shutterdesk/core/api';
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
