import {
  bookingRateOf,
  calendarDateIn,
  leadInsightsWindow,
  leadSources,
  type LeadBookingFigures,
  type LeadInsights,
  type LeadSourceCode,
} from '@shutterdesk/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';
import { rowsOf } from '../../db/raw-sql';
import { readProfileRow } from '../../profile/rows';

const figures = (leadCount: number, booked: number): LeadBookingFigures => ({
  leads: leadCount,
  booked,
  bookingRate: leadCount === 0 ? null : bookingRateOf(booked, leadCount),
});

interface GroupRow {
  month: string | null;
  source: LeadSourceCode | null;
  leads: number;
  booked: number;
}

interface ReplyRow {
  median_seconds: number | string | null;
  replied: number;
}

/** PostgreSQL answers a double precision, which the pg driver may hand over as text. */
const nullableRound = (value: number | string | null | undefined, divisor = 1) =>
  value === null || value === undefined ? null : Math.round(Number(value) / divisor);

interface ContactRow {
  median_seconds: number | null;
  timed: number;
  untimed: number;
  within_leads: number;
  within_booked: number;
  later_leads: number;
  later_booked: number;
}

const isBooked = sql`${leads.bookingStatus} = 'booked'`;

/** Leads counted by inquiry month and, apart, by source (the two grouping sets; the other key is null). */
function countByMonthAndSource(db: Database, inWindow: SQL) {
  return rowsOf<GroupRow>(
    db,
    sql`
    select to_char(${leads.inquiryDate}, 'YYYY-MM') as month, ${leads.source} as source,
      count(*)::int as leads, (count(*) filter (where ${isBooked}))::int as booked
    from ${leads} where ${inWindow}
    group by grouping sets ((to_char(${leads.inquiryDate}, 'YYYY-MM')), (${leads.source}))`,
  );
}

/** The photographer's own contact times: their median, and leads and bookings within a day of arrival or later. */
async function countContactTimes(db: Database, inWindow: SQL): Promise<ContactRow | undefined> {
  const timed = sql`${leads.contactedAt} is not null and ${leads.remindIfUncontacted}`;
  const withinDay = sql`${leads.contactedAt} - ${leads.createdAt} <= interval '24 hours'`;
  const [counted] = await rowsOf<ContactRow>(
    db,
    sql`
    select
      percentile_cont(0.5) within group (order by extract(epoch from ${leads.contactedAt} - ${leads.createdAt}))
        filter (where ${timed}) as median_seconds,
      (count(*) filter (where ${timed}))::int as timed,
      (count(*) filter (where not (${timed})))::int as untimed,
      (count(*) filter (where ${timed} and ${withinDay}))::int as within_leads,
      (count(*) filter (where ${timed} and ${withinDay} and ${isBooked}))::int as within_booked,
      (count(*) filter (where ${timed} and not (${withinDay})))::int as later_leads,
      (count(*) filter (where ${timed} and not (${withinDay}) and ${isBooked}))::int as later_booked
    from ${leads} where ${inWindow}`,
  );
  return counted;
}

/** The instant replies to website inquiries that were sent: how many, and the median time from arrival. */
async function countAutomaticReplies(db: Database, inWindow: SQL): Promise<ReplyRow | undefined> {
  const [replies] = await rowsOf<ReplyRow>(
    db,
    sql`
    select
      percentile_cont(0.5) within group (order by extract(epoch from o.sent_at - ${leads.createdAt})) as median_seconds,
      count(*)::int as replied
    from ${leads} join outbox_messages o on o.lead_id = ${leads.id}
    where ${inWindow} and o.kind = 'inquiry-reply' and o.status = 'sent'`,
  );
  return replies;
}

/** Every month of the window and every source, with zeros where no lead came. */
function monthsAndSources(windowMonths: readonly string[], groups: readonly GroupRow[]) {
  const byMonth = new Map<string, GroupRow>();
  const bySource = new Map<string, GroupRow>();
  for (const row of groups) {
    if (row.month !== null) byMonth.set(row.month, row);
    else if (row.source !== null) bySource.set(row.source, row);
  }
  const months = windowMonths.map((month) => {
    const row = byMonth.get(month);
    return { month, ...figures(row?.leads ?? 0, row?.booked ?? 0) };
  });
  const sources = leadSources.map(({ code }) => {
    const row = bySource.get(code);
    return { source: code, ...figures(row?.leads ?? 0, row?.booked ?? 0) };
  });
  return { months, sources };
}

/**
 * GET /api/leads/insights: the user's leads of the last leadInsightsMonths months (by inquiry date, the months
 * counted from the user's today), in queries on the (user, inquiry date) index. Booked is status 'booked' of
 * all leads, as Lead Flow's booking rate counts it.
 *
 * A contact time is known when Contacted was ticked (contacted_at) on a lead that arrived in the app
 * (remind_if_uncontacted: added in Lead Flow or sent through the website form), whose created_at is its arrival.
 * An imported lead's created_at and contacted_at are both the import's moment, and older leads have none, so
 * those count as without a contact time rather than as answered at once. The instant reply to a website inquiry is
 * timed apart (automaticReply), from the lead's arrival to the reply's sending: it is not the photographer's answer.
 */
export async function leadInsights(db: Database, userId: string, now: Date): Promise<LeadInsights> {
  const { timezone } = await readProfileRow(db, userId);
  const window = leadInsightsWindow(calendarDateIn(now, timezone));
  const inWindow = sql`${leads.userId} = ${userId} and ${leads.inquiryDate} >= ${window.from}::date
    and ${leads.inquiryDate} < ${window.until}::date`;
  const [groups, counted, replies] = await Promise.all([
    countByMonthAndSource(db, inWindow),
    countContactTimes(db, inWindow),
    countAutomaticReplies(db, inWindow),
  ]);
  const { months, sources } = monthsAndSources(window.months, groups);
  return {
    from: window.months[0]!,
    to: window.months[window.months.length - 1]!,
    total: figures(
      months.reduce((sum, month) => sum + month.leads, 0),
      months.reduce((sum, month) => sum + month.booked, 0),
    ),
    months,
    sources,
    speedToLead: {
      medianMinutes: nullableRound(counted?.median_seconds, 60),
      timed: counted?.timed ?? 0,
      untimed: counted?.untimed ?? 0,
    },
    automaticReply: {
      medianSeconds: nullableRound(replies?.median_seconds),
      replied: replies?.replied ?? 0,
    },
    contactedWithinDay: figures(counted?.within_leads ?? 0, counted?.within_booked ?? 0),
    contactedLater: figures(counted?.later_leads ?? 0, counted?.later_booked ?? 0),
  };
}
