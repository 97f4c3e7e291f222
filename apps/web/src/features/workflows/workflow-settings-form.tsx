import {
  workflowLimits,
  workflowTexts,
  type EmailTemplate,
  type UpdateWorkflowSettingsRequest,
  type WorkflowSettings,
} from '@shutterdesk/core';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { useSaveWorkflowSettings } from '@/lib/workflow-settings';
import { checkSettings, settingsDraftOf, type SettingsDraft, type SettingsErrors } from './settings-draft';

type TemplateOption = { value: string; label: string };
type FollowUps = SettingsDraft['followUps'];

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
  const errors = submitted ? checkSettings(draft) : {};
  const templateOptions = templates.map((template) => ({ value: template.id, label: template.name }));
  const firstTemplateId = templates[0]?.id ?? '';

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
      <InquiryReplyCard
        reply={draft.inquiryReply}
        error={errors.inquiryReply}
        templateOptions={templateOptions}
        firstTemplateId={firstTemplateId}
        onChange={(change) =>
          setDraft((current) => ({ ...current, inquiryReply: { ...current.inquiryReply, ...change } }))
        }
      />
      <FollowUpsCard
        followUps={draft.followUps}
        errors={errors}
        templateOptions={templateOptions}
        firstTemplateId={firstTemplateId}
        onChange={(change) => setDraft((current) => ({ ...current, followUps: { ...current.followUps, ...change } }))}
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save workflows'}
        </Button>
      </div>
    </form>
  );
}

/** A workflow's switch beside its name and what it does. */
function WorkflowSwitch({
  checked,
  onCheckedChange,
  label,
  hint,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  hint: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
      <div className="grid min-w-0 gap-0.5">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p className="text-sm text-pretty text-muted-foreground">{hint}</p>
      </div>
    </div>
  );
}

/** The instant reply: on, it needs the template it sends (the first one is chosen as it is turned on). */
function InquiryReplyCard({
  reply,
  error,
  templateOptions,
  firstTemplateId,
  onChange,
}: {
  reply: SettingsDraft['inquiryReply'];
  error: string | undefined;
  templateOptions: TemplateOption[];
  firstTemplateId: string;
  onChange: (change: Partial<SettingsDraft['inquiryReply']>) => void;
}) {
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <WorkflowSwitch
        checked={reply.enabled}
        onCheckedChange={(enabled) => onChange({ enabled, templateId: reply.templateId || firstTemplateId })}
        label={workflowTexts.inquiryReplyLabel}
        hint={workflowTexts.inquiryReplyHint}
      />
      {reply.enabled && (
        <SelectField
          className="sm:max-w-sm"
          label={workflowTexts.sendsTemplate}
          options={templateOptions}
          placeholder="Choose a template"
          value={reply.templateId}
          onChange={(event) => onChange({ templateId: event.target.value })}
          error={error}
        />
      )}
    </Card>
  );
}

/** The follow-ups: on, a first one three days after the inquiry; each later one a few days after the last. */
function FollowUpsCard({
  followUps,
  errors,
  templateOptions,
  firstTemplateId,
  onChange,
}: {
  followUps: FollowUps;
  errors: SettingsErrors;
  templateOptions: TemplateOption[];
  firstTemplateId: string;
  onChange: (change: Partial<FollowUps>) => void;
}) {
  const { steps } = followUps;
  const setStep = (index: number, change: Partial<FollowUps['steps'][number]>) =>
    onChange({ steps: steps.map((step, at) => (at === index ? { ...step, ...change } : step)) });
  const addStep = () => {
    const last = Number(steps.at(-1)?.afterDays ?? 0) || 0;
    const afterDays = String(Math.min(last + 4, workflowLimits.followUpMaxDays));
    onChange({ steps: [...steps, { afterDays, templateId: firstTemplateId }] });
  };
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <WorkflowSwitch
        checked={followUps.enabled}
        onCheckedChange={(enabled) =>
          onChange({
            enabled,
            steps: enabled && steps.length === 0 ? [{ afterDays: '3', templateId: firstTemplateId }] : steps,
          })
        }
        label={workflowTexts.followUpsLabel}
        hint={
          <>
            Up to {workflowLimits.maxFollowUpSteps} e-mails. The sequence stops when you mark the lead Contacted or
            booked, delete it, or the lead unsubscribes.
          </>
        }
      />
      {followUps.enabled && (
        <ol className="grid gap-3">
          {steps.map((step, index) => (
            <FollowUpStep
              // Steps have no id of their own; a removed step shifts the later ones up, as the list shows.
              key={index}
              step={step}
              number={index + 1}
              errors={errors.steps?.[index]}
              templateOptions={templateOptions}
              onChange={(change) => setStep(index, change)}
              onRemove={() => onChange({ steps: steps.filter((_, at) => at !== index) })}
            />
          ))}
          {errors.followUps && <p className="text-sm text-danger">{errors.followUps}</p>}
          {steps.length < workflowLimits.maxFollowUpSteps && (
            <li>
              <Button type="button" variant="secondary" onClick={addStep}>
                <Plus aria-hidden="true" />
                Add a follow-up
              </Button>
            </li>
          )}
        </ol>
      )}
    </Card>
  );
}

function FollowUpStep({
  step,
  number,
  errors,
  templateOptions,
  onChange,
  onRemove,
}: {
  step: FollowUps['steps'][number];
  number: number;
  errors: { afterDays?: string; templateId?: string } | undefined;
  templateOptions: TemplateOption[];
  onChange: (change: Partial<FollowUps['steps'][number]>) => void;
  onRemove: () => void;
}) {
  return (
    <li className="grid gap-3 rounded-xl border border-border p-3 sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:items-start">
      <TextField
        label="Days after inquiry"
        type="number"
        inputMode="numeric"
        min={workflowLimits.followUpMinDays}
        max={workflowLimits.followUpMaxDays}
        value={step.afterDays}
        onChange={(event) => onChange({ afterDays: event.target.value })}
        error={errors?.afterDays}
      />
      <SelectField
        label={workflowTexts.sendsTemplate}
        options={templateOptions}
        placeholder="Choose a template"
        value={step.templateId}
        onChange={(event) => onChange({ templateId: event.target.value })}
        error={errors?.templateId}
      />
      <Button
        type="button"
        variant="ghost"
        className="sm:mt-6"
        aria-label={`Remove follow-up ${number}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
        <span className="sm:sr-only">Remove</span>
      </Button>
    </li>
  );
}
