import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  inquiryMinFillMs,
  type ApiErrorBody,
  type InquiryFormSettings,
  type Lead,
  type Profile,
  type PublicInquiryForm,
} from '@shutterdesk/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { leads } from '../src/db/schema';
import { createLogger } from '../src/logger';
import { defaultMigrationsDir } from '../src/paths';
import { createLeads } from '../src/testing/client-lead-factories';
import type { TestAgent } from '../src/testing/test-agent';
import { createTestDatabase, testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer } from './dashboard-helpers';
import { manualReminders, notificationRowsOf } from './notifications-helpers';

const type = 'LeadAwaitingContact';
const hour = 60 * 60 * 1000;
/** Noon in Tokyo; the reminder counts hours from a lead's arrival, whatever the zone. */
const arrival = new Date('2026-06-12T03:00:00Z');
const after = (hours: number, minutes = 0) => new Date(arrival.getTime() + hours * hour + minutes * 60 * 1000);
/** When a lead's reminder falls due: its arrival (the test clock runs on from where it is set) plus the hours. */
const dueAt = (lead: Lead, hours: number, minutes = 0) =>
  new Date(Date.parse(lead.createdAt) + hours * hour + minutes * 60 * 1000);
/** A time the server took from the test clock set to `at`, which runs on for the few ms a request takes. */
const expectSetAt = (value: Date | string | null | undefined, at: Date) => {
  const taken = value instanceof Date ? value.getTime() : Date.parse(value ?? '');
  expect(taken - at.getTime()).toBeGreaterThanOrEqual(0);
  expect(taken - at.getTime()).toBeLessThan(5000);
};
const waitingMessage = (name: string, hours: number) =>
  `A lead has not been contacted within ${hours} ${hours === 1 ? 'hour' : 'hours'}: ${name}. Reach out before the inquiry goes cold.`;

