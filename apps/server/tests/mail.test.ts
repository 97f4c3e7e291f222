import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdjustableClock } from '../src/clock';
import { createLogger } from '../src/logger';
import { createMailer } from '../src/mail/mailer';
import { verificationEmail } from '../src/mail/templates';
import { startServer } from '../src/server';
import { createUser, uniqueEmail } from '../src/testing/factories';
import { findLink } from '../src/testing/mail-outbox';
import { mailTo, startSmtpServer } from '../src/testing/smtp-server';
import { TestAgent } from '../src/testing/test-agent';
import { createTestDatabase, startTestServer, testServerEnv, type TestServer } from '../src/testing/test-server';

describe('[MAIL] through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestServer('pglite', { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
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
    const mail = await mailTo(smtp.received, email, /verify/i);
    expect(mail.subject).toBe('Verify your e-mail for Shutterdesk');
    const verified = await browser.get(findLink(mail, '/api/auth/verify-email'));
    expect(verified.status).toBe(302);
    expect((await browser.post('/api/profile', { timezone: 'UTC' })).status).toBe(201);
  });
});

/**
 * With SMTP_URL set, links go to the mail server only: nothing the process writes, its log at its most talkative
 * or the console, holds a verification or reset token (docs/decisions/0009-hardening.md, "Secrets stay put").
 */
describe('[MAIL] with a mail server, no token reaches the log or the console', () => {
  it('keeps every link of a sign-up, a verification, a reset and a failed one out of both', async () => {
    const smtp = await startSmtpServer();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-smtp-log-'));
    const database = await createTestDatabase('pglite', 'migrated');
    const logLines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    const consoleLines: string[] = [];
    const capture = (...args: unknown[]) => void consoleLines.push(args.map(String).join(' '));
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(capture),
    );
    const env = testServerEnv(dataDir, { SMTP_URL: smtp.url, LOG_LEVEL: 'trace' });
    const server = await startServer({
      env,
      logger: createLogger('trace', destination),
      database: database.target,
      clock: new AdjustableClock(),
    });
    try {
      const agent = () => new TestAgent(`http://127.0.0.1:${server.port}`, '198.51.100.7', server.url);
      const email = uniqueEmail('smtp-log');
      await agent().post('/api/auth/sign-up/email', { name: 'Lou Log', email, password: 'aperture-22' });
      const verifyLink = findLink(await mailTo(smtp.received, email, /verify/i), '/api/auth/verify-email');
      await agent().get(verifyLink);
      await agent().get(verifyLink.replace(/token=[^&]+/, 'token=broken'));

      const user = await createUser({ auth: server.auth, db: server.database.db });
      await agent().post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/update-password' });
      const resetLink = findLink(await mailTo(smtp.received, user.email, /reset/i), '/api/auth/reset-password/');
      const landing = await agent().get(resetLink);
      const resetToken = new URL(landing.headers.get('location') ?? '', server.url).searchParams.get('token') ?? '';
      expect(resetToken).not.toBe('');
      expect(
        (await agent().post('/api/password-reset', { token: resetToken, newPassword: 'new-pass-77' })).status,
      ).toBe(200);
      await agent().post('/api/password-reset', { token: resetToken, newPassword: 'again-pass-7' });

      const verifyToken = new URL(verifyLink).searchParams.get('token') ?? '';
      expect(logLines.join('')).toContain('mail sent');
      for (const secret of [verifyToken, resetToken, verifyToken.split('.')[2]!]) {
        expect(logLines.join('')).not.toContain(secret);
        expect(consoleLines.join('\n')).not.toContain(secret);
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
      await server.close();
      await database.drop();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    }
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
      await mailer.close();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});
