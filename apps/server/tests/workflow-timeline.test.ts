import {
  workflowMessages,
  type ApiErrorBody,
  type Client,
  type ClientStepList,
  type Lead,
  type Timeline,
  type TimelineMessage,
  type TodayMessages,
} from '@shutterdesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../src/testing/smtp-server';
import { testDatabaseKinds } from '../src/testing/test-server';
import type { TestAgent } from '../src/testing/test-agent';
import { useTestServer } from '../src/testing/use-test-server';
import { send } from './dashboard-helpers';
import { manualReminders } from './notifications-helpers';
import { outboxOf, workflowPhotographer, type WorkflowPhotographer } from './workflow-helpers';

let sequence = 0;
const address = (prefix: string) => `${prefix}-${(sequence += 1)}-${Date.now()}@example.com`;

const summary = (messages: TimelineMessage[]) =>
  messages.map(({ key, status, at, subject }) => ({ key, status, at, subject }));

describe.each(testDatabaseKinds)('[WORKFLOW TIMELINE] timelines, Cancel and today’s count, on %s', (kind) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());
  const app = useTestServer(kind, () => ({ ...manualReminders, SMTP_URL: smtp.url }));
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  const followUpsOn = (templates: Map<string, string>) => ({
    inquiryReply: { enabled: false, templateId: null },
    followUps: {
      enabled: true,
      steps: [
        { afterDays: 3, templateId: templates.get('Follow-up after 3 days')! },
        { afterDays: 7, templateId: templates.get('Review request')! },
      ],
    },
  });

  async function addLead(browser: TestAgent, name: string, email: string) {
    const answer = await send<Lead>(browser, 'POST', '/api/leads', {
      name,
      email,
      inquiryDate: '2026-11-02',
      sessionType: 'Family',
      source: '1',
      followUp: '2026-11-20',
    });
    expect(answer.status).toBe(201);
    return answer.body.id;
  }
  const timelineOf = async (browser: TestAgent, path: string) => {
    const answer = await browser.get<Timeline>(path);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const cancel = (browser: TestAgent, path: string, key: unknown) =>
    send<TimelineMessage & ApiErrorBody>(browser, 'POST', `${path}/cancel`, { key });

  it('shows a pending lead’s follow-ups as scheduled; Cancel keeps one from ever going; sent ones cannot be cancelled', async () => {
    app.clock.set(new Date('2026-11-02T15:00:00Z'));
    const photographer = await workflowPhotographer(app, followUpsOn);
    const email = address('timeline');
    const leadId = await addLead(photographer.browser, 'Penny Pending', email);
    const path = `/api/leads/${leadId}/messages`;

    const before = await timelineOf(photographer.browser, path);
    expect(before.unsubscribed).toBe(false);
    // 09:00 in New York (EST) on the third and the seventh day after the inquiry.
    expect(summary(before.messages)).toEqual([
      {
        key: `follow-up:${leadId}:0`,
        status: 'scheduled',
        at: '2026-11-05T14:00:00.000Z',
        subject: 'Still looking for a photographer, Penny?',
      },
      {
        key: `follow-up:${leadId}:1`,
        status: 'scheduled',
        at: '2026-11-09T14:00:00.000Z',
        subject: 'Would you share a few words about your session?',
      },
    ]);
    expect(before.messages[0]).toMatchObject({ kind: 'follow-up', to: email, error: null });
    expect(before.messages[0]!.text).toContain('Hi Penny,');
    expect(before.messages[0]!.text).toContain(`${app.url}/unsubscribe/l.${leadId}.`);

    const cancelled = await cancel(photographer.browser, path, `follow-up:${leadId}:1`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      key: `follow-up:${leadId}:1`,
      status: 'cancelled',
      at: '2026-11-09T14:00:00.000Z',
      subject: 'Would you share a few words about your session?',
    });

    app.clock.set(new Date('2026-11-05T14:05:00Z'));
    expect(await app.server.outbox.run()).toMatchObject({ queued: 1, sent: 1 });
    app.clock.set(new Date('2026-11-09T14:05:00Z'));
    expect((await app.server.outbox.run()).queued).toBe(0);
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual(['Still looking for a photographer, Penny?']);

    const after = await timelineOf(photographer.browser, path);
    expect(after.messages.map(({ key, status }) => ({ key, status }))).toEqual([
      { key: `follow-up:${leadId}:0`, status: 'sent' },
      { key: `follow-up:${leadId}:1`, status: 'cancelled' },
    ]);
    expect(after.messages[0]!.at).toMatch(/^2026-11-05T14:05:/);

    const sentAgain = await cancel(photographer.browser, path, `follow-up:${leadId}:0`);
    expect(sentAgain.status).toBe(409);
    expect(sentAgain.body.error).toMatchObject({
      code: 'MESSAGE_NOT_PENDING',
      message: workflowMessages.notPending.sent,
    });
    const cancelledAgain = await cancel(photographer.browser, path, `follow-up:${leadId}:1`);
    expect(cancelledAgain.status).toBe(409);
    expect(cancelledAgain.body.error.message).toBe(workflowMessages.notPending.cancelled);
    // A third step the sequence does not have, and a key of nothing at all.
    for (const key of [`follow-up:${leadId}:2`, `inquiry-reply:${leadId}`, 'nonsense']) {
      const unknown = await cancel(photographer.browser, path, key);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe(workflowMessages.messageNotFound);
    }
  });

  it('shows nothing scheduled once the lead is contacted or unsubscribes', async () => {
    app.clock.set(new Date('2026-11-02T15:00:00Z'));
    const photographer = await workflowPhotographer(app, followUpsOn);
    const contactedEmail = address('contacted');
    const contacted = await addLead(photographer.browser, 'Cora Contacted', contactedEmail);
    await send(photographer.browser, 'PATCH', `/api/leads/${contacted}`, { contacted: true });
    expect(await timelineOf(photographer.browser, `/api/leads/${contacted}/messages`)).toEqual({
      messages: [],
      address: contactedEmail,
      unsubscribed: false,
    });
    const leavingEmail = address('leaving');
    const leaving = await addLead(photographer.browser, 'Uma Unsubscribed', leavingEmail);
    const [scheduled] = (await timelineOf(photographer.browser, `/api/leads/${leaving}/messages`)).messages;
    const token = /\/unsubscribe\/(\S+)/.exec(scheduled!.text)![1]!;
    expect((await app.agent().request('POST', `/api/public/unsubscribe/${token}`)).status).toBe(200);
    expect(await timelineOf(photographer.browser, `/api/leads/${leaving}/messages`)).toEqual({
      messages: [],
      address: leavingEmail,
      unsubscribed: true,
    });
  });

  async function clientWithSteps(photographer: WorkflowPhotographer, email: string) {
    const prep = photographer.templates.get('Session prep one week before')!;
    const thanks = photographer.templates.get('Thank-you and gallery note')!;
    const saved = await send(photographer.browser, 'PUT', '/api/session-templates/Wedding', {
      steps: [
        { name: 'Prep e-mail', dueOffsetDays: -7, sendsTemplateId: prep, sendMode: 'auto' },
        { name: 'Thank-you', dueOffsetDays: 2, sendsTemplateId: thanks, sendMode: 'ready' },
        { name: 'Timeline call', dueOffsetDays: -14 },
      ],
    });
    expect(saved.status).toBe(200);
    const client = await send<Client>(photographer.browser, 'POST', '/api/clients', {
      name: 'Wren Wedding',
      email,
      sessionDate: '2026-12-19',
      sessionType: 'Wedding',
      sessionPackage: 'Mini session',
    });
    expect(client.status).toBe(201);
    const steps = (await photographer.browser.get<ClientStepList>(`/api/clients/${client.body.id}/steps`)).body.steps;
    return { clientId: client.body.id, steps };
  }

  it('shows a client’s auto step as scheduled and its ready step as ready; the step is ticked done when it is sent', async () => {
    app.clock.set(new Date('2026-12-01T15:00:00Z'));
    const photographer = await workflowPhotographer(app, () => ({
      inquiryReply: { enabled: false, templateId: null },
      followUps: { enabled: false, steps: [] },
    }));
    const email = address('client');
    const { clientId, steps } = await clientWithSteps(photographer, email);
    const [prep, thanks] = steps;
    const path = `/api/clients/${clientId}/messages`;
    expect(summary((await timelineOf(photographer.browser, path)).messages)).toEqual([
      {
        key: `session-step:${prep!.id}`,
        status: 'scheduled',
        at: '2026-12-12T14:00:00.000Z',
        subject: 'One week to go: getting ready for Dec 19, 2026',
      },
      {
        key: `session-step:${thanks!.id}`,
        status: 'ready',
        at: '2026-12-21T14:00:00.000Z',
        subject: 'Thank you, Wren!',
      },
    ]);

    // The ready step cancelled: its click is refused from now on, and the tick never sends it.
    const cancelled = await cancel(photographer.browser, path, `session-step:${thanks!.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', kind: 'session-step', to: email });
    const click = await send<ApiErrorBody>(photographer.browser, 'POST', `/api/client-steps/${thanks!.id}/send`);
    expect(click.status).toBe(409);

    app.clock.set(new Date('2026-12-12T14:05:00Z'));
    expect(await app.server.outbox.run()).toMatchObject({ queued: 1, sent: 1 });
    expect(mailsTo(email)).toHaveLength(1);
    const after = (await photographer.browser.get<ClientStepList>(`/api/clients/${clientId}/steps`)).body.steps;
    expect(after.map(({ name, done }) => ({ name, done }))).toEqual([
      { name: 'Prep e-mail', done: true },
      { name: 'Thank-you', done: false },
      { name: 'Timeline call', done: false },
    ]);
    expect((await outboxOf(app, clientId)).map(({ status }) => status).sort()).toEqual(['cancelled', 'sent']);
  });

  it('counts today’s messages in the photographer’s day: sent, and still due (queued or scheduled), not cancelled', async () => {
    app.clock.set(new Date('2026-11-02T15:00:00Z'));
    const photographer = await workflowPhotographer(app, followUpsOn);
    const today = async () => (await photographer.browser.get<TodayMessages>('/api/messages/today')).body;
    const first = await addLead(photographer.browser, 'Fay First', address('first'));
    const second = await addLead(photographer.browser, 'Sid Second', address('second'));
    await addLead(photographer.browser, 'Tia Third', address('third'));
    expect(await today()).toEqual({ sent: 0, due: 0, active: true });

    // Nov 5, 08:00 in New York: three follow-ups due at 09:00 today, none queued yet.
    app.clock.set(new Date('2026-11-05T13:00:00Z'));
    expect(await today()).toEqual({ sent: 0, due: 3, active: true });
    const cancelled = await cancel(photographer.browser, `/api/leads/${second}/messages`, `follow-up:${second}:0`);
    expect(cancelled.status).toBe(200);
    expect(await today()).toEqual({ sent: 0, due: 2, active: true });
    app.clock.set(new Date('2026-11-05T14:05:00Z'));
    expect(await app.server.outbox.run()).toMatchObject({ queued: 2, sent: 2 });
    expect(await today()).toEqual({ sent: 2, due: 0, active: true });
    // 23:30 in New York is still Nov 5 (04:30 UTC on the 6th); 00:30 is the next day.
    app.clock.set(new Date('2026-11-06T04:30:00Z'));
    expect(await today()).toEqual({ sent: 2, due: 0, active: true });
    app.clock.set(new Date('2026-11-06T05:30:00Z'));
    expect(await today()).toEqual({ sent: 0, due: 0, active: true });
    expect((await outboxOf(app, first)).map(({ status }) => status)).toEqual(['sent']);
  });
});
