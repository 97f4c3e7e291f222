import {
  firstNameOf,
  formatDate,
  renderTemplate,
  withUnsubscribeLink,
  type MergeValues,
  type OutboxKind,
} from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { unsubscribePageUrl, unsubscribeToken } from './unsubscribe-links';

/** Where links point and what signs them: the server's public origin and secret. */
export interface LinkContext {
  appUrl: string;
  secret: string;
}

/** A message due to be queued: its source, its recipient, the template and what fills it. */
export interface DueMessage {
  userId: string;
  leadId: string | null;
  clientId: string | null;
  kind: OutboxKind;
  key: string;
  recipient: string;
  template: { subject: string; body: string };
  values: MergeValues;
}

/** The merge values of a photographer and their studio, as the queries below select them. */
export interface StudioColumns {
  studio_name: string;
  photographer_email: string;
  inquiry_public_id: string | null;
}

export const studioColumns = sql`p.name as studio_name, p.email as photographer_email,
  (select f.public_id from inquiry_forms f where f.user_id = p.id and f.enabled) as inquiry_public_id`;

/**
 * The studio's values. The studio's name is the photographer's profile name: the profile has no separate business
 * name (docs/decisions/0022-workflows.md).
 */
export function studioValues(row: StudioColumns, appUrl: string): MergeValues {
  return {
    '{studio.name}': row.studio_name,
    '{studio.inquiryLink}': row.inquiry_public_id ? `${appUrl}/inquiry/${row.inquiry_public_id}` : '',
    '{photographer.name}': row.studio_name,
    '{photographer.email}': row.photographer_email,
  };
}

export const leadValues = (name: string, sessionType: string): MergeValues => ({
  '{lead.name}': name,
  '{lead.firstName}': firstNameOf(name),
  '{lead.sessionType}': sessionType,
});

export const clientValues = (name: string, sessionDate: string | null, sessionType: string): MergeValues => ({
  '{client.name}': name,
  '{client.firstName}': firstNameOf(name),
  '{client.sessionDate}': sessionDate ? formatDate(sessionDate) : '',
  '{client.sessionType}': sessionType,
});

/** A due message rendered as it will be sent: the template filled, and the recipient's unsubscribe link added. */
export function renderDueMessage(message: DueMessage, { appUrl, secret }: LinkContext) {
  const token = message.leadId
    ? unsubscribeToken('lead', message.leadId, secret)
    : unsubscribeToken('client', message.clientId!, secret);
  return withUnsubscribeLink(renderTemplate(message.template, message.values), unsubscribePageUrl(appUrl, token));
}

/**
 * The outbox row of a due message, rendered, written at `now`: queued to go at `sendAt`, or (Cancel of one not
 * queued yet) cancelled under its key, so that nothing queues it later, and showing when it would have gone.
 */
export function outboxRowOf(
  message: DueMessage,
  links: LinkContext,
  { status, sendAt, now }: { status: 'queued' | 'cancelled'; sendAt: Date; now: Date },
) {
  const rendered = renderDueMessage(message, links);
  return {
    userId: message.userId,
    leadId: message.leadId,
    clientId: message.clientId,
    kind: message.kind,
    idempotencyKey: message.key,
    recipient: message.recipient,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    status,
    sendAt,
    nextAttemptAt: sendAt,
    createdAt: now,
  };
}

/** Rows a single INSERT takes: 12 parameters each, well under PostgreSQL's 65,535. */
const insertChunk = 1000;

/**
 * Writes the messages to the outbox, rendered, due at `now`. A key already there (queued, sent or cancelled
 * before) is skipped: each source is queued once, whoever queues it. Returns how many were added.
 */
export async function queueMessages(
  db: Database,
  messages: readonly DueMessage[],
  links: LinkContext,
  now: Date,
): Promise<number> {
  let added = 0;
  for (let start = 0; start < messages.length; start += insertChunk) {
    const rows = messages
      .slice(start, start + insertChunk)
      .map((message) => outboxRowOf(message, links, { status: 'queued', sendAt: now, now }));
    const inserted = await db
      .insert(outboxMessages)
      .values(rows)
      .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
      .returning({ id: outboxMessages.id });
    added += inserted.length;
  }
  return added;
}
