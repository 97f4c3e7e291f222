import { archivedNotificationMaxAgeDays } from '@shutterdesk/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-sql';

/**
 * The server's daily housekeeping: rows nothing reads any more, deleted in bulk. The reminder scheduler runs it on
 * its first tick of each UTC day (features/notifications/reminders/scheduler.ts); each statement is one set-based
 * delete, counted in SQL so no ids travel to the process, and running it twice (two servers of a cluster) deletes
 * nothing more.
 */

const day = 24 * 60 * 60 * 1000;

/** Idempotency-Keys are kept for a day: long enough for any retry, short enough to keep the table small. */
const idempotencyKeyMaxAgeMs = day;

/**
 * A rate-limit row counts only within its rule's window, an hour at the longest (the inquiry form's); one untouched
 * for a day counts nothing, and the next attempt would start it afresh anyway.
 */
const rateLimitRowMaxAgeMs = day;

/**
 * An account whose address was never verified and that never signed in is a sign-up nobody finished, or a stranger's
 * registration of someone else's address: after a week it goes, so the address is free for its owner (a sign-up, a
 * change of e-mail) without them having to follow a link they never asked for.
 */
export const unverifiedAccountMaxAgeDays = 7;

/** How many rows of each kind one run deleted. */
export interface HousekeepingResult {
  archivedNotifications: number;
  idempotencyKeys: number;
  rateLimits: number;
  unverifiedAccounts: number;
}

async function countOf(db: Database, statement: SQL): Promise<number> {
  const [row] = await rowsOf<{ deleted: number }>(db, statement);
  return Number(row?.deleted ?? 0);
}

const before = (now: Date, ageMs: number) => new Date(now.getTime() - ageMs).toISOString();

/** Archived notifications older than `archivedNotificationMaxAgeDays`, for every user. */
function deleteOldArchivedNotifications(db: Database, now: Date): Promise<number> {
  return countOf(
    db,
    sql`with deleted as (
      delete from notifications
      where is_archived and created_at < ${before(now, archivedNotificationMaxAgeDays * day)}::timestamptz
      returning 1
    )
    select count(*)::int as deleted from deleted`,
  );
}

function deleteExpiredIdempotencyKeys(db: Database, now: Date): Promise<number> {
  return countOf(
    db,
    sql`with deleted as (
      delete from idempotency_keys where created_at < ${before(now, idempotencyKeyMaxAgeMs)}::timestamptz returning 1
    )
    select count(*)::int as deleted from deleted`,
  );
}

/** Ours and better-auth's alike: both keep the time of the last counted attempt, in milliseconds. */
function deleteExpiredRateLimits(db: Database, now: Date): Promise<number> {
  return countOf(
    db,
    sql`with deleted as (
      delete from rate_limits where last_request < ${now.getTime() - rateLimitRowMaxAgeMs} returning 1
    )
    select count(*)::int as deleted from deleted`,
  );
}

/**
 * Accounts not verified, never signed in (no session, no sign-in on record) and not signed up for since
 * `unverifiedAccountMaxAgeDays` (a repeated sign-up sets `updated_at`, so it starts the week again). Their foreign
 * keys cascade to every table they own; the reset links and Idempotency-Keys that name them without a key go in the
 * same statement. The conditions sit in the delete's own WHERE, so a row a sign-up or a verification changes at the
 * same moment is checked again as it now is, and kept.
 */
function deleteAbandonedSignUps(db: Database, now: Date): Promise<number> {
  return countOf(
    db,
    sql`with gone as (
      delete from users
      where not email_verified
        and updated_at < ${before(now, unverifiedAccountMaxAgeDays * day)}::timestamptz
        and not exists (select 1 from sessions where sessions.user_id = users.id)
        and not exists (select 1 from profiles where profiles.id = users.id and profiles.last_sign_in_at is not null)
      returning id
    ),
    links as (delete from verifications where value in (select id from gone) returning 1),
    keys as (delete from idempotency_keys where scope in (select id from gone) returning 1)
    select count(*)::int as deleted from gone`,
  );
}

/** One run of the daily housekeeping at `now`. */
export async function runDailyHousekeeping(db: Database, now: Date): Promise<HousekeepingResult> {
  return {
    archivedNotifications: await deleteOldArchivedNotifications(db, now),
    idempotencyKeys: await deleteExpiredIdempotencyKeys(db, now),
    rateLimits: await deleteExpiredRateLimits(db, now),
    unverifiedAccounts: await deleteAbandonedSignUps(db, now),
  };
}
