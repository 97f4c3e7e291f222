import {
  sessionTemplateTexts,
  type SaveSessionTemplateRequest,
  type SessionTemplate,
  type SessionTemplateList,
  type SessionType,
} from '@shutterdesk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

/** A refusal names its reason (a limit the editor did not catch); anything else says only that it failed. */
const failed = (text: string) => (error: unknown) =>
  notify.error(isApiError(error, 'VALIDATION_FAILED') ? `${text}: ${error.message}` : text);

export function useSessionTemplates() {
  return useQuery({ queryKey: queryKeys.sessionTemplates, queryFn: () => api('GET /api/session-templates') });
}

/** The list with one session type's template replaced (saved) or taken out (null). */
function withTemplate(
  list: SessionTemplateList | undefined,
  sessionType: SessionType,
  template: SessionTemplate | null,
): SessionTemplateList | undefined {
  if (!list) return list;
  const others = list.templates.filter((each) => each.sessionType !== sessionType);
  return { templates: template ? [...others, template] : others };
}

/** PUT /api/session-templates/:sessionType; the server's message (a limit) shows in the toast when it refuses. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionType, body }: { sessionType: SessionType; body: SaveSessionTemplateRequest }) =>
      api('PUT /api/session-templates/{sessionType}', { params: { sessionType }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<SessionTemplateList>(queryKeys.sessionTemplates, (list) =>
        withTemplate(list, saved.sessionType, saved),
      );
      // Saving gives the type's clients that follow the template the steps they lack: Client Flow's Steps cells
      // are read again, not shown from before for the few seconds they count as fresh.
      void queryClient.invalidateQueries({ queryKey: queryKeys.clientStepSummaries, exact: true });
      notify.success(sessionTemplateTexts.saved);
    },
    onError: failed(sessionTemplateTexts.saveFailed),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionType: SessionType) =>
      api('DELETE /api/session-templates/{sessionType}', { params: { sessionType } }),
    onSuccess: (_nothing, sessionType) => {
      queryClient.setQueryData<SessionTemplateList>(queryKeys.sessionTemplates, (list) =>
        withTemplate(list, sessionType, null),
      );
      notify.success(sessionTemplateTexts.deleted);
    },
    onError: failed(sessionTemplateTexts.deleteFailed),
  });
}
