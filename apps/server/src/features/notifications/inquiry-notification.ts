import { notificationTitles, studioLinkTexts, type Lead } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertNotifications } from './reminders/notification-writes';

/**
 * A website inquiry's notification: the bell shows it live (it is announced as its transaction commits), and
 * Lead Flow reads its list again when it arrives. Keyed by the lead, so it exists once per inquiry.
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
