import type { TodayMessages } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { knownTimeZones } from '../../db/time-zones';
import { pendingFollowUps, pendingSteps, senders, sendsByItself } from './pending-messages';

/**
 * GET /api/messages/today, the dashboard's figure: in the user's day (profile time zone), the messages sent, and
 * those still due: queued or in flight to go before the day ends, and the follow-ups and `auto` steps due that day
 * that are not queued yet. Cancelled, failed and ready-to-send (waiting for a click) ones are not counted. `active`
 * says whether any workflow can send (a switch on, or a session template step that sends): the dashboard shows the
 * figure only then.
 */
export async function readTodayMessages(db: Database, userId: string, now: Date): Promise<TodayMessages> {
  const p = senders(now, await knownTimeZones(db), sql`p.id = ${userId}`);
  const dayStart = sql`(p.local_today::timestamp at time zone p.zone)`;
  const dayEnd = sql`((p.local_today + 1)::timestamp at time zone p.zone)`;
  const [row] = await rowsOf<{ sent: number; queued: number; follow_ups: number; steps: number; active: boolean }>(
    db,
    sql`with p as (${p})
    select
      (select count(*) from outbox_messages o where o.user_id = p.user_id and o.status = 'sent'
        and o.sent_at >= ${dayStart} and o.sent_at < ${dayEnd})::int as sent,
      (select count(*) from outbox_messages o where o.user_id = p.user_id and o.status in ('queued', 'sending')
        and o.next_attempt_at < ${dayEnd})::int as queued,
      (select count(*) from (${pendingFollowUps(sql`l.inquiry_date + (step.value ->> 'afterDays')::int = p.local_today`)}) f)::int
        as follow_ups,
      (select count(*) from (${pendingSteps(sql`${sendsByItself} and c.session_date + cs.due_offset_days = p.local_today`)}) s)::int
        as steps,
      exists (select 1 from workflow_settings s where s.user_id = p.user_id
          and (s.inquiry_reply_enabled or s.follow_ups_enabled))
        or exists (select 1 from session_template_steps t where t.user_id = p.user_id and t.sends_template_id is not null)
        as active
    from p`,
  );
  return row
    ? { sent: row.sent, due: row.queued + row.follow_ups + row.steps, active: row.active }
    : { sent: 0, due: 0, active: false };
}
