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
}

export function createMailer({ from, smtpUrl, outboxDir, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await ensurePrivateDirectory(outboxDir);
      const file = path.join(outboxDir, `${Date.now()}-${process.pid}-${++sequence}.eml`);
      // Owner-only: a message may hold a live verification or reset link, which the log never shows.
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}
