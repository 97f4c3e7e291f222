import {
  inquiryMinFillMs,
  newLeadEventName,
  newLeadEventSchema,
  notificationReadyEventName,
  notificationStreamReadySchema,
  type InquiryFormSettings,
  type PublicInquiryForm,
} from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdjustableClock } from '../src/clock';
import type { RunningServer } from '../src/server';
import { leads, sessions } from '../src/db/schema';
import { createDashboard, createUser, setBanned } from '../src/testing/factories';
import { TestAgent } from '../src/testing/test-agent';
import { startTestCluster, testDatabaseKinds, type TestCluster } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer } from './dashboard-helpers';
import {
  manualReminders,
  notificationRowsOf,
  openEventStream,
  readsNotifications,
  recordStatements,
  storeNotifications,
  type EventStream,
} from './notifications-helpers';

const newLead = (name: string) => ({ name, inquiryDate: '2026-06-12', sessionType: 'Newborn', source: '1' });
const streams: EventStream[] = [];
const open = async (browser: TestAgent) => {
  const stream = await openEventStream(browser);
  streams.push(stream);
  return stream;
};

afterAll(() => streams.forEach((stream) => stream.close()));

describe.each(testDatabaseKinds)('[NOTIFICATIONS] live events on %s', (kind) => {
  const app = useTestServer(kind, manualReminders);
  // Registered after the server's own hooks, so it runs before the server closes (after-hooks run in reverse).
  afterAll(() => streams.forEach((stream) => stream.close()));

  it('sends each connected user their own new notifications, and only theirs', async () => {
    const ava = await signedInPhotographer(app);
    const ben = await signedInPhotographer(app);
    const avaStream = await open(ava.browser);
    const avaSecondTab = await open(ava.browser);
    const benStream = await open(ben.browser);
    expect([avaStream.status, benStream.status]).toEqual([200, 200]);

    await send(ava.browser, 'POST', '/api/leads', newLead('Ruby Vance'));
    const received = await avaStream.waitFor((notification) => notification.message.includes('Ruby Vance'));
    expect(received).toMatchObject({
      type: 'LeadMissingFollowUp',
      title: 'Lead Follow-up Date Missing',
      isRead: false,
      isArchived: false,
    });
    await avaSecondTab.waitFor((notification) => notification.id === received.id);

    await send(ben.browser, 'POST', '/api/leads', newLead('Leo Grant'));
    await benStream.waitFor((notification) => notification.message.includes('Leo Grant'));
    // Ben's own event arrived after Ava's was sent, so Ava's would have reached him by now had it been sent.
    expect(benStream.notifications().map((notification) => notification.message)).toEqual([
      expect.stringContaining('Leo Grant'),
    ]);
    expect(avaStream.notifications().some((notification) => notification.message.includes('Leo Grant'))).toBe(false);
  });

  it('starts each stream with the user’s own counts, so a page can tell that its lists missed something', async () => {
    const ava = await signedInPhotographer(app);
    const ben = await signedInPhotographer(app);
    await send(ava.browser, 'POST', '/api/leads', newLead('Ruby Vance'));
    const readyCounts = async (browser: TestAgent) => {
      const stream = await open(browser);
      const ready = stream.events.find((event) => event.event === notificationReadyEventName);
      return notificationStreamReadySchema.parse(JSON.parse(ready!.data)).counts;
    };
    // Ava's lead without a follow-up date made her one unread notification; Ben has none.
    expect(await readyCounts(ava.browser)).toEqual({ total: 1, unread: 1, read: 0, archived: 0 });
    expect(await readyCounts(ben.browser)).toEqual({ total: 0, unread: 0, read: 0, archived: 0 });
  });

  it('reads each announced notification once, however many streams are open, and sends it with the counts', async () => {
    const ava = await signedInPhotographer(app);
    const db = app.server.database.db;
    await storeNotifications(db, ava.user.id, [
      { isRead: true, createdAt: new Date('2026-06-01T09:00:00Z') },
      { isArchived: true, createdAt: new Date('2026-06-02T09:00:00Z') },
    ]);
    const tabs = [await open(ava.browser), await open(ava.browser), await open(ava.browser)];

    const recording = recordStatements(db);
    try {
      await send(ava.browser, 'POST', '/api/leads', newLead('Nora Quinn'));
      const [received] = await Promise.all(
        tabs.map((tab) => tab.waitFor((notification) => notification.message.includes('Nora Quinn'))),
      );
      expect(recording.statements.filter(readsNotifications)).toHaveLength(1);
      for (const tab of tabs) {
        expect(tab.received()).toEqual([
          { notification: received, counts: { total: 2, unread: 1, read: 1, archived: 1 } },
        ]);
      }
    } finally {
      recording.stop();
    }
  });

  it('delivers reminders of the scheduled tick live', async () => {
    const ava = await signedInPhotographer(app, { timezone: 'UTC' });
    await createDashboard({ auth: app.server.auth, db: app.server.database.db }, ava.user.id, {
      categories: ['CRM'],
      priorityTasks: ['Call the lab'],
    });
    const stream = await open(ava.browser);
    app.clock.set(new Date('2026-06-12T17:05:00Z'));
    await app.server.reminders.tick();
    expect(await stream.waitFor((notification) => notification.type === 'PriorityTaskReminderDaily')).toMatchObject({
      title: 'Priority Task Due Soon',
      message: expect.stringContaining('Call the lab'),
    });
  });

  it('closes a user’s open stream at a sign-out, a ban or a removed session, and leaves others open', async () => {
    const bystander = await signedInPhotographer(app);
    const bystanderStream = await open(bystander.browser);
    const streamEnds = (stream: EventStream) =>
      vi.waitFor(() => expect(stream.isEnded()).toBe(true), { timeout: 3000, interval: 10 });

    const signingOut = await signedInPhotographer(app);
    const signingOutStream = await open(signingOut.browser);
    expect((await signingOut.browser.post('/api/auth/sign-out')).status).toBe(200);
    await streamEnds(signingOutStream);

    const banned = await signedInPhotographer(app);
    const bannedStream = await open(banned.browser);
    await setBanned({ auth: app.server.auth, db: app.server.database.db }, banned.user.id);
    await streamEnds(bannedStream);
    expect((await openEventStream(banned.browser)).status).toBe(403);

    const revoked = await signedInPhotographer(app);
    const revokedStream = await open(revoked.browser);
    await app.server.database.db.delete(sessions).where(eq(sessions.userId, revoked.user.id));
    await streamEnds(revokedStream);
    expect((await openEventStream(revoked.browser)).status).toBe(401);

    expect(bystanderStream.isEnded()).toBe(false);
  });
});

