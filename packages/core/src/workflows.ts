/**
 * Workflows that act (docs/decisions/0022-workflows.md): the inquiry reply, lead follow-ups, session steps that send,
 * and the outbox that carries them. The rules, limits and texts, without zod: a screen needing only these does not
 * load it (the schemas are in workflow-schemas.ts, the templates' merge fields and rendering in email-templates.ts).
 */
import { withThousandsSeparators } from './thousands';

/** The limits of templates and workflows; the server's schemas and checks hold the same numbers. */
export const workflowLimits = {
  templateNameMaxLength: 80,
  subjectMaxLength: 200,
  bodyMaxLength: 10_000,
  maxTemplates: 100,
  maxFollowUpSteps: 3,
  followUpMinDays: 1,
  followUpMaxDays: 60,
  /** Messages a photographer's clients and leads may be sent a day (WORKFLOW_DAILY_CAP sets the server's). */
  defaultDailyCap: 200,
} as const;

/** What a message is for: the reply to an inquiry, a lead's follow-up, or a client's session step. */
export const outboxKinds = ['inquiry-reply', 'follow-up', 'session-step'] as const;
export type OutboxKind = (typeof outboxKinds)[number];

/** A stored message's state. */
export const outboxStatuses = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** What a timeline shows: the stored states, and a step not yet due ('scheduled') or waiting for a click ('ready'). */
export const timelineStatuses = [...outboxStatuses, 'scheduled', 'ready'] as const;
export type TimelineStatus = (typeof timelineStatuses)[number];

/** How a session step sends: by itself on its due day, or ready for the photographer to send after a preview. */
export const stepSendModes = ['auto', 'ready'] as const;
export type StepSendMode = (typeof stepSendModes)[number];

/** The idempotency key of each message: one per source, so nothing is queued twice (outbox_messages). */
export const outboxKeys = {
  inquiryReply: (leadId: string) => `inquiry-reply:${leadId}`,
  followUp: (leadId: string, step: number) => `follow-up:${leadId}:${step}`,
  sessionStep: (clientStepId: string) => `session-step:${clientStepId}`,
};

export const workflowMessages = {
  templateNameMissing: 'Give the template a name.',
  templateNameTooLong: `A template name can be at most ${workflowLimits.templateNameMaxLength} characters.`,
  subjectMissing: 'Give the e-mail a subject.',
  subjectTooLong: `A subject can be at most ${workflowLimits.subjectMaxLength} characters.`,
  bodyMissing: 'Write the e-mail before saving it.',
  bodyTooLong: `An e-mail can be at most ${withThousandsSeparators(workflowLimits.bodyMaxLength)} characters.`,
  unknownField: (field: string) => `${field} is not a merge field. Use one of the fields listed, or remove it.`,
  tooManyTemplates: `You can keep at most ${workflowLimits.maxTemplates} templates.`,
  templateNotFound: 'E-mail template was not found.',
  templateInUse: (uses: string) => `This template is used by ${uses}. Choose another template there first.`,
  templateRequired: 'Choose a template to send.',
  tooManyFollowUps: `A sequence can have at most ${workflowLimits.maxFollowUpSteps} steps.`,
  followUpDays: `Send a follow-up between ${workflowLimits.followUpMinDays} and ${workflowLimits.followUpMaxDays} days after the inquiry.`,
  followUpOrder: 'Each follow-up must come later than the one before it.',
  emailInvalid: 'Enter a valid e-mail address.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  stepSendsNothing: 'This step sends no e-mail.',
  noAddress: (name: string) => `${name} has no e-mail address. Add one to send messages.`,
  recipientUnsubscribed: (name: string) => `${name} unsubscribed from automatic messages.`,
  alreadySent: 'This message was sent or cancelled already.',
  messageNotFound: 'Message was not found.',
  cancelKeyMissing: 'key must name the message to cancel.',
  /** Cancel of a message that is no longer waiting to go, by what became of it. */
  notPending: {
    sending: 'This message is being sent right now and can no longer be cancelled.',
    sent: 'This message was sent already.',
    failed: 'This message could not be sent; there is nothing left to cancel.',
    cancelled: 'This message was cancelled already.',
  } satisfies Record<Exclude<OutboxStatus, 'queued'>, string>,
} as const;

