import {
  saveSessionTemplateSchema,
  type SaveSessionTemplateRequest,
  type SessionTemplate,
  type StepSendMode,
  type TemplateStepInput,
} from '@shutterdesk/core';

/** When a step is due, as the editor asks it: a choice and, before or after the session, a number of days. */
export type DueWhen = 'none' | 'before' | 'on' | 'after';

export const dueWhenLabels: Record<DueWhen, string> = {
  none: 'No due day',
  before: 'Days before the session',
  on: 'On the session day',
  after: 'Days after the session',
};

export interface DraftStep {
  /** Keeps a step's inputs with it as steps move. */
  key: string;
  name: string;
  when: DueWhen;
  /** What the days box holds, as typed. */
  days: string;
  /** The e-mail template the step sends on its due day (docs/decisions/0022-workflows.md); null: it sends nothing. */
  sendsTemplateId: string | null;
  /** How it sends: by itself, or ready for the photographer's click; set whenever a template is. */
  sendMode: StepSendMode | null;
}

export interface StepErrors {
  name?: string;
  due?: string;
}

export const daysAtLeastOne = 'Enter 1 day or more, or choose "On the session day".';

let nextKey = 0;
const newKey = () => `step-${++nextKey}`;

export const emptyStep = (): DraftStep => ({
  key: newKey(),
  name: '',
  when: 'none',
  days: '',
  sendsTemplateId: null,
  sendMode: null,
});

export function draftOf(template: SessionTemplate | undefined): DraftStep[] {
  return (template?.steps ?? []).map(({ name, dueOffsetDays, sendsTemplateId, sendMode }) => ({
    key: newKey(),
    name,
    sendsTemplateId,
    sendMode,
    when: dueOffsetDays === null ? 'none' : dueOffsetDays === 0 ? 'on' : dueOffsetDays < 0 ? 'before' : 'after',
    days: dueOffsetDays === null || dueOffsetDays === 0 ? '' : String(Math.abs(dueOffsetDays)),
  }));
}

function offsetOf({ when, days }: DraftStep): number | null {
  if (when === 'none') return null;
  if (when === 'on') return 0;
  const count = days.trim() === '' ? Number.NaN : Number(days);
  return when === 'before' ? -count : count;
}

export type DraftCheck =
  { ok: true; request: SaveSessionTemplateRequest } | { ok: false; stepErrors: StepErrors[]; formError: string | null };

/** The request to save, or the messages for each step and for the list, by the API's own rules. */
export function checkDraft(steps: readonly DraftStep[]): DraftCheck {
  const request = {
    steps: steps.map((step): TemplateStepInput => ({
      name: step.name,
      dueOffsetDays: offsetOf(step),
      sendsTemplateId: step.sendsTemplateId,
      sendMode: step.sendsTemplateId === null ? null : (step.sendMode ?? 'ready'),
    })),
  };
  const stepErrors: StepErrors[] = steps.map(() => ({}));
  let formError: string | null = null;
  steps.forEach((step, index) => {
    const offset = offsetOf(step);
    if ((step.when === 'before' || step.when === 'after') && offset !== null && Math.abs(offset) < 1)
      stepErrors[index]!.due = daysAtLeastOne;
  });
  const parsed = saveSessionTemplateSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [, index, field] = issue.path;
      const errors = typeof index === 'number' ? stepErrors[index] : undefined;
      if (!errors) formError ??= issue.message;
      else if (field === 'name') errors.name ??= issue.message;
      else errors.due ??= issue.message;
    }
  }
  const anyStepError = stepErrors.some((errors) => errors.name || errors.due);
  return parsed.success && !anyStepError ? { ok: true, request } : { ok: false, stepErrors, formError };
}

/** The steps with one moved up (-1) or down (+1); unchanged at either end. */
export function moveStep(steps: readonly DraftStep[], index: number, by: -1 | 1): DraftStep[] {
  const target = index + by;
  if (target < 0 || target >= steps.length) return [...steps];
  const moved = [...steps];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}
