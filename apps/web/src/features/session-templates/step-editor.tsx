import {
  sessionTemplateLimits,
  stepSendModes,
  workflowTexts,
  type EmailTemplate,
  type StepSendMode,
} from '@shutterdesk/core';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, fieldErrorId } from '@/components/ui/field-error';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { dueWhenLabels, type DraftStep, type DueWhen, type StepErrors } from './template-draft';

const dueChoices = Object.entries(dueWhenLabels) as [DueWhen, string][];

type ChangeStep = (patch: Partial<DraftStep>) => void;

/** One step of a template: its name, when it is due, what it sends, and its place in the list. */
export function StepEditor({
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
  onChange: ChangeStep;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <li className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-4">
      <TextField
        label={`Step ${number} name`}
        value={step.name}
        error={errors?.name}
        hint={`Up to ${sessionTemplateLimits.stepNameMaxLength} characters.`}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <StepDue step={step} number={number} error={errors?.due} onChange={onChange} />
      <StepSends step={step} number={number} emailTemplates={emailTemplates} onChange={onChange} />
      <StepButtons number={number} count={count} moved={moved} onMove={onMove} onRemove={onRemove} />
    </li>
  );
}

/** When the step is due and, before or after the session, how many days; the due error under both. */
function StepDue({
  step,
  number,
  error,
  onChange,
}: {
  step: DraftStep;
  number: number;
  error: string | undefined;
  onChange: ChangeStep;
}) {
  const whenId = useId();
  const daysId = useId();
  const withDays = step.when === 'before' || step.when === 'after';
  return (
    <>
      <div className="flex min-w-0 flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 basis-48 gap-1.5">
          <label htmlFor={whenId} className="text-sm font-medium">
            Step {number} due
          </label>
          <Select
            id={whenId}
            value={step.when}
            aria-invalid={error && !withDays ? true : undefined}
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
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldErrorId(daysId) : undefined}
              onChange={(event) => onChange({ days: event.target.value })}
              className="h-10 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-danger sm:text-sm"
            />
          </div>
        )}
      </div>
      {error && <FieldError fieldId={daysId}>{error}</FieldError>}
    </>
  );
}

/** The e-mail the step sends on its due day, if any, and whether it goes by itself or waits for a click. */
function StepSends({
  step,
  number,
  emailTemplates,
  onChange,
}: {
  step: DraftStep;
  number: number;
  emailTemplates: readonly EmailTemplate[];
  onChange: ChangeStep;
}) {
  const sendsId = useId();
  const modeId = useId();
  return (
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
  );
}

function StepButtons({
  number,
  count,
  moved,
  onMove,
  onRemove,
}: {
  number: number;
  count: number;
  moved: { by: -1 | 1 } | undefined;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const moveUp = useRef<HTMLButtonElement>(null);
  const moveDown = useRef<HTMLButtonElement>(null);
  // Reordering moves the step's element, which drops the focus, and a move to an end disables the button pressed.
  useEffect(() => {
    if (!moved) return;
    const [same, other] = moved.by === -1 ? [moveUp, moveDown] : [moveDown, moveUp];
    (same.current?.disabled ? other : same).current?.focus();
  }, [moved]);
  return (
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
  );
}