describe.each(testDatabaseKinds)('[NOTIFICATIONS] New lead waiting on %s', (kind) => {
  const app = useTestServer(kind, manualReminders);
  const db = () => app.server.database.db;

  async function tickAt(at: Date) {
    app.clock.set(at);
    expect(await app.server.reminders.tick()).toMatchObject({ ran: true });
  }

  const photographer = () => signedInPhotographer(app, { timezone: 'Asia/Tokyo' });

  async function addLead(browser: TestAgent, name: string, extra: Record<string, unknown> = {}): Promise<Lead> {
    const answer = await send<Lead>(browser, 'POST', '/api/leads', {
      name,
      inquiryDate: '2026-06-12',
      sessionType: 'Newborn',
      source: '1',
      followUp: '2026-06-20',
      ...extra,
    });
    expect(answer.status).toBe(201);
    return answer.body;
  }

  const waitingRowsOf = async (userId: string) =>
    (await notificationRowsOf(db(), userId, type)).map((row) => ({
      title: row.title,
      message: row.message,
      subject: row.subject,
    }));

  it('reminds once, N hours after a lead arrives and not before, only of leads still waiting', async () => {
    const { user, browser } = await photographer();
    app.clock.set(arrival);
    const waiting = await addLead(browser, 'Wren Waiting');
    const called = await addLead(browser, 'Cleo Called');
    await addLead(browser, 'Bea Booked', { booked: true, sessionPackage: 'Mini session' });
    const declined = await addLead(browser, 'Dee Declined');
    const deleted = await addLead(browser, 'Del Deleted');
    app.clock.set(after(2));
    expect((await send(browser, 'PATCH', `/api/leads/${called.id}`, { contacted: true })).status).toBe(200);
    expect((await send(browser, 'PATCH', `/api/leads/${declined.id}`, { bookingStatus: 'not booked' })).status).toBe(
      200,
    );
    expect((await send(browser, 'DELETE', `/api/leads/${deleted.id}`)).status).toBe(204);

    await tickAt(dueAt(waiting, 24, -1));
    expect(await waitingRowsOf(user.id)).toEqual([]);
    await tickAt(dueAt(waiting, 24));
    await tickAt(after(25));
    await tickAt(after(24 * 6));
    expect(await waitingRowsOf(user.id)).toEqual([
      { title: 'New lead waiting', message: waitingMessage('Wren Waiting', 24), subject: waiting.id },
    ]);

    // Unticked after the reminder: still the one reminder, never a second.
    await send(browser, 'PATCH', `/api/leads/${called.id}`, { contacted: false });
    await tickAt(after(24 * 7));
    expect(await waitingRowsOf(user.id)).toHaveLength(1);
  });

  it("follows each user's own hours and leads: another user's leads never remind this one", async () => {
    const quick = await photographer();
    const patient = await photographer();
    const saved = await send<Profile>(quick.browser, 'PUT', '/api/profile/lead-waiting-hours', { hours: 2 });
    expect(saved.status).toBe(200);
    expect(saved.body.leadWaitingHours).toBe(2);
    expect((await patient.browser.get<Profile>('/api/profile')).body.leadWaitingHours).toBe(24);

    app.clock.set(arrival);
    const quickLead = await addLead(quick.browser, 'Quinn Quick');
    const patientLead = await addLead(patient.browser, 'Pat Patient');
    await tickAt(dueAt(quickLead, 2, -1));
    expect(await waitingRowsOf(quick.user.id)).toEqual([]);
    await tickAt(dueAt(quickLead, 2));
    expect(await waitingRowsOf(quick.user.id)).toEqual([
      { title: 'New lead waiting', message: waitingMessage('Quinn Quick', 2), subject: quickLead.id },
    ]);
    expect(await waitingRowsOf(patient.user.id)).toEqual([]);

    await tickAt(dueAt(patientLead, 24));
    expect((await waitingRowsOf(quick.user.id)).map((row) => row.subject)).toEqual([quickLead.id]);
    expect(await waitingRowsOf(patient.user.id)).toEqual([
      { title: 'New lead waiting', message: waitingMessage('Pat Patient', 24), subject: patientLead.id },
    ]);

    // One hour reads in the singular.
    await send(quick.browser, 'PUT', '/api/profile/lead-waiting-hours', { hours: 1 });
    app.clock.set(after(30));
    const hourLead = await addLead(quick.browser, 'Una Hour');
    await tickAt(dueAt(hourLead, 1));
    expect((await waitingRowsOf(quick.user.id)).at(-1)?.message).toBe(waitingMessage('Una Hour', 1));
  });

  it('gives nothing while the Leads switch is off', async () => {
    const { user, browser } = await photographer();
    const preferences = (await browser.get<Profile>('/api/profile')).body.notificationPreferences;
    expect((await send(browser, 'PUT', '/api/notification-preferences', { ...preferences, leads: false })).status).toBe(
      200,
    );
    app.clock.set(arrival);
    await addLead(browser, 'Nobody Told');
    await tickAt(after(48));
    expect(await notificationRowsOf(db(), user.id)).toEqual([]);
  });

  it('reminds of a website inquiry, but not of imported leads nor leads stored before the reminder', async () => {
    const { user, browser } = await photographer();
    const form = await send<InquiryFormSettings>(browser, 'PUT', '/api/inquiry-form', { enabled: true });
    const formId = new URL(form.body.url).pathname.split('/').pop() ?? '';
    app.clock.set(arrival);
    // As the public page sends it: with the token the form was read with, once the least fill time has passed.
    const { formToken } = (await app.agent().get<PublicInquiryForm>(`/api/inquiry-forms/${formId}`)).body;
    app.clock.advance(inquiryMinFillMs);
    const sent = await app.agent().request('POST', `/api/inquiry-forms/${formId}`, {
      json: {
        formToken,
        name: 'Nora Quill',
        email: 'nora@example.com',
        phone: '',
        sessionType: 'Maternity',
        wishedDate: '',
        message: 'A spring session, please.',
      },
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(sent.status).toBe(200);
    const imported = await send(browser, 'POST', '/api/leads/import', {
      dateFormat: 'iso',
      dryRun: false,
      rows: [
        {
          line: 2,
          cells: { name: 'Ivy Imported', inquiryDate: '2026-06-12', sessionType: 'Family', source: 'Google' },
        },
      ],
    });
    expect(imported.status).toBe(200);
    // As a lead stored before this reminder existed reads: remind_if_uncontacted false.
    await createLeads(db(), user.id, [
      { name: 'Olive Older', inquiryDate: '2026-06-12', createdAt: arrival.toISOString() },
    ]);

    await tickAt(after(24, 1));
    const [inquiryLead] = await db().select().from(leads).where(eq(leads.name, 'Nora Quill'));
    expect(await waitingRowsOf(user.id)).toEqual([
      { title: 'New lead waiting', message: waitingMessage('Nora Quill', 24), subject: inquiryLead!.id },
    ]);
  });

  it('refuses 0, negative, fractional, too many and non-numeric hours with 400, changing nothing', async () => {
    const { browser } = await photographer();
    await send(browser, 'PUT', '/api/profile/lead-waiting-hours', { hours: 12 });
    const refusals: [unknown, string][] = [
      [{ hours: 0 }, 'Please enter at least 1 hour.'],
      [{ hours: -5 }, 'Please enter at least 1 hour.'],
      [{ hours: 2.5 }, 'Please enter a whole number of hours.'],
      [{ hours: 169 }, 'Please enter at most 168 hours (one week).'],
      [{ hours: '24' }, 'Please enter the number of hours as a number.'],
      [{}, 'Please enter the number of hours as a number.'],
    ];
    for (const [body, message] of refusals) {
      const refused = await send<ApiErrorBody>(browser, 'PUT', '/api/profile/lead-waiting-hours', body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: { hours: message } });
    }
    expect((await browser.get<Profile>('/api/profile')).body.leadWaitingHours).toBe(12);
    expect((await send(browser, 'PUT', '/api/profile/lead-waiting-hours', { hours: 168 })).status).toBe(200);
    expect((await app.agent().request('PUT', '/api/profile/lead-waiting-hours', { json: { hours: 3 } })).status).toBe(
      401,
    );
  });

  describe('contacted_at', () => {
    it('is set when Contacted is first ticked and kept through unticks and ticks; nobody else moves it', async () => {
      const { browser } = await photographer();
      const stranger = await photographer();
      app.clock.set(arrival);
      const lead = await addLead(browser, 'Tess Tick');
      expect(lead.contactedAt).toBeNull();
      app.clock.set(after(3));
      const ticked = await send<Lead>(browser, 'PATCH', `/api/leads/${lead.id}`, { contacted: true });
      expect(ticked.body.contacted).toBe(true);
      expectSetAt(ticked.body.contactedAt, after(3));
      const firstTick = ticked.body.contactedAt;
      app.clock.set(after(5));
      const unticked = await send<Lead>(browser, 'PATCH', `/api/leads/${lead.id}`, { contacted: false });
      expect(unticked.body).toMatchObject({ contacted: false, contactedAt: firstTick });
      app.clock.set(after(7));
      const again = await send<Lead>(browser, 'PATCH', `/api/leads/${lead.id}`, { contacted: true, notes: 'Rang' });
      expect(again.body).toMatchObject({ contacted: true, contactedAt: firstTick });
      const edited = await send<Lead>(browser, 'PATCH', `/api/leads/${lead.id}`, { notes: 'Rang twice' });
      expect(edited.body.contactedAt).toBe(firstTick);

      const foreign = await send(stranger.browser, 'PATCH', `/api/leads/${lead.id}`, { contacted: true });
      expect(foreign.status).toBe(404);
      const [row] = await db().select().from(leads).where(eq(leads.id, lead.id));
      expect(row?.contactedAt?.toISOString()).toBe(firstTick);
    });

    it('is set by importing a contacted lead, new or updating one, and an earlier one is kept', async () => {
      const { user, browser } = await photographer();
      const importLeads = (rows: Record<string, string>[], updateLines: number[] = []) =>
        send(browser, 'POST', '/api/leads/import', {
          dateFormat: 'iso',
          dryRun: false,
          updateLines,
          rows: rows.map((cells, index) => ({ line: index + 2, cells })),
        });
      const row = (name: string, contacted: string) => ({
        name,
        inquiryDate: '2026-05-02',
        sessionType: 'Family',
        source: 'Google',
        contacted,
      });
      app.clock.set(arrival);
      expect(
        (await importLeads([row('Cal Contacted', 'Yes'), row('Nell Not', 'No'), row('Kit Kept', 'Yes')])).status,
      ).toBe(200);
      const at = async (name: string) =>
        (await db().select().from(leads).where(eq(leads.name, name))).find((lead) => lead.userId === user.id)
          ?.contactedAt ?? null;
      expectSetAt(await at('Cal Contacted'), arrival);
      expect(await at('Nell Not')).toBeNull();
      const kept = await at('Kit Kept');

      app.clock.set(after(4));
      expect((await importLeads([row('Nell Not', 'Yes'), row('Kit Kept', 'Yes')], [2, 3])).status).toBe(200);
      expectSetAt(await at('Nell Not'), after(4));
      expect(await at('Kit Kept')).toEqual(kept);
    });

    it(
      'the migration leaves leads stored before it unknown (NULL) and out of the reminder',
      { timeout: 120_000 },
      async () => {
        const work = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-leadwait-'));
        const database = await createTestDatabase(kind);
        const handle = await openDatabase(database.target, createLogger('silent'));
        try {
          // The migrations up to the one before this reminder's.
          const migrations = path.join(work, 'migrations');
          await cp(defaultMigrationsDir, migrations, { recursive: true });
          const journalFile = path.join(migrations, 'meta', '_journal.json');
          const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
          journal.entries = journal.entries.slice(
            0,
            journal.entries.findIndex((entry) => entry.tag === '0018_lead_waiting'),
          );
          await writeFile(journalFile, JSON.stringify(journal));
          await runMigrations(handle, migrations);
          await handle.db.execute(
            sql`insert into users (id, name, email, email_verified, created_at, updated_at)
              values ('old-user', 'Old User', 'old@example.com', true, now(), now())`,
          );
          await handle.db.execute(
            sql`insert into profiles (id, name, email) values ('old-user', 'Old User', 'old@example.com')`,
          );
          await handle.db.execute(
            sql`insert into leads (user_id, name, inquiry_date, session_type, source, contacted)
              values ('old-user', 'Was Contacted', '2026-01-05', 'Family', '1', true),
                     ('old-user', 'Never Contacted', '2026-01-06', 'Family', '1', false)`,
          );

          await runMigrations(handle);
          const result = (await handle.db.execute(
            sql`select name, contacted_at, remind_if_uncontacted from leads order by name`,
          )) as { rows: { name: string; contacted_at: unknown; remind_if_uncontacted: boolean }[] };
          expect(result.rows).toEqual([
            { name: 'Never Contacted', contacted_at: null, remind_if_uncontacted: false },
            { name: 'Was Contacted', contacted_at: null, remind_if_uncontacted: false },
          ]);
          const profile = (await handle.db.execute(sql`select lead_waiting_hours from profiles`)) as {
            rows: { lead_waiting_hours: number }[];
          };
          expect(profile.rows).toEqual([{ lead_waiting_hours: 24 }]);
        } finally {
          await handle.close();
          await database.drop();
          await rm(work, { recursive: true, force: true });
        }
      },
    );
  });
});
