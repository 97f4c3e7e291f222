import type { PostSession, PreSession, SessionPackage, SessionType } from '@shutterdesk/core';
import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A client and their two checklists (spec "Client"). The session fields are columns, so the table can be
 * sorted and filtered by session date with an index; each checklist is one jsonb object that a toggle
 * updates with a merge (`pre_session || patch`), keeping one round trip per click.
 */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Null until known: a client converted from a lead has no session date yet. */
    sessionDate: date('session_date', { mode: 'string' }),
    sessionType: text('session_type').$type<SessionType>().notNull(),
    sessionDueDate: date('session_due_date', { mode: 'string' }),
    sessionPackage: text('session_package').$type<SessionPackage>(),
    preSession: jsonb('pre_session').$type<PreSession>().notNull(),
    postSession: jsonb('post_session').$type<PostSession>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('clients_user_session_date_idx').on(table.userId, table.sessionDate),
    index('clients_user_created_idx').on(table.userId, table.createdAt),
  ],
);

export type ClientRow = typeof clients.$inferSelect;
