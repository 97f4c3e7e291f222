/**
 * Workflows' contracts: the zod schemas of templates, workflow settings, timelines and the unsubscribe page. Apart
 * from the rules and texts (workflows.ts) so that a screen needing only those does not build the schemas as it loads.
 */
import { z } from 'zod';
import { isSingleLine, singleLineMessage } from './text-policy';
import { unknownFields } from './email-templates';
import { outboxKinds, stepSendModes, timelineStatuses, workflowLimits, workflowMessages } from './workflows';

const { templateNameMaxLength, subjectMaxLength, bodyMaxLength, maxFollowUpSteps, followUpMinDays, followUpMaxDays } =
  workflowLimits;

/** Text that may hold merge fields: every `{…}` must be one, or the field is named in the message. */
const withKnownFields = <T extends z.ZodType<string>>(field: T) =>
  field.superRefine((text, context) => {
    for (const unknown of unknownFields(text)) {
      context.addIssue({ code: 'custom', message: workflowMessages.unknownField(unknown) });
    }
  });

const templateNameField = z
  .string({ error: workflowMessages.templateNameMissing })
  .refine(isSingleLine, singleLineMessage)
  .trim()
  .min(1, workflowMessages.templateNameMissing)
  .max(templateNameMaxLength, workflowMessages.templateNameTooLong);
const subjectField = z
  .string({ error: workflowMessages.subjectMissing })
  .refine(isSingleLine, singleLineMessage)
  .trim()
  .min(1, workflowMessages.subjectMissing)
  .max(subjectMaxLength, workflowMessages.subjectTooLong);
const bodyField = z
  .string({ error: workflowMessages.bodyMissing })
  .max(bodyMaxLength, workflowMessages.bodyTooLong)
  .refine((body) => body.trim() !== '', workflowMessages.bodyMissing);

export const emailTemplateSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    subject: z.string(),
    body: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'EmailTemplate' });
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const emailTemplateListSchema = z
  .object({ templates: z.array(emailTemplateSchema) })
  .meta({ id: 'EmailTemplateList' });
export type EmailTemplateList = z.infer<typeof emailTemplateListSchema>;

/** POST /api/email-templates and PUT /api/email-templates/{id}: unknown merge fields are refused, each named. */
export const saveEmailTemplateSchema = z
  .strictObject({
    name: templateNameField,
    subject: withKnownFields(subjectField),
    body: withKnownFields(bodyField),
  })
  .meta({ id: 'SaveEmailTemplateRequest' });
export type SaveEmailTemplateRequest = z.input<typeof saveEmailTemplateSchema>;

/** POST /api/email-templates/preview: the text being written, not yet saved; unknown fields are reported. */
export const previewEmailTemplateSchema = z
  .strictObject({
    subject: z.string({ error: 'subject must be text.' }).max(subjectMaxLength, workflowMessages.subjectTooLong),
    body: z.string({ error: 'body must be text.' }).max(bodyMaxLength, workflowMessages.bodyTooLong),
  })
  .meta({ id: 'PreviewEmailTemplateRequest' });

export const renderedMessageSchema = z
  .object({ subject: z.string(), text: z.string(), html: z.string() })
  .meta({ id: 'RenderedMessage' });

export const emailTemplatePreviewSchema = renderedMessageSchema
  .extend({
    /** Each `{…}` that is not a merge field, as written: saving would refuse them. */
    unknownFields: z.array(z.string()),
  })
  .meta({ id: 'EmailTemplatePreview' });
export type EmailTemplatePreview = z.infer<typeof emailTemplatePreviewSchema>;

const templateIdField = z.uuid(workflowMessages.templateRequired);

const followUpStepSchema = z.strictObject({
  afterDays: z
    .number({ error: workflowMessages.followUpDays })
    .int(workflowMessages.followUpDays)
    .min(followUpMinDays, workflowMessages.followUpDays)
    .max(followUpMaxDays, workflowMessages.followUpDays),
  templateId: templateIdField,
});

/** The photographer's workflow switches: all off until turned on. */
export const workflowSettingsSchema = z
  .object({
    inquiryReply: z.object({ enabled: z.boolean(), templateId: z.string().nullable() }),
    followUps: z.object({
      enabled: z.boolean(),
      steps: z.array(z.object({ afterDays: z.number().int(), templateId: z.string() })),
    }),
  })
  .meta({ id: 'WorkflowSettings' });
export type WorkflowSettings = z.infer<typeof workflowSettingsSchema>;

