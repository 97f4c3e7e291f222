import { sessionTemplateTexts, type ClientStep, type ClientStepList } from '@shutterdesk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';

/** Client Flow's Steps cells: one read for every client with template steps, as a map by client id. */
export function useStepSummaries() {
  return useQuery({
    queryKey: queryKeys.clientStepSummaries,
    queryFn: () => api('GET /api/client-steps'),
    select: ({ summaries }) => new Map(summaries.map((summary) => [summary.clientId, summary])),
  });
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
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.clientStepSummaries, exact: true }),
  });
}
