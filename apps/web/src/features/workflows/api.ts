import {
  workflowTexts,
  type EmailTemplate,
  type EmailTemplateList,
  type SaveEmailTemplateRequest,
} from '@shutterdesk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { failedWith } from '@/lib/workflow-settings';

/** The list with one template put in its place (or added at the end), or taken out. */
function withTemplate(list: EmailTemplateList | undefined, id: string, template: EmailTemplate | null) {
  if (!list) return list;
  const present = list.templates.some((each) => each.id === id);
  const templates = present
    ? list.templates.flatMap((each) => (each.id !== id ? [each] : template ? [template] : []))
    : [...list.templates, ...(template ? [template] : [])];
  return { templates };
}

/** Creates (no id) or replaces a template; the editor shows a refusal's message beside the fields. */
export function useSaveEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: SaveEmailTemplateRequest }) =>
      id === null
        ? api('POST /api/email-templates', { body })
        : api('PUT /api/email-templates/{id}', { params: { id }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<EmailTemplateList>(queryKeys.emailTemplates, (list) =>
        withTemplate(list, saved.id, saved),
      );
      notify.success(workflowTexts.templateSaved);
    },
  });
}

export function useDeleteEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/email-templates/{id}', { params: { id } }),
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<EmailTemplateList>(queryKeys.emailTemplates, (list) => withTemplate(list, id, null));
      notify.success(workflowTexts.templateDeleted);
    },
    onError: failedWith(workflowTexts.templateDeleteFailed),
  });
}