export const workflowTexts = {
  templatesTitle: 'E-mail templates',
  newTemplate: 'New template',
  templateSaved: 'Template saved',
  templateSaveFailed: 'Failed to save the template',
  templateDeleted: 'Template deleted',
  templateDeleteFailed: 'Failed to delete the template',
  templatesLoadFailed: 'Failed to load the e-mail templates',
  previewTitle: 'Preview',
  previewNote: 'Shown with a sample client and lead.',
  mergeFieldsTitle: 'Merge fields',
  settingsTitle: 'Workflows',
  settingsSaved: 'Workflows saved',
  settingsSaveFailed: 'Failed to save the workflows',
  inquiryReplyLabel: 'Reply to every website inquiry at once',
  inquiryReplyHint: 'Sent within a minute of the inquiry, from your studio name, with replies coming to you.',
  followUpsLabel: 'Follow up with leads still pending',
  followUpStep: (days: number) => `If still pending ${days} day${days === 1 ? '' : 's'} after the inquiry`,
  sendsTemplate: 'Send template',
  sendModeLabels: { auto: 'Send automatically', ready: 'Ready to send (one click)' } satisfies Record<
    StepSendMode,
    string
  >,
  timelineTitle: 'Messages',
  timelineEmpty: 'No messages yet.',
  timelineEmptyHint: 'Automatic messages show here once a workflow sends or schedules one:',
  timelineLoading: 'Loading messages...',
  timelineLoadFailed: 'Failed to load the messages',
  /** The dialog of a lead's messages; its name is unknown when a link opened it before the list came. */
  messagesTitle: (name: string | null) => (name ? `Messages - ${name}` : 'Messages'),
  messagesDescription: 'What was sent, and what is still to go. Cancel stops a message that has not gone yet.',
  /** Lead Flow's column of each lead's address and messages, and its text while a lead has no address. */
  messagesColumn: 'Messages',
  addAddress: 'Add e-mail',
  addressLabel: 'E-mail',
  saveAddress: 'Save e-mail',
  addressSaved: 'E-mail saved',
  addressSaveFailed: 'Failed to save the e-mail',
  unsubscribedNotice: 'Unsubscribed: no automatic message goes to this address any more.',
  showMessage: 'Show message',
  notSentReason: 'Why it was not sent',
  previewAndSend: 'Preview and send',
  closePreview: 'Back',
  previewLoadFailed: 'Failed to load the preview',
  statusLabels: {
    queued: 'Queued',
    sending: 'Sending',
    sent: 'Sent',
    failed: 'Not sent',
    cancelled: 'Cancelled',
    scheduled: 'Scheduled',
    ready: 'Ready to send',
  } satisfies Record<TimelineStatus, string>,
  kindLabels: {
    'inquiry-reply': 'Inquiry reply',
    'follow-up': 'Follow-up',
    'session-step': 'Session step',
  } satisfies Record<OutboxKind, string>,
  cancel: 'Cancel',
  cancelled: 'Message cancelled',
  cancelFailed: 'Failed to cancel the message',
  send: 'Send',
  sendNow: 'Send now',
  sent: 'Message sent',
  sendFailed: 'Failed to send the message',
  noAddress: 'Add an e-mail address to send messages.',
  unsubscribed: 'Unsubscribed from automatic messages',
  todayCount: (count: number) => `${count} message${count === 1 ? '' : 's'} going out today`,
  /** The dashboard's figure: sent so far today, and still to go today. */
  todaySummary: (sent: number, due: number) => `${sent} sent today${due > 0 ? `, ${due} still to go` : ''}`,

  message: { unsubscribeLine: 'To stop receiving these e-mails, unsubscribe here' },
  unsubscribePage: {
    title: (studio: string) => `Unsubscribe from ${studio}`,
    question: 'You will no longer receive automatic e-mails from this studio.',
    button: 'Unsubscribe',
    done: 'You are unsubscribed. You will not receive automatic e-mails from this studio any more.',
    invalid: workflowMessages.unsubscribeInvalid,
  },
  /** The notification when a message could not be delivered (its title is the type's). */
  notSentMessage: (subject: string, recipientName: string, reason: string) =>
    `"${subject}" to ${recipientName} could not be sent: ${reason}`,
} as const;

/** A session step's due date for a session date (yyyy-MM-dd) and offset, or '' without either. */
export function dueDateOf(sessionDate: string | null, offsetDays: number | null): string {
  if (!sessionDate || offsetDays === null) return '';
  const date = new Date(`${sessionDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}
