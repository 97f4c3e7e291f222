import {
  defaultNotificationPreferences,
  type ApiErrorBody,
  type MarkAllReadResult,
  type Notification,
  type NotificationList,
  type NotificationPreferences,
} from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema';
import type { TestAgent } from '../src/testing/test-agent';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer, unknownId } from './dashboard-helpers';
import { manualReminders, notificationRowsOf, storeNotifications } from './notifications-helpers';

const minute = 60_000;

describe.each(testDatabaseKinds)('[NOTIFICATIONS] API on %s', (kind) => {
  const app = useTestServer(kind, manualReminders);

  const db = () => app.server.database.db;

  /** A signed-in photographer with notifications made `minutesAgo` (one per entry) and the ids in that order. */
  async function photographerWith(specs: { minutesAgo: number; isRead?: boolean; isArchived?: boolean }[]) {
    const photographer = await signedInPhotographer(app);
    const now = app.clock.now().getTime();
    const ids = await storeNotifications(
      db(),
      photographer.user.id,
      specs.map(({ minutesAgo, ...flags }) => ({ ...flags, createdAt: new Date(now - minutesAgo * minute) })),
    );
    return { ...photographer, ids };
  }

  const list = async (browser: TestAgent, filter?: string) => {
    const response = await send<NotificationList>(
      browser,
      'GET',
      filter === undefined ? '/api/notifications' : `/api/notifications?filter=${filter}`,
    );
    expect(response.status).toBe(200);
    return response.body;
  };
  const idsOf = (result: NotificationList) => result.notifications.map((notification) => notification.id);
  const patch = (browser: TestAgent, id: string, change: unknown) =>
    send<Notification>(browser, 'PATCH', `/api/notifications/${id}`, change);
  const lastActiveOf = async (userId: string) =>
    (await db().select({ lastActiveAt: profiles.lastActiveAt }).from(profiles).where(eq(profiles.id, userId)))[0]
      ?.lastActiveAt;

  describe('lists and counts', () => {
    it('lists the newest 20 non-archived notifications, with counts from the whole history', async () => {
      const specs = Array.from({ length: 23 }, (_, index) => ({ minutesAgo: index + 1, isRead: index % 2 === 1 }));
      const { browser, ids } = await photographerWith([...specs, { minutesAgo: 0, isArchived: true }]);
      const all = await list(browser);
      expect(idsOf(all)).toEqual(ids.slice(0, 20));
      expect(all.counts).toEqual({ total: 23, unread: 12, read: 11, archived: 1 });
      expect(all.notifications[0]).toEqual({
        id: ids[0],
        type: 'LeadFollowUpApproaching',
        title: expect.any(String),
        message: expect.any(String),
        isRead: false,
        isArchived: false,
        createdAt: expect.any(String),
        // Only a 'Message not sent' names its lead or client.
        recordId: null,
      });
    });

    it('filters unread (without a limit), read and archived, newest first', async () => {
      const { browser, ids } = await photographerWith([
        { minutesAgo: 1 },
        { minutesAgo: 2, isRead: true },
        { minutesAgo: 3, isArchived: true },
        { minutesAgo: 4 },
        ...Array.from({ length: 22 }, (_, index) => ({ minutesAgo: 10 + index })),
      ]);
      const unread = await list(browser, 'unread');
      expect(unread.notifications).toHaveLength(24);
      expect(idsOf(unread).slice(0, 2)).toEqual([ids[0], ids[3]]);
      expect(idsOf(await list(browser, 'read'))).toEqual([ids[1]]);
      expect(idsOf(await list(browser, 'archived'))).toEqual([ids[2]]);
      expect(idsOf(await list(browser, 'all'))).not.toContain(ids[2]);
    });

    it('shows a user only their own notifications', async () => {
      const { browser } = await photographerWith([{ minutesAgo: 1 }]);
      const { ids: othersIds } = await photographerWith([{ minutesAgo: 1 }, { minutesAgo: 2, isArchived: true }]);
      for (const filter of ['all', 'unread', 'read', 'archived']) {
        const result = await list(browser, filter);
        expect(idsOf(result).some((id) => othersIds.includes(id))).toBe(false);
      }
      expect((await list(browser)).counts).toEqual({ total: 1, unread: 1, read: 0, archived: 0 });
    });

    it('gives a new user empty lists and zero counts', async () => {
      const { browser } = await photographerWith([]);
      expect(await list(browser)).toEqual({ notifications: [], counts: { total: 0, unread: 0, read: 0, archived: 0 } });
    });
  });

  describe('changing notifications', () => {
    it('marks one as read and records the activity', async () => {
      const { browser, user, ids } = await photographerWith([{ minutesAgo: 1 }, { minutesAgo: 2 }]);
      const response = await patch(browser, ids[1]!, { isRead: true });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: ids[1], isRead: true, isArchived: false });
      expect(idsOf(await list(browser, 'unread'))).toEqual([ids[0]]);
      expect((await lastActiveOf(user.id))?.getTime()).toBeGreaterThan(Date.now() - minute);
    });

    it('marks all as read', async () => {
      const { browser, ids } = await photographerWith([
        { minutesAgo: 1 },
        { minutesAgo: 2 },
        { minutesAgo: 3, isRead: true },
      ]);
      const response = await send<MarkAllReadResult>(browser, 'POST', '/api/notifications/read-all');
      expect(response.body).toEqual({ updated: 2 });
      const all = await list(browser);
      expect(all.counts).toEqual({ total: 3, unread: 0, read: 3, archived: 0 });
      expect(idsOf(all)).toEqual(ids);
    });

    it('archives (out of the unread list) and unarchives without changing whether it was read', async () => {
      const { browser, ids } = await photographerWith([{ minutesAgo: 1 }, { minutesAgo: 2 }]);
      expect((await patch(browser, ids[0]!, { isArchived: true })).body).toMatchObject({
        isArchived: true,
        isRead: false,
      });
      expect(idsOf(await list(browser, 'unread'))).toEqual([ids[1]]);
      expect((await list(browser)).counts).toEqual({ total: 1, unread: 1, read: 0, archived: 1 });

      expect((await patch(browser, ids[0]!, { isArchived: false })).body).toMatchObject({
        isArchived: false,
        isRead: false,
      });
      expect(idsOf(await list(browser, 'unread'))).toEqual(ids);
    });

    it('deletes one', async () => {
      const { browser, user, ids } = await photographerWith([{ minutesAgo: 1 }, { minutesAgo: 2 }]);
      const response = await send(browser, 'DELETE', `/api/notifications/${ids[0]}`);
      expect(response.status).toBe(204);
      expect((await notificationRowsOf(db(), user.id)).map((row) => row.id)).toEqual([ids[1]]);
    });
  });

  describe('bad input and other users', () => {
    it('refuses an unknown filter or an unknown query parameter with 400', async () => {
      const { browser } = await photographerWith([{ minutesAgo: 1 }]);
      for (const path of ['/api/notifications?filter=everything', '/api/notifications?filter=all&page=2']) {
        const response = await send<ApiErrorBody>(browser, 'GET', path);
        expect(response.status).toBe(400);
        expect(response.body.error.code).toBe('VALIDATION_FAILED');
      }
    });

    it('answers 404 for a malformed id and for another user’s notification, changing nothing', async () => {
      const { browser } = await photographerWith([]);
      const { user: other, ids: othersIds } = await photographerWith([{ minutesAgo: 1 }]);
      const before = await notificationRowsOf(db(), other.id);
      for (const id of ['not-a-uuid', unknownId, othersIds[0]!]) {
        expect((await patch(browser, id, { isRead: true })).status).toBe(404);
        expect((await patch(browser, id, { isArchived: true })).status).toBe(404);
        expect((await send(browser, 'DELETE', `/api/notifications/${id}`)).status).toBe(404);
      }
      expect(await send(browser, 'POST', '/api/notifications/read-all')).toMatchObject({ body: { updated: 0 } });
      expect(await notificationRowsOf(db(), other.id)).toEqual(before);
    });

    it('refuses a change that is not one, changing nothing', async () => {
      const { browser, user, ids } = await photographerWith([{ minutesAgo: 1 }]);
      const before = await notificationRowsOf(db(), user.id);
      for (const body of [{}, { isRead: 'yes' }, { isRead: true, userId: 'someone-else' }, { title: 'Hacked' }]) {
        expect((await patch(browser, ids[0]!, body)).status).toBe(400);
      }
      const malformed = await browser.request('PATCH', `/api/notifications/${ids[0]}`, {
        rawBody: '{"isRead": tru',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(await notificationRowsOf(db(), user.id)).toEqual(before);
    });

    it('answers 401 to a visitor, on every endpoint', async () => {
      const visitor = app.agent();
      expect((await visitor.get('/api/notifications')).status).toBe(401);
      expect((await visitor.get('/api/notifications/events')).status).toBe(401);
      expect((await visitor.post('/api/notifications/read-all')).status).toBe(401);
      expect((await send(visitor, 'PATCH', `/api/notifications/${unknownId}`, { isRead: true })).status).toBe(401);
      expect((await send(visitor, 'DELETE', `/api/notifications/${unknownId}`)).status).toBe(401);
      expect((await visitor.get('/api/notification-preferences')).status).toBe(401);
    });
  });

  describe('notification preferences', () => {
    it('are all on by default', async () => {
      const { browser } = await signedInPhotographer(app);
      const response = await send<NotificationPreferences>(browser, 'GET', '/api/notification-preferences');
      expect(response.status).toBe(200);
      expect(response.body).toEqual(defaultNotificationPreferences());
    });

    it('are saved as a whole and read back', async () => {
      const { browser } = await signedInPhotographer(app);
      const defaults = defaultNotificationPreferences();
      const chosen = { ...defaults, leads: false, categoryTasks: { ...defaults.categoryTasks, Website: false } };
      const saved = await send<NotificationPreferences>(browser, 'PUT', '/api/notification-preferences', chosen);
      expect(saved).toMatchObject({ status: 200, body: chosen });
      expect((await send(browser, 'GET', '/api/notification-preferences')).body).toEqual(chosen);
    });

    it('refuse an incomplete or unknown set, changing nothing', async () => {
      const { browser } = await signedInPhotographer(app);
      const defaults = defaultNotificationPreferences();
      const { Website: _website, ...missingWebsite } = defaults.categoryTasks;
      for (const body of [
        { ...defaults, leads: 'off' },
        { ...defaults, categoryTasks: missingWebsite },
        { ...defaults, categoryTasks: { ...defaults.categoryTasks, Weddings: false } },
        { ...defaults, priorityTasks: false, points: 1000 },
        { leads: false },
      ]) {
        expect((await send(browser, 'PUT', '/api/notification-preferences', body)).status).toBe(400);
      }
      expect((await send(browser, 'GET', '/api/notification-preferences')).body).toEqual(defaults);
    });
  });
});
