import type { OutboxKind, OutboxStatus } from '@shutterdesk/core';
import { outboxKinds, outboxStatuses } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { clients } from './clients';
import { leads } from './leads';

/** Workflows (docs/decisions/0022-workflows.md): templates, the user's switches, and the outbox that sends. */

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A photographer's e-mail template: plain text with light formatting and merge fields (core's workflows.ts). */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_templates_user_idx').on(table.userId, table.createdAt)],
);

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;

export interface FollowUpStepSetting {
  afterDays: number;
  templateId: string;
}

/** A user's workflow switches, all off until turned on; made on the first read of the templates or the settings. */
export const workflowSettings = pgTable('workflow_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  inquiryReplyEnabled: boolean('inquiry_reply_enabled').notNull().default(false),
  inquiryReplyTemplateId: uuid('inquiry_reply_template_id').references(() => emailTemplates.id),
  followUpsEnabled: boolean('follow_ups_enabled').notNull().default(false),
  followUpSteps: jsonb('follow_up_steps').$type<FollowUpStepSetting[]>().notNull().default([]),
  /** Set as the starter templates are given, in the same transaction: they are given once, even to two tabs. */
  startersAdded: boolean('starters_added').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every automatic message, written before it is sent (docs/decisions/0022-workflows.md, "Outbox"). Its key is
 * unique per source (core's outboxKeys), so a message is queued once; a lease (status 'sending', claimed_until) is
 * written before the SMTP call, and a row a crash left 'sending' is claimed again once its lease is over, with the
 * same Message-ID. A deleted lead or client takes its messages with it.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OutboxKind>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('outbox_messages_idempotency_key').on(table.idempotencyKey),
    check('outbox_messages_kind_known', sql`${table.kind} in (${inList(outboxKinds)})`),
    check('outbox_messages_status_known', sql`${table.status} in (${inList(outboxStatuses)})`),
    check('outbox_messages_has_recipient_record', sql`${table.leadId} is not null or ${table.clientId} is not null`),
    // What the delivery claims: messages waiting to go, or left 'sending' by a crash.
    index('outbox_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
    // The daily cap of every claim and the dashboard's count: a user's messages in flight, and those sent since a
    // moment (docs/budgets.md, "workflows").
    index('outbox_messages_user_status_sent_idx').on(table.userId, table.status, table.sentAt),
    index('outbox_messages_lead_idx')
      .on(table.leadId)
      .where(sql`${table.leadId} is not null`),
    index('outbox_messages_client_idx')
      .on(table.clientId)
      .where(sql`${table.clientId} is not null`),
  ],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
