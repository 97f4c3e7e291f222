import {
  initialPostSession,
  initialPreSession,
  normalizeBookingStatus,
  type Client,
  type Lead,
  type PostSession,
  type PreSession,
  type SessionPackage,
  type SessionType,
} from '@shutterdesk/core';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../errors';
import { isUuid } from '../http/params';
import type { Database } from './client';
import type { ClientRow, LeadRow, clients, leads } from './schema';

/**
 * Client and lead rows as the API shows them, shared by the two features (converting a lead creates a client)
 * and by the factories that seed them. The API says '' for "none"; the columns say null, since a date column
 * cannot hold ''.
 */

export function nullIfBlank<Value extends string>(value: Value | ''): Value | null {
  return value === '' ? null : value;
}

export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    session: {
      sessionDate: row.sessionDate ?? '',
      sessionType: row.sessionType,
      sessionDueDate: row.sessionDueDate ?? '',
      sessionPackage: row.sessionPackage ?? '',
    },
    preSession: row.preSession,
    postSession: row.postSession,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    name: row.name,
    inquiryDate: row.inquiryDate,
    sessionType: row.sessionType,
    source: row.source,
    contactMethod: row.contactMethod ?? '',
    notes: row.notes,
    crmWorkflowStarted: row.crmWorkflowStarted,
    booked: row.booked,
    sessionPackage: row.sessionPackage ?? '',
    contacted: row.contacted,
    pricingSent: row.pricingSent,
    followUp: row.followUp ?? '',
    bookingStatus: normalizeBookingStatus(row.bookingStatus),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a new client is made of; the checklists start as the spec's initial ones unless given. */
export interface NewClient {
  name: string;
  email?: string;
  phone?: string;
  /** yyyy-MM-dd or '' */
  sessionDate: string;
  sessionType: SessionType;
  sessionPackage: SessionPackage | '';
  sessionDueDate?: string;
  preSession?: PreSession;
  postSession?: PostSession;
}

export function clientValues(userId: string, client: NewClient, createdAt: Date): typeof clients.$inferInsert {
  return {
    userId,
    name: client.name,
    email: client.email ?? '',
    phone: client.phone ?? '',
    sessionDate: nullIfBlank(client.sessionDate),
    sessionType: client.sessionType,
    sessionDueDate: nullIfBlank(client.sessionDueDate ?? ''),
    sessionPackage: nullIfBlank(client.sessionPackage),
    preSession: client.preSession ?? initialPreSession(),
    postSession: client.postSession ?? initialPostSession(),
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Ids as one uuid[] parameter: a select-all of 10,000 rows stays one bound value instead of 10,000. Only for
 * ids that passed isUuid, so the array literal cannot be malformed.
 */
export function uuidArray(ids: readonly string[]) {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/**
 * Deletes the user's rows with these ids, all or nothing: if any id is malformed, unknown or another user's,
 * the whole delete is undone and answered 404, so a bulk delete never removes part of a selection.
 */
export async function deleteOwnedRows(
  db: Database,
  table: typeof clients | typeof leads,
  userId: string,
  ids: readonly string[],
  notFoundMessage: string,
): Promise<number> {
  const someNotFound = () => new AppError('NOT_FOUND', notFoundMessage);
  if (!ids.every(isUuid)) throw someNotFound();
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(table)
      .where(and(eq(table.userId, userId), sql`${table.id} = any(${uuidArray(unique)})`))
      .returning({ id: table.id });
    if (deleted.length !== unique.length) throw someNotFound();
    return deleted.length;
  });
}
