/**
 * Workflows that act (docs/decisions/0022-workflows.md): e-mail templates with merge fields, the inquiry reply, lead
 * follow-ups, session steps that send, and the outbox that carries them. The rules, limits and texts, without zod:
 * a screen needing only these does not load it (the schemas are in workflow-schemas.ts).
 */

/** The merge fields a template may use, with what each stands for and the value the preview shows. */
export const mergeFields = {
  '{client.name}': { label: "The client's full name", sample: 'Emma & James Carter' },
  '{client.firstName}': { label: "The client's first name", sample: 'Emma' },
  '{client.sessionDate}': { label: 'The session date', sample: 'Sep 12, 2026' },
  '{client.sessionType}': { label: 'The session type', sample: 'Wedding' },
  '{lead.name}': { label: "The lead's full name", sample: 'Olivia Bennett' },
  '{lead.firstName}': { label: "The lead's first name", sample: 'Olivia' },
  '{lead.sessionType}': { label: 'The session type the lead asked about', sample: 'Family' },
  '{studio.name}': { label: "Your studio's name", sample: 'Northlight Photography' },
  '{studio.inquiryLink}': { label: 'Your website inquiry form', sample: 'https://example.com/inquiry/your-form' },
  '{photographer.name}': { label: 'Your name', sample: 'Sam Rivera' },
  '{photographer.email}': { label: 'Your e-mail address', sample: 'sam@example.com' },
} as const;
export type MergeField = keyof typeof mergeFields;
export const mergeFieldNames = Object.keys(mergeFields) as MergeField[];

/** The values a message is filled with; a field without one is left blank. */
export type MergeValues = Partial<Record<MergeField, string>>;

/** What the live preview fills a template with: a sample client and lead. */
export const sampleMergeValues: MergeValues = Object.fromEntries(
  mergeFieldNames.map((field) => [field, mergeFields[field].sample]),
);

const fieldPattern = /\{[^{}\n]*\}/g;

const isMergeField = (token: string): token is MergeField => Object.hasOwn(mergeFields, token);

/** Every `{…}` in `text` that is not a merge field, each once, in order of appearance. */
export function unknownFields(text: string): string[] {
  return [...new Set(text.match(fieldPattern) ?? [])].filter((token) => !isMergeField(token));
}

/** The first name: the first word of a name ('Emma' of 'Emma & James Carter'). */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export interface TemplateText {
  subject: string;
  body: string;
}

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

