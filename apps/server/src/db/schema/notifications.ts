import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A notification in a user's notification centre (spec "Notification"). Reminders carry a dedupe key: the
 * subject they are about (a lead's or client's id; '' for a user's task lists) and the period they are for (a
 * day, ISO week, month or session date). The unique key makes a second tick, on this server or another, a no-op.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of core's notificationTypes; text, so a row of a type this version does not know still shows. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    subject: text('subject').notNull().default(''),
    periodKey: text('period_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('notifications_dedupe_key').on(table.userId, table.type, table.subject, table.periodKey),
    // The lists: a user's non-archived (or archived) rows, newest first.
    index('notifications_user_list_idx').on(table.userId, table.isArchived, table.createdAt.desc()),
    // The daily cleanup of old archived rows, across all users.
    index('notifications_archived_created_idx')
      .on(table.createdAt)
      .where(sql`${table.isArchived}`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
