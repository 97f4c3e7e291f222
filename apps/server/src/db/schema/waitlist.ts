import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newestFirstIndex } from './forms';

/** People who asked to hear when Shutterdesk opens; e-mails are stored lower-cased, once each. */
export const waitlist = pgTable(
  'waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [newestFirstIndex('waitlist', table)],
);
