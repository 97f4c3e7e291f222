import { workflowMessages, type ApiErrorBody, type Lead, type Timeline, type TodayMessages } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer } from './dashboard-helpers';
import { manualReminders } from './notifications-helpers';
import { outboxOf, workflowPhotographer } from './workflow-helpers';

/** The timelines, Cancel and today's count against another user's records and against malformed input. */
describe.each(testDatabaseKinds)('[WORKFLOW TIMELINE] isolation and bad input, on %s', (kind) => {
  const app = useTestServer(kind, () => manualReminders);
  const newLead = (name: string, email: string) => ({
    name,
    email,
    inquiryDate: '2026-11-02',
    sessionType: 'Family',
    source: '1',
    followUp: '2026-11-20',
  });

  async function ownerWithScheduledFollowUp() {
    app.clock.set(new Date('2026-11-02T15:00:00Z'));
    const owner = await workflowPhotographer(app, (templates) => ({
      inquiryReply: { enabled: false, templateId: null },
      followUps: { enabled: true, steps: [{ afterDays: 3, templateId: templates.get('Follow-up after 3 days')! }] },
    }));
    const lead = await send<Lead>(
      owner.browser,
      'POST',
      '/api/leads',
      newLead('Olive Owner', `owner-${Date.now()}@example.com`),
    );
    expect(lead.status).toBe(201);
    return { owner, leadId: lead.body.id, key: `follow-up:${lead.body.id}:0` };
  }

  it('never shows or cancels another user’s messages, by lead id, client id or key', async () => {
    const { owner, leadId, key } = await ownerWithScheduledFollowUp();
    const ownerClient = await send<{ id: string }>(owner.browser, 'POST', '/api/clients', {
      name: 'Cleo Client',
      sessionDate: '2026-12-19',
      sessionType: 'Wedding',
      sessionPackage: 'Mini session',
    });
    expect(ownerClient.status).toBe(201);
    const intruder = await signedInPhotographer(app);
    const ownLead = await send<Lead>(intruder.browser, 'POST', '/api/leads', newLead('Ian Intruder', ''));
    expect(ownLead.status).toBe(201);

    for (const path of [`/api/leads/${leadId}/messages`, `/api/clients/${ownerClient.body.id}/messages`]) {
      const read = await intruder.browser.get<ApiErrorBody>(path);
      expect(read.status).toBe(404);
      const cancelled = await send<ApiErrorBody>(intruder.browser, 'POST', `${path}/cancel`, { key });
      expect(cancelled.status).toBe(404);
    }
    expect((await intruder.browser.get<ApiErrorBody>(`/api/leads/${leadId}/messages`)).body.error.message).toBe(
      'Lead was not found.',
    );
    // The owner's key through the intruder's own lead: not found, and nothing written.
    const byKey = await send<ApiErrorBody>(intruder.browser, 'POST', `/api/leads/${ownLead.body.id}/messages/cancel`, {
      key,
    });
    expect(byKey.status).toBe(404);
    expect(byKey.body.error.message).toBe(workflowMessages.messageNotFound);
    expect(await outboxOf(app, leadId)).toEqual([]);
    expect(await intruder.browser.get<TodayMessages>('/api/messages/today')).toMatchObject({
      status: 200,
      body: { sent: 0, due: 0, active: false },
    });
    const still = await owner.browser.get<Timeline>(`/api/leads/${leadId}/messages`);
    expect(still.body.messages.map((message) => message.status)).toEqual(['scheduled']);
  });

  it('answers malformed ids and keys with a 4xx and a clear message, never a 500', async () => {
    const { owner, leadId, key } = await ownerWithScheduledFollowUp();
    const cancelPath = `/api/leads/${leadId}/messages/cancel`;
    for (const id of ['nope', '123', `${leadId}x`, "'; drop table leads; --"]) {
      for (const path of [
        `/api/leads/${encodeURIComponent(id)}/messages`,
        `/api/clients/${encodeURIComponent(id)}/messages`,
      ]) {
        const read = await owner.browser.get<ApiErrorBody>(path);
        expect(read.status, path).toBe(404);
        expect(read.body.error.message).toMatch(/^(Lead|Client) was not found\.$/);
        const cancelled = await send<ApiErrorBody>(owner.browser, 'POST', `${path}/cancel`, { key });
        expect(cancelled.status, path).toBe(404);
      }
    }
    const bodies: [unknown, number, string][] = [
      [{}, 400, workflowMessages.cancelKeyMissing],
      [{ key: '' }, 400, workflowMessages.cancelKeyMissing],
      [{ key: 42 }, 400, workflowMessages.cancelKeyMissing],
      [{ key: null }, 400, workflowMessages.cancelKeyMissing],
      [{ key: 'x'.repeat(201) }, 400, workflowMessages.messageNotFound],
      [{ key, extra: true }, 400, ''],
      [[key], 400, ''],
      [{ key: `${key}\u0000` }, 400, ''],
      [{ key: `follow-up:${leadId}:0' or '1'='1` }, 404, workflowMessages.messageNotFound],
      [{ key: '🎉'.repeat(50) }, 404, workflowMessages.messageNotFound],
    ];
    for (const [body, status, message] of bodies) {
      const answer = await send<ApiErrorBody>(owner.browser, 'POST', cancelPath, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.error.message.length).toBeGreaterThan(0);
      if (message) expect(answer.body.error.message).toBe(message);
    }
    const notJson = await owner.browser.request<ApiErrorBody>('POST', cancelPath, {
      rawBody: '{"key":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    // Nothing of it touched the scheduled follow-up.
    const timeline = await owner.browser.get<Timeline>(`/api/leads/${leadId}/messages`);
    expect(timeline.body.messages.map((message) => message.status)).toEqual(['scheduled']);
  });
});
