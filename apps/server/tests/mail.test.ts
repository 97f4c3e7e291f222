import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { createMailer } from '../src/mail/mailer';
import { verificationEmail } from '../src/mail/templates';
import { uniqueEmail } from '../src/testing/factories';
import { findLink, parseRawMail, type ReceivedMail } from '../src/testing/mail-outbox';
import { startTestServer, type TestServer } from '../src/testing/test-server';

describe('[MAIL] through a real SMTP server', () => {
  const received: ReceivedMail[] = [];
  let smtp: SMTPServer;
  let app: TestServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(parseRawMail(raw));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const { port } = smtp.server.address() as AddressInfo;
    app = await startTestServer('pglite', { SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the verification e-mail over SMTP, and its link verifies the account', async () => {
    const email = uniqueEmail();
    const browser = app.agent();
    await browser.post('/api/auth/sign-up/email', {
      name: 'Smtp Sam',
      email,
      password: 'aperture-22',
      callbackURL: '/welcome',
    });
    const deadline = Date.now() + 10_000;
    while (!received.some((mail) => mail.to.includes(email)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const mail = received.find((candidate) => candidate.to.includes(email));
    expect(mail?.subject).toBe('Verify your e-mail for Shutterdesk');
    const verified = await browser.get(findLink(mail!, '/api/auth/verify-email'));
    expect(verified.status).toBe(302);
    expect((await browser.post('/api/profile', { timezone: 'UTC' })).status).toBe(201);
  });
});

describe('[MAIL] the outbox without a mail server', () => {
  it('prints each link whole on the console with its recipient, and keeps it whole in the file', async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-outbox-'));
    const printed: string[] = [];
    const mailer = createMailer({
      from: 'a@b.c',
      outboxDir,
      logger: createLogger('silent'),
      print: (line) => printed.push(line),
    });
    const email = uniqueEmail('outbox');
    const link = `http://localhost:3000/api/auth/verify-email?token=${'eyJhbGciOiJIUzI1NiJ9'.repeat(12)}&callbackURL=%2Fwelcome`;
    try {
      await mailer.send(verificationEmail(email, 'Zoë Lens', link));
      expect(printed).toEqual([`Mail to ${email}: Verify your e-mail for Shutterdesk\n  ${link}`]);
      const [file] = await readdir(outboxDir);
      const raw = await readFile(path.join(outboxDir, file!), 'utf8');
      // As a reader copies it from the file: no decoding, no soft line breaks.
      expect(raw.split('\n').some((line) => line.includes(link))).toBe(true);
      expect(raw).toContain('Hi Zoë Lens');
    } finally {
      mailer.close();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});
