import {
  sessionTemplateMessages,
  type ApiErrorBody,
  type Client,
  type ClientStep,
  type ClientStepList,
  type ClientStepSummaryList,
  type ConvertLeadResult,
  type Lead,
  type SessionTemplate,
  type SessionTemplateList,
} from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestAgent } from '../src/testing/test-agent';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer, unknownId } from './dashboard-helpers';
import { manualReminders, notificationRowsOf } from './notifications-helpers';

const weddingSteps = [
  { name: 'Contract signed', dueOffsetDays: -90 },
  { name: 'Timeline call', dueOffsetDays: -14 },
  { name: 'Engagement shoot', dueOffsetDays: null },
  { name: 'Thank-you card', dueOffsetDays: 3 },
];

describe.each(testDatabaseKinds)('[SESSION TEMPLATES] on %s', (kind) => {
  const app = useTestServer(kind, manualReminders);
  const db = () => app.server.database.db;

  const saveTemplate = (browser: TestAgent, sessionType: string, steps: unknown) =>
    send<SessionTemplate & ApiErrorBody>(browser, 'PUT', `/api/session-templates/${sessionType}`, { steps });

  async function addClient(browser: TestAgent, name: string, sessionType: string, sessionDate: string) {
    const answer = await send<Client>(browser, 'POST', '/api/clients', {
      name,
      sessionDate,
      sessionType,
      sessionPackage: 'Mini session',
    });
    expect(answer.status).toBe(201);
    return answer.body;
  }

  const stepsOf = async (browser: TestAgent, clientId: string) => {
    const answer = await browser.get<ClientStepList>(`/api/clients/${clientId}/steps`);
    expect(answer.status).toBe(200);
    return answer.body.steps;
  };

  it('saves a template, and a new client of that type gets a copy of its steps; another type gets none', async () => {
    const { browser } = await signedInPhotographer(app);
    expect((await browser.get<SessionTemplateList>('/api/session-templates')).body).toEqual({ templates: [] });
    const saved = await saveTemplate(browser, 'Wedding', weddingSteps);
    expect(saved.status).toBe(200);
    expect(saved.body.steps.map(({ name, dueOffsetDays }) => ({ name, dueOffsetDays }))).toEqual(weddingSteps);
    expect((await browser.get<SessionTemplateList>('/api/session-templates')).body.templates).toEqual([saved.body]);

    const wedding = await addClient(browser, 'Ada & Ben', 'Wedding', '2026-09-12');
    const family = await addClient(browser, 'Fay Family', 'Family', '2026-09-12');
    const steps = await stepsOf(browser, wedding.id);
    expect(steps.map(({ name, dueOffsetDays, dueDate, done }) => ({ name, dueOffsetDays, dueDate, done }))).toEqual([
      { name: 'Contract signed', dueOffsetDays: -90, dueDate: '2026-06-14', done: false },
      { name: 'Timeline call', dueOffsetDays: -14, dueDate: '2026-08-29', done: false },
      { name: 'Engagement shoot', dueOffsetDays: null, dueDate: '', done: false },
      { name: 'Thank-you card', dueOffsetDays: 3, dueDate: '2026-09-15', done: false },
    ]);
    expect(await stepsOf(browser, family.id)).toEqual([]);

    const summaries = await browser.get<ClientStepSummaryList>('/api/client-steps');
    expect(summaries.body.summaries).toEqual([
      { clientId: wedding.id, done: 0, total: 4, next: { name: 'Contract signed', dueDate: '2026-06-14' } },
    ]);
  });

  it('a client converted from a lead gets the steps too; editing the template later adds only the new steps', async () => {
    const { browser } = await signedInPhotographer(app);
    await saveTemplate(browser, 'Newborn', [{ name: 'Hospital bag list', dueOffsetDays: -7 }]);
    const lead = await send<Lead>(browser, 'POST', '/api/leads', {
      name: 'Nora New',
      inquiryDate: '2026-05-01',
      sessionType: 'Newborn',
      source: '1',
      followUp: '2026-05-10',
    });
    const converted = await send<ConvertLeadResult>(browser, 'POST', `/api/leads/${lead.body.id}/convert`, {
      sessionDate: '2026-07-01',
      sessionPackage: 'Mini session',
    });
    expect(converted.status).toBe(201);
    const before = await stepsOf(browser, converted.body.client.id);
    expect(before.map((step) => step.name)).toEqual(['Hospital bag list']);

    // A later edit keeps what the client has, and gives them the steps new to them (issue 37).
    await saveTemplate(browser, 'Newborn', [{ name: 'Nursery check', dueOffsetDays: null }]);
    const after = await stepsOf(browser, converted.body.client.id);
    expect(after.slice(0, 1)).toEqual(before);
    expect(after.slice(1).map((step) => step.name)).toEqual(['Nursery check']);
    expect((await send(browser, 'DELETE', '/api/session-templates/Newborn')).status).toBe(204);
    expect(await stepsOf(browser, converted.body.client.id)).toEqual(after);
    expect((await browser.get<SessionTemplateList>('/api/session-templates')).body.templates).toEqual([]);
    expect((await send(browser, 'DELETE', '/api/session-templates/Newborn')).status).toBe(404);
  });

  it('ticks a step: done and done_at, counted in the summary, and moving the session moves the due dates', async () => {
    const { browser } = await signedInPhotographer(app);
    await saveTemplate(browser, 'Wedding', weddingSteps);
    const client = await addClient(browser, 'Cal Couple', 'Wedding', '2026-09-12');
    const [first] = await stepsOf(browser, client.id);
    const ticked = await send<ClientStep>(browser, 'PATCH', `/api/client-steps/${first!.id}`, { done: true });
    expect(ticked.status).toBe(200);
    expect(ticked.body).toMatchObject({ id: first!.id, done: true, dueDate: '2026-06-14' });
    expect(ticked.body.doneAt).not.toBeNull();
    const summary = (await browser.get<ClientStepSummaryList>('/api/client-steps')).body.summaries[0];
    expect(summary).toEqual({
      clientId: client.id,
      done: 1,
      total: 4,
      next: { name: 'Timeline call', dueDate: '2026-08-29' },
    });

    await send(browser, 'PATCH', `/api/clients/${client.id}`, { session: { sessionDate: '2026-10-10' } });
    expect((await stepsOf(browser, client.id))[1]!.dueDate).toBe('2026-09-26');
    const unticked = await send<ClientStep>(browser, 'PATCH', `/api/client-steps/${first!.id}`, { done: false });
    expect(unticked.body).toMatchObject({ done: false, doneAt: null });
  });

  it('refuses bad templates with 400 and a message for each limit, changing nothing', async () => {
    const { browser } = await signedInPhotographer(app);
    await saveTemplate(browser, 'Wedding', weddingSteps);
    const kept = (await browser.get<SessionTemplateList>('/api/session-templates')).body;
    const step = (overrides: Record<string, unknown>) => ({ name: 'Step', dueOffsetDays: null, ...overrides });
    const cases: [unknown, string][] = [
      [[], sessionTemplateMessages.noSteps],
      [
        Array.from({ length: 200 }, (_, index) => step({ name: `Step ${index}` })),
        sessionTemplateMessages.tooManySteps,
      ],
      [[step({ dueOffsetDays: 1_000_000 })], sessionTemplateMessages.offsetTooFar],
      [[step({ dueOffsetDays: -366 })], sessionTemplateMessages.offsetTooFar],
      [[step({ dueOffsetDays: 1.5 })], sessionTemplateMessages.offsetNotWhole],
      [[step({ name: 'x'.repeat(10 * 1024) })], sessionTemplateMessages.stepNameTooLong],
      [[step({ name: '   ' })], sessionTemplateMessages.stepNameMissing],
      ['steps', sessionTemplateMessages.noSteps],
    ];
    for (const [steps, message] of cases) {
      const answer = await saveTemplate(browser, 'Wedding', steps);
      expect(answer.status, message).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    const unknownType = await saveTemplate(browser, 'Boudoir', [step({})]);
    expect(unknownType.status).toBe(404);
    expect(unknownType.body.error.message).toBe(sessionTemplateMessages.unknownSessionType);
    expect((await send(browser, 'PATCH', `/api/client-steps/${unknownId}`, { done: 'yes' })).status).toBe(400);
    expect((await browser.get<SessionTemplateList>('/api/session-templates')).body).toEqual(kept);

    // The limits at their edges are fine.
    const edges = await saveTemplate(browser, 'Event', [
      ...Array.from({ length: 49 }, (_, index) => step({ name: `Step ${index}` })),
      step({ name: 'y'.repeat(80), dueOffsetDays: -365 }),
    ]);
    expect(edges.status).toBe(200);
    expect(edges.body.steps).toHaveLength(50);
  });

  it("never shows or changes another user's templates or client steps (404)", async () => {
    const owner = await signedInPhotographer(app);
    const intruder = await signedInPhotographer(app);
    await saveTemplate(owner.browser, 'Wedding', weddingSteps);
    const client = await addClient(owner.browser, 'Olive Owner', 'Wedding', '2026-09-12');
    const [step] = await stepsOf(owner.browser, client.id);

    expect((await intruder.browser.get<SessionTemplateList>('/api/session-templates')).body.templates).toEqual([]);
    expect((await intruder.browser.get<ClientStepSummaryList>('/api/client-steps')).body.summaries).toEqual([]);
    expect((await intruder.browser.get(`/api/clients/${client.id}/steps`)).status).toBe(404);
    expect((await send(intruder.browser, 'PATCH', `/api/client-steps/${step!.id}`, { done: true })).status).toBe(404);
    expect((await send(intruder.browser, 'DELETE', '/api/session-templates/Wedding')).status).toBe(404);
    // The intruder's own Wedding template is theirs alone, and their Wedding client gets only its steps.
    await saveTemplate(intruder.browser, 'Wedding', [{ name: 'Mine', dueOffsetDays: null }]);
    const theirs = await addClient(intruder.browser, 'Ivan Intruder', 'Wedding', '2026-09-12');
    expect((await stepsOf(intruder.browser, theirs.id)).map((s) => s.name)).toEqual(['Mine']);

    expect((await stepsOf(owner.browser, client.id))[0]).toEqual(step);
    const ownerTemplates = (await owner.browser.get<SessionTemplateList>('/api/session-templates')).body.templates;
    expect(ownerTemplates[0]!.steps.map((s) => s.name)).toEqual(weddingSteps.map((s) => s.name));
  });

  it('reminds once per step from 09:00 on its due day, only of open dated steps, under the Clients switch', async () => {
    // New York: 09:00 on Jun 14, 2026 is 13:00 UTC.
    const { user, browser } = await signedInPhotographer(app);
    await saveTemplate(browser, 'Wedding', weddingSteps);
    app.clock.set(new Date('2026-06-01T12:00:00Z'));
    const client = await addClient(browser, 'Rae Remind', 'Wedding', '2026-09-12');
    const tick = async (at: string) => {
      app.clock.set(new Date(at));
      expect(await app.server.reminders.tick()).toMatchObject({ ran: true });
    };
    const reminders = async () =>
      (await notificationRowsOf(db(), user.id, 'ClientStepDue')).map(({ title, message, subject, periodKey }) => ({
        title,
        message,
        subject,
        periodKey,
      }));
    const [contract] = await stepsOf(browser, client.id);

    await tick('2026-06-14T12:59:00Z');
    expect(await reminders()).toEqual([]);
    await tick('2026-06-14T13:00:00Z');
    await tick('2026-06-15T13:00:00Z');
    const expected = {
      title: 'Client Step Due',
      message: 'Rae Remind\'s step "Contract signed" is due today (Jun 14, 2026).',
      subject: client.id,
      periodKey: contract!.id,
    };
    expect(await reminders()).toEqual([expected]);

    // A done step is never reminded of; an overdue open one is, once.
    const steps = await stepsOf(browser, client.id);
    await send(browser, 'PATCH', `/api/client-steps/${steps[3]!.id}`, { done: true });
    await tick('2026-08-30T13:00:00Z');
    await tick('2026-09-16T13:00:00Z');
    await tick('2026-09-17T13:00:00Z');
    expect((await reminders()).map((row) => row.message)).toEqual([
      expected.message,
      'Rae Remind\'s step "Timeline call" was due on Aug 29, 2026 and is not done yet.',
    ]);

    // The Clients switch off: nothing more.
    const preferences = (await browser.get<Record<string, unknown>>('/api/notification-preferences')).body;
    expect(
      (await send(browser, 'PUT', '/api/notification-preferences', { ...preferences, clients: false })).status,
    ).toBe(200);
    await send(browser, 'PATCH', `/api/client-steps/${steps[3]!.id}`, { done: false });
    await tick('2026-09-17T14:00:00Z');
    expect(await reminders()).toHaveLength(2);
  });

  it('a client added with steps long past gets no reminder for them, and a client without a session date none', async () => {
    const { user, browser } = await signedInPhotographer(app);
    await saveTemplate(browser, 'Family', [{ name: 'Outfit check', dueOffsetDays: -2 }]);
    app.clock.set(new Date('2026-06-20T15:00:00Z'));
    await addClient(browser, 'Old Olga', 'Family', '2026-05-01');
    const undated = await addClient(browser, 'Una Undated', 'Family', '2026-06-10');
    await db().execute(sql`update clients set session_date = null where id = ${undated.id}`);
    expect((await stepsOf(browser, undated.id))[0]!.dueDate).toBe('');
    expect(await app.server.reminders.tick()).toMatchObject({ ran: true });
    expect(await notificationRowsOf(db(), user.id, 'ClientStepDue')).toEqual([]);
  });
});
