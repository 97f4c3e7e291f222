import { workflowMessages, type OutboxStatus, type TimelineMessage } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { outboxMessages } from '../../db/schema';
import { AppError } from '../../errors';
import { outboxRowOf, type LinkContext } from './messages';
import { entryColumns, pendingMessagesOf, recordColumn, recordOf, toEntry, type RecordKind } from './timeline';

type EntryRow = Parameters<typeof toEntry>[0];

const notPending = (status: Exclude<OutboxStatus, 'queued'>) =>
  new AppError('MESSAGE_NOT_PENDING', workflowMessages.notPending[status]);

/**
 * POST /api/leads/{id}/messages/cancel and the client's (docs/decisions/0022-workflows.md, "Timelines and Cancel"):
 * the message of this key, of this record, never goes. A queued row becomes cancelled, unless a claim took it first
 * (its row lock makes this wait, and then see it 'sending': 409). One still to come gets a cancelled row under its
 * key, so the run never queues it; if the run queued it meanwhile, the unique key refuses the insert and that row
 * is cancelled instead. Either way exactly one outcome stands. A key not of this record is not found.
 */
export async function cancelMessage(
  db: Database,
  kind: RecordKind,
  userId: string,
  id: string,
  key: string,
  links: LinkContext,
  now: Date,
): Promise<TimelineMessage> {
  await recordOf(db, kind, userId, id);
  const ofRecord = sql`idempotency_key = ${key} and user_id = ${userId} and ${recordColumn(kind)} = ${id}`;
  return db.transaction(async (tx) => {
    // Twice at most: the second round finds the row a concurrent run wrote between our look and our insert.
    for (let round = 0; round < 2; round++) {
      const [cancelled] = await rowsOf<EntryRow>(
        tx,
        sql`update outbox_messages set status = 'cancelled', claimed_until = null
          where ${ofRecord} and status = 'queued' returning ${entryColumns}`,
      );
      if (cancelled) return toEntry(cancelled);
      const [stored] = await rowsOf<{ status: OutboxStatus }>(
        tx,
        sql`select status from outbox_messages where ${ofRecord}`,
      );
      if (stored) throw notPending(stored.status === 'queued' ? 'sending' : stored.status);
      const [pending] = await pendingMessagesOf(tx, kind, userId, id, links, now, key);
      if (!pending) throw new AppError('NOT_FOUND', workflowMessages.messageNotFound);
      const [written] = await tx
        .insert(outboxMessages)
        .values(outboxRowOf(pending.message, links, { status: 'cancelled', sendAt: pending.at, now }))
        .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
        .returning({ id: outboxMessages.id });
      if (written) {
        const [entry] = await rowsOf<EntryRow>(
          tx,
          sql`select ${entryColumns} from outbox_messages where id = ${written.id}`,
        );
        return toEntry(entry!);
      }
    }
    throw notPending('sending');
  });
}
