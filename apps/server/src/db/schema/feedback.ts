import type { FeedbackHelped } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Answers of the feedback form. Each is kept here first; forwarding to the spreadsheet
 * script (SHEETS_WEBHOOK_URL) is tracked per row, so a failed forward is retried and nothing is lost.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    clients: integer('clients').notNull(),
    usage: text('usage').notNull(),
    intuitive: text('intuitive').notNull(),
    helped: text('helped').$type<FeedbackHelped>().notNull(),
    change: text('change').notNull(),
    missing: text('missing').notNull(),
    longerTerm: text('longer_term').notNull(),
    price: text('price').notNull(),
    final: text('final').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set once the spreadsheet script has answered 'success'. */
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    forwardAttempts: integer('forward_attempts').notNull().default(0),
    /** When the next forward may be tried; claiming a row moves it on, so two instances never send one twice. */
    nextForwardAt: timestamp('next_forward_at', { withTimezone: true }).notNull(),
    lastForwardError: text('last_forward_error'),
  },
  (table) => [
    index('feedback_pending_forward_idx')
      .on(table.nextForwardAt)
      .where(sql`${table.forwardedAt} is null`),
  ],
);

export type FeedbackRow = typeof feedback.$inferSelect;