describe.runIf(testDatabaseKinds.includes('postgres'))('[NOTIFICATIONS] two servers on one PostgreSQL', () => {
  const clocks = [new AdjustableClock(), new AdjustableClock()];
  let cluster: TestCluster | undefined;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    cluster = await startTestCluster(clocks, manualReminders);
    servers = cluster.servers;
  });
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await cluster?.close();
  });

  async function photographerOn(server: RunningServer, address: string) {
    const user = await createUser({ auth: server.auth, db: server.database.db }, { timezone: 'Europe/Berlin' });
    await createDashboard({ auth: server.auth, db: server.database.db }, user.id, {
      categories: ['CRM'],
      priorityTasks: ['Retouch the Lee family'],
    });
    const browser = new TestAgent(`http://127.0.0.1:${server.port}`, address, server.url);
    expect((await browser.signIn(user.email, user.password)).status).toBe(200);
    return { user, browser };
  }

  it('each server reads an announced notification once for all the streams it holds', async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const ava = await photographerOn(first, '198.51.100.203');
    const avaOnSecond = new TestAgent(`http://127.0.0.1:${second.port}`, ava.browser.ip, second.url);
    ava.browser.cookies.forEach((value, name) => avaOnSecond.cookies.set(name, value));
    const tabs = [await open(ava.browser), await open(avaOnSecond), await open(avaOnSecond), await open(avaOnSecond)];

    const recordings = servers.map((server) => recordStatements(server.database.db));
    try {
      expect((await send(ava.browser, 'POST', '/api/leads', newLead('Both Servers'))).status).toBe(201);
      await Promise.all(
        tabs.map((tab) => tab.waitFor((notification) => notification.message.includes('Both Servers'))),
      );
      expect(recordings.map((recording) => recording.statements.filter(readsNotifications).length)).toEqual([1, 1]);
    } finally {
      recordings.forEach((recording) => recording.stop());
    }
  });

  it('creates each reminder once when both tick together, and both deliver live events', async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const ava = await photographerOn(first, '198.51.100.201');
    const ben = await photographerOn(second, '198.51.100.202');
    const avaStream = await open(ava.browser);
    const benStream = await open(ben.browser);

    // 17:30 in Berlin (summer time, UTC+2), on both servers' clocks.
    const instant = new Date('2026-06-12T15:30:00Z');
    for (const clock of clocks) clock.set(instant);
    const results = await Promise.all(servers.map((server) => server.reminders.tick()));
    expect(results.some((result) => result.ran)).toBe(true);

    const db = first.database.db;
    for (const { user } of [ava, ben]) {
      expect(await notificationRowsOf(db, user.id, 'PriorityTaskReminderDaily')).toHaveLength(1);
    }
    // Whichever server ran the tick, each user's own server delivers the event.
    await avaStream.waitFor((notification) => notification.type === 'PriorityTaskReminderDaily');
    await benStream.waitFor((notification) => notification.type === 'PriorityTaskReminderDaily');

    // A lead saved through one server reaches a stream held by the other.
    const avaOnSecond = new TestAgent(`http://127.0.0.1:${second.port}`, ava.browser.ip, second.url);
    ava.browser.cookies.forEach((value, name) => avaOnSecond.cookies.set(name, value));
    expect((await send(avaOnSecond, 'POST', '/api/leads', newLead('Cross Server'))).status).toBe(201);
    await avaStream.waitFor((notification) => notification.message.includes('Cross Server'));
    expect(benStream.notifications().some((notification) => notification.message.includes('Cross Server'))).toBe(false);
  });

  it('a website inquiry received by one server reaches the owner’s stream on the other as a new lead', async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const ava = await photographerOn(first, '198.51.100.204');
    const avaOnSecond = new TestAgent(`http://127.0.0.1:${second.port}`, ava.browser.ip, second.url);
    ava.browser.cookies.forEach((value, name) => avaOnSecond.cookies.set(name, value));
    const stream = await open(avaOnSecond);
    const form = await send<InquiryFormSettings>(ava.browser, 'PUT', '/api/inquiry-form', { enabled: true });
    const path = `/api/inquiry-forms/${new URL(form.body.url).pathname.split('/').pop()}`;
    const visitor = new TestAgent(`http://127.0.0.1:${first.port}`, '203.0.113.77', first.url);
    const { formToken } = (await visitor.get<PublicInquiryForm>(path)).body;
    for (const clock of clocks) clock.advance(inquiryMinFillMs);

    const sent = await visitor.post(path, {
      name: 'Far Visitor',
      email: 'far@example.com',
      sessionType: 'Family',
      formToken,
    });
    expect(sent.status).toBe(200);
    const [announced] = await stream.waitForEvents(newLeadEventName, 1);
    const [lead] = await first.database.db.select().from(leads).where(eq(leads.userId, ava.user.id));
    expect(newLeadEventSchema.parse(JSON.parse(announced!.data))).toEqual({ leadId: lead!.id });
  });
});
