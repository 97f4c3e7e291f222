import { outboxKeys, type Lead } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  leadValues,
  queueMessages,
  studioColumns,
  studioValues,
  type LinkContext,
  type StudioColumns,
} from './messages';

/**
 * Queues the instant reply to a website inquiry's lead, in the inquiry's transaction: when the photographer has it
 * switched on and the inquiry left an address. Says whether it queued one (the caller then nudges the outbox).
 */
export async function queueInquiryReply(
  tx: Database,
  links: LinkContext,
  userId: string,
  lead: Lead,
  now: Date,
): Promise<boolean> {
  if (lead.email === '') return false;
  const result = (await tx.execute(sql`
    select t.subject, t.body, ${studioColumns}
    from profiles p
    join workflow_settings s on s.user_id = p.id and s.inquiry_reply_enabled
    join email_templates t on t.id = s.inquiry_reply_template_id and t.user_id = p.id
    where p.id = ${userId}`)) as { rows: (StudioColumns & { subject: string; body: string })[] };
  const [row] = result.rows;
  if (!row) return false;
  const queued = await queueMessages(
    tx,
    [
      {
        userId,
        leadId: lead.id,
        clientId: null,
        kind: 'inquiry-reply',
        key: outboxKeys.inquiryReply(lead.id),
        recipient: lead.email,
        template: { subject: row.subject, body: row.body },
        values: { ...studioValues(row, links.appUrl), ...leadValues(lead.name, lead.sessionType) },
      },
    ],
    links,
    now,
  );
  return queued > 0;
}
