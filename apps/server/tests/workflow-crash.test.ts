import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  inquiryMinFillMs,
  type EmailTemplateList,
  type InquiryFormSettings,
  type PublicInquiryForm,
} from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { factoryContextForCommand } from '../src/cli/open-from-env';
import { AdjustableClock } from '../src/clock';
import { openDatabase, type DatabaseTarget } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { parseEnv } from '../src/env';
import { sendLeaseMs } from '../src/features/workflows/delivery';
import { createLogger } from '../src/logger';
import { databaseTargetFromEnv, startServer, type RunningServer } from '../src/server';
import { createUser } from '../src/testing/factories';
import { freePort } from '../src/testing/free-port';
import { mailHeader } from '../src/testing/mail-outbox';
import { startSmtpServer, type TestSmtpServer } from '../src/testing/smtp-server';
import { TestAgent } from '../src/testing/test-agent';
import { createTestDatabase, testDatabaseKinds } from '../src/testing/test-server';
import { serverSourceCommand, spawnNode, type SpawnedProcess } from './support/spawn';

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Exactly once across a crash (docs/decisions/0022-workflows.md, "Delivery"): a server is killed (SIGKILL) after it
 * wrote the message's lease and handed the message to the SMTP server, before the SMTP server acknowledged it. The
 * servers that come after (two of one cluster on PostgreSQL; one on PGlite, whose data one process owns) leave it
 * alone while the lease lasts, then one of them sends it once, with the same Message-ID.
 */
describe.each(testDatabaseKinds)(
  '[WORKFLOW CRASH] kill -9 between the outbox write and the SMTP answer (%s)',
  (kind) => {
    it('sends the message exactly once, with the same Message-ID', { timeout: 300_000 }, async () => {
      // The first reply's data is taken and never answered: the sender is mid-send when it is killed. (The
      // photographer's own notice of the inquiry goes as it always does.)
      const email = `crash-${Date.now()}@example.com`;
      const smtp: TestSmtpServer = await startSmtpServer({
        stall: (mail) => mail.to.includes(email) && smtp.stalled.length === 0,
      });
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-outbox-crash-'));
      const database = kind === 'postgres' ? await createTestDatabase('postgres') : null;
      const port = await freePort();
      const appUrl = `http://127.0.0.1:${port}`;
      const rawEnv = {
        DATA_DIR: dataDir,
        DATABASE_URL: database?.target.kind === 'postgres' ? database.target.url : '',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: appUrl,
        AUTH_SECRET: randomBytes(32).toString('base64url'),
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        SMTP_URL: smtp.url,
        REMINDER_INTERVAL_SECONDS: '0',
        BACKUP_INTERVAL_HOURS: '0',
        LOG_LEVEL: 'warn',
      };
      const env = parseEnv(rawEnv);
      let child: SpawnedProcess | null = null;
      const restarted: RunningServer[] = [];
      try {
        const handle = await openDatabase(databaseTargetFromEnv(env), createLogger('silent'));
        await runMigrations(handle, env.MIGRATIONS_DIR);
        const factories = factoryContextForCommand(env, handle);
        const user = await createUser(factories.context, { name: 'Crash Studio' });
        factories.close();
        await handle.close();

        const running = spawnNode(serverSourceCommand, { env: { ...process.env, ...rawEnv } });
        child = running;
        await waitFor(`the server at ${appUrl} is ready`, async () => {
          if (running.child.exitCode !== null) throw new Error(`The server exited:\n${running.output()}`);
          return fetch(`${appUrl}/api/ready`).then(
            (response) => response.ok,
            () => false,
          );
        });
        const browser = new TestAgent(appUrl, '198.51.100.7');
        expect((await browser.signIn(user.email, user.password)).status).toBe(200);
        const form = await browser.request<InquiryFormSettings>('PUT', '/api/inquiry-form', {
          json: { enabled: true },
        });
        const templates = (await browser.get<EmailTemplateList>('/api/email-templates')).body.templates;
        const reply = templates.find((template) => template.name === 'Inquiry reply')!;
        const settings = {
          inquiryReply: { enabled: true, templateId: reply.id },
          followUps: { enabled: false, steps: [] },
        };
        expect((await browser.request('PUT', '/api/workflow-settings', { json: settings })).status).toBe(200);

        const formPath = `/api/inquiry-forms/${new URL(form.body.url).pathname.split('/').pop()}`;
        const visitor = new TestAgent(appUrl, '203.0.113.9');
        const page = await visitor.get<PublicInquiryForm>(formPath);
        await new Promise((resolve) => setTimeout(resolve, inquiryMinFillMs + 100));
        const sent = await visitor.post(formPath, {
          name: 'Cora Crash',
          email,
          sessionType: 'Wedding',
          formToken: page.body.formToken,
        });
        expect(sent.status).toBe(200);

        // The inquiry's nudge claims the reply, writes its lease, and hands it to the SMTP server, which holds it.
        await waitFor('the SMTP server holds the reply', () => smtp.stalled.length === 1);
        running.child.kill('SIGKILL');
        expect(await running.exited).toBe(null);
        child = null;
        expect(smtp.received.filter((mail) => mail.to.includes(email))).toEqual([]);

        // Those after it: two servers of one cluster on PostgreSQL, one on PGlite.
        const target: DatabaseTarget = database?.target ?? { kind: 'pglite', dataDir };
        const clocks = kind === 'postgres' ? [new AdjustableClock(), new AdjustableClock()] : [new AdjustableClock()];
        const afterEnv = parseEnv({ ...rawEnv, PORT: '0' });
        for (const clock of clocks) {
          restarted.push(await startServer({ env: afterEnv, logger: createLogger('silent'), database: target, clock }));
        }
        const rows = async () =>
          (
            (await restarted[0]!.database.db.execute(
              sql`select status, attempts from outbox_messages where recipient = ${email}`,
            )) as { rows: { status: string; attempts: number }[] }
          ).rows;
        expect(await rows()).toEqual([{ status: 'sending', attempts: 1 }]);

        // While the lease lasts, nobody sends it again.
        await Promise.all(restarted.map((server) => server.outbox.run()));
        expect(smtp.received.filter((mail) => mail.to.includes(email))).toEqual([]);

        for (const clock of clocks) clock.advance(sendLeaseMs + 1000);
        const results = await Promise.all(restarted.map((server) => server.outbox.run()));
        expect(results.reduce((total, result) => total + result.sent, 0)).toBe(1);
        const replies = smtp.received.filter((mail) => mail.to.includes(email));
        expect(replies).toHaveLength(1);
        expect(mailHeader(replies[0]!, 'Message-ID')).toBe(mailHeader(smtp.stalled[0]!, 'Message-ID'));
        expect(await rows()).toEqual([{ status: 'sent', attempts: 2 }]);
      } finally {
        const stillRunning = child as SpawnedProcess | null;
        if (stillRunning && stillRunning.child.exitCode === null) {
          stillRunning.child.kill('SIGKILL');
          await stillRunning.exited;
        }
        await Promise.all(restarted.map((server) => server.close()));
        await smtp.close();
        await database?.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  },
);
