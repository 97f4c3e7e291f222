import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A user's private calendar feed (docs/decisions/0013). The token in the address is an HMAC of `feed_key` under
 * the server's secret, so settings can show the address again; only its SHA-256 is looked up, so the table alone
 * opens no feed. A new link replaces both columns.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  feedKey: text('feed_key').notNull(),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's website inquiry form: its unguessable public id, and whether it takes inquiries (off until turned on). */
export const inquiryForms = pgTable('inquiry_forms', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  publicId: text('public_id').notNull().unique('inquiry_forms_public_id_key'),
  enabled: boolean('enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
