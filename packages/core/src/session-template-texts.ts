/**
 * Session templates' limits, messages, screen texts and the helpers the screens use, without zod: Client Flow reads the texts, and a module that
 * builds zod schemas at its top level would bring zod into that screen (the schemas are in session-templates.ts).
 */
import { sessionTypeMessage } from './clients';

/** What a template may hold; the server and its check constraints hold the same numbers. */
export const sessionTemplateLimits = {
  minSteps: 1,
  maxSteps: 50,
  stepNameMaxLength: 80,
  /** Days before (negative) or after the session a step may be due. */
  maxOffsetDays: 365,
} as const;

const { minSteps, maxSteps, stepNameMaxLength, maxOffsetDays } = sessionTemplateLimits;

export const sessionTemplateMessages = {
  noSteps: `A template needs at least ${minSteps} step. To stop using it, delete the template.`,
  tooManySteps: `A template can have at most ${maxSteps} steps.`,
  stepNameMissing: 'Every step needs a name.',
  stepNameTooLong: `A step name can be at most ${stepNameMaxLength} characters.`,
  offsetNotWhole: 'Days must be a whole number.',
  offsetTooFar: `A step can be due at most ${maxOffsetDays} days before or after the session.`,
  unknownSessionType: sessionTypeMessage,
  sendingIncomplete: 'Choose both the template a step sends and how it sends it, or neither.',
  autoSendNeedsDay: 'A step that sends by itself needs a due day.',
} as const;

export const sessionTemplateTexts = {
  pageTitle: 'Session templates',
  saved: 'Template saved',
  saveFailed: 'Failed to save the template',
  deleted: 'Template deleted',
  deleteFailed: 'Failed to delete the template',
  loadFailed: 'Failed to load the session templates',
  stepsLoadFailed: "Failed to load the client's steps",
  stepUpdateFailed: 'Failed to update the step',
  /** The Steps dialog's title; the name is unknown when a link opened it before the list came. */
  stepsTitle: (clientName: string | null) => (clientName ? `Steps - ${clientName}` : 'Steps'),
} as const;

/** How a due offset reads: 'Due 14 days before the session', 'Due on the session day', 'No due day'. */
export function dueOffsetText(days: number | null): string {
  if (days === null) return 'No due day';
  if (days === 0) return 'Due on the session day';
  const count = Math.abs(days);
  return `Due ${count} day${count === 1 ? '' : 's'} ${days < 0 ? 'before' : 'after'} the session`;
}

/** Whether an open step is overdue on `today` (yyyy-MM-dd, the user's local day). */
export const isStepOverdue = (dueDate: string, today: string) => dueDate !== '' && dueDate < today;
