import { setTimeout as sleep } from 'node:timers/promises';
import {
  newLeadEventName,
  notificationEventName,
  notificationReadyEventName,
  type NotificationStreamReady,
} from '@shutterdesk/core';
import { apiContracts } from '@shutterdesk/core/api';
import { streamSSE } from 'hono/streaming';
import type { WatchSession } from '../../auth/require-user';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Routing } from '../../http/routing';
import type { NotificationFeed } from './live-feed';
import { markUserActive } from './reminders/notification-writes';
import {
  countNotifications,
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
  { router, route }: Routing,
  watchSession: WatchSession,
  clock: Clock,
  feed: NotificationFeed,
) {
  return router()
    .openapi(route(apiContracts.listNotifications), async (c) => {
      return c.json(await listNotifications(db, c.get('userId'), c.req.valid('query').filter), 200);
    })
    .openapi(route(apiContracts.markAllNotificationsRead), async (c) => {
      const userId = c.get('userId');
      const updated = await markAllRead(db, userId);
      await markUserActive(db, userId, clock.now());
      return c.json({ updated }, 200);
    })
    .openapi(route(apiContracts.updateNotification), async (c) => {
      const userId = c.get('userId');
      const notification = await updateNotification(db, userId, c.req.valid('param').id, c.req.valid('json'));
      await markUserActive(db, userId, clock.now());
      return c.json(notification, 200);
    })
    .openapi(route(apiContracts.deleteNotification), async (c) => {
      const userId = c.get('userId');
      await deleteNotification(db, userId, c.req.valid('param').id);
      await markUserActive(db, userId, clock.now());
      return c.body(null, 204);
    })
    .openapi(route(apiContracts.notificationEvents), (c) => {
      const userId = c.get('userId');
      return streamSSE(c, async (stream) => {
        const aborted = new Promise<void>((resolve) => stream.onAbort(resolve));
        // A sign-out, a revoked session or a ban closes the stream; the browser's reconnect is then refused.
        const session = watchSession(c, () => stream.abort());
        // 'ready' tells the browser it is connected, with the counts from then on (the feed already listens, so
        // whatever comes later arrives as an event): the browser reads again what it may have missed while it was
        // not. Sent on connecting, and again when the server's own feed comes back after losing the database.
        const sendReady = async () => {
          const ready: NotificationStreamReady = { counts: await countNotifications(db, userId) };
          await stream.writeSSE({
            event: notificationReadyEventName,
            data: JSON.stringify(ready),
            retry: reconnectDelayMs,
          });
        };
        const unsubscribe = feed.subscribe(userId, {
          notify(event) {
            void stream.writeSSE({
              event: notificationEventName,
              id: event.notification.id,
              data: JSON.stringify(event),
            });
          },
          newLead(event) {
            void stream.writeSSE({ event: newLeadEventName, data: JSON.stringify(event) });
          },
          // Counts that cannot be read end the stream: the browser's reconnection then reads them again.
          missed: () => void sendReady().catch(() => stream.abort()),
        });
        try {
          await sendReady();
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
export function notificationPreferenceRoutes(db: Database, { router, route }: Routing) {
  return router()
    .openapi(route(apiContracts.getNotificationPreferences), async (c) => {
      return c.json(await readNotificationPreferences(db, c.get('userId')), 200);
    })
    .openapi(route(apiContracts.setNotificationPreferences), async (c) => {
      return c.json(await saveNotificationPreferences(db, c.get('userId'), c.req.valid('json')), 200);
    });
}
