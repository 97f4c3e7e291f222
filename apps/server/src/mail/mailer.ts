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
  /**
   * A photographer's automatic message (docs/decisions/0022-workflows.md): the studio's name on the configured sender
   * address, replies to the photographer, a Message-ID fixed by the message's key (a resend after a crash is the same
   * message), and its List-Unsubscribe headers.
   */
  fromName?: string;
  replyTo?: string;
  messageId?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without the caller waiting, for mail whose time must not show in an answer (a sign-up says nothing of
   * who has an account). `compose` may find there is nothing to send (null); a failure is logged.
   */
  sendLater(compose: () => Promise<MailMessage | null>): void;
  /** Waits for the mail still going out, then closes the transport. */
  close(): Promise<void>;
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

/** A mailer around `send`, with `sendLater`'s sends tracked so that `close` can wait for them. */
function mailerSending(send: Mailer['send'], closeTransport: () => void, logger: Logger): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    send,
    sendLater(compose) {
      const sending = compose()
        .then((message) => (message ? send(message) : undefined))
        .catch((error: unknown) => logger.error({ err: error }, 'sending a mail failed'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async close() {
      await Promise.all(pending);
      closeTransport();
    },
  };
}

/** The address of a From setting such as 'Shutterdesk <no-reply@example.com>' (or a bare address). */
export function senderAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** What nodemailer is given: the sender as named for the message, the rest as it is. */
function envelopeOf(from: string, { link: _link, fromName, ...message }: MailMessage) {
  return { from: fromName ? { name: fromName, address: senderAddress(from) } : from, ...message };
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
    return mailerSending(
      async (message) => {
        await transport.sendMail(envelopeOf(from, message));
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      () => transport.close(),
      logger,
    );
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return mailerSending(
    async (message) => {
      const { link } = message;
      const info = await transport.sendMail({ ...envelopeOf(from, message), text: unwrappedText(message.text) });
      await ensurePrivateDirectory(outboxDir);
      const file = path.join(outboxDir, `${Date.now()}-${process.pid}-${++sequence}.eml`);
      // Owner-only: a message may hold a live verification or reset link, which the log never shows.
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
      // Without a mail server the console is the inbox: the link whole, to open or copy.
      print(`Mail to ${message.to}: ${message.subject}\n  ${link}`);
    },
    () => transport.close(),
    logger,
  );
}
