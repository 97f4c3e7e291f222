import { workflowTexts } from '@shutterdesk/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { Select } from '../ui/select';
import { Skeleton } from '../ui/skeleton';
import { Switch } from '../ui/switch';
import { useEmailTemplates, useSaveWorkflowSettings, useWorkflowSettings } from '@/lib/workflow-settings';

/**
 * The instant reply, where the inquiry form is set up (the account's inquiry form section): its switch and the
 * template it sends, each saved as it changes. The follow-ups and the templates themselves are on /workflows.
 */
export function InquiryReplyControl() {
  const settings = useWorkflowSettings();
  const templates = useEmailTemplates();
  const save = useSaveWorkflowSettings();
  const switchId = useId();
  const templateId = useId();
  if (!settings.data || !templates.data) {
    return settings.isError || templates.isError ? null : <Skeleton className="h-11 w-full" />;
  }
  const current = settings.data;
  const list = templates.data.templates;
  const reply = save.isPending ? save.variables.inquiryReply : current.inquiryReply;
  const change = (inquiryReply: { enabled: boolean; templateId: string | null }) =>
    save.mutate({ inquiryReply, followUps: current.followUps });

  return (
    <div className="grid gap-3 rounded-xl border border-border p-3">
      <div className="flex min-h-11 items-center justify-between gap-3">
        <label htmlFor={switchId} className="grid min-w-0 cursor-pointer gap-0.5">
          <span className="text-sm font-medium">{workflowTexts.inquiryReplyLabel}</span>
          <span className="text-xs text-pretty text-muted-foreground">{workflowTexts.inquiryReplyHint}</span>
        </label>
        <Switch
          id={switchId}
          checked={reply.enabled}
          disabled={save.isPending || list.length === 0}
          onCheckedChange={(enabled) => change({ enabled, templateId: reply.templateId ?? list[0]?.id ?? null })}
        />
      </div>
      {reply.enabled && (
        <div className="grid gap-1.5 sm:max-w-sm">
          <label htmlFor={templateId} className="text-sm font-medium">
            {workflowTexts.sendsTemplate}
          </label>
          <Select
            id={templateId}
            value={reply.templateId ?? ''}
            disabled={save.isPending}
            onChange={(event) => change({ enabled: true, templateId: event.target.value })}
          >
            {list.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </Select>
        </div>
      )}
      <p className="text-xs text-muted-foreground">
        Edit the reply, or follow up with leads still pending, in{' '}
        <Link to="/workflows" className="font-medium text-accent underline-offset-4 hover:underline">
          Workflows
        </Link>
        .
      </p>
    </div>
  );
}
