/**
 * Session templates (docs/decisions/0018-session-templates.md): a checklist of extra steps per session type, each
 * optionally due some days before or after the session, copied to every new client of that type. The spec's
 * checklist columns stay what every client has; a template's steps come on top of them.
 */
import { z } from 'zod';
import { sessionTypes } from './clients';
import { sessionTemplateLimits, sessionTemplateMessages } from './session-template-texts';
import { isSingleLine, singleLineMessage } from './text-policy';
import { stepSendingShape } from './workflow-schemas';
import { stepSendModes } from './workflows';

const { minSteps, maxSteps, stepNameMaxLength, maxOffsetDays } = sessionTemplateLimits;

/** The session type in a template's path; an unknown one names no template (404). */
export const sessionTypeParams = z.object({
  sessionType: z
    .enum(sessionTypes, { error: sessionTemplateMessages.unknownSessionType })
    .meta({ param: { name: 'sessionType', in: 'path' }, description: 'The session type the template is for.' }),
});

const stepNameField = z
  .string({ error: sessionTemplateMessages.stepNameMissing })
  .refine(isSingleLine, singleLineMessage)
  .trim()
  .min(1, sessionTemplateMessages.stepNameMissing)
  .max(stepNameMaxLength, sessionTemplateMessages.stepNameTooLong);

const dueOffsetField = z
  .number({ error: sessionTemplateMessages.offsetNotWhole })
  .int(sessionTemplateMessages.offsetNotWhole)
  .min(-maxOffsetDays, sessionTemplateMessages.offsetTooFar)
  .max(maxOffsetDays, sessionTemplateMessages.offsetTooFar)
  .nullable();

/**
 * One step as the editor sends it: a name and, if it has a due day, its days from the session (negative = before);
 * optionally an e-mail template it sends, by itself on its due day ('auto', which needs a due day) or on a click
 * ('ready'; docs/decisions/0022-workflows.md).
 */
export const templateStepInputSchema = z
  .strictObject({
    name: stepNameField,
    dueOffsetDays: dueOffsetField.default(null),
    ...stepSendingShape,
  })
  .superRefine((step, context) => {
    if ((step.sendsTemplateId === null) !== (step.sendMode === null)) {
      context.addIssue({ code: 'custom', path: ['sendMode'], message: sessionTemplateMessages.sendingIncomplete });
    }
    if (step.sendMode === 'auto' && step.dueOffsetDays === null) {
      context.addIssue({ code: 'custom', path: ['dueOffsetDays'], message: sessionTemplateMessages.autoSendNeedsDay });
    }
  });

/** PUT /api/session-templates/{sessionType}: the template's whole ordered list of steps, replacing the saved one. */
export const saveSessionTemplateSchema = z
  .strictObject({
    steps: z
      .array(templateStepInputSchema, { error: sessionTemplateMessages.noSteps })
      .min(minSteps, sessionTemplateMessages.noSteps)
      .max(maxSteps, sessionTemplateMessages.tooManySteps),
  })
  .meta({ id: 'SaveSessionTemplateRequest' });
export type SaveSessionTemplateRequest = z.input<typeof saveSessionTemplateSchema>;
export type TemplateStepInput = z.input<typeof templateStepInputSchema>;

export const templateStepSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Days from the session date (negative = before), or null for a step with no due day. */
  dueOffsetDays: z.number().int().nullable(),
  /** The e-mail template the step sends, and how; both null for a step that sends nothing. */
  sendsTemplateId: z.string().nullable(),
  sendMode: z.enum(stepSendModes).nullable(),
});
export type TemplateStep = z.infer<typeof templateStepSchema>;

export const sessionTemplateSchema = z
  .object({
    sessionType: z.enum(sessionTypes),
    steps: z.array(templateStepSchema),
    updatedAt: z.string(),
  })
  .meta({ id: 'SessionTemplate' });
export type SessionTemplate = z.infer<typeof sessionTemplateSchema>;

export const sessionTemplateListSchema = z
  .object({ templates: z.array(sessionTemplateSchema) })
  .meta({ id: 'SessionTemplateList' });
export type SessionTemplateList = z.infer<typeof sessionTemplateListSchema>;

/** A client's own copy of a template step. */
export const clientStepSchema = templateStepSchema
  .extend({
    /** yyyy-MM-dd: the session date moved by the offset; '' without either. */
    dueDate: z.string(),
    done: z.boolean(),
    doneAt: z.string().nullable(),
  })
  .meta({ id: 'ClientStep' });
export type ClientStep = z.infer<typeof clientStepSchema>;

export const clientStepListSchema = z
  .object({ clientId: z.string(), steps: z.array(clientStepSchema) })
  .meta({ id: 'ClientStepList' });
export type ClientStepList = z.infer<typeof clientStepListSchema>;

/** PATCH /api/client-steps/{id} */
export const updateClientStepSchema = z
  .strictObject({ done: z.boolean({ error: 'done must be true or false.' }) })
  .meta({ id: 'UpdateClientStepRequest' });

/** What Client Flow shows of a client's steps: how many are done, and the next open one. */
export const clientStepSummarySchema = z.object({
  clientId: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  /** The open step due first (steps with no due day after those with one, then in the template's order). */
  next: z.object({ name: z.string(), dueDate: z.string() }).nullable(),
});
export type ClientStepSummary = z.infer<typeof clientStepSummarySchema>;

export const clientStepSummaryListSchema = z
  .object({ summaries: z.array(clientStepSummarySchema) })
  .meta({ id: 'ClientStepSummaryList' });
export type ClientStepSummaryList = z.infer<typeof clientStepSummaryListSchema>;
