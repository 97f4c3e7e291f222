import {
  notificationCategoryOfTask,
  notificationTitles,
  reminderMessages,
  reminderNameList,
  reminderPreferences,
  reminderSchedule,
  type NotificationType,
  type TaskFrequency,
} from '@shutterdesk/core';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The reminders of the scheduled tick (docs/decisions/0006-reminders.md), one set-based SELECT per type over every user at
 * once: each yields the rows to insert (user_id, type, title, message, subject, period_key), and
 * notification-writes.ts inserts them with the dedupe key. All times are the user's local time: `local_now` is
 * the tick's instant at the profile's time zone. A reminder is due from its moment to the end of its period,
 * so a tick missed at 17:00 (a restart) still delivers it at 17:01.
 */

/** The same keys as core's periods.ts, in PostgreSQL's to_char formats (docs/decisions/0005-recurring-tasks.md). */
const periodKeyFormats: Record<TaskFrequency, string> = {
  daily: 'YYYY-MM-DD',
  weekly: 'IYYY-"W"IW',
  monthly: 'YYYY-MM',
  yearly: 'YYYY',
};

/** The frequencies with a category task reminder; yearly routines have none. */
type RemindedFrequency = Exclude<TaskFrequency, 'yearly'>;

/** Core's formatDate ('MMM d, yyyy', e.g. 'Nov 9, 2026') in to_char's words. */
const displayDateFormat = 'Mon FMDD, YYYY';

/** What every reminder query of one tick needs: its instant, and the time zones the database knows. */
export interface TickMoment {
  now: Date;
  /**
   * The names of pg_timezone_names, comma-separated (no zone name holds a comma). Read once per server
   * (tick.ts): that view reads the whole time zone database on every use, about 40 ms on PostgreSQL and far more
   * on PGlite, where it would hold up every request seven times a minute.
   */
  timeZones: string;
}

/**
 * Every user who can receive reminders, with their preferences and local time. A time zone PostgreSQL does not
 * know (the profile's is checked against the browser's list) falls back to UTC instead of failing the tick for
 * everyone. Banned users get nothing.
 */
function recipients({ now, timeZones }: TickMoment): SQL {
  return sql`
    select p.id as user_id, p.notification_preferences as preferences, p.lead_waiting_hours as waiting_hours,
      (${now.toISOString()}::timestamptz at time zone coalesce(z.name, 'UTC')) as local_now
    from profiles p
    left join unnest(string_to_array(${timeZones}::text, ',')) as z(name) on z.name = p.timezone
    where p.is_banned is null`;
}

/** Only an explicit false turns a preference off (core's allowsReminder), so older profiles keep every reminder. */
function preferenceAllows(type: NotificationType): SQL {
  const preference = reminderPreferences[type];
  if (preference === 'categoryTasks') {
    const categoryKeys = JSON.stringify(notificationCategoryOfTask);
    return sql`(r.preferences -> 'categoryTasks' ->> (${categoryKeys}::jsonb ->> t.category)) is distinct from 'false'`;
  }
  return sql`(r.preferences ->> ${preference}) is distinct from 'false'`;
}

/** 'A, B, C' or 'A, B, C and 4 more', from the names of a group in the given order. */
function namesOf(name: SQL, orderBy: SQL): SQL {
  const shown = sql`array_to_string((array_agg(${name} order by ${orderBy}))[1:${sql.raw(String(reminderNameList.shown))}], ${reminderNameList.separator})`;
  return sql`case when count(*) <= ${reminderNameList.shown} then ${shown}
    else format(${reminderNameList.more}::text, ${shown}, count(*) - ${reminderNameList.shown}) end`;
}

const localTimeReached = (time: string) => sql`r.local_now::time >= ${time}::time`;
const localToday = sql`r.local_now::date`;
const typeAndTitle = (type: NotificationType) => sql`${type}::text as type, ${notificationTitles[type]}::text as title`;
const unbookedLead = sql`not l.booked and l.booking_status <> 'booked'`;

/** Open priority tasks, from 17:00 each day: one reminder a day naming them, newest first as the dashboard shows. */
function priorityTaskReminders(tick: TickMoment): SQL {
  const type = 'PriorityTaskReminderDaily';
  return sql`
    select r.user_id, ${typeAndTitle(type)}, ''::text as subject,
      to_char(r.local_now, ${periodKeyFormats.daily}) as period_key,
      format(${reminderMessages[type]}::text, ${namesOf(sql`pt.title`, sql`pt.created_at desc`)}) as message
    from (${recipients(tick)}) r
    join priority_tasks pt on pt.user_id = r.user_id and not pt.completed and not pt.is_archived
    where ${localTimeReached(reminderSchedule.endOfDayReminderTime)} and ${preferenceAllows(type)}
    group by r.user_id, r.local_now`;
}

