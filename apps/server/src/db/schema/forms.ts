import type { BugReportDevice, FeedbackHelped, ScreenshotType } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  type ExtraConfigColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * How a form's answer travels on to the spreadsheet script (SHEETS_WEBHOOK_URL): tracked per row, so a failed
 * forward is retried and nothing is lost. The feedback and bug report tables share these columns and the code
 * that uses them (src/sheets/forwarding.ts).
 */
const forwardingColumns = () => ({
  /** Set once the spreadsheet script has answered 'success'. */
  forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  forwardAttempts: integer('forward_attempts').notNull().default(0),
  /** When the next forward may be tried; claiming a row moves it on, so two instances never send one twice. */
  nextForwardAt: timestamp('next_forward_at', { withTimezone: true }).notNull(),
  lastForwardError: text('last_forward_error'),
});

/** The rows still to forward, in the order the retry pass reads them. */
const pendingForwardIndex = (tableName: string, table: { nextForwardAt: PgColumn; forwardedAt: PgColumn }) =>
  index(`${tableName}_pending_forward_idx`)
    .on(table.nextForwardAt)
    .where(sql`${table.forwardedAt} is null`);

/** The admin's inbox of a table pages through it newest first (apps/server/src/features/admin/inboxes-queries.ts). */
export const newestFirstIndex = (tableName: string, table: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  index(`${tableName}_newest_first_idx`).on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst());

/** Answers of the feedback form, kept here first and then forwarded. */
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
    ...forwardingColumns(),
  },
  (table) => [pendingForwardIndex('feedback', table), newestFirstIndex('feedback', table)],
);

export type FeedbackRow = typeof feedback.$inferSelect;

/** PostgreSQL's bytea; PGlite hands it back as a Uint8Array, node-postgres as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Bug reports, kept here first and then forwarded. The screenshot lives in the row, not in a local folder, so
 * every server of a cluster can forward it; its type was read from its bytes.
 */
export const bugReports = pgTable(
  'bug_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    device: text('device').$type<BugReportDevice>().notNull(),
    browser: text('browser').notNull(),
    action: text('action').notNull(),
    issue: text('issue').notNull(),
    recreate: text('recreate').notNull(),
    screenshotName: text('screenshot_name'),
    screenshotType: text('screenshot_type').$type<ScreenshotType>(),
    screenshot: bytea('screenshot'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    ...forwardingColumns(),
  },
  (table) => [pendingForwardIndex('bug_reports', table), newestFirstIndex('bug_reports', table)],
);

export type BugReportRow = typeof bugReports.$inferSelect;
