import {
  defaultNotificationPreferences,
  notificationListLimit,
  type Notification,
  type NotificationCounts,
  type NotificationFilter,
  type NotificationList,
  type NotificationPreferences,
  type updateNotificationSchema,
} from '@shutterdesk/core';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notifications, profiles, type NotificationRow } from '../../db/schema';
import { notFound, profileNotFound } from '../../errors';

const notificationNotFound = () => notFound('Notification');

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    isArchived: row.isArchived,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Which rows each filter lists, and whether the list is capped (spec doc 1 section 7: the all-list holds 20). */
const filterRules: Record<NotificationFilter, { where: SQL | undefined; limit: number | undefined }> = {
  all: { where: eq(notifications.isArchived, false), limit: notificationListLimit },
  // The bell shows every unread one: no limit.
  unread: { where: and(eq(notifications.isArchived, false), eq(notifications.isRead, false)), limit: undefined },
  read: {
    where: and(eq(notifications.isArchived, false), eq(notifications.isRead, true)),
    limit: notificationListLimit,
  },
  archived: { where: eq(notifications.isArchived, true), limit: notificationListLimit },
};

async function countNotifications(db: Database, userId: string): Promise<NotificationCounts> {
  const [counts] = await db
    .select({
      total: sql<number>`count(*) filter (where not ${notifications.isArchived})::int`,
      unread: sql<number>`count(*) filter (where not ${notifications.isArchived} and not ${notifications.isRead})::int`,
      read: sql<number>`count(*) filter (where not ${notifications.isArchived} and ${notifications.isRead})::int`,
      archived: sql<number>`count(*) filter (where ${notifications.isArchived})::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return counts ?? { total: 0, unread: 0, read: 0, archived: 0 };
}

/** GET /api/notifications: the filter's list, newest first, and the user's counts. */
export async function listNotifications(
  db: Database,
  userId: string,
  filter: NotificationFilter,
): Promise<NotificationList> {
  const { where, limit } = filterRules[filter];
  const query = db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), where))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  const [rows, counts] = await Promise.all([limit ? query.limit(limit) : query, countNotifications(db, userId)]);
  return { notifications: rows.map(toNotification), counts };
}

/** One of the user's notifications, or null (a live event whose row has gone, or that is not theirs). */
export async function findNotification(db: Database, userId: string, id: string): Promise<Notification | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ? toNotification(row) : null;
}

/** PATCH /api/notifications/:id: read, archived or back from the archive. */
export async function updateNotification(
  db: Database,
  userId: string,
  id: string,
  change: z.output<typeof updateNotificationSchema>,
): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set(change)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notificationNotFound();
  return toNotification(row);
}

/** POST /api/notifications/read-all: every unread notification of the user becomes read. */
export async function markAllRead(db: Database, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return updated.length;
}

/** DELETE /api/notifications/:id */
export async function deleteNotification(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw notificationNotFound();
}

/** Stored preferences over the defaults: a key saved before it existed reads as on. */
function withDefaults(stored: Partial<NotificationPreferences> | null | undefined): NotificationPreferences {
  const defaults = defaultNotificationPreferences();
  return { ...defaults, ...stored, categoryTasks: { ...defaults.categoryTasks, ...stored?.categoryTasks } };
}

/** GET /api/notification-preferences */
export async function readNotificationPreferences(db: Database, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ preferences: profiles.notificationPreferences })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw profileNotFound();
  return withDefaults(row.preferences);
}

/** PUT /api/notification-preferences: the whole set replaces the stored one. */
export async function saveNotificationPreferences(
  db: Database,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const [row] = await db
    .update(profiles)
    .set({ notificationPreferences: preferences })
    .where(eq(profiles.id, userId))
    .returning({ preferences: profiles.notificationPreferences });
  if (!row) throw profileNotFound();
  return withDefaults(row.preferences);
}