/** From when in its period a category task reminder is due, per frequency. */
const categoryTaskMoment: Record<RemindedFrequency, SQL> = {
  daily: localTimeReached(reminderSchedule.endOfDayReminderTime),
  // date_trunc('week') is Monday 00:00; ISO weekday 5 (Friday) is four days on.
  weekly: sql`r.local_now >= date_trunc('week', r.local_now)
    + make_interval(days => ${reminderSchedule.weeklyReminderIsoWeekday - 1}::int)
    + ${reminderSchedule.morningReminderTime}::time::interval`,
  // The month's last day is the first of the next month minus one day.
  monthly: sql`r.local_now >= date_trunc('month', r.local_now) + interval '1 month'
    - make_interval(days => ${reminderSchedule.monthlyReminderDaysBeforeMonthEnd + 1}::int)
    + ${reminderSchedule.morningReminderTime}::time::interval`,
};

const categoryTaskTypes = {
  daily: 'CategoryTaskReminderDaily',
  weekly: 'CategoryTaskReminderWeekly',
  monthly: 'CategoryTaskReminderMonthly',
} as const satisfies Record<RemindedFrequency, NotificationType>;

/**
 * Category tasks of one frequency not completed in the current period, counting only categories the user wants
 * reminders for: one reminder per period saying how many and naming them in the dashboard's order.
 */
function categoryTaskReminders(frequency: RemindedFrequency, tick: TickMoment): SQL {
  const type = categoryTaskTypes[frequency];
  const templates = reminderMessages[type];
  const currentKey = sql`to_char(r.local_now, ${periodKeyFormats[frequency]})`;
  return sql`
    select r.user_id, ${typeAndTitle(type)}, ''::text as subject, ${currentKey} as period_key,
      format(case when count(*) = 1 then ${templates.one}::text else ${templates.other}::text end,
        count(*), ${namesOf(sql`t.title`, sql`t.category, t.position, t.created_at`)}) as message
    from (${recipients(tick)}) r
    join tasks t on t.user_id = r.user_id and t.frequency = ${frequency}
    where ${categoryTaskMoment[frequency]} and ${preferenceAllows(type)}
      and not exists (
        select 1 from task_completions c where c.task_id = t.id and c.period_key = ${currentKey})
    group by r.user_id, r.local_now`;
}

/** Unbooked leads whose follow-up is tomorrow or today: from 09:00, one reminder per lead on each of the two days. */
function leadFollowUpReminders(tick: TickMoment): SQL {
  const type = 'LeadFollowUpApproaching';
  const templates = reminderMessages[type];
  return sql`
    select r.user_id, ${typeAndTitle(type)}, l.id::text as subject,
      to_char(r.local_now, ${periodKeyFormats.daily}) as period_key,
      format(case when l.follow_up = ${localToday} then ${templates.today}::text else ${templates.tomorrow}::text end,
        l.name, to_char(l.follow_up, ${displayDateFormat})) as message
    from (${recipients(tick)}) r
    join leads l on l.user_id = r.user_id
    where l.follow_up between ${localToday} and ${localToday} + ${reminderSchedule.leadFollowUpDaysBefore}::int
      and ${unbookedLead}
      and ${localTimeReached(reminderSchedule.morningReminderTime)} and ${preferenceAllows(type)}`;
}

/**
 * 'New lead waiting': a pending lead added in the app or through the website form and never contacted, once it
 * arrived the user's waiting hours ago. Counted in absolute time from its arrival, so the time zone does not move
 * it. Once per lead (the period key is empty): changing the hours later does not repeat it. A lead contacted,
 * booked, marked not booked, converted (booked) or deleted before then never gets it.
 */
function leadAwaitingContactReminders(tick: TickMoment): SQL {
  const type = 'LeadAwaitingContact';
  const templates = reminderMessages[type];
  const now = sql`${tick.now.toISOString()}::timestamptz`;
  return sql`
    select r.user_id, ${typeAndTitle(type)}, l.id::text as subject, ''::text as period_key,
      format(case when r.waiting_hours = 1 then ${templates.one}::text else ${templates.other}::text end,
        l.name, r.waiting_hours) as message
    from (${recipients(tick)}) r
    join leads l on l.user_id = r.user_id
    where l.remind_if_uncontacted and l.contacted_at is null
      and l.created_at > ${now} - make_interval(days => ${reminderSchedule.leadAwaitingContactLookbackDays}::int)
      and l.created_at <= ${now} - make_interval(hours => r.waiting_hours)
      and ${unbookedLead} and l.booking_status <> 'not booked' and ${preferenceAllows(type)}`;
}

