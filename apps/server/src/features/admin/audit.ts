import type { AdminAuditAction, AdminAuditChanges, AuditEvent } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuditEvents } from '../../db/schema';
import { adminPage, isoTime, pageWindow, type PageRequest } from './paging';
import { containsPattern, rowsOf } from '../../db/raw-sql';

/** A database or an open transaction: an action is recorded in the transaction that makes it. */
export type AuditWriter = Pick<Database, 'insert'>;

export interface AdminAction {
  actorId: string;
  action: AdminAuditAction;
  targetUserId?: string;
  targetCouponId?: string;
  /** How the target is named today (a user's e-mail, a coupon's code); the trail keeps it as it was. */
  targetLabel: string;
  changes: AdminAuditChanges;
}

/** Adds an event to the admin audit trail. */
export async function recordAdminAction(writer: AuditWriter, action: AdminAction): Promise<void> {
  await writer.insert(adminAuditEvents).values({
    actorId: action.actorId,
    action: action.action,
    targetUserId: action.targetUserId ?? null,
    targetCouponId: action.targetCouponId ?? null,
    targetLabel: action.targetLabel,
    changes: action.changes,
  });
}

/** The changes between two versions of a record, for the fields that differ: `{ field: { from, to } }`. */
export function changedFields<Fields extends Record<string, unknown>>(
  before: Fields,
  after: Partial<Fields>,
): AdminAuditChanges {
  const changes: AdminAuditChanges = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field];
    if (to !== undefined && JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

export interface AuditListRequest extends PageRequest {
  search: string;
  /** Only the events about this user. */
  userId?: string;
}

interface AuditRecord {
  id: string;
  at: Date | string;
  action: AdminAuditAction;
  target_user_id: string | null;
  target_coupon_id: string | null;
  target_label: string;
  changes: AdminAuditChanges;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
}

function toAuditEvent(record: AuditRecord): AuditEvent {
  return {
    id: record.id,
    at: isoTime(record.at),
    actor:
      record.actor_id && record.actor_name !== null && record.actor_email !== null
        ? { id: record.actor_id, name: record.actor_name, email: record.actor_email }
        : null,
    action: record.action,
    targetUserId: record.target_user_id,
    targetCouponId: record.target_coupon_id,
    targetLabel: record.target_label,
    changes: record.changes,
  };
}

/** A page of the audit trail, newest first; search is a "contains" on the target or the acting admin. */
export async function listAuditEvents(db: Database, request: AuditListRequest) {
  const pattern = containsPattern(request.search);
  const where = sql`
    ${request.userId === undefined ? sql`true` : sql`e.target_user_id = ${request.userId}`}
    and ${request.search ? sql`(e.target_label ilike ${pattern} or a.name ilike ${pattern} or a.email ilike ${pattern})` : sql`true`}`;
  const from = sql`from admin_audit_events e left join users a on a.id = e.actor_id`;
  const [records, [counted]] = await Promise.all([
    rowsOf<AuditRecord>(
      db,
      sql`select e.id, e.at, e.action, e.target_user_id, e.target_coupon_id, e.target_label, e.changes,
            a.id as actor_id, a.name as actor_name, a.email as actor_email
          ${from} where ${where}
          order by e.at desc, e.id desc
          ${pageWindow(request)}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${from} where ${where}`),
  ]);
  return adminPage(records.map(toAuditEvent), counted?.total ?? 0, request);
}
