/**
 * The e-mail templates of workflows (docs/decisions/0022-workflows.md): the merge fields, a template rendered to
 * text and HTML, and the starter templates every photographer gets. Without zod, as workflows.ts.
 */
import { workflowTexts } from './workflows';
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
