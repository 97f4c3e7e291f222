import type { NewLeadEvent, NotificationEvent } from '@shutterdesk/core';
import type { Database } from '../../db/client';
import type { ChannelListener } from '../../db/listen';
import type { Logger } from '../../logger';
import {
  notificationChannel,
  type NewLeadAnnouncement,
  type NotificationAnnouncement,
} from './reminders/notification-writes';
import { prepareNotificationEventRead } from './service';

export interface FeedSubscriber {
  /** A new notification of this user. */
  notify(event: NotificationEvent): void;
  /** A lead a website inquiry added for this user, with a notification or without. */
  newLead(event: NewLeadEvent): void;
  /**
   * The feed was deaf for a while (its database connection dropped and has come back): notifications created
   * meanwhile were not announced, so the subscriber should have them read again.
   */
  missed(): void;
}

/** New notifications and website leads, per user, as they are created anywhere in the cluster. */
export interface NotificationFeed {
  /** Tells `subscriber` of each new notification and website lead of this user; returns the unsubscribe function. */
  subscribe(userId: string, subscriber: FeedSubscriber): () => void;
  /** Drops every subscriber; the channel listener itself stops with the server. */
  close(): void;
}

function parseAnnouncement(payload: string): NotificationAnnouncement | NewLeadAnnouncement | null {
  try {
    const value = JSON.parse(payload) as Partial<NotificationAnnouncement & NewLeadAnnouncement>;
    if (typeof value.userId !== 'string') return null;
    if (typeof value.id === 'string') return { userId: value.userId, id: value.id };
    if (typeof value.leadId === 'string') return { userId: value.userId, leadId: value.leadId };
    return null;
  } catch {
    return null;
  }
}

/**
 * Listens on the notifications channel (db/listen.ts: every server of the cluster hears each announcement). A
 * notification's announcement for a user with open streams here costs one query, however many streams they have
 * open: the row, scoped by that user's id, is read with the user's counts, and that one event goes to each of their
 * streams. A new lead's announcement carries all its event needs and costs none. An announcement for a user with no
 * stream here costs nothing.
 */
export async function startNotificationFeed(
  db: Database,
  channels: ChannelListener,
  logger: Logger,
): Promise<NotificationFeed> {
  const listeners = new Map<string, Set<FeedSubscriber>>();
  let deaf = false;
  const readEvent = prepareNotificationEventRead(db);

  async function deliver(payload: string) {
    const announcement = parseAnnouncement(payload);
    const userListeners = announcement && listeners.get(announcement.userId);
    if (!announcement || !userListeners?.size) return;
    if ('leadId' in announcement) {
      for (const subscriber of userListeners) subscriber.newLead({ leadId: announcement.leadId });
      return;
    }
    try {
      const event = await readEvent(announcement);
      if (event) for (const subscriber of userListeners) subscriber.notify(event);
    } catch (error) {
      logger.error({ err: error }, 'reading an announced notification failed');
    }
  }

  await channels.listen(notificationChannel, {
    onMessage: (payload) => void deliver(payload),
    onConnectionChange(listening) {
      if (!listening) {
        deaf = true;
        return;
      }
      if (!deaf) return;
      deaf = false;
      for (const userListeners of listeners.values()) for (const subscriber of userListeners) subscriber.missed();
    },
  });

  return {
    subscribe(userId, subscriber) {
      const userListeners = listeners.get(userId) ?? new Set();
      userListeners.add(subscriber);
      listeners.set(userId, userListeners);
      return () => {
        userListeners.delete(subscriber);
        if (userListeners.size === 0) listeners.delete(userId);
      };
    },
    close() {
      listeners.clear();
    },
  };
}
