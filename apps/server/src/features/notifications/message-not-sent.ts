import { notificationTitles, type NotificationType } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertNotifications } from './reminders/notification-writes';

export interface MessageNotSent {
  userId: string;
  /** Whom it was for: the notification leads to Lead Flow or Client Flow. */
  recipient: 'lead' | 'client';
  /** The lead's or client's id: the notification's click opens its Messages. */
  recordId: string;
  /** The outbox message's id: one notification per message, however often it is written. */
  messageId: string;
  message: string;
}

/**
 * The photographer's notification of an automatic message that could not be sent (docs/decisions/0022-workflows.md).
 * Its subject is the record (the API answers it as recordId) and its period the message, so each message notifies
 * once and two failed messages of one lead notify twice.
 */
export async function notifyOfMessageNotSent(db: Database, notice: MessageNotSent, now: Date): Promise<void> {
  const type: NotificationType = notice.recipient === 'lead' ? 'LeadMessageNotSent' : 'ClientMessageNotSent';
  await insertNotifications(
    db,
    sql`select ${notice.userId}::text as user_id, ${type}::text as type, ${notificationTitles[type]}::text as title,
      ${notice.message}::text as message, ${notice.recordId}::text as subject, ${notice.messageId}::text as period_key`,
    now,
  );
}
