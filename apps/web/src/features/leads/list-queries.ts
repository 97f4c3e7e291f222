import type { LeadList, LeadListRow } from '@shutterdesk/core';
import type { RequestOf } from '@shutterdesk/core/api';
import { api } from '@/lib/api';
import { focusedLeadKey } from '@/lib/lead-link';
import { readListView, searchOf, sortEntry, dateFilterEntries, focusEntry } from '@/lib/list-view';
import { queryKeys } from '@/lib/query-keys';
import { windowedListReads, type ListPage } from '@/lib/windowed-list';
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
  /** The status, inquiry month or year and source filters, the sort, and the lead a link brings into view. */
  viewQuery: (search) => {
    const { filters, sort, focusedRowId } = readListView(search, leadFiltersInSearch, focusedLeadKey);
    return searchOf({
      status: filters.status === 'all' ? null : filters.status,
      ...dateFilterEntries(filters.inquiryDate),
      source: filters.source,
      sort: sortEntry(sort),
      lead: focusEntry(focusedRowId),
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
      focusIndex: answer.focusIndex,
      bookingRate: answer.bookingRate,
    };
  },
});
