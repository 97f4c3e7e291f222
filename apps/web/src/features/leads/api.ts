import {
  leadTexts,
  type BulkDeleteResult,
  type ConvertLeadResult,
  type CreateLeadRequest,
  type Lead,
  type UpdateLeadRequest,
} from '@shutterdesk/core';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { failureText } from '../../lib/failure-text';
import { queryKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';

const leadPath = (id: string) => `/api/leads/${encodeURIComponent(id)}`;

export const leadsQueryOptions = queryOptions({
  queryKey: queryKeys.leads,
  queryFn: async ({ signal }) => (await apiFetch<{ leads: Lead[] }>('/api/leads', { signal })).leads,
  // Every change made here updates the cache itself, as on Client Flow.
  structuralSharing: false,
  staleTime: 30_000,
});

export function useLeads() {
  return useQuery(leadsQueryOptions);
}

function updateLeads(queryClient: QueryClient, update: (leads: Lead[]) => Lead[]): void {
  queryClient.setQueryData<Lead[]>(queryKeys.leads, (leads) => (leads ? update(leads) : leads));
}

function replaceLead(queryClient: QueryClient, id: string, change: (lead: Lead) => Lead): void {
  updateLeads(queryClient, (leads) => leads.map((lead) => (lead.id === id ? change(lead) : lead)));
}

/** True while no other change to the leads is under way (the settling one still counts). */
const isLastPendingChange = (queryClient: QueryClient) => queryClient.isMutating({ mutationKey: queryKeys.leads }) <= 1;

/** POST /api/leads: the new lead goes first. */
export function useAddLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.leads,
    mutationFn: (request: CreateLeadRequest) => apiFetch<Lead>('/api/leads', { method: 'POST', body: request }),
    onSuccess: (lead) => {
      updateLeads(queryClient, (leads) => [lead, ...leads]);
      notify.success(leadTexts.added);
    },
    onError: (error) => notify.error(failureText(error, { failed: leadTexts.addFailed, noAnswer: leadTexts.addError })),
  });
}

export interface UpdateLeadVariables {
  id: string;
  patch: UpdateLeadRequest;
}

/** The fields a patch changes, as they were before it: applying them undoes the patch. */
function fieldsBefore(lead: Lead, patch: UpdateLeadRequest): Partial<Lead> {
  const before: Partial<Lead> = {};
  for (const key of Object.keys(patch) as (keyof UpdateLeadRequest)[]) Object.assign(before, { [key]: lead[key] });
  // Unticking Booked also makes the status 'pending' on the server.
  if (patch.booked === false) before.bookingStatus = lead.bookingStatus;
  return before;
}

/** A patch as the server applies it, for the optimistic view. */
function applyPatch(lead: Lead, patch: UpdateLeadRequest): Lead {
  const next = { ...lead, ...patch } as Lead;
  return patch.booked === false && patch.bookingStatus === undefined ? { ...next, bookingStatus: 'pending' } : next;
}

/** PATCH /api/leads/:id: shown at once; on failure the changed fields go back and 'Failed to update lead' says so. */
export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.leads,
    mutationFn: ({ id, patch }: UpdateLeadVariables) => apiFetch<Lead>(leadPath(id), { method: 'PATCH', body: patch }),
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.leads });
      const lead = queryClient.getQueryData<Lead[]>(queryKeys.leads)?.find((each) => each.id === id);
      replaceLead(queryClient, id, (current) => applyPatch(current, patch));
      return { undo: lead ? fieldsBefore(lead, patch) : null };
    },
    onError: (_error, { id }, context) => {
      if (context?.undo) {
        const undo = context.undo;
        replaceLead(queryClient, id, (current) => ({ ...current, ...undo }));
      }
      notify.error(leadTexts.updateFailed);
    },
    onSuccess: (saved) => {
      if (isLastPendingChange(queryClient)) replaceLead(queryClient, saved.id, () => saved);
    },
  });
}

/** POST /api/leads/:id/convert: one transaction makes the client and books the lead. */
export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.leads,
    mutationFn: (id: string) => apiFetch<ConvertLeadResult>(`${leadPath(id)}/convert`, { method: 'POST' }),
    onSuccess: ({ lead }) => {
      replaceLead(queryClient, lead.id, () => lead);
      notify.success(leadTexts.converted(lead.name));
      // Client Flow's list now has the new client.
      void queryClient.invalidateQueries({ queryKey: queryKeys.clients });
    },
    onError: () => {
      notify.error(leadTexts.updateFailed);
      // It may have been booked elsewhere (409): the server's copy is the truth.
      void queryClient.invalidateQueries({ queryKey: queryKeys.leads });
    },
  });
}

function removeLeads(queryClient: QueryClient, ids: ReadonlySet<string>): void {
  updateLeads(queryClient, (leads) => leads.filter((lead) => !ids.has(lead.id)));
}

/** DELETE /api/leads/:id: the row goes once the server agrees, so a failed delete never hides a lead. */
export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.leads,
    mutationFn: (id: string) => apiFetch<void>(leadPath(id), { method: 'DELETE' }),
    onSuccess: (_nothing, id) => {
      removeLeads(queryClient, new Set([id]));
      notify.success(leadTexts.deleted);
    },
    onError: () => notify.error(leadTexts.deleteFailed),
  });
}

/** POST /api/leads/bulk-delete: all or nothing on the server, so the rows go only once it agrees. */
export function useDeleteLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.leads,
    mutationFn: (ids: readonly string[]) =>
      apiFetch<BulkDeleteResult>('/api/leads/bulk-delete', { method: 'POST', body: { ids } }),
    onSuccess: (_result, ids) => {
      removeLeads(queryClient, new Set(ids));
      notify.success(leadTexts.deleted);
    },
    onError: () => notify.error(leadTexts.bulkDeleteFailed),
  });
}
