import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
