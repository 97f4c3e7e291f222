import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * One row per draft a user asked the chat helper for, kept for an hour: counting them enforces the per-user
 * hourly limit across restarts and across instances.
 */
export const chatDrafts = pgTable(
  'chat_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('chat_drafts_user_created_idx').on(table.userId, table.createdAt)],
);
