import {
  defaultNotificationPreferences,
  notificationListLimit,
  opensMessages,
  type Notification,
  type NotificationCounts,
  type NotificationEvent,
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
    // A message's notification keeps its lead's or client's id as its subject (message-not-sent.ts).
    recordId: opensMessages(row.type) ? row.subject : null,
  };
}

/** Which rows each filter lists, and whether the list is capped (docs/product.md: the all-list holds 20). */
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

const countWhere = (name: string, condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`.as(name);

/** A user's counts as columns of one row (named, so that a subquery can hand them on). */
const countColumns = {
  total: countWhere('total', sql`not ${notifications.isArchived}`),
  unread: countWhere('unread', sql`not ${notifications.isArchived} and not ${notifications.isRead}`),
  read: countWhere('read', sql`not ${notifications.isArchived} and ${notifications.isRead}`),
  archived: countWhere('archived', sql`${notifications.isArchived}`),
};

/** The user's counts, as the lists and the stream's `ready` event carry them. */
export async function countNotifications(db: Database, userId: string): Promise<NotificationCounts> {
  const [counts] = await db.select(countColumns).from(notifications).where(eq(notifications.userId, userId));
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

/**
 * The live event of one announced notification: the row, scoped by the user's id, and the user's counts, in one
 * query (the counts are a one-row subquery joined on). Prepared once per server: every announcement runs it.
 */
export function prepareNotificationEventRead(db: Database) {
  const userId = sql.placeholder('userId');
  const counts = db.select(countColumns).from(notifications).where(eq(notifications.userId, userId)).as('counts');
  const query = db
    .select({
      row: notifications,
      counts: { total: counts.total, unread: counts.unread, read: counts.read, archived: counts.archived },
    })
    .from(notifications)
    .innerJoin(counts, sql`true`)
    .where(and(eq(notifications.id, sql.placeholder('id')), eq(notifications.userId, userId)))
    .prepare('notification_event');
  /** Null when the row has gone (or is not this user's). */
  return async (announced: { userId: string; id: string }): Promise<NotificationEvent | null> => {
    const [found] = await query.execute(announced);
    return found ? { notification: toNotification(found.row), counts: found.counts } : null;
  };
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
