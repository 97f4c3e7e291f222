import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import { ensurePrivateDirectory } from '../paths';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is for (verify, reset): the outbox prints it on the console. */
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  from: string;
  /** Deliver through this SMTP server. */
  smtpUrl?: string;
  /** Without SMTP, each message is written here as an .eml file (the log names the file), so nothing is lost. */
  outboxDir: string;
  logger: Logger;
  /** Without SMTP, where each message's recipient and link are printed (default: the console, unless logs are off). */
  print?: (line: string) => void;
}

/**
 * The text part as it is, not quoted-printable: QP wraps lines at 76 characters with a trailing `=`, which breaks a
 * long link in two for whoever copies it from the file. A mail file may hold lines up to 998 characters (RFC 5322).
 */
function unwrappedText(text: string) {
  return { raw: `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${text}` };
}

export function createMailer({
  from,
  smtpUrl,
  outboxDir,
  logger,
  print = (line) => logger.isLevelEnabled('info') && console.log(line),
}: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send({ link: _link, ...message }) {
        await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send({ link, ...message }) {
      const info = await transport.sendMail({ from, ...message, text: unwrappedText(message.text) });
      await ensurePrivateDirectory(outboxDir);
      const file = path.join(outboxDir, `${Date.now()}-${process.pid}-${++sequence}.eml`);
      // Owner-only: a message may hold a live verification or reset link, which the log never shows.
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
      // Without a mail server the console is the inbox: the link whole, to open or copy.
      print(`Mail to ${message.to}: ${message.subject}\n  ${link}`);
    },
    close: () => transport.close(),
  };
}
