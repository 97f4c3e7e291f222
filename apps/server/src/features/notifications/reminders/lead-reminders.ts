import {
  allowsReminder,
  fillTemplate,
  normalizeBookingStatus,
  notificationTitles,
  periodKey,
  reminderMessages,
  type LeadArrival,
} from '@shutterdesk/core';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { profiles, type LeadRow } from '../../../db/schema';
import { insertNotifications, markUserActive } from './notification-writes';

/**
 * LeadMissingFollowUp (docs/decisions/0006-reminders.md): an unbooked lead added without a follow-up date gets a reminder
 * at once, if the user wants lead reminders. Keyed by the lead and the user's local day, so it is created once.
 * Says whether it created one.
 *
 * Not for a website inquiry: it never has a follow-up date, and its own WebsiteInquiry notification already says
 * it arrived, so a second one would only be noise. A Website lead the photographer adds is reminded of as any other.
 */
export async function remindOfMissingFollowUp(
  db: Database,
  lead: LeadRow,
  arrival: LeadArrival,
  now: Date,
): Promise<boolean> {
  if (arrival === 'websiteInquiry') return false;
  if (lead.followUp || lead.booked || normalizeBookingStatus(lead.bookingStatus) === 'booked') return false;
  const type = 'LeadMissingFollowUp';
  const [profile] = await db
    .select({
      timezone: profiles.timezone,
      preferences: profiles.notificationPreferences,
      bannedAt: profiles.bannedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, lead.userId));
  if (!profile || profile.bannedAt !== null || !allowsReminder(profile.preferences, type)) return false;
  const created = await insertNotifications(
    db,
    sql`select ${lead.userId}::text as user_id, ${type}::text as type, ${notificationTitles[type]}::text as title,
      ${fillTemplate(reminderMessages[type], [lead.name])}::text as message, ${lead.id}::text as subject,
      ${periodKey('daily', now, profile.timezone)}::text as period_key`,
    now,
  );
  return created > 0;
}

/** The notification centre's part in adding a lead, which the app hands to the leads feature. */
export const leadReminders = { remindOfMissingFollowUp, markUserActive };
