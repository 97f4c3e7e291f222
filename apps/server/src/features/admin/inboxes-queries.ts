import {
  bugReportEntrySchema,
  feedbackEntrySchema,
  waitlistEntrySchema,
  type BugReportDevice,
  type BugReportEntry,
  type FeedbackEntry,
  type FeedbackHelped,
  type WaitlistEntry,
} from '@shutterdesk/core';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { adminPage, isoTime, pageWindow, type PageRequest } from './paging';
import { containsPattern, rowsOf } from '../../db/raw-sql';

/**
 * The admin's inboxes, read in SQL: what people sent through the waitlist, feedback and bug report forms. Each
 * list is searched, ordered and paged in the database, with an exact count; the CSV download reads every row
 * the search matches.
 */

export interface InboxListRequest extends PageRequest {
  search: string;
}

/**
 * One inbox: its select list and joins, the text columns the search looks in, its newest-first order (the
 * creation time, then the id, so rows made in one instant keep one order across pages), how a record
 * becomes a row, and the row's schema (its CSV columns).
 */
export interface Inbox<InboxRecord, Row> {
  rowSchema: z.ZodObject;
  columns: SQL;
  from: SQL;
  searched: SQL[];
  newestFirst: SQL;
  toRow(record: InboxRecord): Row;
}

/** Rows whose searched columns contain the search, in any letter case; every row for a blank search. */
function searchCondition(searched: SQL[], search: string): SQL {
  if (!search) return sql`true`;
  const pattern = containsPattern(search);
  return sql.join(
    searched.map((column) => sql`${column} ilike ${pattern}`),
    sql` or `,
  );
}

export async function inboxPage<InboxRecord, Row>(
  db: Database,
  inbox: Inbox<InboxRecord, Row>,
  request: InboxListRequest,
) {
  const where = searchCondition(inbox.searched, request.search);
  const [records, [counted]] = await Promise.all([
    rowsOf<InboxRecord>(
      db,
      sql`select ${inbox.columns} ${inbox.from} where ${where} order by ${inbox.newestFirst} ${pageWindow(request)}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${inbox.from} where ${where}`),
  ]);
  return adminPage(records.map(inbox.toRow), counted?.total ?? 0, request);
}

/** Every row of an inbox that the search matches, newest first, for its CSV download. */
export async function allInboxRows<InboxRecord, Row>(db: Database, inbox: Inbox<InboxRecord, Row>, search: string) {
  const where = searchCondition(inbox.searched, search);
  const records = await rowsOf<InboxRecord>(
    db,
    sql`select ${inbox.columns} ${inbox.from} where ${where} order by ${inbox.newestFirst}`,
  );
  return records.map(inbox.toRow);
}

interface WaitlistRecord {
  id: string;
  email: string;
  created_at: Date | string;
}

export const waitlistInbox: Inbox<WaitlistRecord, WaitlistEntry> = {
  rowSchema: waitlistEntrySchema,
  columns: sql`id, email, created_at`,
  from: sql`from waitlist`,
  searched: [sql`email`],
  newestFirst: sql`created_at desc, id desc`,
  toRow: (record) => ({ id: record.id, email: record.email, createdAt: isoTime(record.created_at) }),
};

/** The account that sent a form, beside the name and e-mail typed in it. */
/** A form answer's own columns that every inbox row shows, with the account that sent it. */
interface SentFormRecord {
  id: string;
  created_at: Date | string;
  name: string;
  email: string;
  user_id: string;
  user_name: string;
  user_email: string;
}

const senderColumns = sql`u.id as user_id, u.name as user_name, u.email as user_email`;
const senderSearched = [sql`u.name`, sql`u.email`];
const sentFormOf = (record: SentFormRecord) => ({
  id: record.id,
  createdAt: isoTime(record.created_at),
  user: { id: record.user_id, name: record.user_name, email: record.user_email },
  name: record.name,
  email: record.email,
});

interface FeedbackRecord extends SentFormRecord {
  clients: number;
  usage: string;
  intuitive: string;
  helped: FeedbackHelped;
  change: string;
  missing: string;
  longer_term: string;
  price: string;
  final: string;
}

export const feedbackInbox: Inbox<FeedbackRecord, FeedbackEntry> = {
  rowSchema: feedbackEntrySchema,
  columns: sql`f.id, f.created_at, f.name, f.email, f.clients, f.usage, f.intuitive, f.helped, f.change, f.missing,
    f.longer_term, f.price, f.final, ${senderColumns}`,
  from: sql`from feedback f join users u on u.id = f.user_id`,
  searched: [
    sql`f.name`,
    sql`f.email`,
    ...senderSearched,
    sql`f.usage`,
    sql`f.intuitive`,
    sql`f.change`,
    sql`f.missing`,
    sql`f.longer_term`,
    sql`f.price`,
    sql`f.final`,
  ],
  newestFirst: sql`f.created_at desc, f.id desc`,
  toRow: (record) => ({
    ...sentFormOf(record),
    clients: record.clients,
    usage: record.usage,
    intuitive: record.intuitive,
    helped: record.helped,
    change: record.change,
    missing: record.missing,
    longerTerm: record.longer_term,
    price: record.price,
    final: record.final,
  }),
};

interface BugReportRecord extends SentFormRecord {
  device: BugReportDevice;
  browser: string;
  action: string;
  issue: string;
  recreate: string;
  has_screenshot: boolean;
  screenshot_name: string | null;
}

// The screenshot's bytes stay in the database: the list says whether there is one, and its endpoint serves it.
export const bugReportInbox: Inbox<BugReportRecord, BugReportEntry> = {
  rowSchema: bugReportEntrySchema,
  columns: sql`b.id, b.created_at, b.name, b.email, b.device, b.browser, b.action, b.issue, b.recreate,
    b.screenshot is not null as has_screenshot, b.screenshot_name, ${senderColumns}`,
  from: sql`from bug_reports b join users u on u.id = b.user_id`,
  searched: [
    sql`b.name`,
    sql`b.email`,
    ...senderSearched,
    sql`b.device`,
    sql`b.browser`,
    sql`b.action`,
    sql`b.issue`,
    sql`b.recreate`,
  ],
  newestFirst: sql`b.created_at desc, b.id desc`,
  toRow: (record) => ({
    ...sentFormOf(record),
    device: record.device,
    browser: record.browser,
    action: record.action,
    issue: record.issue,
    recreate: record.recreate,
    hasScreenshot: record.has_screenshot,
    screenshotName: record.screenshot_name,
  }),
};

export interface Screenshot {
  bytes: Buffer;
  contentType: string;
}

/** A bug report's screenshot with the image type read from its bytes when it arrived; 404 when there is none. */
export async function readScreenshot(db: Database, bugReportId: string): Promise<Screenshot> {
  const [record] = await rowsOf<{ screenshot: Buffer | Uint8Array | null; screenshot_type: string | null }>(
    db,
    sql`select screenshot, screenshot_type from bug_reports where id = ${bugReportId}`,
  );
  if (!record?.screenshot || !record.screenshot_type) throw notFound('Screenshot');
  return { bytes: Buffer.from(record.screenshot), contentType: record.screenshot_type };
}
