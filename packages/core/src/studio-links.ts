/**
 * The two private addresses a photographer hands out (docs/decisions/0013-calendar-feed-and-inquiry-form.md): the
 * calendar feed a calendar app subscribes to, and the website inquiry form visitors fill in. Their schemas, limits
 * and texts.
 */
import { z } from 'zod';
import { sessionTypes, type SessionType } from './clients';
import { isIsoDate } from './dates';
import { emailMaxLength, nameMaxLength, phoneMaxLength } from './limits';
import { isSingleLine, singleLineMessage } from './text-policy';

/** A feed token: 32 random-looking bytes, base64url without padding. Anything else names no feed. */
export const calendarFeedTokenPattern = /^[A-Za-z0-9_-]{43}$/;
/** A public inquiry form's id: 24 random bytes, base64url. */
export const inquiryFormIdPattern = /^[A-Za-z0-9_-]{32}$/;

export const inquiryMessageMaxLength = 2000;

/**
 * The least time between opening the public form and sending it: people take longer to type a name and an e-mail,
 * while a bot posts at once. The form's page holds a quicker send back until then (so no person is refused), and the
 * server drops a sooner one as it drops a filled honeypot.
 */
export const inquiryMinFillMs = 3000;

export const calendarFeedSchema = z
  .object({
    /** The feed's address, to paste into a calendar app. */
    url: z.string(),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const inquiryFormSettingsSchema = z
  .object({
    /** Whether visitors can send inquiries; a turned-off form answers as an unknown one. */
    enabled: z.boolean(),
    /** The public page's address. */
    url: z.string(),
  })
  .meta({ id: 'InquiryFormSettings' });
export type InquiryFormSettings = z.infer<typeof inquiryFormSettingsSchema>;

export const updateInquiryFormSchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled must be true or false.' }),
});
export type UpdateInquiryFormRequest = z.input<typeof updateInquiryFormSchema>;

/** What the public page shows before a visitor writes: whom they write to, and the token to send back. */
export const publicInquiryFormSchema = z
  .object({
    studioName: z.string(),
    sessionTypes: z.array(z.enum(sessionTypes)),
    /**
     * Signed by the server with the time it was issued; sent back with the inquiry. An inquiry without a valid one,
     * or sent less than `inquiryMinFillMs` after it was issued, is answered as any other and dropped.
     */
    formToken: z.string(),
  })
  .meta({ id: 'PublicInquiryForm' });
export type PublicInquiryForm = z.infer<typeof publicInquiryFormSchema>;

/**
 * What a browser would begin a tag, an end tag, a comment or a processing instruction with, up to its `>` (or the
 * end, for an unclosed one).
 */
const tagPattern = /<[a-z/!?][^>]*(>|$)/gi;

/**
 * Markup is not kept: anything between angle brackets that looks like a tag goes, and so does an unclosed one
 * at the end. Removing a tag can join the text around it into a new one (`<<b>script>`), so it runs again until
 * nothing changes; each pass shortens the text, so it ends. What is left is stored and shown as plain text.
 */
export function withoutMarkup(text: string): string {
  let stripped = text;
  for (let previous = ''; stripped !== previous;) {
    previous = stripped;
    stripped = stripped.replace(tagPattern, '');
  }
  return stripped.replace(/\s+$/u, '');
}

/** Text without markup; of one line unless `lines` is 'several' (a message). */
function plainTextField(label: string, maxLength: number, lines: 'one' | 'several' = 'one') {
  const text = z
    .string({ error: `${label} must be text.` })
    .max(maxLength, `${label} can be at most ${maxLength} characters.`);
  return (lines === 'one' ? text.refine(isSingleLine, singleLineMessage) : text).transform((value) =>
    withoutMarkup(value).trim(),
  );
}

/**
 * POST /api/inquiry-forms/{id}: what a visitor sends. `website` is the honeypot: people never see it, so a
 * filled one marks a bot, whose inquiry is answered like any other and dropped. So does a missing or too fresh
 * `formToken` (the one the form was read with).
 */
