import { sessionTemplateTexts, workflowTexts, type ClientStep, type ClientStepList } from '@shutterdesk/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useForgetMessages } from '@/lib/message-timeline';
import { notify } from '@/lib/toast';
import { failedWith } from '@/lib/workflow-settings';
import { stepSummariesQueryOptions } from './list-queries';

/** Client Flow's Steps cells: one read for every client with template steps, as a map by client id. */
export function useStepSummaries() {
  return useQuery({
    ...stepSummariesQueryOptions,
    select: ({ summaries }) => new Map(summaries.map((summary) => [summary.clientId, summary])),
  });
}

/** Client Flow's Steps cells read again, after a change that adds steps, ticks one or moves their due dates. */
export function forgetStepSummaries(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.clientStepSummaries, exact: true });
}

/** One client's steps, read when the Steps dialog opens. */
export function useClientSteps(clientId: string | null) {
  return useQuery({
    queryKey: queryKeys.clientSteps(clientId ?? ''),
    queryFn: () => api('GET /api/clients/{id}/steps', { params: { id: clientId ?? '' } }),
    enabled: clientId !== null,
  });
}

/**
 * PATCH /api/client-steps/:id: the tick shows at once; on failure it goes back with a toast. The summaries are
 * read again once it settles (the count and the next step change).
 */
export function useTickStep(clientId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.clientSteps(clientId);
  const replace = (step: Pick<ClientStep, 'id' | 'done'> & Partial<ClientStep>) =>
    queryClient.setQueryData<ClientStepList>(
      key,
      (list) =>
        list && { ...list, steps: list.steps.map((each) => (each.id === step.id ? { ...each, ...step } : each)) },
    );
  return useMutation({
    mutationFn: ({ id, done }: { id: string; done: boolean }) =>
      api('PATCH /api/client-steps/{id}', { params: { id }, body: { done } }),
    onMutate: async ({ id, done }) => {
      await queryClient.cancelQueries({ queryKey: key });
      replace({ id, done });
    },
    onError: (_error, { id, done }) => {
      replace({ id, done: !done });
      notify.error(sessionTemplateTexts.stepUpdateFailed);
    },
    onSuccess: (saved) => replace(saved),
    onSettled: () => forgetStepSummaries(queryClient),
  });
}

/** What a ready step's e-mail would say, and to whom: read when the photographer asks for the preview. */
export function useStepMessagePreview(stepId: string) {
  return useQuery({
    queryKey: queryKeys.stepMessage(stepId),
    queryFn: () => api('GET /api/client-steps/{id}/message', { params: { id: stepId } }),
    // The text as it would go now: a template or the client may have changed since the last look.
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Sends a ready step's e-mail (after its preview). The step's message, the steps (a sent step is done) and the
 * Steps cells are read again.
 */
export function useSendStepMessage(clientId: string) {
  const queryClient = useQueryClient();
  const forgetMessages = useForgetMessages();
  return useMutation({
    mutationFn: (stepId: string) => api('POST /api/client-steps/{id}/send', { params: { id: stepId } }),
    onSuccess: () => notify.success(workflowTexts.sent),
    onError: failedWith(workflowTexts.sendFailed),
    onSettled: () => {
      forgetMessages('client', clientId);
      void queryClient.invalidateQueries({ queryKey: queryKeys.clientSteps(clientId) });
      forgetStepSummaries(queryClient);
    },
  });
}
