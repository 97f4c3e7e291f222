import { outboxKeys, reminderSchedule } from '@shutterdesk/core';
import { sql, type SQL } from 'drizzle-orm';
import {
  clientValues,
  leadValues,
  studioColumns,
  studioValues,
  type DueMessage,
  type LinkContext,
  type StudioColumns,
} from './messages';

/**
 * The messages still to come that have no outbox row yet (docs/decisions/0022-workflows.md, "Queueing on a date"):
 * a pending lead's follow-ups and a client's steps that send. One definition serves the run that queues them, the
 * timelines that show them as scheduled or ready, Cancel and the dashboard's count, so all four agree on what will go.
 */

/** Follow-ups and `auto` steps older than this many days are history, never sent (the reminders' look-back). */
export const lookbackDays = reminderSchedule.clientStepLookbackDays;

/**
 * Every photographer who can send (`where` narrows them), with their zone (UTC for one PostgreSQL does not know),
 * their local day and whether its 09:00 has come.
 */
export const senders = (now: Date, timeZones: string, where: SQL = sql`true`) => sql`
  select p.id as user_id, ${studioColumns}, coalesce(z.name, 'UTC') as zone,
    (${now.toISOString()}::timestamptz at time zone coalesce(z.name, 'UTC'))::date as local_today,
    (${now.toISOString()}::timestamptz at time zone coalesce(z.name, 'UTC'))::time
      >= ${reminderSchedule.morningReminderTime}::time as morning
  from profiles p
  left join unnest(string_to_array(${timeZones}::text, ',')) as z(name) on z.name = p.timezone
  where p.is_banned is null and ${where}`;

/** When a message due on `dueDate` goes: 09:00 that day in the sender's zone (`p` is a row of senders). */
const goesAt = (dueDate: SQL) =>
  sql`((${dueDate}) + ${reminderSchedule.morningReminderTime}::time) at time zone p.zone`;

/** The columns each pending query answers with, beside the sender's (`p.*`). */
interface TemplateColumns extends StudioColumns {
  user_id: string;
  subject: string;
  body: string;
  email: string;
  name: string;
  /** yyyy-MM-dd; null for a step without a session date or an offset. */
  due_date: string | null;
  /** When it goes: 09:00 of the due date in the photographer's zone (a Date or its text, as the driver gives it). */
  goes_at: Date | string | null;
}

export interface PendingFollowUpRow extends TemplateColumns {
  lead_id: string;
  session_type: string;
  step: number;
}

export interface PendingStepRow extends TemplateColumns {
  step_id: string;
  client_id: string;
  send_mode: 'auto' | 'ready';
  session_date: string | null;
  session_type: string;
}

/**
 * The follow-ups of leads still pending that have an address and have not unsubscribed, from their photographer's
 * switched-on sequence, that no outbox row holds: each with its due date. `p` must be a senders row of the lead's user.
 */
export const pendingFollowUps = (where: SQL) => sql`
  select p.*, l.id as lead_id, l.name, l.email, l.session_type, (step.position - 1)::int as step, t.subject, t.body,
    to_char(l.inquiry_date + (step.value ->> 'afterDays')::int, 'YYYY-MM-DD') as due_date,
    ${goesAt(sql`l.inquiry_date + (step.value ->> 'afterDays')::int`)} as goes_at
  from p
  join workflow_settings s on s.user_id = p.user_id and s.follow_ups_enabled
  cross join lateral jsonb_array_elements(s.follow_up_steps) with ordinality as step(value, position)
  join email_templates t on t.id = (step.value ->> 'templateId')::uuid and t.user_id = p.user_id
  join leads l on l.user_id = p.user_id
  where l.email <> '' and l.unsubscribed_at is null and not l.contacted and not l.booked
    and l.booking_status = 'pending'
    and l.inquiry_date + (step.value ->> 'afterDays')::int > p.local_today - ${lookbackDays}::int
    and ${where}
    and not exists (select 1 from outbox_messages o
      where o.idempotency_key = 'follow-up:' || l.id::text || ':' || (step.position - 1)::text)`;

/**
 * The open client steps that send a template and that no outbox row holds, with their due date (null without a
 * session date or offset). `p` must be a senders row of the step's user; `where` says which (mode, client).
 */
export const pendingSteps = (where: SQL) => sql`
  select p.*, cs.id as step_id, cs.send_mode, c.id as client_id, c.name, c.email,
    to_char(c.session_date, 'YYYY-MM-DD') as session_date, c.session_type, t.subject, t.body,
    to_char(c.session_date + cs.due_offset_days, 'YYYY-MM-DD') as due_date,
    ${goesAt(sql`c.session_date + cs.due_offset_days`)} as goes_at
  from p
  join client_steps cs on cs.user_id = p.user_id and cs.sends_template_id is not null and not cs.done
  join clients c on c.id = cs.client_id
  join email_templates t on t.id = cs.sends_template_id and t.user_id = p.user_id
  where ${where}
    and not exists (select 1 from outbox_messages o where o.idempotency_key = 'session-step:' || cs.id::text)`;

/** An `auto` step that will go by itself: the client has an address, has not unsubscribed, and it is not history. */
export const sendsByItself = sql`cs.send_mode = 'auto' and c.email <> '' and c.unsubscribed_at is null
  and c.session_date + cs.due_offset_days > p.local_today - ${lookbackDays}::int`;

export const followUpMessage = (row: PendingFollowUpRow, links: LinkContext): DueMessage => ({
  userId: row.user_id,
  leadId: row.lead_id,
  clientId: null,
  kind: 'follow-up',
  key: outboxKeys.followUp(row.lead_id, row.step),
  recipient: row.email,
  template: { subject: row.subject, body: row.body },
  values: { ...studioValues(row, links.appUrl), ...leadValues(row.name, row.session_type) },
});

export const stepMessage = (row: PendingStepRow, links: LinkContext): DueMessage => ({
  userId: row.user_id,
  leadId: null,
  clientId: row.client_id,
  kind: 'session-step',
  key: outboxKeys.sessionStep(row.step_id),
  recipient: row.email,
  template: { subject: row.subject, body: row.body },
  values: { ...studioValues(row, links.appUrl), ...clientValues(row.name, row.session_date, row.session_type) },
});
