import type { PGlite } from '@electric-sql/pglite';
import type { Notification } from '@shutterdesk/core';
import pg from 'pg';
import type { DatabaseHandle, DatabaseTarget } from '../../db/client';
import type { Logger } from '../../logger';
import { notificationChannel, type NotificationAnnouncement } from '../../reminders/notification-writes';
import { findNotification } from './service';

type Listener = (notification: Notification) => void;

/** New notifications, per user, as they are created anywhere in the cluster. */
export interface NotificationFeed {
  /** Calls `listener` with each new notification of this user; returns the unsubscribe function. */
  subscribe(userId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

const reconnectDelaysMs = [1000, 2000, 5000, 10_000, 30_000];

function parseAnnouncement(payload: string | undefined): NotificationAnnouncement | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<NotificationAnnouncement>;
    return typeof value.userId === 'string' && typeof value.id === 'string'
      ? { userId: value.userId, id: value.id }
      : null;
  } catch {
    return null;
  }
}

/**
 * Listens on the notifications channel: on PostgreSQL with a dedicated connection (LISTEN/NOTIFY reaches every
 * server of the cluster), on PGlite in-process (PGlite hands NOTIFY to its listeners). An announcement for a user
 * with open streams here is read once, scoped by that user's id, and handed to each of their streams.
 */
export async function startNotificationFeed(
  handle: DatabaseHandle,
  target: DatabaseTarget,
  logger: Logger,
): Promise<NotificationFeed> {
  const listeners = new Map<string, Set<Listener>>();

  async function deliver(payload: string | undefined) {
    const announcement = parseAnnouncement(payload);
    const userListeners = announcement && listeners.get(announcement.userId);
    if (!announcement || !userListeners?.size) return;
    try {
      const notification = await findNotification(handle.db, announcement.userId, announcement.id);
      if (notification) for (const listener of userListeners) listener(notification);
    } catch (error) {
      logger.error({ err: error }, 'reading an announced notification failed');
    }
  }

  const stopListening =
    target.kind === 'postgres'
      ? await listenOnPostgres(target.url, deliver, logger)
      : await listenOnPglite(handle, deliver);

  return {
    subscribe(userId, listener) {
      const userListeners = listeners.get(userId) ?? new Set();
      userListeners.add(listener);
      listeners.set(userId, userListeners);
      return () => {
        userListeners.delete(listener);
        if (userListeners.size === 0) listeners.delete(userId);
      };
    },
    async close() {
      listeners.clear();
      await stopListening();
    },
  };
}

async function listenOnPglite(handle: DatabaseHandle, deliver: (payload: string) => void) {
  // Drizzle keeps the PGlite instance it wraps as $client.
  const pglite = (handle.db as unknown as { $client: PGlite }).$client;
  return pglite.listen(notificationChannel, deliver);
}

/** A connection of its own (a pooled one would be handed to queries); reconnects with backoff if it drops. */
async function listenOnPostgres(url: string, deliver: (payload: string | undefined) => void, logger: Logger) {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => deliver(message.payload));
    next.on('error', (error) => {
      logger.warn({ err: error }, 'notification listener connection failed');
      void next.end().catch(() => {});
    });
    next.on('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen ${notificationChannel}`);
    client = next;
    attempt = 0;
  }

  function scheduleReconnect() {
    const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)];
    attempt += 1;
    retryTimer = setTimeout(() => {
      connect().catch((error: unknown) => {
        logger.warn({ err: error }, 'notification listener could not reconnect');
        if (!closed) scheduleReconnect();
      });
    }, delay);
    retryTimer.unref();
  }

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => {});
  };
}
