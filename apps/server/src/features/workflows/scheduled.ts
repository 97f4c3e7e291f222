import { outboxKeys, reminderSchedule } from '@shutterdesk/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { knownTimeZones } from '../../db/time-zones';
import {
  clientValues,
  leadValues,
  queueMessages,
  studioColumns,
  studioValues,
  type DueMessage,
  type LinkContext,
  type StudioColumns,
} from './messages';

/**
 * The messages due on a date (docs/decisions/0022-workflows.md, "Triggers"): a lead's follow-ups, N days after its
 * inquiry while it is still pending, and the session steps that send by themselves on their due day. Both are due
 * from 09:00 on that day in the photographer's time zone, as the morning reminders are; one due longer ago than the
 * reminders' look-back (a sequence switched on for old leads, a client added after the session) is history, not
 * sent. Each is queued once under its key; a key cancelled earlier is never queued.
 */

/** Run once cluster-wide, as the reminder tick is (which has 72_616_005; claims 72_616_006). */
const queueLockId = 72_616_007;
const lookbackDays = reminderSchedule.clientStepLookbackDays;

/** Every photographer who can send, with their local day and whether their morning has come. */
const senders = (now: Date, timeZones: string) => sql`
  select p.id as user_id, ${studioColumns},
    (${now.toISOString()}::timestamptz at time zone coalesce(z.name, 'UTC'))::date as local_today,
    (${now.toISOString()}::timestamptz at time zone coalesce(z.name, 'UTC'))::time
      >= ${reminderSchedule.morningReminderTime}::time as morning
  from profiles p
  left join unnest(string_to_array(${timeZones}::text, ',')) as z(name) on z.name = p.timezone
  where p.is_banned is null`;

const dueWindow = (dueDate: SQL) =>
  sql`p.morning and ${dueDate} <= p.local_today and ${dueDate} > p.local_today - ${lookbackDays}::int`;

const rowsOf = async <Row>(db: Database, query: SQL) => ((await db.execute(query)) as { rows: Row[] }).rows;

type TemplateColumns = StudioColumns & { user_id: string; subject: string; body: string; email: string; name: string };

async function dueFollowUps(db: Database, links: LinkContext, now: Date, timeZones: string): Promise<DueMessage[]> {
  const rows = await rowsOf<TemplateColumns & { lead_id: string; session_type: string; step: number }>(
    db,
    sql`
    with p as (${senders(now, timeZones)})
    select p.*, l.id as lead_id, l.name, l.email, l.session_type, (step.position - 1)::int as step, t.subject, t.body
    from p
    join workflow_settings s on s.user_id = p.user_id and s.follow_ups_enabled
    cross join lateral jsonb_array_elements(s.follow_up_steps) with ordinality as step(value, position)
    join email_templates t on t.id = (step.value ->> 'templateId')::uuid and t.user_id = p.user_id
    join leads l on l.user_id = p.user_id
    where l.email <> '' and l.unsubscribed_at is null and not l.contacted and not l.booked
      and l.booking_status = 'pending'
      and ${dueWindow(sql`l.inquiry_date + (step.value ->> 'afterDays')::int`)}
      and not exists (select 1 from outbox_messages o
        where o.idempotency_key = 'follow-up:' || l.id::text || ':' || (step.position - 1)::text)`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    leadId: row.lead_id,
    clientId: null,
    kind: 'follow-up',
    key: outboxKeys.followUp(row.lead_id, row.step),
    recipient: row.email,
    template: { subject: row.subject, body: row.body },
    values: { ...studioValues(row, links.appUrl), ...leadValues(row.name, row.session_type) },
  }));
}

async function dueSessionSteps(db: Database, links: LinkContext, now: Date, timeZones: string): Promise<DueMessage[]> {
  const rows = await rowsOf<
    TemplateColumns & { step_id: string; client_id: string; session_date: string; session_type: string }
  >(
    db,
    sql`
    with p as (${senders(now, timeZones)})
    select p.*, cs.id as step_id, c.id as client_id, c.name, c.email, to_char(c.session_date, 'YYYY-MM-DD') as session_date,
      c.session_type, t.subject, t.body
    from p
    join client_steps cs on cs.user_id = p.user_id and cs.send_mode = 'auto' and not cs.done
    join clients c on c.id = cs.client_id
    join email_templates t on t.id = cs.sends_template_id and t.user_id = p.user_id
    where c.email <> '' and c.unsubscribed_at is null
      and ${dueWindow(sql`c.session_date + cs.due_offset_days`)}
      and not exists (select 1 from outbox_messages o where o.idempotency_key = 'session-step:' || cs.id::text)`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    leadId: null,
    clientId: row.client_id,
    kind: 'session-step',
    key: outboxKeys.sessionStep(row.step_id),
    recipient: row.email,
    template: { subject: row.subject, body: row.body },
    values: { ...studioValues(row, links.appUrl), ...clientValues(row.name, row.session_date, row.session_type) },
  }));
}

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
    const due = [
      ...(await dueFollowUps(tx, links, now, timeZones)),
      ...(await dueSessionSteps(tx, links, now, timeZones)),
    ];
    return queueMessages(tx, due, links, now);
  });
}
