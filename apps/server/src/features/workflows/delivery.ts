import { createHash } from 'node:crypto';
import { outboxKeys, workflowTexts } from '@shutterdesk/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { knownTimeZones } from '../../db/time-zones';
import type { Logger } from '../../logger';
import { senderAddress, type Mailer } from '../../mail/mailer';
import type { LinkContext } from './messages';
import { unsubscribeApiUrl, unsubscribePageUrl, unsubscribeToken } from './unsubscribe-links';

/**
 * Delivery of the outbox (docs/decisions/0022-workflows.md, "Delivery"). A claim marks due messages 'sending' with a
 * lease (claimed_until) and commits before any SMTP call; a crash leaves the row 'sending', and once the lease is over
 * it is claimed again and sent with the same Message-ID. Claims are taken one at a time across the cluster (an
 * advisory lock, held only while claiming) with FOR UPDATE SKIP LOCKED, so the daily cap counts every claim.
 */

/** The advisory lock claims take (the reminder tick has 72_616_005, migrations 72_616_001). */
const claimLockId = 72_616_006;
/** Long enough for any SMTP exchange; a row a crash left behind waits this long before it is tried again. */
export const sendLeaseMs = 10 * 60_000;
/** Messages claimed at once; several claims run in a row until nothing is due. */
const claimBatch = 50;
/** Messages in flight at once from one server. */
const sendConcurrency = 4;
/** Minutes before the next try after a transient failure; after the last, the message has failed. */
const retryDelaysMinutes = [1, 5, 30, 120, 360];
export const maxAttempts = retryDelaysMinutes.length + 1;

export interface DeliveryOptions {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  links: LinkContext;
  /** MAIL_FROM: its address sends every message, under the studio's name. */
  mailFrom: string;
  /** Messages a photographer's leads and clients may be sent a day, in the photographer's time zone. */
  dailyCap: number;
  /** While billing is on, an account without access sends nothing: its messages wait. */
  billingEnabled: boolean;
  /** The notification centre's part, handed in by the server: features do not import each other. */
  notifyNotSent(tx: Database, notice: NotSentNotice, now: Date): Promise<void>;
}

export interface NotSentNotice {
  userId: string;
  recipient: 'lead' | 'client';
  /** The lead's or client's id. */
  recordId: string;
  messageId: string;
  message: string;
}

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
  cancelled: number;
}

interface ClaimedMessage {
  id: string;
  user_id: string;
  lead_id: string | null;
  client_id: string | null;
  idempotency_key: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  studio_name: string;
  photographer_email: string;
  recipient_name: string;
}

const rowsOf = async <Row>(db: Database, query: SQL) => ((await db.execute(query)) as { rows: Row[] }).rows;

/** The Message-ID of a message: fixed by its key, so a resend after a crash is recognisably the same message. */
export function messageIdOf(key: string, mailFrom: string): string {
  const domain = senderAddress(mailFrom).split('@')[1] || 'shutterdesk.local';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 40)}@${domain}>`;
}

/**
 * Cancels queued messages that must not go: to a lead or client who unsubscribed, and a follow-up whose lead is no
 * longer pending (contacted, booked or lost since it was queued).
 */
function cancelUnwanted(db: Database, now: Date) {
  return rowsOf<{ id: string }>(
    db,
    sql`update outbox_messages o set status = 'cancelled', claimed_until = null
    where o.status = 'queued' and o.next_attempt_at <= ${now.toISOString()}::timestamptz and (
      exists (select 1 from leads l where l.id = o.lead_id and (l.unsubscribed_at is not null or (o.kind = 'follow-up'
        and (l.contacted or l.booked or l.booking_status <> 'pending'))))
      or exists (select 1 from clients c where c.id = o.client_id and c.unsubscribed_at is not null))
    returning o.id`,
  );
}

/** Claims due messages within each photographer's daily cap and access; answers them with what sending needs. */
async function claim(db: Database, options: DeliveryOptions, now: Date, timeZones: string) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const hasAccess = options.billingEnabled
    ? sql`and p.subscription = 'paid' and (p.access_ends_at is null or p.access_ends_at > ${at})`
    : sql``;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${claimLockId})`);
    const cancelled = await cancelUnwanted(tx, now);
    const claimed = await rowsOf<ClaimedMessage>(
      tx,
      sql`
      with locked as (
        select o.id, o.user_id, o.next_attempt_at, u.used
        from outbox_messages o
        join profiles p on p.id = o.user_id
        left join unnest(string_to_array(${timeZones}::text, ',')) as z(name) on z.name = p.timezone
        cross join lateral (
          select count(*)::int as used from outbox_messages s
          where s.user_id = o.user_id and (
            (s.status = 'sending' and s.claimed_until > ${at})
            or (s.status = 'sent' and s.sent_at >= (date_trunc('day', ${at} at time zone coalesce(z.name, 'UTC'))
              at time zone coalesce(z.name, 'UTC'))))
        ) u
        where ((o.status = 'queued' and o.next_attempt_at <= ${at}) or (o.status = 'sending' and o.claimed_until <= ${at}))
          and p.is_banned is null ${hasAccess}
          and u.used < ${options.dailyCap}
        order by o.next_attempt_at, o.id
        limit ${claimBatch}
        for update of o skip locked
      ),
      ranked as (
        select id, used, row_number() over (partition by user_id order by next_attempt_at, id) as n from locked
      ),
      claimed as (
        update outbox_messages o
        set status = 'sending', claimed_until = ${new Date(now.getTime() + sendLeaseMs).toISOString()}::timestamptz,
          attempts = o.attempts + 1
        from ranked r
        where o.id = r.id and r.used + r.n <= ${options.dailyCap}
        returning o.*
      )
      select c.id, c.user_id, c.lead_id, c.client_id, c.idempotency_key, c.recipient, c.subject, c.text_body,
        c.html_body, c.attempts, p.name as studio_name, p.email as photographer_email,
        coalesce(l.name, cl.name, '') as recipient_name
      from claimed c
      join profiles p on p.id = c.user_id
      left join leads l on l.id = c.lead_id
      left join clients cl on cl.id = c.client_id`,
    );
    return { claimed, cancelled: cancelled.length };
  });
}

