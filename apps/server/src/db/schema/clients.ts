import type { PostSession, PreSession, SessionPackage, SessionType } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { searchKey } from '../search-key';

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
    /** When the client unsubscribed from automatic messages (the link in each one); null while they have not. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Null until known: a client converted from a lead has no session date yet. */
    sessionDate: date('session_date', { mode: 'string' }),
    sessionType: text('session_type').$type<SessionType>().notNull(),
    sessionDueDate: date('session_due_date', { mode: 'string' }),
    sessionPackage: text('session_package').$type<SessionPackage>(),
    preSession: jsonb('pre_session').$type<PreSession>().notNull(),
    postSession: jsonb('post_session').$type<PostSession>().notNull(),
    /** What global search reads: the name folded by searchKey (accents off, lower case), kept with the row. */
    searchText: text('search_text').generatedAlwaysAs(searchKey(sql`"name"`)),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The orders Client Flow's windows read (docs/decisions/0011): newest first, and by session date either way
  // with undated clients last, ties newest first. The date indexes also serve a month, year or day filter.
  (table) => [
    index('clients_user_session_date_asc_idx').on(
      table.userId,
      table.sessionDate.asc().nullsLast(),
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('clients_user_session_date_desc_idx').on(
      table.userId,
      table.sessionDate.desc().nullsLast(),
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('clients_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // Global search (features/search): a case- and accent-insensitive "contains" on the name.
    index('clients_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export type ClientRow = typeof clients.$inferSelect;
