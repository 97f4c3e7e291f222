import {
  leadTexts,
  type CreateLeadRequest,
  type LeadListRow,
  type NewClientSessionRequest,
  type UpdateLeadRequest,
} from '@shutterdesk/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { failureText } from '@/lib/failure-text';
import { useOptimisticList } from '@/lib/optimistic-list';
import { useWholeOrFirstPage } from '@/lib/windowed-list';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { leadChange } from './lead-patch';
import { leadListReads, type LeadPage } from './list-queries';

export { leadListReads, type LeadPage } from './list-queries';

/** The rows for the address on view (lib/windowed-list.ts). */
export function useLeads() {
  return useWholeOrFirstPage<LeadListRow, LeadPage>(leadListReads);
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

/**
 * PATCH /api/leads/:id: shown at once; on failure the changed fields go back and 'Failed to update lead' says so,
 * unless the caller shows the failure itself (a form's field: one message for one failure).
 */
export function useUpdateLead({ callerShowsFailure = false } = {}) {
  const queryClient = useQueryClient();
  const leads = useOptimisticList<LeadListRow>(queryKeys.leads, queryKeys.leadPages);
  return useMutation({
    mutationKey: leads.queryKey,
    mutationFn: ({ id, patch }: UpdateLeadVariables) => api('PATCH /api/leads/{id}', { params: { id }, body: patch }),
    onMutate: ({ id, patch }) => leads.changeItem(id, leadChange(patch)),
    onError: (_error, _variables, rollback) => {
      rollback?.();
      if (!callerShowsFailure) notify.error(leadTexts.updateFailed);
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
