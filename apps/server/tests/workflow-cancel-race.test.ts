import { workflowMessages, type ApiErrorBody, type Lead, type Timeline, type TimelineMessage } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendLeaseMs } from '../src/features/workflows/delivery';
import { startSmtpServer, type TestSmtpServer } from '../src/testing/smtp-server';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send } from './dashboard-helpers';
import { manualReminders } from './notifications-helpers';
import { outboxOf, workflowPhotographer, type WorkflowPhotographer } from './workflow-helpers';

let sequence = 0;
const address = () => `race-${(sequence += 1)}-${Date.now()}@example.com`;

/**
 * Cancel against the outbox at work (docs/decisions/0022-workflows.md, "Timelines and Cancel"): whatever the order,
 * a message is either cancelled and never sent, or sent once and its Cancel refused; never both, never neither.
 */
describe.each(testDatabaseKinds)('[WORKFLOW CANCEL] Cancel racing the outbox, on %s', (kind) => {
  let smtp: TestSmtpServer;
  let refusing = false;
  beforeAll(async () => {
    smtp = await startSmtpServer({
      refuse: () => (refusing ? { code: 451, message: 'Try again later' } : undefined),
    });
  });
  afterAll(() => smtp?.close());
  const app = useTestServer(kind, () => ({ ...manualReminders, SMTP_URL: smtp.url }));
  const db = () => app.server.database.db;
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  /** A photographer whose leads each have one follow-up, due on Nov 5 at 09:00 New York time. */
  async function leadsWithFollowUps(count: number) {
    app.clock.set(new Date('2026-11-02T15:00:00Z'));
    const photographer = await workflowPhotographer(app, (templates) => ({
      inquiryReply: { enabled: false, templateId: null },
      followUps: { enabled: true, steps: [{ afterDays: 3, templateId: templates.get('Follow-up after 3 days')! }] },
    }));
    const leads: { id: string; email: string; key: string }[] = [];
    for (let index = 0; index < count; index++) {
      const email = address();
      const lead = await send<Lead>(photographer.browser, 'POST', '/api/leads', {
        name: `Rae Race ${index}`,
        email,
        inquiryDate: '2026-11-02',
        sessionType: 'Family',
        source: '1',
        followUp: '2026-11-20',
      });
      expect(lead.status).toBe(201);
      leads.push({ id: lead.body.id, email, key: `follow-up:${lead.body.id}:0` });
    }
    return { photographer, leads };
  }

  const cancel = (photographer: WorkflowPhotographer, leadId: string, key: string) =>
    send<TimelineMessage & ApiErrorBody>(photographer.browser, 'POST', `/api/leads/${leadId}/messages/cancel`, { key });

  it('queued messages cancelled while a run sends them: each is cancelled or sent, exactly one of the two', async () => {
    const { photographer, leads } = await leadsWithFollowUps(6);
    // The first try meets a busy mail server: every follow-up is queued again for a minute later.
    refusing = true;
    app.clock.set(new Date('2026-11-05T14:05:00Z'));
    expect(await app.server.outbox.run()).toMatchObject({ queued: 6, retried: 6 });
    const [queued] = (await photographer.browser.get<Timeline>(`/api/leads/${leads[0]!.id}/messages`)).body.messages;
    expect(queued).toMatchObject({ status: 'queued', error: expect.stringContaining('Try again later') });

    refusing = false;
    app.clock.advance(2 * 60_000);
    const [, ...answers] = await Promise.all([
      app.server.outbox.run(),
      ...leads.map((lead) => cancel(photographer, lead.id, lead.key)),
    ]);
    for (const [index, lead] of leads.entries()) {
      const answer = answers[index]!;
      const [row] = await outboxOf(app, lead.id);
      if (answer.status === 200) {
        expect(answer.body.status).toBe('cancelled');
        expect(row!.status).toBe('cancelled');
        expect(mailsTo(lead.email)).toHaveLength(0);
      } else {
        expect(answer.status).toBe(409);
        expect(answer.body.error.code).toBe('MESSAGE_NOT_PENDING');
        expect(row!.status).toBe('sent');
        expect(mailsTo(lead.email)).toHaveLength(1);
      }
    }
    // Nothing is left to go, whichever way each one went.
    app.clock.advance(10 * 60_000);
    expect(await app.server.outbox.run()).toMatchObject({ queued: 0, sent: 0 });
  });

  it('a message a crash left half-sent is not cancelled; once its lease is over it goes, once', async () => {
    const { photographer, leads } = await leadsWithFollowUps(1);
    const [lead] = leads;
    refusing = true;
    app.clock.set(new Date('2026-11-05T14:05:00Z'));
    await app.server.outbox.run();
    refusing = false;
    // As a server killed between its claim and the SMTP answer leaves it: 'sending', its lease running.
    await db().execute(sql`update outbox_messages set status = 'sending',
      claimed_until = ${new Date(app.clock.now().getTime() + sendLeaseMs).toISOString()}::timestamptz
      where idempotency_key = ${lead!.key}`);
    const refused = await cancel(photographer, lead!.id, lead!.key);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(workflowMessages.notPending.sending);
    app.clock.advance(sendLeaseMs + 60_000);
    expect(await app.server.outbox.run()).toMatchObject({ sent: 1 });
    expect(mailsTo(lead!.email)).toHaveLength(1);
    expect((await cancel(photographer, lead!.id, lead!.key)).body.error.message).toBe(workflowMessages.notPending.sent);
  });

  it.runIf(kind === 'postgres')(
    'a Cancel waits for a claim holding the row, then refuses; a Cancel of a scheduled one waits for a run queueing it, then cancels that row',
    async () => {
      const { photographer, leads } = await leadsWithFollowUps(2);
      const [claimed, scheduled] = leads;
      refusing = true;
      app.clock.set(new Date('2026-11-05T14:05:00Z'));
      expect((await app.server.outbox.run()).retried).toBe(2);
      refusing = false;
      // A claim in progress: the row locked and marked 'sending', not yet committed.
      let releaseClaim!: () => void;
      const claimHeld = new Promise<void>((resolve) => (releaseClaim = resolve));
      let claimLocked!: () => void;
      const locked = new Promise<void>((resolve) => (claimLocked = resolve));
      const claim = db().transaction(async (tx) => {
        await tx.execute(sql`update outbox_messages set status = 'sending' where idempotency_key = ${claimed!.key}`);
        claimLocked();
        await claimHeld;
      });
      await locked;
      const waiting = cancel(photographer, claimed!.id, claimed!.key);
      await new Promise((resolve) => setTimeout(resolve, 300));
      releaseClaim();
      await claim;
      const refused = await waiting;
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(workflowMessages.notPending.sending);

      // The other one's row is taken away, as if never queued; then a run's transaction queues it while Cancel writes.
      await db().execute(sql`delete from outbox_messages where idempotency_key = ${scheduled!.key}`);
      let releaseRun!: () => void;
      const runHeld = new Promise<void>((resolve) => (releaseRun = resolve));
      let runInserted!: () => void;
      const inserted = new Promise<void>((resolve) => (runInserted = resolve));
      const run = db().transaction(async (tx) => {
        await tx.execute(sql`insert into outbox_messages (user_id, lead_id, kind, idempotency_key, recipient, subject,
          text_body, html_body, send_at, next_attempt_at)
          select user_id, id, 'follow-up', ${scheduled!.key}, email, 'Queued by the run', 'text', '<p>text</p>',
            now(), now() from leads where id = ${scheduled!.id}`);
        runInserted();
        await runHeld;
      });
      await inserted;
      const cancelling = cancel(photographer, scheduled!.id, scheduled!.key);
      await new Promise((resolve) => setTimeout(resolve, 300));
      releaseRun();
      await run;
      const cancelled = await cancelling;
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ key: scheduled!.key, status: 'cancelled', subject: 'Queued by the run' });
      expect((await outboxOf(app, scheduled!.id)).map((row) => row.status)).toEqual(['cancelled']);
      app.clock.advance(2 * 60_000);
      await app.server.outbox.run();
      expect(mailsTo(scheduled!.email)).toHaveLength(0);
    },
  );
});
