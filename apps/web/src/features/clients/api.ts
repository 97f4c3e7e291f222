import {
  clientTexts,
  profileTexts,
  type ClientHeaders,
  type ClientListRow,
  type CreateClientRequest,
  type Profile,
  type UpdateClientRequest,
} from '@shutterdesk/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { failureText } from '@/lib/failure-text';
import { useOptimisticList } from '@/lib/optimistic-list';
import { useWholeOrFirstPage } from '@/lib/windowed-list';
import { queryKeys } from '@/lib/query-keys';
import { setSessionProfile } from '@/lib/session';
import { notify } from '@/lib/toast';
import { clientChange } from './client-patch';
import { clientListReads, type ClientPage } from './list-queries';
import { forgetStepSummaries } from './steps-api';

export { clientListReads, type ClientPage } from './list-queries';

/** The rows for the address on view (lib/windowed-list.ts). */
export function useClients() {
  return useWholeOrFirstPage<ClientListRow, ClientPage>(clientListReads);
}

/** POST /api/clients: the new client goes first (newest first). */
export function useAddClient() {
  const queryClient = useQueryClient();
  const clients = useOptimisticList<ClientListRow>(queryKeys.clients, queryKeys.clientPages);
  return useMutation({
    mutationKey: clients.queryKey,
    mutationFn: (request: CreateClientRequest) => api('POST /api/clients', { body: request }),
    onSuccess: (client) => {
      clients.add(client, 'first');
      notify.success(clientTexts.added);
      // The new client may have got its session type's template steps.
      forgetStepSummaries(queryClient);
    },
    onError: (error) =>
      notify.error(failureText(error, { failed: clientTexts.addFailed, noAnswer: clientTexts.addError })),
  });
}

export interface UpdateClientVariables {
  id: string;
  patch: UpdateClientRequest;
}

/**
 * PATCH /api/clients/:id: shown at once; on failure the changed fields go back and the spec's toast says so (unless
 * the caller shows the failure itself, in a form's field). The
 * list is not read again (10,000 rows): the server's answer replaces the one client, unless a newer change to
 * the clients is still under way (its optimistic state stays on view until it settles).
 */
export function useUpdateClient({ callerShowsFailure = false } = {}) {
  const queryClient = useQueryClient();
  const clients = useOptimisticList<ClientListRow>(queryKeys.clients, queryKeys.clientPages);
  return useMutation({
    mutationKey: clients.queryKey,
    mutationFn: ({ id, patch }: UpdateClientVariables) =>
      api('PATCH /api/clients/{id}', { params: { id }, body: patch }),
    onMutate: ({ id, patch }) => clients.changeItem(id, clientChange(patch)),
    onError: (error, _variables, rollback) => {
      rollback?.();
      if (callerShowsFailure) return;
      notify.error(failureText(error, { failed: clientTexts.updateFailed, noAnswer: clientTexts.updateError }));
    },
    onSuccess: (saved, { patch }) => {
      clients.keepServerAnswer(saved);
      // A step's due date follows the session date.
      if (patch.session?.sessionDate !== undefined) forgetStepSummaries(queryClient);
    },
  });
}

/**
 * A deleted client takes its notifications with it (the unread count changes) and unlinks the lead it came
 * from (that lead may be converted again).
 */
function forgetClientRecords(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
  void queryClient.invalidateQueries({ queryKey: queryKeys.leads });
}

/** DELETE /api/clients/:id: the row goes once the server agrees, so a failed delete never hides a client. */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  const clients = useOptimisticList<ClientListRow>(queryKeys.clients, queryKeys.clientPages);
  return useMutation({
    mutationKey: clients.queryKey,
    mutationFn: (id: string) => api('DELETE /api/clients/{id}', { params: { id } }),
    onSuccess: (_nothing, id) => {
      clients.remove([id]);
      notify.success(clientTexts.deleted);
      forgetClientRecords(queryClient);
    },
    onError: (error) =>
      notify.error(failureText(error, { failed: clientTexts.deleteFailed, noAnswer: clientTexts.deleteError })),
  });
}

/** POST /api/clients/bulk-delete: all or nothing on the server, so the rows go only once it agrees. */
export function useDeleteClients() {
  const queryClient = useQueryClient();
  const clients = useOptimisticList<ClientListRow>(queryKeys.clients, queryKeys.clientPages);
  return useMutation({
    mutationKey: clients.queryKey,
    mutationFn: (ids: readonly string[]) => api('POST /api/clients/bulk-delete', { body: { ids: [...ids] } }),
    onSuccess: ({ deleted }, ids) => {
      clients.remove(ids);
      notify.success(clientTexts.bulkDeleted(deleted));
      forgetClientRecords(queryClient);
    },
    onError: () => notify.error(clientTexts.bulkDeleteFailed),
  });
}

/**
 * PUT /api/client-headers: which checklist columns show, in which order. Shown at once through the session cache
 * (the profile is the local copy of the user's choices, so they survive a reload and reach other devices);
 * reverted with 'Failed to update profile'.
 */
export function useSaveClientHeaders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.clientHeaders,
    mutationFn: (clientHeaders: ClientHeaders) => api('PUT /api/client-headers', { body: clientHeaders }),
    onMutate: async (clientHeaders) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.profile });
      const before = queryClient.getQueryData<Profile | null>(queryKeys.profile);
      if (before) setSessionProfile(queryClient, { ...before, clientHeaders });
      return { before };
    },
    onError: (_error, _headers, context) => {
      if (context?.before) setSessionProfile(queryClient, context.before);
      notify.error(profileTexts.updateFailed);
      // A later change may have been saved since: the server's copy is the truth.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    },
    onSuccess: (profile) => {
      if (queryClient.isMutating({ mutationKey: queryKeys.clientHeaders }) <= 1)
        setSessionProfile(queryClient, profile);
    },
  });
}