/** A refused connection, a timeout or a 4xx answer may pass; a 5xx answer (or a message refused outright) will not. */
function isPermanent(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') return responseCode >= 500;
  return code === 'EENVELOPE' || code === 'EMESSAGE';
}

function reasonOf(error: unknown): string {
  const { response, message } = (error ?? {}) as { response?: string; message?: string };
  return (response ?? message ?? String(error)).replace(/\s+/g, ' ').slice(0, 300);
}

const stepKeyPrefix = outboxKeys.sessionStep('');

/**
 * Records a message as sent and, for a session step's, ticks that client step done, in one statement: the step
 * is done exactly when its message went, whether the tick or the photographer's click sent it.
 */
async function recordSent(db: Database, messageId: string, at: Date) {
  const sentAt = sql`${at.toISOString()}::timestamptz`;
  await db.execute(sql`
    with sent as (
      update outbox_messages set status = 'sent', sent_at = ${sentAt}, claimed_until = null, last_error = null
      where id = ${messageId} and status = 'sending'
      returning kind, idempotency_key
    )
    update client_steps cs set done = true, done_at = ${sentAt}
    from sent
    where sent.kind = 'session-step' and not cs.done
      and cs.id = case when sent.kind = 'session-step'
        then substr(sent.idempotency_key, ${stepKeyPrefix.length + 1})::uuid end`);
}

async function sendOne(options: DeliveryOptions, message: ClaimedMessage, now: () => Date) {
  const { db, mailer, links, mailFrom } = options;
  const token = message.lead_id
    ? unsubscribeToken('lead', message.lead_id, links.secret)
    : unsubscribeToken('client', message.client_id!, links.secret);
  try {
    await mailer.send({
      to: message.recipient,
      subject: message.subject,
      text: message.text_body,
      html: message.html_body,
      link: unsubscribePageUrl(links.appUrl, token),
      fromName: message.studio_name,
      replyTo: message.photographer_email,
      messageId: messageIdOf(message.idempotency_key, mailFrom),
      headers: {
        'List-Unsubscribe': `<${unsubscribeApiUrl(links.appUrl, token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  } catch (error) {
    const reason = reasonOf(error);
    const at = now();
    if (!isPermanent(error) && message.attempts < maxAttempts) {
      const delay = retryDelaysMinutes[message.attempts - 1]! * 60_000;
      await db.execute(sql`update outbox_messages set status = 'queued', claimed_until = null, last_error = ${reason},
        next_attempt_at = ${new Date(at.getTime() + delay).toISOString()}::timestamptz
        where id = ${message.id} and status = 'sending'`);
      options.logger.warn({ messageId: message.id, reason }, 'an automatic message will be tried again');
      return 'retried' as const;
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql`update outbox_messages set status = 'failed', claimed_until = null, last_error = ${reason}
        where id = ${message.id} and status = 'sending'`);
      await options.notifyNotSent(
        tx,
        {
          userId: message.user_id,
          recipient: message.lead_id ? 'lead' : 'client',
          recordId: (message.lead_id ?? message.client_id)!,
          messageId: message.id,
          message: workflowTexts.notSentMessage(message.subject, message.recipient_name, reason),
        },
        at,
      );
    });
    options.logger.warn({ messageId: message.id, reason }, 'an automatic message could not be sent');
    return 'failed' as const;
  }
  await recordSent(db, message.id, now());
  return 'sent' as const;
}

/** Sends every message due now, claim by claim, until none is left that may go. */
export async function deliverDueMessages(options: DeliveryOptions, now: () => Date): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0, cancelled: 0 };
  const timeZones = await knownTimeZones(options.db);
  for (;;) {
    const { claimed, cancelled } = await claim(options.db, options, now(), timeZones);
    result.cancelled += cancelled;
    if (claimed.length === 0) return result;
    for (let start = 0; start < claimed.length; start += sendConcurrency) {
      const outcomes = await Promise.all(
        claimed.slice(start, start + sendConcurrency).map((message) => sendOne(options, message, now)),
      );
      for (const outcome of outcomes) result[outcome] += 1;
    }
  }
}
