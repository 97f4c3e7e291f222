import {
  leadTexts,
  type CreateLeadRequest,
  type LeadList,
  type LeadListRow,
  type NewClientSessionRequest,
  type UpdateLeadRequest,
} from '@shutterdesk/core';
import type { RequestOf } from '@shutterdesk/core/api';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api';
import { failureText } from '../../lib/failure-text';
import { readListView, searchOf, sortEntry, dateFilterEntries } from '../../lib/list-view';
import { useOptimisticList } from '../../lib/optimistic-list';
import { queryKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';
import { readAllWindows, windowEntries, type ListPage, type WindowQuery } from '../../lib/windowed-list';
import { leadFiltersInSearch } from './lead-list';
import { leadChange } from './lead-patch';

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

/**
 * Lead Flow's rows for the address on view: the whole list once it is known to be short, or else the view's
 * first window (the previous view's stays on view while the next one loads).
 */
export function useLeads() {
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  // Read on each render: the first answer puts a short list there, and the next render switches to it.
  const wholeKnown = queryClient.getQueryData(queryKeys.leads) !== undefined;
  const whole = useQuery({ ...leadsQueryOptions, enabled: wholeKnown });
  const first = useQuery({
    ...firstLeadPageOptions(queryClient, leadViewQuery(search)),
    enabled: !wholeKnown,
    placeholderData: keepPreviousData,
  });
  return wholeKnown ? { kind: 'whole' as const, query: whole } : { kind: 'windowed' as const, query: first };
}

/** POST /api/leads: the new lead goes first. */
export function useAddLead() {
  const leads = useOptimisticList<LeadListRow>(queryKeys.leads, queryKeys.leadPages);
  return useMutation({
    mutationKey: leads.queryKey,
    mutationFn: (request: CreateLeadRequest) => api('POST /api/leads', { body: request }),
    onSuccess: (lead) => {
      leads.add(lead, 'first');
      notify.success(leadTexts.added);
    },
    onError: (error) => notify.error(failureText(error, { failed: leadTexts.addFailed, noAnswer: leadTexts.addError })),
  });
}

export interface UpdateLeadVariables {
  id: string;
  patch: UpdateLeadRequest;
}

/** PATCH /api/leads/:id: shown at once; on failure the changed fields go back and 'Failed to update lead' says so. */
export function useUpdateLead() {
  const queryClient = useQueryClient();
  const leads = useOptimisticList<LeadListRow>(queryKeys.leads, queryKeys.leadPages);
  return useMutation({
    mutationKey: leads.queryKey,
    mutationFn: ({ id, patch }: UpdateLeadVariables) => api('PATCH /api/leads/{id}', { params: { id }, body: patch }),
    onMutate: ({ id, patch }) => leads.changeItem(id, leadChange(patch)),
    onError: (_error, _variables, rollback) => {
      rollback?.();
      notify.error(leadTexts.updateFailed);
    },
    onSuccess: (saved, { patch }) => {
      leads.keepServerAnswer(saved);
      // A long list's booking rate is the server's: unbooking changes it.
      if (patch.booked !== undefined || patch.bookingStatus !== undefined) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.leadPages });
      }
    },
  });
}

/** POST /api/leads/:id/convert: one transaction makes the client (with this session) and books the lead. */
export function useConvertLead() {
  const queryClient = useQueryClient();
  const leads = useOptimisticList<LeadListRow>(queryKeys.leads, queryKeys.leadPages);
  return useMutation({
    mutationKey: leads.queryKey,
    mutationFn: ({ id, session }: { id: string; session: NewClientSessionRequest }) =>
      api('POST /api/leads/{id}/convert', { params: { id }, body: session }),
    onSuccess: ({ lead }) => {
      leads.updateItem(lead.id, () => lead);
      notify.success(leadTexts.converted(lead.name));
      // Client Flow's list now has the new client, and a long list's booking rate has changed.
      void queryClient.invalidateQueries({ queryKey: queryKeys.clients });
      void queryClient.invalidateQueries({ queryKey: queryKeys.leadPages });
    },
    onError: () => {
      notify.error(leadTexts.updateFailed);
      // It may have been booked or converted elsewhere (409): the server's copy is the truth, and a lead that
      // turns out to have a client makes the open dialog offer that client.
      void queryClient.invalidateQueries({ queryKey: queryKeys.leads });
    },
  });
}

/** DELETE /api/leads/:id: the row goes once the server agrees, so a failed delete never hides a lead. */
/** A deleted lead takes its notifications with it: the notification centre and its unread count change. */
function forgetLeadNotifications(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  const leads = useOptimisticList<LeadListRow>(queryKeys.leads, queryKeys.leadPages);
  return useMutation({
    mutationKey: leads.queryKey,
    mutationFn: (id: string) => api('DELETE /api/leads/{id}', { params: { id } }),
    onSuccess: (_nothing, id) => {
      leads.remove([id]);
      notify.success(leadTexts.deleted);
      forgetLeadNotifications(queryClient);
    },
    onError: () => notify.error(leadTexts.deleteFailed),
  });
}

/** POST /api/leads/bulk-delete: all or nothing on the server, so the rows go only once it agrees. */
export function useDeleteLeads() {
  const queryClient = useQueryClient();
  const leads = useOptimisticList<LeadListRow>(queryKeys.leads, queryKeys.leadPages);
  return useMutation({
    mutationKey: leads.queryKey,
    mutationFn: (ids: readonly string[]) => api('POST /api/leads/bulk-delete', { body: { ids: [...ids] } }),
    onSuccess: (_result, ids) => {
      leads.remove(ids);
      notify.success(leadTexts.deleted);
      forgetLeadNotifications(queryClient);
    },
    onError: () => notify.error(leadTexts.bulkDeleteFailed),
  });
}
