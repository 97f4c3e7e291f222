import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { profiles } from '../../../db/schema';

/**
 * The PostgreSQL channel of the live event stream: each new notification as `{"userId":…,"id":…}`, and each lead
 * a website inquiry added as `{"userId":…,"leadId":…}` (inquiry-notification.ts). Every server LISTENs on it
 * (PGlite delivers it in-process), so a live event reaches the user whichever server holds the stream. Only ids
 * travel: the server that holds a stream reads a notification's row itself, scoped by the user's id.
 */
export const notificationChannel = 'shutterdesk_notifications';

/** The first row of a raw query; both drivers answer db.execute with `{ rows }`. */
export async function firstRow<Row>(db: Database, query: SQL): Promise<Row | undefined> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows[0];
}

export interface NotificationAnnouncement {
  userId: string;
  id: string;
}

export interface NewLeadAnnouncement {
  userId: string;
  leadId: string;
}

/**
 * Inserts the notifications `rows` selects (columns user_id, type, title, message, subject, period_key) and
 * announces each one, in one statement: rows whose dedupe key exists are skipped (`on conflict do nothing`),
 * and only rows actually inserted are announced. The announcements go out when the transaction commits.
 * Returns how many were created; nothing is read back into the process, so a tick over every user stays flat.
 */
export async function insertNotifications(db: Database, rows: SQL, createdAt: Date): Promise<number> {
  const inserted = await firstRow<{ created: number }>(
    db,
    sql`
    with due as (${rows}),
    inserted as (
      insert into notifications (user_id, type, title, message, subject, period_key, created_at)
      select user_id, type, title, message, subject, period_key, ${createdAt.toISOString()}::timestamptz from due
      on conflict (user_id, type, subject, period_key) do nothing
      returning id, user_id
    )
    select count(
      pg_notify(${notificationChannel}, json_build_object('userId', user_id, 'id', id)::text)::text
    )::int as created
    from inserted`,
  );
  return Number(inserted?.created ?? 0);
}

/**
 * After a successful notification write (docs/product.md, reminders) the profile's last_active_at is set, best effort
 * (failures ignored). Only writes the user makes count (reading, archiving, saving a lead); a scheduled reminder
 * arriving for someone who is away is not activity of theirs.
 */
export async function markUserActive(db: Database, userId: string, now: Date): Promise<void> {
  try {
    await db.update(profiles).set({ lastActiveAt: now }).where(eq(profiles.id, userId));
  } catch {
    // Best effort by design: the notification write it follows has succeeded either way.
  }
}
