import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseRawMail, type ReceivedMail } from './mail-outbox';

export interface TestSmtpServer {
  /** Every message the server accepted (answered 250 to), in order. */
  received: ReceivedMail[];
  /** Messages whose data arrived but that were never answered (see `stall`). */
  stalled: ReceivedMail[];
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Listen on this port (a test that first finds it refusing connections); a free one by default. */
  port?: number;
  /** Answers a message with this SMTP error instead of accepting it (e.g. 550 for a permanent refusal). */
  refuse?: (mail: ReceivedMail) => { code: number; message: string } | undefined;
  /** Takes a message's data and never answers it: the sender waits, as it would on a hung server. */
  stall?: (mail: ReceivedMail) => boolean;
}

/** A real SMTP server on loopback that keeps what it is sent (smtp-server, no TLS, no auth needed). */
export async function startSmtpServer({ port = 0, refuse, stall }: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const stalled: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const mail = parseRawMail(raw);
        if (stall?.(mail)) {
          stalled.push(mail);
          return;
        }
        const refusal = refuse?.(mail);
        if (refusal) {
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          return;
        }
        received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', () => resolve()));
  const bound = (smtp.server.address() as AddressInfo).port;
  return {
    received,
    stalled,
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Waits for a message to `email` whose subject matches, among those `received`. */
export async function mailTo(received: ReceivedMail[], email: string, subject: RegExp): Promise<ReceivedMail> {
  // Long enough for an outbox run on a busy 2-core machine (10 s was not, once); a mail that comes returns at once.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mail = received.find((candidate) => candidate.to.includes(email) && subject.test(candidate.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail "${subject.source}" to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
