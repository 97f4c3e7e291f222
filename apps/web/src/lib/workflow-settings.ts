import { workflowTexts, type UpdateWorkflowSettingsRequest } from '@shutterdesk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from './api';
import { queryKeys } from './query-keys';
import { notify } from './toast';

/**
 * The workflow switches and the e-mail templates they send, read and saved where they are set: the workflows screen,
 * and the inquiry form's settings on the account screen (docs/decisions/0022-workflows.md).
 */

/** A refusal the server explains (a limit, a template in use) shows its reason; anything else says only that it failed. */
export const failedWith = (text: string) => (error: unknown) =>
  notify.error(isApiError(error) && error.status < 500 ? `${text}: ${error.message}` : text);

export function useEmailTemplates() {
  return useQuery({ queryKey: queryKeys.emailTemplates, queryFn: () => api('GET /api/email-templates') });
}

export function useWorkflowSettings() {
  return useQuery({ queryKey: queryKeys.workflowSettings, queryFn: () => api('GET /api/workflow-settings') });
}

export function useSaveWorkflowSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWorkflowSettingsRequest) => api('PUT /api/workflow-settings', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.workflowSettings, saved);
      notify.success(workflowTexts.settingsSaved);
    },
    onError: failedWith(workflowTexts.settingsSaveFailed),
  });
}
