import { defaultNotificationPreferences, type NotificationPreferences } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { createClients, createLeads } from '../src/testing/client-lead-factories';
import { createDashboard, recordCompletions, type DashboardSetup } from '../src/testing/factories';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { factoryContext, send, signedInPhotographer } from './dashboard-helpers';
import { manualReminders, notificationRowsOf, storeNotifications } from './notifications-helpers';

/** Two zones far apart, with their offsets in June 2026 (New York on daylight time). */
const zones = [
  { name: 'America/New_York', utcOffsetHours: -4 },
  { name: 'Asia/Tokyo', utcOffsetHours: 9 },
] as const;
type Zone = (typeof zones)[number];

/** The instant that is `local` ('2026-06-12T17:00') on the wall clocks of `zone`. */
const localInstant = (zone: Zone, local: string) =>
  new Date(Date.parse(`${local}:00Z`) - zone.utcOffsetHours * 60 * 60 * 1000);

// Friday 12 June 2026; June has 30 days, so the monthly reminder is due from Saturday 27 June, 09:00.
const friday = '2026-06-12';

describe.each(testDatabaseKinds)('[NOTIFICATIONS] reminders on %s', (kind) => {
  const app = useTestServer(kind, manualReminders);

  const db = () => app.server.database.db;

  /** Moves the clock to `local` in the zone and runs the tick (it must not be skipped: one server here). */
  async function tickAt(zone: Zone, local: string) {
    app.clock.set(localInstant(zone, local));
    expect(await app.server.reminders.tick()).toMatchObject({ ran: true });
  }

  async function photographerIn(zone: Zone, dashboard?: DashboardSetup) {
    const photographer = await signedInPhotographer(app, { timezone: zone.name });
    const created = dashboard
      ? await createDashboard(factoryContext(app), photographer.user.id, dashboard)
      : { taskIds: [], priorityTaskIds: [] };
    return { ...photographer, ...created };
  }

  const messagesOf = async (userId: string, type: string) =>
    (await notificationRowsOf(db(), userId, type)).map((row) => row.message);

  describe.each(zones)('in $name', (zone) => {
    it('reminds of open priority tasks at 17:00 local time, once a day, naming them newest first', async () => {
      const { user } = await photographerIn(zone, {
        categories: ['CRM'],
        priorityTasks: ['Call the lab', 'Edit the Smith wedding', 'Order albums'],
      });
      const type = 'PriorityTaskReminderDaily';
      await tickAt(zone, `${friday}T16:59`);
      expect(await messagesOf(user.id, type)).toEqual([]);

      await tickAt(zone, `${friday}T17:00`);
      await tickAt(zone, `${friday}T17:01`);
      const rows = await notificationRowsOf(db(), user.id, type);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        title: 'Priority Task Due Soon',
        message:
          'You have priority tasks that need to be completed before the end of the day: Order albums, Edit the Smith wedding, Call the lab.',
        isRead: false,
        isArchived: false,
      });
      // Created by the 17:00 tick (the clock runs on for the few ms the test takes).
      const createdAt = rows[0]!.createdAt.getTime() - localInstant(zone, `${friday}T17:00`).getTime();
      expect(createdAt).toBeGreaterThanOrEqual(0);
      expect(createdAt).toBeLessThan(60_000);

      await tickAt(zone, '2026-06-13T17:00');
      expect(await messagesOf(user.id, type)).toHaveLength(2);
    });

    it('says nothing at 17:00 when every priority task is done', async () => {
      const { user } = await photographerIn(zone, { categories: ['CRM'], priorityTasks: [] });
      await tickAt(zone, `${friday}T17:30`);
      expect(await messagesOf(user.id, 'PriorityTaskReminderDaily')).toEqual([]);
    });

    it('reminds of the daily tasks still open at 17:00, counting only what is not done today', async () => {
      const { user, taskIds } = await photographerIn(zone, {
        categories: ['Finance', 'Personal'],
        tasks: [
          { title: 'Send invoices', category: 'Finance', frequency: 'daily' },
          { title: 'Check on payments', category: 'Finance', frequency: 'daily' },
          { title: 'Journal', category: 'Personal', frequency: 'daily' },
          { title: 'Bookkeeping', category: 'Finance', frequency: 'weekly' },
        ],
      });
      // Done today (local), and a completion from yesterday that no longer counts.
      await recordCompletions(factoryContext(app), user.id, [
        { taskId: taskIds[0]!, at: localInstant(zone, `${friday}T08:00`) },
        { taskId: taskIds[2]!, at: localInstant(zone, '2026-06-11T20:00') },
      ]);
      const type = 'CategoryTaskReminderDaily';
      await tickAt(zone, `${friday}T16:59`);
      expect(await messagesOf(user.id, type)).toEqual([]);
      await tickAt(zone, `${friday}T17:00`);
      await tickAt(zone, `${friday}T23:59`);
      expect(await notificationRowsOf(db(), user.id, type)).toEqual([
        expect.objectContaining({
          title: 'Daily Tasks Due Soon',
          message: 'You have 2 daily tasks left to complete today: Check on payments, Journal.',
        }),
      ]);
    });

    it('reminds of open weekly tasks from Friday 09:00, once a week', async () => {
      const { user } = await photographerIn(zone, {
        categories: ['Website'],
        tasks: [{ title: 'Publish blog post', category: 'Website', frequency: 'weekly' }],
      });
      const type = 'CategoryTaskReminderWeekly';
      await tickAt(zone, '2026-06-11T17:00'); // Thursday
      await tickAt(zone, `${friday}T08:59`);
      expect(await messagesOf(user.id, type)).toEqual([]);
      await tickAt(zone, `${friday}T09:00`);
      await tickAt(zone, '2026-06-14T10:00'); // Sunday, same ISO week
      expect(await notificationRowsOf(db(), user.id, type)).toEqual([
        expect.objectContaining({
          title: 'Weekly Tasks Due Soon',
          message: 'You have 1 weekly task left to complete this week: Publish blog post.',
        }),
      ]);
    });

    it('reminds of open monthly tasks from 09:00 three days before the month ends', async () => {
      const { user } = await photographerIn(zone, {
        categories: ['Newsletter'],
        tasks: [
          { title: 'Write newsletter', category: 'Newsletter', frequency: 'monthly' },
          { title: 'Send newsletter', category: 'Newsletter', frequency: 'monthly' },
          { title: 'Clean up email list', category: 'Newsletter', frequency: 'monthly' },
          { title: 'Update portfolio', category: 'Newsletter', frequency: 'monthly' },
        ],
      });
      const type = 'CategoryTaskReminderMonthly';
      await tickAt(zone, '2026-06-26T23:00');
      await tickAt(zone, '2026-06-27T08:59');
      expect(await messagesOf(user.id, type)).toEqual([]);
      await tickAt(zone, '2026-06-27T09:00');
      await tickAt(zone, '2026-06-30T18:00');
      expect(await notificationRowsOf(db(), user.id, type)).toEqual([
        expect.objectContaining({
          title: 'Monthly Tasks Due Soon',
          message:
            'You have 4 monthly tasks left to complete before the end of the month: Write newsletter, Send newsletter, Clean up email list and 1 more.',
        }),
      ]);
    });

    it('has no reminder for yearly routines and keeps them out of the other reminders', async () => {
      const { user } = await photographerIn(zone, {
        categories: ['Personal'],
        tasks: [
          { title: 'Journal', category: 'Personal', frequency: 'daily' },
          { title: 'Renew equipment insurance', category: 'Personal', frequency: 'yearly' },
        ],
      });
      // Past the daily (17:00), weekly (Friday 09:00) and monthly (27 June 09:00) moments, and the year's last day.
      await tickAt(zone, `${friday}T17:00`);
      await tickAt(zone, '2026-06-30T18:00');
      await tickAt(zone, '2026-12-31T18:00');
      const rows = await notificationRowsOf(db(), user.id);
      expect(rows.map((row) => [row.type, row.message])).toEqual([
        ['CategoryTaskReminderDaily', 'You have 1 daily task left to complete today: Journal.'],
        ['CategoryTaskReminderDaily', 'You have 1 daily task left to complete today: Journal.'],
        ['CategoryTaskReminderDaily', 'You have 1 daily task left to complete today: Journal.'],
      ]);
    });

    it('reminds of an unbooked lead’s follow-up at 09:00 the day before and on the day', async () => {
      const { user } = await photographerIn(zone);
      await createLeads(db(), user.id, [
        { name: 'Ruby Vance', followUp: '2026-06-13' },
        { name: 'Booked Already', followUp: '2026-06-13', booked: true, bookingStatus: 'booked' },
        { name: 'Next Week', followUp: '2026-06-20' },
      ]);
      const type = 'LeadFollowUpApproaching';
      await tickAt(zone, `${friday}T08:59`);
      expect(await messagesOf(user.id, type)).toEqual([]);
      await tickAt(zone, `${friday}T09:00`);
      await tickAt(zone, `${friday}T15:00`);
      expect(await messagesOf(user.id, type)).toEqual(['Follow up with Ruby Vance tomorrow (Jun 13, 2026).']);
      await tickAt(zone, '2026-06-13T09:00');
      await tickAt(zone, '2026-06-14T09:00');
      const rows = await notificationRowsOf(db(), user.id, type);
      expect(rows.map((row) => [row.title, row.message])).toEqual([
        ['Lead Follow-up Due Soon', 'Follow up with Ruby Vance tomorrow (Jun 13, 2026).'],
        ['Lead Follow-up Due Soon', 'Follow up with Ruby Vance today (Jun 13, 2026).'],
      ]);
    });

    it('asks for an unsigned contract at 09:00 once the session is a week away, once per session', async () => {
      const { user } = await photographerIn(zone);
      await createClients(db(), user.id, [
        { name: 'Ivy Park', session: { sessionDate: '2026-06-19', sessionType: 'Maternity' } },
        { name: 'Signed Up', session: { sessionDate: '2026-06-15' }, preSession: { contractSigned: true } },
        { name: 'Eight Days Out', session: { sessionDate: '2026-06-20' } },
      ]);
      const type = 'ClientPendingContractStart';
      await tickAt(zone, `${friday}T08:59`);
      expect(await messagesOf(user.id, type)).toEqual([]);
      await tickAt(zone, `${friday}T09:00`);
      await tickAt(zone, '2026-06-13T09:00');
      const rows = await notificationRowsOf(db(), user.id, type);
      expect(rows.map((row) => [row.title, row.message])).toEqual([
        [
          'Client Contract Signature Required',
          "Ivy Park's Maternity session is on Jun 19, 2026 and the contract is not signed yet.",
        ],
        // A day later the eight-day client is within the week.
        ['Client Contract Signature Required', expect.stringContaining('Eight Days Out')],
      ]);
    });

    it('flags an unpaid invoice at 09:00 when the session is three days away or past', async () => {
      const { user } = await photographerIn(zone);
      await createClients(db(), user.id, [
        { name: 'Soon Unpaid', session: { sessionDate: '2026-06-15', sessionType: 'Family' } },
        { name: 'Long Ago', session: { sessionDate: '2026-05-01', sessionType: 'Headshot' } },
        { name: 'Paid Up', session: { sessionDate: '2026-06-14' }, preSession: { invoicePaid: true } },
        { name: 'Four Days Out', session: { sessionDate: '2026-06-16' } },
      ]);
      const type = 'ClientUnclearedInvoice';
      await tickAt(zone, `${friday}T08:59`);
      expect(await messagesOf(user.id, type)).toEqual([]);
      await tickAt(zone, `${friday}T09:00`);
      await tickAt(zone, `${friday}T09:01`);
      expect((await messagesOf(user.id, type)).sort()).toEqual([
        "Long Ago's invoice is still unpaid; the Headshot session was on May 1, 2026.",
        "Soon Unpaid's invoice is still unpaid and the Family session is on Jun 15, 2026.",
      ]);
    });

    it('reminds at once when an unbooked lead is added without a follow-up date', async () => {
      const { user, browser } = await photographerIn(zone);
      app.clock.set(localInstant(zone, `${friday}T22:30`));
      const lead = { inquiryDate: '2026-06-12', sessionType: 'Newborn', source: '4' };
      expect((await send(browser, 'POST', '/api/leads', { ...lead, name: 'No Date' })).status).toBe(201);
      await send(browser, 'POST', '/api/leads', { ...lead, name: 'Has Date', followUp: '2026-06-20' });
      await send(browser, 'POST', '/api/leads', {
        ...lead,
        name: 'Booked',
        booked: true,
        sessionPackage: 'Mini session',
      });
      const rows = await notificationRowsOf(db(), user.id, 'LeadMissingFollowUp');
      expect(rows).toEqual([
        expect.objectContaining({
          title: 'Lead Follow-up Date Missing',
          message:
            'A lead has been added without a follow-up date: No Date. Set a follow-up date so the inquiry does not go cold.',
          periodKey: '2026-06-12',
        }),
      ]);
    });
  });

  it('never fires a type whose preference is off; category tasks are decided per category', async () => {
    const zone = zones[0];
    const { user, browser } = await photographerIn(zone, {
      categories: ['Finance', 'Client Flow', 'CRM'],
      tasks: [
        { title: 'Send invoices', category: 'Finance', frequency: 'daily' },
        { title: 'Prep galleries', category: 'Client Flow', frequency: 'daily' },
        { title: 'Follow up with leads', category: 'CRM', frequency: 'daily' },
      ],
      priorityTasks: ['Call the lab'],
    });
    const defaults = defaultNotificationPreferences();
    const preferences: NotificationPreferences = {
      priorityTasks: false,
      leads: false,
      clients: false,
      categoryTasks: { ...defaults.categoryTasks, Finance: false, 'Client Workflow': false },
    };
    expect((await send(browser, 'PUT', '/api/notification-preferences', preferences)).status).toBe(200);
    await createLeads(db(), user.id, [{ name: 'Ruby Vance', followUp: '2026-06-13' }]);
    await createClients(db(), user.id, [{ name: 'Ivy Park', session: { sessionDate: '2026-06-14' } }]);
    app.clock.set(localInstant(zone, `${friday}T18:00`));
    await send(browser, 'POST', '/api/leads', {
      name: 'No Date',
      inquiryDate: '2026-06-12',
      sessionType: 'Newborn',
      source: '4',
    });

    await tickAt(zone, `${friday}T18:00`);
    const rows = await notificationRowsOf(db(), user.id);
    expect(rows.map((row) => [row.type, row.message])).toEqual([
      ['CategoryTaskReminderDaily', 'You have 1 daily task left to complete today: Follow up with leads.'],
    ]);
  });

  it('reminds a user whose time zone the database does not know on UTC time, and everyone else as usual', async () => {
    const lost = await signedInPhotographer(app, { timezone: 'Mars/Olympus_Mons' });
    await createDashboard(factoryContext(app), lost.user.id, { categories: ['CRM'], priorityTasks: ['Call the lab'] });
    const tokyo = await photographerIn(zones[1], { categories: ['CRM'], priorityTasks: ['Order albums'] });
    // 17:00 in Tokyo is 08:00 in UTC.
    await tickAt(zones[1], `${friday}T17:00`);
    expect(await messagesOf(tokyo.user.id, 'PriorityTaskReminderDaily')).toHaveLength(1);
    expect(await messagesOf(lost.user.id, 'PriorityTaskReminderDaily')).toEqual([]);
    app.clock.set(new Date(`${friday}T17:00:00Z`));
    expect(await app.server.reminders.tick()).toMatchObject({ ran: true });
    expect(await messagesOf(lost.user.id, 'PriorityTaskReminderDaily')).toHaveLength(1);
  });

  it('gives a banned user no reminders', async () => {
    const zone = zones[1];
    const { user } = await signedInPhotographer(app, { timezone: zone.name, isBanned: true });
    await createDashboard(factoryContext(app), user.id, { categories: ['CRM'], priorityTasks: ['Call the lab'] });
    await tickAt(zone, `${friday}T17:00`);
    expect(await notificationRowsOf(db(), user.id)).toEqual([]);
  });

  it('cleanup deletes archived notifications older than 30 days, and nothing else', async () => {
    const now = new Date('2026-07-01T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const { user } = await signedInPhotographer(app);
    const { user: other } = await signedInPhotographer(app);
    const [oldArchived, recentArchived, oldActive, oldRead] = await storeNotifications(db(), user.id, [
      { isArchived: true, createdAt: daysAgo(31) },
      { isArchived: true, createdAt: daysAgo(29) },
      { createdAt: daysAgo(90) },
      { isRead: true, createdAt: daysAgo(60) },
    ]);
    const [othersOldArchived] = await storeNotifications(db(), other.id, [
      { isArchived: true, createdAt: daysAgo(45) },
    ]);

    app.clock.set(now);
    expect(await app.server.reminders.cleanUp()).toBeGreaterThanOrEqual(2);
    const remaining = (await notificationRowsOf(db(), user.id)).map((row) => row.id);
    expect(remaining.sort()).toEqual([recentArchived, oldActive, oldRead].sort());
    expect(remaining).not.toContain(oldArchived);
    expect((await notificationRowsOf(db(), other.id)).map((row) => row.id)).not.toContain(othersOldArchived);
  });
});
