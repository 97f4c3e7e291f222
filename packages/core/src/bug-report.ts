/** The bug report form (docs/product.md, "Bug report"): its fields, rules, texts and the spreadsheet's form data. */
import { z } from 'zod';
import { answerField, emailField, personNameField } from './fields';
import { isSingleLine, singleLineMessage } from './text-policy';

export const bugReportDevices = ['Desktop(mac)', 'Desktop(PC)', 'Tablet', 'Mobile(iOS)', 'Mobile(Android)'] as const;
export type BugReportDevice = (typeof bugReportDevices)[number];

export const bugReportAnswerMaxLength = 5000;
export const bugReportBrowserMaxLength = 300;
export const screenshotMaxBytes = 5 * 1024 * 1024;
/** Base64 spends four characters on every three bytes. */
export const screenshotMaxBase64Length = Math.ceil(screenshotMaxBytes / 3) * 4;
const screenshotNameMaxLength = 255;

export const bugReportTexts = {
  title: 'Bug report',
  success: 'Thank you for your Bug Reporting!',
  failure: 'There was an error submitting your Bug Reporting.',
  screenshotNotImage: 'The screenshot must be a PNG, JPEG, GIF or WebP image.',
  /** Under a refused file: the report is sent without a screenshot only once the refused one is removed. */
  removeRefusedScreenshot: 'Remove this file',
  screenshotTooLarge: `The screenshot can be at most ${screenshotMaxBytes / 1024 / 1024} MB.`,
  screenshotUnreadable: 'The screenshot could not be read. Please choose the file again.',
} as const;

/** What each field asks, in the form's order; the form and the error messages both use them. */
export const bugReportQuestions = {
  name: 'Your name',
  email: 'Your email',
  device: 'Device',
  browser: 'Browser',
  action: 'What were you trying to do?',
  issue: 'What went wrong?',
  recreate: 'How can we make it happen again?',
  screenshot: 'Screenshot (optional)',
} as const;

export type ScreenshotType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const uint32 = (bytes: Uint8Array, at: number, littleEndian: boolean) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(at, littleEndian);

/** A PNG is its signature and chunks (length, type, data, CRC) up to IEND, which must end the file exactly. */
function isCompletePng(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a]) || !startsWith(bytes, ascii('IHDR'), 12)) {
    return false;
  }
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + uint32(bytes, at, false);
    if (startsWith(bytes, ascii('IEND'), at + 4)) return end === bytes.length;
    at = end;
  }
  return false;
}

/** A JPEG starts with a start-of-image marker and ends with end-of-image (cameras may pad it with zeros). */
function isCompleteJpeg(bytes: Uint8Array): boolean {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  return startsWith(bytes, [0xff, 0xd8, 0xff]) && end >= 5 && bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

const isCompleteGif = (bytes: Uint8Array) =>
  (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) && bytes[bytes.length - 1] === 0x3b;

/** A WebP is a RIFF file whose stated size is the file's. */
const isCompleteWebp = (bytes: Uint8Array) =>
  startsWith(bytes, ascii('RIFF')) &&
  startsWith(bytes, ascii('WEBP'), 8) &&
  uint32(bytes, 4, true) + 8 === bytes.length;

/**
 * The image type of a screenshot, read from its bytes (never from its name), or undefined when it is no complete
 * PNG, JPEG, GIF or WebP: a renamed text file, an SVG (which may carry script) or a cut-off upload.
 */
export function screenshotTypeOf(bytes: Uint8Array): ScreenshotType | undefined {
  if (isCompletePng(bytes)) return 'image/png';
  if (isCompleteJpeg(bytes)) return 'image/jpeg';
  if (isCompleteGif(bytes)) return 'image/gif';
  if (isCompleteWebp(bytes)) return 'image/webp';
  return undefined;
}

/**
 * Standard base64 with padding. Checked piecewise: one pattern over megabytes of text with a repeated group
 * overflows the regular expression engine's stack.
 */
const isBase64 = (text: string) => text.length % 4 === 0 && !/[^A-Za-z0-9+/=]/.test(text) && !/=[^=]|={3}/.test(text);

/** The screenshot travels as its file name and base64 data; the server reads the type from the decoded bytes. */
export const bugReportScreenshotSchema = z.strictObject({
  fileName: z
    .string({ error: 'The screenshot needs a file name.' })
    .refine(isSingleLine, singleLineMessage)
    .trim()
    .min(1, 'The screenshot needs a file name.')
    .max(screenshotNameMaxLength, `The screenshot's file name can be at most ${screenshotNameMaxLength} characters.`),
  dataBase64: z
    .string({ error: bugReportTexts.screenshotUnreadable })
    .min(1, bugReportTexts.screenshotUnreadable)
    .max(screenshotMaxBase64Length, bugReportTexts.screenshotTooLarge)
    .refine(isBase64, bugReportTexts.screenshotUnreadable),
});
export type BugReportScreenshot = z.infer<typeof bugReportScreenshotSchema>;

/** POST /api/bug-reports: device, browser, action, issue and recreate are required; the screenshot is optional. */
export const bugReportSchema = z.strictObject({
  name: personNameField,
  email: emailField,
  device: z.enum(bugReportDevices, { error: `Please choose your device: ${bugReportDevices.join(', ')}.` }),
  browser: answerField('Please tell us which browser you use.', bugReportBrowserMaxLength),
  action: answerField('Please tell us what you were trying to do.', bugReportAnswerMaxLength),
  issue: answerField('Please tell us what went wrong.', bugReportAnswerMaxLength),
  recreate: answerField('Please tell us how to make it happen again.', bugReportAnswerMaxLength),
  screenshot: bugReportScreenshotSchema.optional(),
});
export type BugReportRequest = z.input<typeof bugReportSchema>;
export type BugReport = z.infer<typeof bugReportSchema>;

export const submitBugReportResponseSchema = z.object({ id: z.string() });
export type SubmitBugReportResponse = z.infer<typeof submitBugReportResponseSchema>;

/** The largest request body of a bug report: the screenshot's base64 and room for the text fields. */
export const bugReportMaxBodyBytes = screenshotMaxBase64Length + 256 * 1024;

/**
 * The spreadsheet script's text fields: each under its lower-cased name, the screenshot's base64 as
 * `screenshotbase64`, plus sheetName 'Bug Report'. The screenshot file itself is sent beside them as `screenshot`.
 */
export function bugReportFormFields(
  report: Omit<BugReport, 'screenshot'>,
  screenshotBase64: string | undefined,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(report)) fields[name.toLowerCase()] = String(value);
  fields.screenshotbase64 = screenshotBase64 ?? '';
  fields.sheetName = 'Bug Report';
  return fields;
}
