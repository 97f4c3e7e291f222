import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { knownTimeZones } from '../../../db/time-zones';
import { firstRow, insertNotifications } from './notification-writes';
import { scheduledReminders, type ScheduledReminderType } from './reminder-queries';

/** The advisory lock that makes one server of a cluster run the tick (migrations use 72_616_001). */
const reminderTickLockId = 72_616_005;

export type TickResult =
  /** Another server held the lock and is running this tick. */
  { ran: false } | { ran: true; created: Partial<Record<ScheduledReminderType, number>> };

/**
 * Creates every scheduled reminder due at `now`, for all users, in one transaction. The transaction-scoped
 * advisory lock is tried, not waited for: a server that finds it taken skips this tick (the other one is doing
 * it). Should two ticks still overlap (a lock lost with its connection), the dedupe key keeps each
 * notification single. On PGlite the lock is trivially free: one process owns the database.
 */
export async function runReminderTick(db: Database, now: Date): Promise<TickResult> {
  const tick = { now, timeZones: await knownTimeZones(db) };
  return db.transaction(async (tx) => {
    const lock = await firstRow<{ acquired: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${reminderTickLockId}) as acquired`,
    );
    if (!lock?.acquired) return { ran: false };
    const created: Partial<Record<ScheduledReminderType, number>> = {};
    for (const [type, reminders] of Object.entries(scheduledReminders)) {
      created[type as ScheduledReminderType] = await insertNotifications(tx, reminders(tick), now);
    }
    return { ran: true, created };
  });
}
