import {
  sessionTemplateLimits,
  sessionTemplateTexts,
  sessionTypes,
  stepSendModes,
  workflowTexts,
  type EmailTemplate,
  type SessionTemplate,
  type SessionType,
  type StepSendMode,
} from '@shutterdesk/core';
import { ArrowDown, ArrowLeft, ArrowUp, ListChecks, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FieldError, fieldErrorId } from '../../components/ui/field-error';
import { ListPage } from '../../components/ui/list-page';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageLoading } from '../../components/ui/page-loading';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEmailTemplates } from '../../lib/workflow-settings';
import { useDeleteTemplate, useSaveTemplate, useSessionTemplates } from './api';
import {
  checkDraft,
  draftOf,
  dueWhenLabels,
  emptyStep,
  moveStep,
  type DraftStep,
  type DueWhen,
  type StepErrors,
} from './template-draft';

const dueChoices = Object.entries(dueWhenLabels) as [DueWhen, string][];

/**
 * Session templates (docs/decisions/0018-session-templates.md): for each session type, the steps a new client of
 * that type gets on top of Client Flow's checklist, each optionally due some days before or after the session.
 */
export default function SessionTemplatesPage() {
  useDocumentTitle(sessionTemplateTexts.pageTitle);
  const templates = useSessionTemplates();
  const [chosen, setChosen] = useState<SessionType | null>(null);
  const typeFieldId = useId();

  const list = templates.data?.templates;
  const sessionType = chosen ?? list?.[0]?.sessionType ?? sessionTypes[0];
  const template = list?.find((each) => each.sessionType === sessionType);

  return (
    <ListPage
      title={sessionTemplateTexts.pageTitle}
      action={
        <Link to="/clients" className={buttonClasses({ variant: 'secondary' })}>
          <ArrowLeft aria-hidden="true" />
          Client Flow
        </Link>
      }
    >
      <p className="max-w-2xl text-pretty text-muted-foreground">
        Extra steps for each session type, on top of Client Flow&apos;s checklist. A new client of that type gets a copy
        of its template&apos;s steps; clients already added keep theirs. A session type without a template keeps just
        the checklist.
      </p>
      {!list ? (
        templates.isError ? (
          <LoadFailed
            title={sessionTemplateTexts.loadFailed}
            retrying={templates.isFetching}
            onRetry={() => void templates.refetch()}
          />
        ) : (
          <PageLoading />
        )
      ) : (
        <div className="grid max-w-2xl min-w-0 gap-4">
          <div className="grid gap-1.5 sm:max-w-xs">
            <label htmlFor={typeFieldId} className="text-sm font-medium">
              Session type
            </label>
            <Select
              id={typeFieldId}
              value={sessionType}
              onChange={(event) => setChosen(event.target.value as SessionType)}
            >
              {sessionTypes.map((type) => {
                const steps = list.find((each) => each.sessionType === type)?.steps.length;
                return (
                  <option key={type} value={type}>
                    {steps ? `${type} (${steps} ${steps === 1 ? 'step' : 'steps'})` : type}
                  </option>
                );
              })}
            </Select>
          </div>
          <TemplateEditor
            key={`${sessionType} ${template?.updatedAt ?? ''}`}
            sessionType={sessionType}
            template={template}
          />
        </div>
      )}
    </ListPage>
  );
}

