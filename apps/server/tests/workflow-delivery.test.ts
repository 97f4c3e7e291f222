import { workflowTexts, type LeadInsights, type NotificationList, type UnsubscribeState } from '@shutterdesk/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, profiles } from '../src/db/schema';
import { grantFreeAccess } from '../src/testing/billing-factories';
import { freePort } from '../src/testing/free-port';
import { findLink, mailHeader, readOutbox } from '../src/testing/mail-outbox';
import { mailTo, startSmtpServer, type TestSmtpServer } from '../src/testing/smtp-server';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { useTestServerWithBilling } from './billing-helpers';
import { manualReminders } from './notifications-helpers';
import { send, signedInPhotographer } from './dashboard-helpers';
import { outboxOf, outboxSettled, replyOn, sendInquiry, withWorkflows, workflowPhotographer } from './workflow-helpers';

let recipientSequence = 0;
const recipient = (prefix = 'guest') => `${prefix}-${(recipientSequence += 1)}-${Date.now()}@example.com`;

describe.each(testDatabaseKinds)('[WORKFLOW DELIVERY] through a real SMTP server, on %s', (kind) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer({
      refuse: (mail) => (mail.to.includes('bounce-') ? { code: 550, message: 'No such mailbox here' } : undefined),
    });
  });
  afterAll(() => smtp?.close());
  const app = useTestServer(kind, () => ({ ...manualReminders, SMTP_URL: smtp.url, WORKFLOW_DAILY_CAP: '3' }));

  it('replies to a website inquiry within the minute: from the studio, replies to the photographer, unsubscribable', async () => {
    const photographer = await workflowPhotographer(app, replyOn, { name: 'Northlight Studio' });
    const to = recipient();
    const leadId = await sendInquiry(app, photographer.formPath, 'Olivia Bennett', to);
    // Nobody runs the outbox here: the inquiry's own nudge sends it.
    const mail = await mailTo(smtp.received, to, /Thank you for your inquiry, Olivia!/);
    expect(mailHeader(mail, 'From')).toMatch(/^"?Northlight Studio"? <no-reply@shutterdesk\.local>$/);
    expect(mailHeader(mail, 'Reply-To')).toBe(photographer.user.email);
    expect(mailHeader(mail, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${app.url}/api/public/unsubscribe/l\\.${leadId}\\.[A-Za-z0-9_-]{43}>$`),
    );
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mailHeader(mail, 'Message-ID')).toMatch(/^<[0-9a-f]{40}@shutterdesk\.local>$/);
    expect(mail.body).toContain('Thank you so much for reaching out to Northlight Studio!');
    expect(mail.body).toContain('<strong>Family</strong>');
    expect(findLink(mail, `${app.url}/unsubscribe/`)).toBe(
      mailHeader(mail, 'List-Unsubscribe').slice(1, -1).replace('/api/public/unsubscribe/', '/unsubscribe/'),
    );

    await outboxSettled(app, leadId);
    const [row] = await outboxOf(app, leadId);
    expect(row).toMatchObject({ kind: 'inquiry-reply', status: 'sent', attempts: 1, recipient: to });
    const timing = (await app.server.database.db.execute(
      sql`select extract(epoch from o.sent_at - l.created_at)::float as seconds
        from outbox_messages o join leads l on l.id = o.lead_id where o.id = ${row!.id}`,
    )) as { rows: { seconds: number }[] };
    expect(timing.rows[0]!.seconds).toBeLessThan(60);
    // Run again: nothing goes twice.
    expect((await app.server.outbox.run()).sent).toBe(0);
    expect(smtp.received.filter((received) => received.to.includes(to))).toHaveLength(1);

    // Insights count the reply apart from a personal answer: it is not the photographer's first contact.
    const insights = async () => (await photographer.browser.get<LeadInsights>('/api/leads/insights')).body;
    const replied = await insights();
    expect(replied.automaticReply).toEqual({ medianSeconds: Math.round(timing.rows[0]!.seconds), replied: 1 });
    expect(replied.speedToLead).toMatchObject({ medianMinutes: null, timed: 0 });
    await send(photographer.browser, 'PATCH', `/api/leads/${leadId}`, { contacted: true });
    const contacted = await insights();
    expect(contacted.speedToLead).toMatchObject({ timed: 1 });
    expect(contacted.automaticReply.replied).toBe(1);
  });

  it('sends nothing while the switch is off, and keeps the address on the lead', async () => {
    const photographer = await workflowPhotographer(app, (templates) => ({
      ...replyOn(templates),
      inquiryReply: { enabled: false, templateId: templates.get('Inquiry reply')! },
    }));
    const to = recipient();
    const leadId = await sendInquiry(app, photographer.formPath, 'Quiet Quinn', to);
    await app.server.outbox.run();
    expect(await outboxOf(app, leadId)).toEqual([]);
    const lead = await photographer.browser.get<{ email: string }>(`/api/leads?lead=${leadId}`);
    expect(JSON.stringify(lead.body)).toContain(to);
  });

  it('unsubscribes by the link’s page and by one-click POST; an unsubscribed lead gets nothing more', async () => {
    const photographer = await workflowPhotographer(app, replyOn, { name: 'Harbour Light' });
    const to = recipient();
    const leadId = await sendInquiry(app, photographer.formPath, 'Una Sub', to);
    const mail = await mailTo(smtp.received, to, /Thank you/);
    await outboxSettled(app, leadId);
    const oneClick = mailHeader(mail, 'List-Unsubscribe').slice(1, -1);
    const token = oneClick.split('/').pop()!;
    const page = app.agent();

    const before = await page.get<UnsubscribeState>(`/api/public/unsubscribe/${token}`);
    expect(before.body).toEqual({ studioName: 'Harbour Light', unsubscribed: false });
    // A message queued for the lead meanwhile is cancelled by the unsubscribe.
    await app.server.database.db.execute(sql`insert into outbox_messages (user_id, lead_id, kind, idempotency_key,
      recipient, subject, text_body, html_body, send_at, next_attempt_at)
      values (${photographer.user.id}, ${leadId}, 'follow-up', ${`follow-up:${leadId}:0`}, ${to}, 'Later', 't', 'h',
        now(), now() + interval '1 day')`);
    // RFC 8058: the mail provider POSTs the form body to the header's address, from its own servers.
    const clicked = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect(await clicked.json()).toEqual({ studioName: 'Harbour Light', unsubscribed: true });
    expect((await outboxOf(app, leadId)).map((row) => [row.kind, row.status]).sort()).toEqual([
      ['follow-up', 'cancelled'],
      ['inquiry-reply', 'sent'],
    ]);
    // The page's button again: harmless, and the page now says so.
    expect((await page.post<UnsubscribeState>(`/api/public/unsubscribe/${token}`)).body.unsubscribed).toBe(true);
    expect((await page.get<UnsubscribeState>(`/api/public/unsubscribe/${token}`)).body.unsubscribed).toBe(true);

    const forged = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    for (const bad of [forged, 'nonsense', 'l.x.y', `c.${leadId}.${token.split('.')[2]}`, 'a'.repeat(201)]) {
      const answer = await page.post<{ error: { code: string; message: string } }>(`/api/public/unsubscribe/${bad}`);
      expect(answer.status, bad).toBe(404);
      expect(answer.body.error.message).toBe(workflowTexts.unsubscribePage.invalid);
    }
  });

  it('fails a message the server refuses for good, and tells the photographer which lead it was for', async () => {
    const photographer = await workflowPhotographer(app, replyOn);
    const to = recipient('bounce');
    const leadId = await sendInquiry(app, photographer.formPath, 'Bo Bounce', to);
    await app.server.outbox.run();
    const [row] = await outboxOf(app, leadId);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.last_error).toMatch(/550/);
    const notices = await app.server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, photographer.user.id), eq(notifications.type, 'LeadMessageNotSent')));
    expect(notices).toHaveLength(1);
    // One per message (its period), about the lead (its subject), which the API answers as recordId.
    expect(notices[0]).toMatchObject({ title: 'Message not sent', subject: leadId, periodKey: row!.id });
    expect(notices[0]!.message).toContain('to Bo Bounce could not be sent');
    const listed = await photographer.browser.get<NotificationList>('/api/notifications');
    expect(listed.body.notifications.map(({ type, recordId }) => ({ type, recordId }))).toEqual([
      { type: 'LeadMessageNotSent', recordId: leadId },
      { type: 'WebsiteInquiry', recordId: null },
    ]);
  });

  it('keeps to the daily cap in the photographer’s day; the rest go the next day', async () => {
    const photographer = await workflowPhotographer(app, replyOn);
    const leads: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      leads.push(await sendInquiry(app, photographer.formPath, `Capped ${index}`, recipient('capped')));
    }
    await app.server.outbox.run();
    const statuses = async () =>
      (await Promise.all(leads.map((id) => outboxOf(app, id)))).map((rows) => rows[0]!.status);
    expect((await statuses()).filter((status) => status === 'sent')).toHaveLength(3);
    expect((await statuses()).filter((status) => status === 'queued')).toHaveLength(2);
    app.clock.advance(24 * 60 * 60 * 1000);
    await app.server.outbox.run();
    expect(await statuses()).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
  });
});

describe.each(testDatabaseKinds)('[WORKFLOW DELIVERY] a refused connection, on %s', (kind) => {
  let port = 0;
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    port = await freePort();
  });
  afterAll(() => smtp?.close());
  const app = useTestServer(kind, () => ({ ...manualReminders, SMTP_URL: `smtp://127.0.0.1:${port}` }));

  it('tries again with backoff once the mail server is back, and sends the message once', async () => {
    const photographer = await workflowPhotographer(app, replyOn);
    const to = recipient();
    const leadId = await sendInquiry(app, photographer.formPath, 'Rita Retry', to);
    await app.server.outbox.run();
    const [refused] = await outboxOf(app, leadId);
    expect(refused).toMatchObject({ status: 'queued', attempts: 1 });
    expect(refused!.last_error).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpServer({ port });
    // Not before its backoff: the first retry waits a minute.
    expect((await app.server.outbox.run()).sent).toBe(0);
    app.clock.advance(61_000);
    expect((await app.server.outbox.run()).sent).toBe(1);
    expect(await outboxOf(app, leadId)).toMatchObject([{ status: 'sent', attempts: 2, last_error: null }]);
    expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
  });
});

describe.each(testDatabaseKinds)('[WORKFLOW DELIVERY] with billing on, on %s', (kind) => {
  const { app } = useTestServerWithBilling(kind);

  it('sends nothing while the account has no access; the message waits and goes once it has', async () => {
    const db = app.server.database.db;
    const photographer = await signedInPhotographer(app);
    await grantFreeAccess(db, photographer.user.id);
    const { user, formPath } = await withWorkflows(photographer, replyOn);
    // Access lapses after the workflows were set up.
    await db.update(profiles).set({ subscription: 'free-trial', accessGrant: null }).where(eq(profiles.id, user.id));
    const to = recipient();
    const leadId = await sendInquiry(app, formPath, 'Pat Paywall', to);
    await app.server.outbox.run();
    expect((await outboxOf(app, leadId))[0]).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await readOutbox(app.outboxDir, to)).toEqual([]);

    await grantFreeAccess(db, user.id);
    expect((await app.server.outbox.run()).sent).toBe(1);
    expect((await readOutbox(app.outboxDir, to)).map((mail) => mail.subject)).toEqual([
      'Thank you for your inquiry, Pat!',
    ]);
  });
});
