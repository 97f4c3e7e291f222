import type { Client, Lead, NotificationList } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import type { TestAgent } from '../src/testing/test-agent';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer, unknownId } from './dashboard-helpers';
import { manualReminders, notificationRowsOf, storeNotifications } from './notifications-helpers';

/** Notifications about a lead or a client go with it: a reminder about a deleted record would lead nowhere. */
describe.each(testDatabaseKinds)('[NOTIFICATIONS] of deleted records on %s', (kind) => {
  const app = useTestServer(kind, manualReminders);

  const db = () => app.server.database.db;

  /** A lead added without a follow-up date: it comes with its LeadMissingFollowUp reminder. */
  async function addLead(browser: TestAgent, name: string) {
    const response = await send<Lead>(browser, 'POST', '/api/leads', {
      name,
      inquiryDate: '2026-11-02',
      sessionType: 'Newborn',
      source: '4',
    });
    expect(response.status).toBe(201);
    return response.body.id;
  }

  async function addClient(browser: TestAgent, name: string) {
    const response = await send<Client>(browser, 'POST', '/api/clients', {
      name,
      sessionDate: '2026-12-05',
      sessionType: 'Family',
      sessionPackage: 'Mini session',
    });
    expect(response.status).toBe(201);
    return response.body.id;
  }

  /** An invoice reminder about each client, as the reminder job would write it. */
  const remindAbout = (userId: string, clientIds: readonly string[]) =>
    storeNotifications(
      db(),
      userId,
      clientIds.map((subject) => ({ type: 'ClientUnclearedInvoice', subject, createdAt: app.clock.now() })),
    );

  const subjectsOf = async (userId: string) => (await notificationRowsOf(db(), userId)).map((row) => row.subject);
  const unreadCount = async (browser: TestAgent) =>
    (await send<NotificationList>(browser, 'GET', '/api/notifications')).body.counts.unread;

  it('deleting a lead deletes its notifications, and the unread count follows', async () => {
    const { browser, user } = await signedInPhotographer(app);
    const [kept] = await storeNotifications(db(), user.id, [{ createdAt: app.clock.now() }]);
    const gone = await addLead(browser, 'Gone Gina');
    const stays = await addLead(browser, 'Stays Sam');
    expect(await subjectsOf(user.id)).toEqual(expect.arrayContaining([gone, stays]));
    expect(await unreadCount(browser)).toBe(3);

    expect((await send(browser, 'DELETE', `/api/leads/${gone}`)).status).toBe(204);
    expect(await subjectsOf(user.id)).not.toContain(gone);
    expect(await subjectsOf(user.id)).toContain(stays);
    const list = await send<NotificationList>(browser, 'GET', '/api/notifications');
    expect(list.body.counts.unread).toBe(2);
    expect(list.body.notifications.map((notification) => notification.id)).toContain(kept);
  });

  it('deleting selected leads deletes their notifications; a refused selection keeps them', async () => {
    const { browser, user } = await signedInPhotographer(app);
    const ids = [await addLead(browser, 'One'), await addLead(browser, 'Two'), await addLead(browser, 'Three')];

    const refused = await send(browser, 'POST', '/api/leads/bulk-delete', { ids: [ids[0], unknownId] });
    expect(refused.status).toBe(404);
    expect(await subjectsOf(user.id)).toHaveLength(3);

    const deleted = await send(browser, 'POST', '/api/leads/bulk-delete', { ids: [ids[0], ids[1]] });
    expect(deleted.status).toBe(200);
    expect(await subjectsOf(user.id)).toEqual([ids[2]]);
    expect(await unreadCount(browser)).toBe(1);
  });

  it('deleting a client, or selected clients, deletes their notifications', async () => {
    const { browser, user } = await signedInPhotographer(app);
    const ids = [await addClient(browser, 'Ada'), await addClient(browser, 'Bo'), await addClient(browser, 'Cy')];
    await remindAbout(user.id, ids);

    expect((await send(browser, 'DELETE', `/api/clients/${ids[0]}`)).status).toBe(204);
    expect((await subjectsOf(user.id)).sort()).toEqual([ids[1], ids[2]].sort());

    expect((await send(browser, 'POST', '/api/clients/bulk-delete', { ids: [ids[1]] })).status).toBe(200);
    expect(await subjectsOf(user.id)).toEqual([ids[2]]);
    expect(await unreadCount(browser)).toBe(1);
  });

  it('another user’s notifications stay when a photographer deletes their own records', async () => {
    const ava = await signedInPhotographer(app);
    const ben = await signedInPhotographer(app);
    const avasClient = await addClient(ava.browser, 'Ada');
    // A row of Ben's naming Ava's client: deleting is scoped to the user, so it stays.
    await remindAbout(ben.user.id, [avasClient]);
    expect((await send(ava.browser, 'DELETE', `/api/clients/${avasClient}`)).status).toBe(204);
    expect(await subjectsOf(ben.user.id)).toEqual([avasClient]);
  });
});
