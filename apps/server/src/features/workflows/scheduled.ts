import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { knownTimeZones } from '../../db/time-zones';
import { queueMessages, type LinkContext } from './messages';
import {
  followUpMessage,
  pendingFollowUps,
  pendingSteps,
  senders,
  sendsByItself,
  stepMessage,
  type PendingFollowUpRow,
  type PendingStepRow,
} from './pending-messages';

/**
 * The messages due on a date (docs/decisions/0022-workflows.md, "Queueing on a date"): a lead's follow-ups, N days
 * after its inquiry while it is still pending, and the session steps that send by themselves on their due day. Both
 * are due from 09:00 on that day in the photographer's time zone, as the morning reminders are; one due longer ago
 * than the reminders' look-back (a sequence switched on for old leads, a client added after the session) is history,
 * not sent. Each is queued once under its key; a key cancelled earlier is never queued.
 */

/** Run once cluster-wide, as the reminder tick is (which has 72_616_005; claims 72_616_006). */
const queueLockId = 72_616_007;

/** Due by now: the due day has come in the photographer's zone, and so has its 09:00. */
const dueByNow = (dueDate: SQL) => sql`p.morning and ${dueDate} <= p.local_today`;

const rowsOf = async <Row>(db: Database, query: SQL) => ((await db.execute(query)) as { rows: Row[] }).rows;

/**
 * Queues every follow-up and session step due at `now`, rendered, in one transaction. The advisory lock is tried,
 * not waited for: a server that finds it taken skips (another is queueing); the keys keep a rerun harmless.
 */
export async function queueScheduledMessages(db: Database, links: LinkContext, now: Date): Promise<number> {
  const timeZones = await knownTimeZones(db);
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ acquired: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${queueLockId}) as acquired`,
    );
    if (!lock?.acquired) return 0;
    const followUps = await rowsOf<PendingFollowUpRow>(
      tx,
      sql`with p as (${senders(now, timeZones)})
      ${pendingFollowUps(dueByNow(sql`l.inquiry_date + (step.value ->> 'afterDays')::int`))}`,
    );
    const steps = await rowsOf<PendingStepRow>(
      tx,
      sql`with p as (${senders(now, timeZones)})
      ${pendingSteps(sql`${sendsByItself} and ${dueByNow(sql`c.session_date + cs.due_offset_days`)}`)}`,
    );
    const due = [
      ...followUps.map((row) => followUpMessage(row, links)),
      ...steps.map((row) => stepMessage(row, links)),
    ];
    return queueMessages(tx, due, links, now);
  });
}
