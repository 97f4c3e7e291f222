import { workflowMessages, type UnsubscribeState } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { recipientOfToken } from './unsubscribe-links';

const invalidLink = () => new AppError('NOT_FOUND', workflowMessages.unsubscribeInvalid);

const tableOf = { lead: sql.raw('leads'), client: sql.raw('clients') } as const;
const columnOf = { lead: sql.raw('lead_id'), client: sql.raw('client_id') } as const;

/** GET /api/public/unsubscribe/{token}: the studio's name and whether the recipient has unsubscribed already. */
export async function readUnsubscribe(db: Database, token: string, secret: string): Promise<UnsubscribeState> {
  const recipient = recipientOfToken(token, secret);
  if (!recipient) throw invalidLink();
  const result = (await db.execute(sql`
    select p.name as studio_name, r.unsubscribed_at is not null as unsubscribed
    from ${tableOf[recipient.kind]} r join profiles p on p.id = r.user_id
    where r.id = ${recipient.id}`)) as { rows: { studio_name: string; unsubscribed: boolean }[] };
  const [row] = result.rows;
  // A deleted lead or client gets nothing any more: its link is simply no longer valid.
  if (!row) throw invalidLink();
  return { studioName: row.studio_name, unsubscribed: row.unsubscribed };
}

/**
 * POST /api/public/unsubscribe/{token} (the page's button, and the one-click POST of RFC 8058): the recipient gets no
 * further automatic message; those queued for them are cancelled in the same transaction. Doing it twice is harmless.
 */
export async function unsubscribe(db: Database, token: string, secret: string, now: Date): Promise<UnsubscribeState> {
  const recipient = recipientOfToken(token, secret);
  if (!recipient) throw invalidLink();
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      update ${tableOf[recipient.kind]} r set unsubscribed_at = coalesce(r.unsubscribed_at, ${now.toISOString()}::timestamptz)
      from profiles p where p.id = r.user_id and r.id = ${recipient.id}
      returning p.name as studio_name`)) as { rows: { studio_name: string }[] };
    const [row] = result.rows;
    if (!row) throw invalidLink();
    await tx.execute(sql`update outbox_messages set status = 'cancelled'
      where ${columnOf[recipient.kind]} = ${recipient.id} and status = 'queued'`);
    return { studioName: row.studio_name, unsubscribed: true };
  });
}