/** PUT /api/workflow-settings: the whole settings; a switch turned on needs its template(s). */
export const updateWorkflowSettingsSchema = z
  .strictObject({
    inquiryReply: z.strictObject({
      enabled: z.boolean({ error: 'enabled must be true or false.' }),
      templateId: templateIdField.nullable(),
    }),
    followUps: z.strictObject({
      enabled: z.boolean({ error: 'enabled must be true or false.' }),
      steps: z
        .array(followUpStepSchema, { error: workflowMessages.tooManyFollowUps })
        .max(maxFollowUpSteps, workflowMessages.tooManyFollowUps),
    }),
  })
  .superRefine((settings, context) => {
    if (settings.inquiryReply.enabled && settings.inquiryReply.templateId === null) {
      context.addIssue({
        code: 'custom',
        path: ['inquiryReply', 'templateId'],
        message: workflowMessages.templateRequired,
      });
    }
    if (settings.followUps.enabled && settings.followUps.steps.length === 0) {
      context.addIssue({ code: 'custom', path: ['followUps', 'steps'], message: workflowMessages.templateRequired });
    }
    settings.followUps.steps.forEach((step, index) => {
      const before = settings.followUps.steps[index - 1];
      if (before && step.afterDays <= before.afterDays) {
        context.addIssue({
          code: 'custom',
          path: ['followUps', 'steps', index, 'afterDays'],
          message: workflowMessages.followUpOrder,
        });
      }
    });
  })
  .meta({ id: 'UpdateWorkflowSettingsRequest' });
export type UpdateWorkflowSettingsRequest = z.input<typeof updateWorkflowSettingsSchema>;

/** A session step's sending: the template it sends and how (the session templates editor, a client's steps). */
export const stepSendingShape = {
  sendsTemplateId: templateIdField.nullable().default(null),
  sendMode: z
    .enum(stepSendModes, { error: `sendMode must be one of: ${stepSendModes.join(', ')}.` })
    .nullable()
    .default(null),
};

/** GET /api/client-steps/{id}/message: what sending the step would send, and to whom. */
export const stepMessagePreviewSchema = renderedMessageSchema
  .extend({ to: z.string() })
  .meta({ id: 'StepMessagePreview' });
export type StepMessagePreview = z.infer<typeof stepMessagePreviewSchema>;

/** POST /api/client-steps/{id}/send: the message queued, under its key, to go within the minute. */
export const sentStepSchema = z.object({ key: z.string(), status: z.enum(timelineStatuses) }).meta({ id: 'SentStep' });
export type SentStep = z.infer<typeof sentStepSchema>;

/** One entry of a lead's or a client's message timeline. */
export const timelineMessageSchema = z
  .object({
    /** The message's idempotency key (outboxKeys): what Cancel names, sent or not. */
    key: z.string(),
    kind: z.enum(outboxKinds),
    status: z.enum(timelineStatuses),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    /** When it goes (scheduled, queued), went (sent) or was last tried (failed); ISO. */
    at: z.string(),
    /** Why the last attempt failed, for a failed or retried message. */
    error: z.string().nullable(),
  })
  .meta({ id: 'TimelineMessage' });
export type TimelineMessage = z.infer<typeof timelineMessageSchema>;

export const timelineSchema = z
  .object({
    messages: z.array(timelineMessageSchema),
    /** The record's address now, where its next message goes; '' without one. */
    address: z.string(),
    unsubscribed: z.boolean(),
  })
  .meta({ id: 'MessageTimeline' });
export type Timeline = z.infer<typeof timelineSchema>;

/** POST /api/leads/{id}/messages/cancel and the client's: the key of a message not sent yet. */
export const cancelMessageSchema = z
  .strictObject({
    key: z
      .string({ error: workflowMessages.cancelKeyMissing })
      .min(1, workflowMessages.cancelKeyMissing)
      .max(200, workflowMessages.messageNotFound),
  })
  .meta({ id: 'CancelMessageRequest' });

/** GET /api/messages/today: the dashboard's figure. */
export const todayMessagesSchema = z
  .object({
    sent: z.number().int(),
    due: z.number().int(),
    /** Whether any workflow can send: the inquiry reply or follow-ups on, or a session template step that sends. */
    active: z.boolean(),
  })
  .meta({ id: 'TodayMessages' });
export type TodayMessages = z.infer<typeof todayMessagesSchema>;

/** The unsubscribe link's token: opaque to everyone but the server. */
export const unsubscribeParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,200}$/, workflowMessages.unsubscribeInvalid)
    .meta({ param: { name: 'token', in: 'path' }, description: 'The token of the unsubscribe link.' }),
});

/** What the unsubscribe page shows. */
export const unsubscribeStateSchema = z
  .object({ studioName: z.string(), unsubscribed: z.boolean() })
  .meta({ id: 'UnsubscribeState' });
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;
