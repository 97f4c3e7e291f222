import type { LeadList, LeadListRow } from '@shutterdesk/core';
import type { RequestOf } from '@shutterdesk/core/api';
import { api } from '../../lib/api';
import { focusedLeadKey } from '../../lib/lead-link';
import { readListView, searchOf, sortEntry, dateFilterEntries } from '../../lib/list-view';
import { queryKeys } from '../../lib/query-keys';
import { windowedListReads, type ListPage } from '../../lib/windowed-list';
import { leadFiltersInSearch } from './lead-list';

/*
 * Lead Flow's list reads, apart from its changes so that the router can start the first one while the screen's
 * code is still loading (app/route-data.ts): this module and what it imports are small.
 */

/** A Lead Flow answer, with the booking rate of all the user's leads. */
export type LeadPage = ListPage<LeadListRow> & { bookingRate: number };

export const leadListReads = windowedListReads<LeadListRow, LeadPage>({
  wholeKey: queryKeys.leads,
  pageKey: queryKeys.leadPage,
  /** The status, inquiry month or year and source filters (which stand aside for a linked lead), and the sort. */
  viewQuery: (search) => {
    const { filters, sort } = readListView(search, leadFiltersInSearch, focusedLeadKey);
    return searchOf({
      status: filters.status === 'all' ? null : filters.status,
      ...dateFilterEntries(filters.inquiryDate),
      source: filters.source,
      sort: sortEntry(sort),
    });
  },
  readPage: async (query, signal) => {
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
  },
});
