import { notificationListLimit, type Notification, type NotificationCounts } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { withNotificationEvent } from './notification-lists';

let sequence = 0;
const notificationAt = (createdAt: string, change: Partial<Notification> = {}): Notification => {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: 'LeadMissingFollowUp',
    title: 'Lead Follow-up Date Missing',
    message: `Message ${sequence}`,
    isRead: false,
    isArchived: false,
    createdAt,
    recordId: null,
    ...change,
  };
};
const counts = (unread: number): NotificationCounts => ({ total: unread + 1, unread, read: 1, archived: 0 });

describe('a live notification event applied to a list', () => {
  const older = notificationAt('2026-06-12T09:00:00.000Z');
  const newer = notificationAt('2026-06-12T10:00:00.000Z');

  it('puts a new unread notification at the top of the all and unread lists, with the new counts', () => {
    const arrived = notificationAt('2026-06-12T17:00:00.000Z');
    for (const filter of ['all', 'unread'] as const) {
      const list = withNotificationEvent({ notifications: [newer, older], counts: counts(2) }, filter, {
        notification: arrived,
        counts: counts(3),
      });
      expect(list).toEqual({ notifications: [arrived, newer, older], counts: counts(3) });
    }
  });

  it('leaves the read and archived lists as they are but for the counts', () => {
    const read = notificationAt('2026-06-11T09:00:00.000Z', { isRead: true });
    const arrived = notificationAt('2026-06-12T17:00:00.000Z');
    for (const filter of ['read', 'archived'] as const) {
      const notifications = filter === 'read' ? [read] : [];
      expect(
        withNotificationEvent({ notifications, counts: counts(2) }, filter, {
          notification: arrived,
          counts: counts(3),
        }),
      ).toEqual({ notifications, counts: counts(3) });
    }
  });

  it('keeps a notification once and in the server’s order, and drops it from a list it no longer belongs to', () => {
    const between = notificationAt('2026-06-12T09:30:00.000Z');
    const event = { notification: between, counts: counts(3) };
    const once = withNotificationEvent({ notifications: [newer, between, older], counts: counts(3) }, 'all', event);
    expect(once.notifications).toEqual([newer, between, older]);

    const readMeanwhile = { notification: { ...between, isRead: true }, counts: counts(2) };
    expect(
      withNotificationEvent({ notifications: [newer, between, older], counts: counts(3) }, 'unread', readMeanwhile),
    ).toEqual({ notifications: [newer, older], counts: counts(2) });
  });

  it('holds the capped lists to the server’s limit, newest kept; the unread list has no limit', () => {
    const full = Array.from({ length: notificationListLimit }, (_, index) =>
      notificationAt(new Date(Date.UTC(2026, 5, 1, index)).toISOString()),
    ).reverse();
    const arrived = notificationAt('2026-06-12T17:00:00.000Z');
    const event = { notification: arrived, counts: counts(notificationListLimit + 1) };
    const all = withNotificationEvent({ notifications: full, counts: counts(notificationListLimit) }, 'all', event);
    expect(all.notifications).toEqual([arrived, ...full.slice(0, -1)]);
    const unread = withNotificationEvent(
      { notifications: full, counts: counts(notificationListLimit) },
      'unread',
      event,
    );
    expect(unread.notifications).toEqual([arrived, ...full]);
  });
});
