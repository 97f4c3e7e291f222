import type { AdminAuditAction, AdminAuditChanges } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * What admins did, newest read first. A deleted account leaves nothing of itself behind: the events about it go
 * with it (target_user_id cascades, since their label and changes name the user), and the events it did as an
 * admin stay with the actor cleared. A coupon's events keep its id without a foreign key, so its history
 * outlives it.
 */
export const adminAuditEvents = pgTable(
  'admin_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<AdminAuditAction>().notNull(),
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'cascade' }),
    targetCouponId: uuid('target_coupon_id'),
    /** The target as it was named then (a user's e-mail, a coupon's code), so the trail reads without joins. */
    targetLabel: text('target_label').notNull(),
    changes: jsonb('changes').$type<AdminAuditChanges>().notNull().default({}),
  },
  (table) => [
    // NULLS FIRST, as a plain `order by at desc, id desc` reads them, so the trail pages straight off the index.
    index('admin_audit_events_at_idx').on(table.at.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('admin_audit_events_target_user_idx').on(
      table.targetUserId,
      table.at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('admin_audit_events_actor_idx').on(table.actorId),
    index('admin_audit_events_target_label_trgm_idx').using('gin', sql`${table.targetLabel} gin_trgm_ops`),
  ],
);

export type AdminAuditEventRow = typeof adminAuditEvents.$inferSelect;
