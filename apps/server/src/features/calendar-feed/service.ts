import { createHash, createHmac, randomBytes } from 'node:crypto';
import { calendarEventTitles, type CalendarFeed } from '@shutterdesk/core';
import { and, eq, isNotNull } from 'drizzle-orm';
import ical, { escape as escapeIcalText } from 'ical-generator';
import type { Database } from '../../db/client';
import { calendarFeeds, clients, leads, profiles } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * The feed's secrets (docs/decisions/0013): a stored random key, the token an HMAC of it under the server's
 * secret (so settings can show the address again), and only the token's SHA-256 kept for the lookup.
 */
export interface FeedSecrets {
  secret: string;
  appUrl: string;
}

const feedNotFound = () => notFound('Calendar feed');

function tokenOf(feedKey: string, secret: string): string {
  return createHmac('sha256', secret).update(`calendar-feed:${feedKey}`).digest('base64url');
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function feedOf(feedKey: string, { secret, appUrl }: FeedSecrets): CalendarFeed {
  return { url: `${appUrl}/api/calendar/${tokenOf(feedKey, secret)}` };
}

function newFeedRow(userId: string, secret: string) {
  const feedKey = randomBytes(32).toString('base64url');
  return { userId, feedKey, tokenHash: hashOf(tokenOf(feedKey, secret)) };
}

/** GET /api/calendar-feed: the user's feed address, made on the first read. */
export async function readCalendarFeed(db: Database, userId: string, secrets: FeedSecrets): Promise<CalendarFeed> {
  // Two first reads at once (two tabs) both insert; the second does nothing and both read the one row.
  await db.insert(calendarFeeds).values(newFeedRow(userId, secrets.secret)).onConflictDoNothing();
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  if (!row) throw new Error('The calendar feed was not stored');
  return feedOf(row.feedKey, secrets);
}

/** POST /api/calendar-feed/renew: a new key, so the old address names no feed. */
export async function renewCalendarFeed(db: Database, userId: string, secrets: FeedSecrets): Promise<CalendarFeed> {
  const row = newFeedRow(userId, secrets.secret);
  await db
    .insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { feedKey: row.feedKey, tokenHash: row.tokenHash, createdAt: new Date() },
    });
  return feedOf(row.feedKey, secrets);
}

/**
 * Control characters iCalendar text may not hold (RFC 5545 3.3.11: only tab among them); line breaks are kept for
 * the escaping to write as `\n`. Names are refused with them since (packages/core/src/text-policy.ts), but rows
 * stored before may have them.
 */
const nonTextControls = /[^\P{Cc}\t\r\n]/gu;

/** Text ical-generator escapes itself (an event's summary): only the characters no text may hold are removed. */
function icalTextValue(text: string): string {
  return text.replace(nonTextControls, '');
}

/**
 * Text for a property ical-generator writes as it is given (the calendar's NAME and X-WR-CALNAME, X- properties):
 * escaped here, as RFC 5545 asks of every TEXT value (backslash, semicolon, comma, line breaks), so a name cannot
 * end its line and add properties or a calendar of its own. ical-generator folds the lines afterwards.
 */
function icalEscapedText(text: string): string {
  return escapeIcalText(icalTextValue(text), false);
}

/** An all-day event's date as a Date at UTC midnight; ical-generator writes all-day dates from the UTC fields. */
function dayOf(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/**
 * GET /api/calendar/{token}: the owner's session dates and lead follow-ups, read now. The token's hash is looked
 * up by an index, so a wrong token costs the same as a right one up to that lookup and no string is compared here.
 */
export async function renderCalendarFeed(db: Database, token: string, now: Date): Promise<string> {
  const [owner] = await db
    .select({ userId: calendarFeeds.userId, name: profiles.name, timezone: profiles.timezone })
    .from(calendarFeeds)
    .innerJoin(profiles, eq(profiles.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashOf(token)));
  if (!owner) throw feedNotFound();
  const [sessions, followUps] = await Promise.all([
    db
      .select({ id: clients.id, name: clients.name, sessionType: clients.sessionType, date: clients.sessionDate })
      .from(clients)
      .where(and(eq(clients.userId, owner.userId), isNotNull(clients.sessionDate))),
    db
      .select({ id: leads.id, name: leads.name, date: leads.followUp })
      .from(leads)
      .where(and(eq(leads.userId, owner.userId), isNotNull(leads.followUp))),
  ]);
  const calendar = ical({
    name: icalEscapedText(`Shutterdesk: ${owner.name}`),
    prodId: { company: 'Shutterdesk', product: 'Shutterdesk', language: 'EN' },
    // The zone is named for the calendar app only: all-day events are dates, and ical-generator's own timezone
    // option would write DTSTAMP in the server process's local time without saying so.
    x: { 'X-WR-TIMEZONE': icalEscapedText(owner.timezone) },
    // Asks calendar apps to fetch again hourly (most choose their own pace anyway).
    ttl: 60 * 60,
  });
  for (const session of sessions) {
    if (!session.date) continue;
    calendar.createEvent({
      id: `client-${session.id}@shutterdesk`,
      start: dayOf(session.date),
      allDay: true,
      stamp: now,
      summary: icalTextValue(calendarEventTitles.session(session.name, session.sessionType)),
    });
  }
  for (const followUp of followUps) {
    if (!followUp.date) continue;
    calendar.createEvent({
      id: `lead-${followUp.id}-follow-up@shutterdesk`,
      start: dayOf(followUp.date),
      allDay: true,
      stamp: now,
      summary: icalTextValue(calendarEventTitles.followUp(followUp.name)),
    });
  }
  return calendar.toString();
}