const urlPattern = /https?:\/\/[^\s<>"'\uE000]*[^\s<>"'\uE000.,;:!?)]/g;
const linkHtml = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;

/** Merged values never carry formatting: each becomes a placeholder while the template's own text is formatted. */
const placeholder = (index: number) => `\uE000${index}\uE000`;
const placeholderPattern = /\uE000(\d+)\uE000/g;

/** One line of the template's text as HTML: escaped, its links linked and its **bold** bold. */
function formatLine(line: string): string {
  return escapeHtml(line)
    .replace(/\*\*(?=\S)(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(urlPattern, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * A template filled with `values`: the subject on one line, the plain text (bold markers dropped) and the HTML
 * (paragraphs at blank lines, line breaks, links, **bold**). Every merged value is HTML-escaped and carries no
 * formatting of its own; a value that is a web address becomes a link. Unknown fields stay as they are written.
 */
export function renderTemplate({ subject, body }: TemplateText, values: MergeValues): RenderedMessage {
  const valueOf = (token: string) => (isMergeField(token) ? (values[token] ?? '') : token);
  const merged: string[] = [];
  const withPlaceholders = body.replace(/\r\n?/g, '\n').replace(fieldPattern, (token) => {
    if (!isMergeField(token)) return token;
    merged.push(valueOf(token));
    return placeholder(merged.length - 1);
  });
  const mergedHtml = (value: string) =>
    /^https?:\/\/\S+$/.test(value) ? linkHtml(value) : escapeHtml(value).replace(/\n/g, '<br>');
  const html = withPlaceholders
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(formatLine).join('<br>')}</p>`)
    .join('\n')
    .replace(placeholderPattern, (_match, index: string) => mergedHtml(merged[Number(index)] ?? ''));
  const text = withPlaceholders
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(placeholderPattern, (_match, index: string) => merged[Number(index)] ?? '')
    .trim();
  return {
    subject: subject
      .replace(fieldPattern, valueOf)
      .replace(/[\r\n]+/g, ' ')
      .trim(),
    text,
    html,
  };
}

/** Appends the unsubscribe line every automatic message carries, to both parts. */
export function withUnsubscribeLink(message: RenderedMessage, url: string): RenderedMessage {
  const { unsubscribeLine } = workflowTexts.message;
  return {
    subject: message.subject,
    text: `${message.text}\n\n--\n${unsubscribeLine}: ${url}`,
    html: `${message.html}\n<p style="color:#71717a;font-size:12px">${escapeHtml(unsubscribeLine)}: ${linkHtml(url)}</p>`,
  };
}

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

/** The starter templates every photographer gets with their first look at the list, to edit or delete. */
export const starterTemplateKeys = [
  'inquiry-reply',
  'follow-up',
  'booking-confirmation',
  'session-prep',
  'thank-you',
  'review-request',
] as const;
export type StarterTemplateKey = (typeof starterTemplateKeys)[number];

export const starterTemplates: Record<StarterTemplateKey, { name: string } & TemplateText> = {
  'inquiry-reply': {
    name: 'Inquiry reply',
    subject: 'Thank you for your inquiry, {lead.firstName}!',
    body: [
      'Hi {lead.firstName},',
      "Thank you so much for reaching out to {studio.name}! I've received your inquiry about a **{lead.sessionType}** session and I'm excited to hear more.",
      "I personally read every message, and I'll get back to you with availability and details within one business day.",
      'Talk soon,\n{photographer.name}\n{studio.name}',
    ].join('\n\n'),
  },
  'follow-up': {
    name: 'Follow-up after 3 days',
    subject: 'Still looking for a photographer, {lead.firstName}?',
    body: [
      'Hi {lead.firstName},',
      'I wanted to follow up on your {lead.sessionType} inquiry. Dates fill up quickly, so if you would like me to hold yours, just reply to this e-mail.',
      "If you have any questions about packages or how a session works, I'm happy to help.",
      'Warmly,\n{photographer.name}',
    ].join('\n\n'),
  },
  'booking-confirmation': {
    name: 'Booking confirmation',
    subject: "You're booked! Your {client.sessionType} session on {client.sessionDate}",
    body: [
      'Hi {client.firstName},',
      "It's official: your **{client.sessionType}** session is booked for **{client.sessionDate}**. Thank you for trusting {studio.name} with these moments.",
      "I'll be in touch closer to the date with everything you need to prepare. Until then, reply to this e-mail with any questions.",
      'See you soon,\n{photographer.name}',
    ].join('\n\n'),
  },
  'session-prep': {
    name: 'Session prep one week before',
    subject: 'One week to go: getting ready for {client.sessionDate}',
    body: [
      'Hi {client.firstName},',
      'Your {client.sessionType} session is one week away! A few tips to help you feel relaxed and look your best:',
      '**Outfits:** choose colours that complement each other, and avoid large logos.\n**Timing:** plan to arrive ten minutes early so we can start calmly.\n**Weather:** I keep an eye on the forecast and will contact you if we need a plan B.',
      'Reply with any questions; I cannot wait to see you.\n{photographer.name}',
    ].join('\n\n'),
  },
  'thank-you': {
    name: 'Thank-you and gallery note',
    subject: 'Thank you, {client.firstName}!',
    body: [
      'Hi {client.firstName},',
      'Thank you for a wonderful {client.sessionType} session! I loved every minute of it.',
      "I'm editing your images now, and your online gallery will be ready within the turnaround we agreed. I'll send you the link the moment it's live.",
      'With gratitude,\n{photographer.name}\n{studio.name}',
    ].join('\n\n'),
  },
  'review-request': {
    name: 'Review request',
    subject: 'Would you share a few words about your session?',
    body: [
      'Hi {client.firstName},',
      'I hope you are loving your photos! Reviews help small studios like {studio.name} more than anything else.',
      'If you have two minutes, a short review of your {client.sessionType} session would mean the world to me. Simply reply to this e-mail with a few sentences, or leave it wherever you found me.',
      'Thank you again,\n{photographer.name}',
    ].join('\n\n'),
  },
};

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
  bodyTooLong: `An e-mail can be at most ${workflowLimits.bodyMaxLength.toLocaleString('en-US')} characters.`,
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
