import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Undoes quoted-printable transfer encoding, as nodemailer writes text parts. */
export function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export interface ReceivedMail {
  to: string;
  subject: string;
  /** The decoded message source: headers and all parts. */
  body: string;
}

export function parseRawMail(raw: string): ReceivedMail {
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
  return { to: header('To'), subject: header('Subject'), body: decodeQuotedPrintable(raw) };
}

/** A header of the message, its folded lines joined; '' when it has none. */
export function mailHeader(mail: ReceivedMail, name: string): string {
  const headers = mail.body.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1]?.trim() ?? '';
}

/** The first link in `mail` whose URL contains `fragment`. */
export function findLink(mail: ReceivedMail, fragment: string): string {
  const link = mail.body.match(/https?:\/\/[^\s"<>]+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`No link containing ${fragment} in the mail "${mail.subject}"`);
  return link.replace(/&amp;/g, '&');
}

/** Every message the file transport wrote to `outboxDir` for `to`, oldest first. */
export async function readOutbox(outboxDir: string, to: string): Promise<ReceivedMail[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b, 'en', { numeric: true }));
  const mails = await Promise.all(
    files.map(async (file) => parseRawMail(await readFile(path.join(outboxDir, file), 'utf8'))),
  );
  return mails.filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
}

/** Waits for the next message to `to` matching `subject`, after `seen` earlier ones. */
export async function waitForMail(
  outboxDir: string,
  to: string,
  subject: RegExp,
  { seen = 0, timeoutMs = 10_000 } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matching = (await readOutbox(outboxDir, to)).filter((mail) => subject.test(mail.subject));
    const mail = matching[seen];
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail "${subject.source}" to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
