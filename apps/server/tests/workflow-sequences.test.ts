import {
  workflowMessages,
  type ApiErrorBody,
  type Client,
  type ClientStepList,
  type Lead,
  type SentStep,
  type StepMessagePreview,
} from '@shutterdesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailHeader } from '../src/testing/mail-outbox';
import { startSmtpServer, type TestSmtpServer } from '../src/testing/smtp-server';
import { testDatabaseKinds } from '../src/testing/test-server';
import type { TestAgent } from '../src/testing/test-agent';
import { useTestServer } from '../src/testing/use-test-server';
import { send } from './dashboard-helpers';
import { manualReminders } from './notifications-helpers';
import { outboxOf, workflowPhotographer } from './workflow-helpers';

let sequence = 0;
const address = (prefix: string) => `${prefix}-${(sequence += 1)}-${Date.now()}@example.com`;

describe.each(testDatabaseKinds)('[WORKFLOW SEQUENCES] follow-ups and session steps, on %s', (kind) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());
  const app = useTestServer(kind, () => ({ ...manualReminders, SMTP_URL: smtp.url }));
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  async function addClient(browser: TestAgent, name: string, email: string, sessionDate: string) {
    const answer = await send<Client>(browser, 'POST', '/api/clients', {
      name,
      email,
      sessionDate,
      sessionType: 'Wedding',
      sessionPackage: 'Mini session',
    });
    expect(answer.status).toBe(201);
    return answer.body;
  }
  const stepsOf = async (browser: TestAgent, clientId: string) =>
    (await browser.get<ClientStepList>(`/api/clients/${clientId}/steps`)).body.steps;

  it('follows up with a pending lead N days after its inquiry, from 09:00 its photographer’s time, and stops on Contacted', async () => {
    const photographer = await workflowPhotographer(app, (templates) => ({
      inquiryReply: { enabled: false, templateId: null },
      followUps: {
        enabled: true,
        steps: [
          { afterDays: 3, templateId: templates.get('Follow-up after 3 days')! },
          { afterDays: 7, templateId: templates.get('Review request')! },
        ],
      },
    }));
    const email = address('pending');
    const other = address('untouched');
    const lead = await send<Lead>(photographer.browser, 'POST', '/api/leads', {
      name: 'Penny Pending',
      email,
      inquiryDate: '2026-11-02',
      sessionType: 'Family',
      source: '1',
      followUp: '2026-11-20',
    });
    expect(lead.status).toBe(201);
    await send<Lead>(photographer.browser, 'POST', '/api/leads', {
      name: 'Otto Other',
      email: other,
      inquiryDate: '2026-11-02',
      sessionType: 'Family',
      source: '1',
      followUp: '2026-11-20',
    });

    // New York: 08:30 on Nov 5 is too early; 09:05 is the morning of the third day.
    app.clock.set(new Date('2026-11-05T13:30:00Z'));
    expect((await app.server.outbox.run()).queued).toBe(0);
    app.clock.set(new Date('2026-11-05T14:05:00Z'));
    const run = await app.server.outbox.run();
    expect(run).toMatchObject({ queued: 2, sent: 2 });
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual(['Still looking for a photographer, Penny?']);
    expect(mailHeader(mailsTo(email)[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect((await app.server.outbox.run()).queued).toBe(0);

    // Contacted: the sequence stops for this lead, and goes on for the other.
    expect((await send(photographer.browser, 'PATCH', `/api/leads/${lead.body.id}`, { contacted: true })).status).toBe(
      200,
    );
    app.clock.set(new Date('2026-11-09T14:05:00Z'));
    expect(await app.server.outbox.run()).toMatchObject({ queued: 1, sent: 1 });
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(other).map((mail) => mail.subject)).toEqual([
      'Still looking for a photographer, Otto?',
      'Would you share a few words about your session?',
    ]);
    expect((await outboxOf(app, lead.body.id)).map((row) => row.idempotency_key)).toEqual([
      `follow-up:${lead.body.id}:0`,
    ]);
  });

  it('sends a session step on its due date in the photographer’s time zone, once', async () => {
    const photographer = await workflowPhotographer(
      app,
      () => ({ inquiryReply: { enabled: false, templateId: null }, followUps: { enabled: false, steps: [] } }),
      { timezone: 'Pacific/Auckland' },
    );
    const prep = photographer.templates.get('Session prep one week before')!;
    const saved = await send(photographer.browser, 'PUT', '/api/session-templates/Wedding', {
      steps: [
        { name: 'Prep e-mail', dueOffsetDays: -7, sendsTemplateId: prep, sendMode: 'auto' },
        { name: 'Timeline call', dueOffsetDays: -14 },
      ],
    });
    expect(saved.status).toBe(200);
    const email = address('auckland');
    const client = await addClient(photographer.browser, 'Ana Auckland', email, '2026-12-19');
    const [prepStep] = await stepsOf(photographer.browser, client.id);
    expect(prepStep).toMatchObject({
      name: 'Prep e-mail',
      dueDate: '2026-12-12',
      sendsTemplateId: prep,
      sendMode: 'auto',
    });

    // Dec 11, 23:00 in Auckland (10:00 UTC): the day before. Dec 12, 08:30: too early. 09:30: due.
    app.clock.set(new Date('2026-12-11T10:00:00Z'));
    expect((await app.server.outbox.run()).queued).toBe(0);
    app.clock.set(new Date('2026-12-11T19:30:00Z'));
    expect((await app.server.outbox.run()).queued).toBe(0);
    app.clock.set(new Date('2026-12-11T20:30:00Z'));
    expect(await app.server.outbox.run()).toMatchObject({ queued: 1, sent: 1 });
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual(['One week to go: getting ready for Dec 19, 2026']);
    app.clock.set(new Date('2026-12-12T20:30:00Z'));
    expect((await app.server.outbox.run()).queued).toBe(0);
    expect(mailsTo(email)).toHaveLength(1);

    // The template a step sends cannot be deleted.
    const inUse = await send<ApiErrorBody>(photographer.browser, 'DELETE', `/api/email-templates/${prep}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.message).toBe(
      workflowMessages.templateInUse('the Wedding session template, the steps of 1 client'),
    );
  });

  it('a ready step is previewed, then sent with one click, once; no address is refused', async () => {
    const photographer = await workflowPhotographer(app, () => ({
      inquiryReply: { enabled: false, templateId: null },
      followUps: { enabled: false, steps: [] },
    }));
    const thanks = photographer.templates.get('Thank-you and gallery note')!;
    await send(photographer.browser, 'PUT', '/api/session-templates/Wedding', {
      steps: [{ name: 'Thank-you', dueOffsetDays: 2, sendsTemplateId: thanks, sendMode: 'ready' }],
    });
    const email = address('ready');
    const client = await addClient(photographer.browser, 'Rae <b>Ready</b>', email, '2026-06-01');
    const [step] = await stepsOf(photographer.browser, client.id);

    const preview = await photographer.browser.get<StepMessagePreview>(`/api/client-steps/${step!.id}/message`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ to: email, subject: 'Thank you, Rae!' });
    expect(preview.body.html).toContain('Hi Rae,');
    expect(preview.body.html).not.toContain('<b>');
    // Not sent by the tick: it waits for the click.
    app.clock.set(new Date('2026-06-04T15:00:00Z'));
    expect((await app.server.outbox.run()).queued).toBe(0);

    const sent = await send<SentStep>(photographer.browser, 'POST', `/api/client-steps/${step!.id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ key: `session-step:${step!.id}`, status: 'queued' });
    await app.server.outbox.run();
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual(['Thank you, Rae!']);
    const again = await send<ApiErrorBody>(photographer.browser, 'POST', `/api/client-steps/${step!.id}/send`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('MESSAGE_NOT_PENDING');

    const noAddress = await addClient(photographer.browser, 'Nia Nomail', '', '2026-06-01');
    const [silent] = await stepsOf(photographer.browser, noAddress.id);
    const refused = await send<ApiErrorBody>(photographer.browser, 'POST', `/api/client-steps/${silent!.id}/send`);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(workflowMessages.noAddress('Nia Nomail'));
  });

  it('gives existing clients the template’s new steps when it is saved, and its sending', async () => {
    const photographer = await workflowPhotographer(app, () => ({
      inquiryReply: { enabled: false, templateId: null },
      followUps: { enabled: false, steps: [] },
    }));
    await send(photographer.browser, 'PUT', '/api/session-templates/Engagement', {
      steps: [{ name: 'Location scout', dueOffsetDays: -10 }],
    });
    const client = await send<Client>(photographer.browser, 'POST', '/api/clients', {
      name: 'Eli Early',
      email: address('early'),
      sessionDate: '2026-08-01',
      sessionType: 'Engagement',
      sessionPackage: 'Mini session',
    });
    const review = photographer.templates.get('Review request')!;
    const saved = await send(photographer.browser, 'PUT', '/api/session-templates/Engagement', {
      steps: [
        { name: 'Location scout', dueOffsetDays: -10, sendsTemplateId: review, sendMode: 'ready' },
        { name: 'Review request', dueOffsetDays: 14, sendsTemplateId: review, sendMode: 'auto' },
      ],
    });
    expect(saved.status).toBe(200);
    const steps = await stepsOf(photographer.browser, client.body.id);
    expect(steps.map(({ name, sendMode }) => ({ name, sendMode }))).toEqual([
      { name: 'Location scout', sendMode: 'ready' },
      { name: 'Review request', sendMode: 'auto' },
    ]);
    // Bad sending: half given, or sending by itself without a due day, or another user's template.
    for (const step of [
      { name: 'A', dueOffsetDays: 1, sendsTemplateId: review },
      { name: 'A', dueOffsetDays: null, sendsTemplateId: review, sendMode: 'auto' },
      { name: 'A', dueOffsetDays: 1, sendsTemplateId: review, sendMode: 'later' },
    ]) {
      expect(
        (await send(photographer.browser, 'PUT', '/api/session-templates/Engagement', { steps: [step] })).status,
      ).toBe(400);
    }
    const stranger = await workflowPhotographer(app, () => ({
      inquiryReply: { enabled: false, templateId: null },
      followUps: { enabled: false, steps: [] },
    }));
    const borrowed = await send(stranger.browser, 'PUT', '/api/session-templates/Engagement', {
      steps: [{ name: 'A', dueOffsetDays: 1, sendsTemplateId: review, sendMode: 'auto' }],
    });
    expect(borrowed.status).toBe(404);
  });
});
