import { notificationTitles, studioLinkTexts, type Lead } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertNotifications, notificationChannel } from './reminders/notification-writes';

/**
 * A website inquiry's notification (the first of a burst gets one): the bell shows it live, as it is announced when
 * its transaction commits. Keyed by the lead, so it exists once per inquiry.
 */
export async function notifyOfWebsiteInquiry(db: Database, userId: string, lead: Lead, now: Date): Promise<void> {
  const type = 'WebsiteInquiry';
  await insertNotifications(
    db,
    sql`select ${userId}::text as user_id, ${type}::text as type, ${notificationTitles[type]}::text as title,
      ${studioLinkTexts.notification.message(lead.name, lead.sessionType)}::text as message,
      ${lead.id}::text as subject, ''::text as period_key`,
    now,
  );
}

/**
 * Announces a lead that a website inquiry added to the user's open event streams, as its transaction commits: Lead
 * Flow reads its lists again when it arrives. Every inquiry's lead is announced, with a notification or without
 * (those after the first of a burst), so an open Lead Flow misses none.
 */
export async function announceWebsiteLead(db: Database, userId: string, lead: Lead): Promise<void> {
  await db.execute(
    sql`select pg_notify(${notificationChannel}, json_build_object('userId', ${userId}::text, 'leadId', ${lead.id}::text)::text)`,
  );
}