function TemplateEditor({
  sessionType,
  template,
}: {
  sessionType: SessionType;
  template: SessionTemplate | undefined;
}) {
  const [steps, setSteps] = useState<DraftStep[]>(() => draftOf(template));
  const emailTemplates = useEmailTemplates().data?.templates ?? [];
  const [errors, setErrors] = useState<{ steps: StepErrors[]; form: string | null }>({ steps: [], form: null });
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const [askingDelete, setAskingDelete] = useState(false);
  /** The step last moved and which way: its move buttons keep the focus (a new object for every move). */
  const [moved, setMoved] = useState<{ key: string; by: -1 | 1 } | null>(null);
  const headingId = useId();
  const full = steps.length >= sessionTemplateLimits.maxSteps;

  const change = (index: number, patch: Partial<DraftStep>) =>
    setSteps((current) => current.map((step, at) => (at === index ? { ...step, ...patch } : step)));
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
        <Button onClick={addStep}>
          <Plus aria-hidden="true" />
          Add first step
        </Button>
      </section>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {sessionType} template
      </h2>
      <ol className="grid gap-3">
        {steps.map((step, index) => (
          <StepEditor
            key={step.key}
            step={step}
            emailTemplates={emailTemplates}
            number={index + 1}
            count={steps.length}
            errors={errors.steps[index]}
            onChange={(patch) => change(index, patch)}
            moved={moved?.key === step.key ? moved : undefined}
            onMove={(by) => {
              setSteps((current) => moveStep(current, index, by));
              setMoved({ key: step.key, by });
            }}
            onRemove={() => setSteps((current) => current.filter((_, at) => at !== index))}
          />
        ))}
      </ol>
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
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={addStep} disabled={full}>
          <Plus aria-hidden="true" />
          Add step
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save template
        </Button>
        {template && (
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
      {full && (
        <p className="text-sm text-muted-foreground">
          A template can have at most {sessionTemplateLimits.maxSteps} steps.
        </p>
      )}
    </form>
  );
}

function StepEditor({
  step,
  emailTemplates,
  number,
  count,
  errors,
  moved,
  onChange,
  onMove,
  onRemove,
}: {
  step: DraftStep;
  /** The templates a step may send; empty while they load. */
  emailTemplates: readonly EmailTemplate[];
  number: number;
  count: number;
  errors: StepErrors | undefined;
  /** Set when this step was just moved: the same move button takes the focus, or the other one at an end. */
  moved: { by: -1 | 1 } | undefined;
  onChange: (patch: Partial<DraftStep>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const whenId = useId();
  const daysId = useId();
  const sendsId = useId();
  const modeId = useId();
  const withDays = step.when === 'before' || step.when === 'after';
  const moveUp = useRef<HTMLButtonElement>(null);
  const moveDown = useRef<HTMLButtonElement>(null);
  // Reordering moves the step's element, which drops the focus, and a move to an end disables the button pressed.
  useEffect(() => {
    if (!moved) return;
    const [same, other] = moved.by === -1 ? [moveUp, moveDown] : [moveDown, moveUp];
    (same.current?.disabled ? other : same).current?.focus();
  }, [moved]);
  return (
    <li className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-4">
      <TextField
        label={`Step ${number} name`}
        value={step.name}
        error={errors?.name}
        hint={`Up to ${sessionTemplateLimits.stepNameMaxLength} characters.`}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <div className="flex min-w-0 flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 basis-48 gap-1.5">
          <label htmlFor={whenId} className="text-sm font-medium">
            Step {number} due
          </label>
          <Select
            id={whenId}
            value={step.when}
            aria-invalid={errors?.due && !withDays ? true : undefined}
            onChange={(event) => onChange({ when: event.target.value as DueWhen })}
          >
            {dueChoices.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        {withDays && (
          <div className="grid w-28 gap-1.5">
            <label htmlFor={daysId} className="text-sm font-medium">
              <span className="sr-only">Step {number} </span>Days
            </label>
            <input
              id={daysId}
              type="number"
              inputMode="numeric"
              min={1}
              max={sessionTemplateLimits.maxOffsetDays}
              value={step.days}
              aria-invalid={errors?.due ? true : undefined}
              aria-describedby={errors?.due ? fieldErrorId(daysId) : undefined}
              onChange={(event) => onChange({ days: event.target.value })}
              className="h-10 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-danger sm:text-sm"
            />
          </div>
        )}
      </div>
      {errors?.due && <FieldError fieldId={daysId}>{errors.due}</FieldError>}
      <div className="flex min-w-0 flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 basis-48 gap-1.5">
          <label htmlFor={sendsId} className="text-sm font-medium">
            Step {number} sends
          </label>
          <Select
            id={sendsId}
            value={step.sendsTemplateId ?? ''}
            onChange={(event) =>
              onChange(
                event.target.value === ''
                  ? { sendsTemplateId: null, sendMode: null }
                  : { sendsTemplateId: event.target.value, sendMode: step.sendMode ?? 'ready' },
              )
            }
          >
            <option value="">No e-mail</option>
            {emailTemplates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </Select>
        </div>
        {step.sendsTemplateId !== null && (
          <div className="grid min-w-0 flex-1 basis-48 gap-1.5">
            <label htmlFor={modeId} className="text-sm font-medium">
              Step {number} sending
            </label>
            <Select
              id={modeId}
              value={step.sendMode ?? 'ready'}
              onChange={(event) => onChange({ sendMode: event.target.value as StepSendMode })}
            >
              {stepSendModes.map((mode) => (
                <option key={mode} value={mode}>
                  {workflowTexts.sendModeLabels[mode]}
                </option>
              ))}
            </Select>
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-1">
        <Button ref={moveUp} variant="ghost" size="sm" disabled={number === 1} onClick={() => onMove(-1)}>
          <ArrowUp aria-hidden="true" />
          Move up<span className="sr-only"> step {number}</span>
        </Button>
        <Button ref={moveDown} variant="ghost" size="sm" disabled={number === count} onClick={() => onMove(1)}>
          <ArrowDown aria-hidden="true" />
          Move down<span className="sr-only"> step {number}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Remove<span className="sr-only"> step {number}</span>
        </Button>
      </div>
    </li>
  );
}
