import type { Timeline, TimelineMessage } from '@shutterdesk/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { knownTimeZones } from '../../db/time-zones';
import { notFound } from '../../errors';
import { renderDueMessage, type DueMessage, type LinkContext } from './messages';
import {
  followUpMessage,
  pendingFollowUps,
  pendingSteps,
  senders,
  sendsByItself,
  stepMessage,
  type PendingFollowUpRow,
  type PendingStepRow,
} from './pending-messages';

/**
 * A lead's and a client's message timeline (docs/decisions/0022-workflows.md, "Timelines and Cancel"): its outbox
 * rows, whatever their state, and what is still to come without a row: a pending lead's follow-ups (scheduled), a
 * client's `auto` steps (scheduled) and `ready` steps (waiting for the photographer's click).
 */

export type RecordKind = 'lead' | 'client';

const tableOf = { lead: sql.raw('leads'), client: sql.raw('clients') } as const;
const columnOf = { lead: sql.raw('lead_id'), client: sql.raw('client_id') } as const;
const nameOf = { lead: 'Lead', client: 'Client' } as const;

/** An outbox row as a timeline entry: when it went if sent, else when it goes (or went, or would have gone). */
export const entryColumns = sql`idempotency_key as key, kind, status, recipient as "to", subject, text_body as text,
  case when status = 'sent' then sent_at else next_attempt_at end as at, last_error as error`;

interface EntryRow extends Omit<TimelineMessage, 'at'> {
  /** A Date or its text, as the driver gives it. */
  at: Date | string;
}

const isoOf = (at: Date | string) => new Date(at).toISOString();

export const toEntry = (row: EntryRow): TimelineMessage => ({ ...row, at: isoOf(row.at) });

/** The record of the signed-in user, with its address and whether it unsubscribed; another user's is not found. */
export async function recordOf(db: Database, kind: RecordKind, userId: string, id: string) {
  const [row] = await rowsOf<{ address: string; unsubscribed: boolean }>(
    db,
    sql`select email as address, unsubscribed_at is not null as unsubscribed
      from ${tableOf[kind]} where id = ${id} and user_id = ${userId}`,
  );
  if (!row) throw notFound(nameOf[kind]);
  return row;
}

/** A message still to come, not in the outbox: what it would send now, and when it goes. */
export interface PendingMessage {
  message: DueMessage;
  status: 'scheduled' | 'ready';
  at: Date;
}

/** The messages still to come for the record, without an outbox row; `key` narrows them to one. */
export async function pendingMessagesOf(
  db: Database,
  kind: RecordKind,
  userId: string,
  id: string,
  links: LinkContext,
  now: Date,
  key?: string,
): Promise<PendingMessage[]> {
  const p = senders(now, await knownTimeZones(db), sql`p.id = ${userId}`);
  if (kind === 'lead') {
    const rows = await rowsOf<PendingFollowUpRow>(db, sql`with p as (${p}) ${pendingFollowUps(sql`l.id = ${id}`)}`);
    return rows
      .map((row) => ({
        message: followUpMessage(row, links),
        status: 'scheduled' as const,
        at: new Date(row.goes_at!),
      }))
      .filter((pending) => key === undefined || pending.message.key === key);
  }
  const rows = await rowsOf<PendingStepRow>(
    db,
    sql`with p as (${p}) ${pendingSteps(sql`c.id = ${id} and (cs.send_mode = 'ready' or (${sendsByItself}))`)}`,
  );
  return rows
    .map((row) => ({
      message: stepMessage(row, links),
      status: row.send_mode === 'ready' ? ('ready' as const) : ('scheduled' as const),
      // A ready step without a due day (no session date or offset) can be sent at any time: from now.
      at: row.goes_at === null ? now : new Date(row.goes_at),
    }))
    .filter((pending) => key === undefined || pending.message.key === key);
}

/** A message still to come as the timeline shows it: rendered as it would go now. */
export function pendingEntry({ message, status, at }: PendingMessage, links: LinkContext): TimelineMessage {
  const { subject, text } = renderDueMessage(message, links);
  return {
    key: message.key,
    kind: message.kind,
    status,
    to: message.recipient,
    subject,
    text,
    at: at.toISOString(),
    error: null,
  };
}

const byTime = (a: TimelineMessage, b: TimelineMessage) => a.at.localeCompare(b.at) || a.key.localeCompare(b.key);

/** GET /api/leads/{id}/messages and /api/clients/{id}/messages */
export async function readTimeline(
  db: Database,
  kind: RecordKind,
  userId: string,
  id: string,
  links: LinkContext,
  now: Date,
): Promise<Timeline> {
  const { address, unsubscribed } = await recordOf(db, kind, userId, id);
  const stored = await rowsOf<EntryRow>(
    db,
    sql`select ${entryColumns} from outbox_messages where ${columnOf[kind]} = ${id} and user_id = ${userId}`,
  );
  const pending = await pendingMessagesOf(db, kind, userId, id, links, now);
  const messages = [...stored.map(toEntry), ...pending.map((message) => pendingEntry(message, links))].sort(byTime);
  return { messages, address, unsubscribed };
}

export const recordColumn = (kind: RecordKind): SQL => columnOf[kind];