/**
 * Clients whose session is within 7 days with the contract unsigned: from 09:00, once per client and session
 * date (moving the session re-arms it).
 */
function contractReminders(tick: TickMoment): SQL {
  const type = 'ClientPendingContractStart';
  return sql`
    select r.user_id, ${typeAndTitle(type)}, c.id::text as subject, to_char(c.session_date, ${periodKeyFormats.daily}) as period_key,
      format(${reminderMessages[type]}::text, c.name, c.session_type, to_char(c.session_date, ${displayDateFormat}))
        as message
    from (${recipients(tick)}) r
    join clients c on c.user_id = r.user_id
    where c.session_date between ${localToday} and ${localToday} + ${reminderSchedule.contractWindowDays}::int
      and (c.pre_session ->> 'contractSigned') is distinct from 'true'
      and ${localTimeReached(reminderSchedule.morningReminderTime)} and ${preferenceAllows(type)}`;
}

/** Clients whose session is within 3 days or past with the invoice unpaid: from 09:00, once per client and session date. */
function invoiceReminders(tick: TickMoment): SQL {
  const type = 'ClientUnclearedInvoice';
  const templates = reminderMessages[type];
  return sql`
    select r.user_id, ${typeAndTitle(type)}, c.id::text as subject, to_char(c.session_date, ${periodKeyFormats.daily}) as period_key,
      format(case when c.session_date < ${localToday} then ${templates.past}::text else ${templates.upcoming}::text end,
        c.name, c.session_type, to_char(c.session_date, ${displayDateFormat})) as message
    from (${recipients(tick)}) r
    join clients c on c.user_id = r.user_id
    where c.session_date <= ${localToday} + ${reminderSchedule.invoiceWindowDays}::int
      and (c.pre_session ->> 'invoicePaid') is distinct from 'true'
      and ${localTimeReached(reminderSchedule.morningReminderTime)} and ${preferenceAllows(type)}`;
}

/**
 * A client's template step not done by its due day (the session date moved by the step's offset): from 09:00 on
 * that day, once per step (subject the client, so deleting the client takes it along; period the step's id).
 * Clients without a session date have no due steps. A step due more than clientStepLookbackDays ago gets none, so
 * a client added with a session long past does not bury the bell.
 */
function clientStepReminders(tick: TickMoment): SQL {
  const type = 'ClientStepDue';
  const templates = reminderMessages[type];
  const due = sql`(c.session_date + s.due_offset_days)`;
  return sql`
    select r.user_id, ${typeAndTitle(type)}, c.id::text as subject, s.id::text as period_key,
      format(case when ${due} = ${localToday} then ${templates.today}::text else ${templates.past}::text end,
        c.name, s.name, to_char(${due}, ${displayDateFormat})) as message
    from (${recipients(tick)}) r
    join client_steps s on s.user_id = r.user_id and not s.done and s.due_offset_days is not null
    join clients c on c.id = s.client_id and c.user_id = r.user_id
    where ${due} between ${localToday} - ${reminderSchedule.clientStepLookbackDays}::int and ${localToday}
      and ${localTimeReached(reminderSchedule.morningReminderTime)} and ${preferenceAllows(type)}`;
}

/** Every reminder of the tick by type; LeadMissingFollowUp fires when a lead is added, WebsiteInquiry when one arrives. */
export type ScheduledReminderType = Exclude<
  NotificationType,
  'LeadMissingFollowUp' | 'WebsiteInquiry' | 'LeadMessageNotSent' | 'ClientMessageNotSent'
>;

export const scheduledReminders: Record<ScheduledReminderType, (tick: TickMoment) => SQL> = {
  PriorityTaskReminderDaily: priorityTaskReminders,
  CategoryTaskReminderDaily: (tick) => categoryTaskReminders('daily', tick),
  CategoryTaskReminderWeekly: (tick) => categoryTaskReminders('weekly', tick),
  CategoryTaskReminderMonthly: (tick) => categoryTaskReminders('monthly', tick),
  LeadFollowUpApproaching: leadFollowUpReminders,
  LeadAwaitingContact: leadAwaitingContactReminders,
  ClientPendingContractStart: contractReminders,
  ClientUnclearedInvoice: invoiceReminders,
  ClientStepDue: clientStepReminders,
};
