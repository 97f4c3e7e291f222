import type { SessionType, StepSendMode } from '@shutterdesk/core';
import { sessionTemplateLimits } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { clients } from './clients';
import { emailTemplates } from './workflows';

const { maxOffsetDays, stepNameMaxLength } = sessionTemplateLimits;

/** A step's name and due offset hold the API's limits here too (docs/decisions/0018-session-templates.md). */
const stepChecks = (prefix: string, table: { name: unknown; dueOffsetDays: unknown }) => [
  check(`${prefix}_name_length`, sql`char_length(${table.name}) between 1 and ${sql.raw(String(stepNameMaxLength))}`),
  check(
    `${prefix}_due_offset_range`,
    sql`${table.dueOffsetDays} between ${sql.raw(String(-maxOffsetDays))} and ${sql.raw(String(maxOffsetDays))}`,
  ),
];

/**
 * A step that sends an e-mail template on its due day (docs/decisions/0022-workflows.md): by itself ('auto') or
 * ready for one click ('ready'). A template a step sends cannot be deleted (the API says where it is used).
 */
const stepSending = () => ({
  sendsTemplateId: uuid('sends_template_id').references(() => emailTemplates.id),
  sendMode: text('send_mode').$type<StepSendMode>(),
});

const stepSendingChecks = (prefix: string, table: { sendsTemplateId: unknown; sendMode: unknown }) => [
  check(
    `${prefix}_send_mode_known`,
    sql`(${table.sendsTemplateId} is null) = (${table.sendMode} is null) and coalesce(${table.sendMode}, 'auto') in ('auto', 'ready')`,
  ),
];

/** A user's checklist template for one session type: at most one per type. */
export const sessionTemplates = pgTable(
  'session_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionType: text('session_type').$type<SessionType>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('session_templates_user_type_key').on(table.userId, table.sessionType)],
);

/** A template's steps in order; saving a template replaces them all. */
export const sessionTemplateSteps = pgTable(
  'session_template_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => sessionTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** Days from the session date (negative = before); null for a step with no due day. */
    dueOffsetDays: integer('due_offset_days'),
    ...stepSending(),
  },
  (table) => [
    index('session_template_steps_template_idx').on(table.templateId, table.position),
    ...stepChecks('session_template_steps', table),
    ...stepSendingChecks('session_template_steps', table),
  ],
);

/**
 * A client's copy of its template's steps, made when the client is added, so a later edit of the template does
 * not rewrite what a client already has. The due date is worked out from the client's session date when read, so
 * moving the session moves the steps.
 */
export const clientSteps = pgTable(
  'client_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    dueOffsetDays: integer('due_offset_days'),
    ...stepSending(),
    done: boolean('done').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('client_steps_client_idx').on(table.clientId, table.position),
    // The reminder tick and Client Flow's summaries read the open steps with a due day, by user.
    index('client_steps_open_due_idx')
      .on(table.userId, table.clientId)
      .where(sql`not ${table.done} and ${table.dueOffsetDays} is not null`),
    ...stepChecks('client_steps', table),
    ...stepSendingChecks('client_steps', table),
  ],
);
