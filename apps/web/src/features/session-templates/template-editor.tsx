import { sessionTemplateLimits, type SessionTemplate, type SessionType } from '@shutterdesk/core';
import { ListChecks, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useEmailTemplates } from '@/lib/workflow-settings';
import { useDeleteTemplate, useSaveTemplate } from './api';
import { StepEditor } from './step-editor';
import { checkDraft, draftOf, emptyStep, moveStep, type DraftStep, type StepErrors } from './template-draft';

/** One session type's template: its steps edited as a draft (template-draft.ts), saved or deleted as a whole. */
export function TemplateEditor({
  sessionType,
  template,
}: {
  sessionType: SessionType;
  template: SessionTemplate | undefined;
}) {
  const [steps, setSteps] = useState<DraftStep[]>(() => draftOf(template));
  const [errors, setErrors] = useState<{ steps: StepErrors[]; form: string | null }>({ steps: [], form: null });
  const save = useSaveTemplate();
  const headingId = useId();
  const full = steps.length >= sessionTemplateLimits.maxSteps;

  const addStep = () => setSteps((current) => [...current, emptyStep()]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkDraft(steps);
    if (!check.ok) {
      setErrors({ steps: check.stepErrors, form: check.formError });
      return;
    }
    setErrors({ steps: [], form: null });
    save.mutate({ sessionType, body: check.request });
  };

  if (steps.length === 0 && !template) {
    return <NoTemplateYet sessionType={sessionType} headingId={headingId} onAddStep={addStep} />;
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {sessionType} template
      </h2>
      <StepList steps={steps} errors={errors.steps} onChange={setSteps} />
      {steps.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No steps left. Add one, or delete the template to give {sessionType} clients only the checklist.
        </p>
      )}
      {errors.form && (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      )}
      <TemplateButtons
        sessionType={sessionType}
        saved={template !== undefined}
        full={full}
        saving={save.isPending}
        onAddStep={addStep}
      />
      {full && (
        <p className="text-sm text-muted-foreground">
          A template can have at most {sessionTemplateLimits.maxSteps} steps.
        </p>
      )}
    </form>
  );
}

/** The steps, each edited, moved or removed in place. */
function StepList({
  steps,
  errors,
  onChange,
}: {
  steps: readonly DraftStep[];
  errors: readonly StepErrors[];
  onChange: Dispatch<SetStateAction<DraftStep[]>>;
}) {
  const emailTemplates = useEmailTemplates().data?.templates ?? [];
  /** The step last moved and which way: its move buttons keep the focus (a new object for every move). */
  const [moved, setMoved] = useState<{ key: string; by: -1 | 1 } | null>(null);
  const change = (index: number, patch: Partial<DraftStep>) =>
    onChange((current) => current.map((step, at) => (at === index ? { ...step, ...patch } : step)));
  return (
    <ol className="grid gap-3">
      {steps.map((step, index) => (
        <StepEditor
          key={step.key}
          step={step}
          emailTemplates={emailTemplates}
          number={index + 1}
          count={steps.length}
          errors={errors[index]}
          onChange={(patch) => change(index, patch)}
          moved={moved?.key === step.key ? moved : undefined}
          onMove={(by) => {
            onChange((current) => moveStep(current, index, by));
            setMoved({ key: step.key, by });
          }}
          onRemove={() => onChange((current) => current.filter((_, at) => at !== index))}
        />
      ))}
    </ol>
  );
}

/** A session type without a template: what one is for, and its first step. */
function NoTemplateYet({
  sessionType,
  headingId,
  onAddStep,
}: {
  sessionType: SessionType;
  headingId: string;
  onAddStep: () => void;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-10 text-center"
    >
      <ListChecks className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        No {sessionType} template yet
      </h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        {sessionType} clients get only Client Flow&apos;s checklist. Add steps such as a timeline call or a deposit,
        each due some days before or after the session.
      </p>
      <Button onClick={onAddStep}>
        <Plus aria-hidden="true" />
        Add first step
      </Button>
    </section>
  );
}

/** Add step, Save template and, for a saved template, Delete template, which asks first. */
function TemplateButtons({
  sessionType,
  saved,
  full,
  saving,
  onAddStep,
}: {
  sessionType: SessionType;
  saved: boolean;
  full: boolean;
  saving: boolean;
  onAddStep: () => void;
}) {
  const remove = useDeleteTemplate();
  const [askingDelete, setAskingDelete] = useState(false);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={onAddStep} disabled={full}>
          <Plus aria-hidden="true" />
          Add step
        </Button>
        <Button type="submit" loading={saving}>
          Save template
        </Button>
        {saved && (
          <Button variant="ghost" onClick={() => setAskingDelete(true)}>
            <Trash2 aria-hidden="true" />
            Delete template
          </Button>
        )}
      </div>
      <ConfirmDialog
        title={askingDelete ? `Delete the ${sessionType} template?` : null}
        description={`New ${sessionType} clients will get only the checklist. Clients already added keep their steps.`}
        confirmLabel="Delete template"
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate(sessionType, { onSettled: () => setAskingDelete(false) })}
        onClose={() => setAskingDelete(false)}
      />
    </>
  );
}
