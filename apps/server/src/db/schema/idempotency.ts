import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The answers of requests sent with an Idempotency-Key, so a retry of the same request gets the same answer instead
 * of a second row. Written in the transaction that creates the row; kept for a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The signed-in user's id, or `public:<address>` for a visitor. */
    scope: text('scope').notNull(),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    /** sha256 of the request's path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.operation, table.key] })],
);
