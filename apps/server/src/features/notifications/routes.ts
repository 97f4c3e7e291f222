import { setTimeout as sleep } from 'node:timers/promises';
import {
  notificationEventName,
  notificationListQuerySchema,
  notificationPreferencesSchema,
  updateNotificationSchema,
  type MarkAllReadResult,
} from '@shutterdesk/core';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { RequireUser, WatchSession } from '../../auth/require-user';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { AppBindings } from '../../http/context';
import { validationFailed } from '../../errors';
import { uuidParam } from '../../http/params';
import { readJson } from '../../http/validate';
import type { NotificationFeed } from './live-feed';
import { markUserActive } from './reminders/notification-writes';
import {
  deleteNotification,
  listNotifications,
  markAllRead,
  readNotificationPreferences,
  saveNotificationPreferences,
  updateNotification,
} from './service';

/** A comment line this often keeps proxies from closing an idle event stream. */
const keepAliveMs = 25_000;
/** How long the browser waits before reconnecting a dropped stream (the SSE `retry` field). */
const reconnectDelayMs = 3_000;

/** /api/notifications: the notification centre (bell and page) and its live event stream. */
export function notificationRoutes(
  db: Database,
  requireUser: RequireUser,
  watchSession: WatchSession,
  clock: Clock,
  feed: NotificationFeed,
) {
  const signedIn = requireUser();
  return new Hono<AppBindings>()
    .get('/', signedIn, async (c) => {
      const query = notificationListQuerySchema.safeParse(c.req.query());
      if (!query.success) throw validationFailed(query.error);
      return c.json(await listNotifications(db, c.get('userId'), query.data.filter));
    })
    .post('/read-all', signedIn, async (c) => {
      const userId = c.get('userId');
      const updated = await markAllRead(db, userId);
      await markUserActive(db, userId, clock.now());
      return c.json({ updated } satisfies MarkAllReadResult);
    })
    .patch('/:id', signedIn, async (c) => {
      const userId = c.get('userId');
      const id = uuidParam(c, 'id', 'Notification');
      const change = await readJson(c, updateNotificationSchema);
      const notification = await updateNotification(db, userId, id, change);
      await markUserActive(db, userId, clock.now());
      return c.json(notification);
    })
    .delete('/:id', signedIn, async (c) => {
      const userId = c.get('userId');
      await deleteNotification(db, userId, uuidParam(c, 'id', 'Notification'));
      await markUserActive(db, userId, clock.now());
      return c.body(null, 204);
    })
    .get('/events', signedIn, (c) => {
      const userId = c.get('userId');
      return streamSSE(c, async (stream) => {
        const aborted = new Promise<void>((resolve) => stream.onAbort(resolve));
        // A sign-out, a revoked session or a ban closes the stream; the browser's reconnect is then refused.
        const session = watchSession(c, () => stream.abort());
        const unsubscribe = feed.subscribe(userId, (event) => {
          void stream.writeSSE({
            event: notificationEventName,
            id: event.notification.id,
            data: JSON.stringify(event),
          });
        });
        try {
          // Tells the browser it is connected (and to refresh what it may have missed while it was not).
          await stream.writeSSE({ event: 'ready', data: '{}', retry: reconnectDelayMs });
          while (!stream.aborted) {
            await Promise.race([aborted, sleep(keepAliveMs, undefined, { ref: false })]);
            if (!stream.aborted) await session.recheck();
            if (!stream.aborted) await stream.write(': keep-alive\n\n');
          }
        } finally {
          session.stop();
          unsubscribe();
        }
      });
    });
}

/** /api/notification-preferences: which reminders the user wants (all on by default); its screen comes later. */
export function notificationPreferenceRoutes(db: Database, requireUser: RequireUser) {
  const signedIn = requireUser();
  return new Hono<AppBindings>()
    .get('/', signedIn, async (c) => c.json(await readNotificationPreferences(db, c.get('userId'))))
    .put('/', signedIn, async (c) => {
      const preferences = await readJson(c, notificationPreferencesSchema);
      return c.json(await saveNotificationPreferences(db, c.get('userId'), preferences));
    });
}