export const sendInquirySchema = z
  .strictObject({
    name: plainTextField('Name', nameMaxLength).refine((name) => name !== '', 'Please enter your name.'),
    email: z
      .string({ error: 'Please enter your email address.' })
      .trim()
      .min(1, 'Please enter your email address.')
      .max(emailMaxLength, 'That email address is too long.')
      .pipe(z.email('Please enter a valid email address.')),
    phone: plainTextField('Phone', phoneMaxLength).default(''),
    sessionType: z
      .union([z.enum(sessionTypes), z.literal('')], {
        error: `Session type must be one of: ${sessionTypes.join(', ')}.`,
      })
      .default(''),
    wishedDate: z
      .string({ error: 'Dates must be written yyyy-MM-dd.' })
      .trim()
      .refine((value) => value === '' || isIsoDate(value), 'The date must be a real date written yyyy-MM-dd.')
      .default(''),
    message: plainTextField('Message', inquiryMessageMaxLength, 'several').default(''),
    website: z.string({ error: 'website must be text.' }).max(500, 'website is too long.').default(''),
    formToken: z.string({ error: 'formToken must be text.' }).max(200, 'formToken is too long.').default(''),
  })
  .transform((inquiry) => ({
    ...inquiry,
    sessionType: (inquiry.sessionType || 'Other') as SessionType,
  }));
export type SendInquiryRequest = z.input<typeof sendInquirySchema>;
export type Inquiry = z.output<typeof sendInquirySchema>;

/** The answer to every accepted inquiry, a dropped one included. */
export const sendInquiryResponseSchema = z.object({ received: z.literal(true) }).meta({ id: 'SendInquiryResponse' });

/** The lead's notes: everything the visitor sent that Lead Flow has no column for. */
export function inquiryNotes(inquiry: Inquiry): string {
  return [
    'Website inquiry',
    `E-mail: ${inquiry.email}`,
    inquiry.phone && `Phone: ${inquiry.phone}`,
    inquiry.wishedDate && `Wished date: ${inquiry.wishedDate}`,
    inquiry.message && `\n${inquiry.message}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The feed's event titles (docs/product.md, "Calendar feed"). */
export const calendarEventTitles = {
  session: (clientName: string, sessionType: string) => `${sessionType} session: ${clientName}`,
  followUp: (leadName: string) => `Follow up with ${leadName}`,
} as const;

export const studioLinkTexts = {
  calendarFeed: {
    title: 'Calendar feed',
    description:
      'Subscribe to this private address in Google Calendar, Apple Calendar or Outlook to see every session date and lead follow-up. Calendar apps check it for changes on their own schedule.',
    copy: 'Copy link',
    copied: 'Calendar link copied',
    renew: 'Make a new link',
    renewed: 'New calendar link made. The old one no longer works.',
    renewConfirm: 'Make a new link? Calendars subscribed to the current one stop updating.',
    label: 'Calendar feed address',
  },
  inquiryForm: {
    title: 'Website inquiry form',
    description:
      'A public page where visitors send you an inquiry without an account. Each one becomes a lead with the source Website.',
    enabled: 'Accept inquiries',
    turnedOn: 'Inquiry form turned on',
    turnedOff: 'Inquiry form turned off',
    pageLabel: 'Inquiry form address',
    buttonSnippetLabel: 'Link button for your website',
    iframeSnippetLabel: 'Embedded form for your website',
    copyPage: 'Copy address',
    copySnippet: 'Copy code',
    copied: 'Copied',
    renew: 'Make a new address',
    renewed: 'New address made. The old one no longer works.',
    renewConfirm: 'Make a new address? Links and embeds of the current one stop working.',
    buttonText: 'Send an inquiry',
    iframeTitle: 'Inquiry form',
  },
  publicForm: {
    heading: (studioName: string) => `Send an inquiry to ${studioName}`,
    intro: 'Tell us about the session you have in mind. We will get back to you by e-mail.',
    name: 'Your name',
    email: 'E-mail',
    phone: 'Phone (optional)',
    sessionType: 'Session type',
    sessionTypeBlank: 'Choose a session type',
    wishedDate: 'Wished date (optional)',
    message: 'Message',
    honeypot: 'Leave this field empty',
    send: 'Send inquiry',
    sending: 'Sending…',
    thanks: 'Thank you! Your inquiry has been sent.',
    thanksDetail: 'You will hear back soon.',
    closed: 'This inquiry form is not open.',
    closedDetail: 'The address may have changed. Ask the photographer for their current link.',
  },
  notification: {
    message: (name: string, sessionType: string) => `${name} sent an inquiry through your website (${sessionType}).`,
  },
} as const;
