import {
  workflowLimits,
  workflowTexts,
  type EmailTemplate,
  type UpdateWorkflowSettingsRequest,
  type WorkflowSettings,
} from '@shutterdesk/core';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { TextField } from '../../components/ui/text-field';
import { useSaveWorkflowSettings } from '../../lib/workflow-settings';
import { checkSettings, settingsDraftOf, type SettingsDraft } from './settings-draft';

/**
 * The workflow switches (off until the photographer turns one on): the instant reply to every website inquiry, and
 * the follow-ups sent to a lead still pending some days after its inquiry. Saved together; the server stops a
 * sequence when the lead is marked Contacted or booked, is deleted or unsubscribes.
 */
export function WorkflowSettingsForm({
  settings,
  templates,
}: {
  settings: WorkflowSettings;
  templates: readonly EmailTemplate[];
}) {
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraftOf(settings));
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveWorkflowSettings();
  const replyId = useId();
  const followUpsId = useId();
  const errors = submitted ? checkSettings(draft) : {};
  const templateOptions = templates.map((template) => ({ value: template.id, label: template.name }));
  const firstTemplateId = templates[0]?.id ?? '';

  const setReply = (change: Partial<SettingsDraft['inquiryReply']>) =>
    setDraft((current) => ({ ...current, inquiryReply: { ...current.inquiryReply, ...change } }));
  const setFollowUps = (change: Partial<SettingsDraft['followUps']>) =>
    setDraft((current) => ({ ...current, followUps: { ...current.followUps, ...change } }));
  const setStep = (index: number, change: Partial<SettingsDraft['followUps']['steps'][number]>) =>
    setFollowUps({
      steps: draft.followUps.steps.map((step, at) => (at === index ? { ...step, ...change } : step)),
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(checkSettings(draft)).length > 0) return;
    const body: UpdateWorkflowSettingsRequest = {
      inquiryReply: { enabled: draft.inquiryReply.enabled, templateId: draft.inquiryReply.templateId || null },
      followUps: {
        enabled: draft.followUps.enabled,
        steps: draft.followUps.steps.map((step) => ({
          afterDays: Number(step.afterDays),
          templateId: step.templateId,
        })),
      },
    };
    save.mutate(body);
  };

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label={workflowTexts.settingsTitle}>
      <Card className="grid gap-4 p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <Switch
            id={replyId}
            checked={draft.inquiryReply.enabled}
            onCheckedChange={(enabled) =>
              setReply({ enabled, templateId: draft.inquiryReply.templateId || firstTemplateId })
            }
          />
          <div className="grid min-w-0 gap-0.5">
            <label htmlFor={replyId} className="font-medium">
              {workflowTexts.inquiryReplyLabel}
            </label>
            <p className="text-sm text-pretty text-muted-foreground">{workflowTexts.inquiryReplyHint}</p>
          </div>
        </div>
        {draft.inquiryReply.enabled && (
          <SelectField
            className="sm:max-w-sm"
            label={workflowTexts.sendsTemplate}
            options={templateOptions}
            placeholder="Choose a template"
            value={draft.inquiryReply.templateId}
            onChange={(event) => setReply({ templateId: event.target.value })}
            error={errors.inquiryReply}
          />
        )}
      </Card>

      <Card className="grid gap-4 p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <Switch
            id={followUpsId}
            checked={draft.followUps.enabled}
            onCheckedChange={(enabled) =>
              setFollowUps({
                enabled,
                steps:
                  enabled && draft.followUps.steps.length === 0
                    ? [{ afterDays: '3', templateId: firstTemplateId }]
                    : draft.followUps.steps,
              })
            }
          />
          <div className="grid min-w-0 gap-0.5">
            <label htmlFor={followUpsId} className="font-medium">
              {workflowTexts.followUpsLabel}
            </label>
            <p className="text-sm text-pretty text-muted-foreground">
              Up to {workflowLimits.maxFollowUpSteps} e-mails. The sequence stops when you mark the lead Contacted or
              booked, delete it, or the lead unsubscribes.
            </p>
          </div>
        </div>
        {draft.followUps.enabled && (
          <ol className="grid gap-3">
            {draft.followUps.steps.map((step, index) => (
              <li
                // Steps have no id of their own; a removed step shifts the later ones up, as the list shows.
                key={index}
                className="grid gap-3 rounded-xl border border-border p-3 sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:items-start"
              >
                <TextField
                  label="Days after inquiry"
                  type="number"
                  inputMode="numeric"
                  min={workflowLimits.followUpMinDays}
                  max={workflowLimits.followUpMaxDays}
                  value={step.afterDays}
                  onChange={(event) => setStep(index, { afterDays: event.target.value })}
                  error={errors.steps?.[index]?.afterDays}
                />
                <SelectField
                  label={workflowTexts.sendsTemplate}
                  options={templateOptions}
                  placeholder="Choose a template"
                  value={step.templateId}
                  onChange={(event) => setStep(index, { templateId: event.target.value })}
                  error={errors.steps?.[index]?.templateId}
                />
                <Button
                  type="button"
                  variant="ghost"
                  className="sm:mt-6"
                  aria-label={`Remove follow-up ${index + 1}`}
                  onClick={() => setFollowUps({ steps: draft.followUps.steps.filter((_, at) => at !== index) })}
                >
                  <Trash2 aria-hidden="true" />
                  <span className="sm:sr-only">Remove</span>
                </Button>
              </li>
            ))}
            {errors.followUps && <p className="text-sm text-danger">{errors.followUps}</p>}
            {draft.followUps.steps.length < workflowLimits.maxFollowUpSteps && (
              <li>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    const last = Number(draft.followUps.steps.at(-1)?.afterDays ?? 0) || 0;
                    const afterDays = String(Math.min(last + 4, workflowLimits.followUpMaxDays));
                    setFollowUps({ steps: [...draft.followUps.steps, { afterDays, templateId: firstTemplateId }] });
                  }}
                >
                  <Plus aria-hidden="true" />
                  Add a follow-up
                </Button>
              </li>
            )}
          </ol>
        )}
      </Card>

      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save workflows'}
        </Button>
      </div>
    </form>
  );
}
