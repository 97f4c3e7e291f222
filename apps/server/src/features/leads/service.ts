import {
  bookingRate,
  bookingRateOf,
  dateFilterOfQuery,
  leadTexts,
  listWindowRows,
  normalizeBookingStatus,
  wholeListMaxRows,
  type LeadList,
  type leadListQuerySchema,
  type newClientSessionSchema,
  type BulkDeleteResult,
  type ConvertLeadResult,
  type Lead,
  type LeadArrival,
  type createLeadSchema,
  type updateLeadSchema,
} from '@shutterdesk/core';
import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { clients, leads, type LeadRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { clientValues, toClient } from '../../records/client-rows';
import { copyTemplateSteps } from '../../records/client-steps';
import {
  countWhere,
  dateFilterCondition,
  deleteOwnedRows,
  nullIfBlank,
  positionOfOwnedRow,
} from '../../records/owned-rows';
import { leadListColumns, toLead, toLeadListRow } from './rows';

const leadNotFound = () => notFound('Lead');

/** The notification centre's part in adding a lead, handed in by the app: features do not import each other. */
export interface LeadReminders {
  /** In the lead's transaction: its LeadMissingFollowUp reminder, if one is due; says whether it created one. */
  remindOfMissingFollowUp(tx: Database, lead: LeadRow, arrival: LeadArrival, now: Date): Promise<boolean>;
  /** After the commit, when it did: the user's last activity, best effort. */
  markUserActive(db: Database, userId: string, now: Date): Promise<void>;
}

export type LeadListQuery = z.output<typeof leadListQuerySchema>;

/**
 * The orders of Lead Flow, written as the indexes of migration 0016 hold them (every NULLS stated, so they
 * match): by inquiry date either way, ties newest first; newest inquiry first unless asked otherwise.
 */
export const leadOrders = {
  asc: sql`${leads.inquiryDate} asc nulls last, ${leads.createdAt} desc nulls last, ${leads.id} desc nulls last`,
  desc: sql`${leads.inquiryDate} desc nulls last, ${leads.createdAt} desc nulls last, ${leads.id} desc nulls last`,
};

const isBooked = eq(leads.bookingStatus, 'booked');
/** Active is pending, and an unknown stored status reads as pending. */
const statusConditions: Record<LeadListQuery['status'] & string, SQL | undefined> = {
  all: undefined,
  active: notInArray(leads.bookingStatus, ['booked', 'not booked']),
  booked: isBooked,
};

/**
 * GET /api/leads without a window: every lead of the user, newest inquiry first, while they are no more than
 * wholeListMaxRows; null when there are more.
 */
export async function listWholeLeadList(db: Database, userId: string): Promise<LeadList | null> {
  const [counted] = await db
    .select({ total: countWhere(undefined) })
    .from(leads)
    .where(eq(leads.userId, userId));
  if ((counted?.total ?? 0) > wholeListMaxRows) return null;
  const rows = (
    await db.select(leadListColumns).from(leads).where(eq(leads.userId, userId)).orderBy(leadOrders.desc)
  ).map(toLeadListRow);
  return { leads: rows, total: rows.length, bookingRate: bookingRate(rows), window: null, focusIndex: null };
}

/** The status, inquiry date and source filters of a list's query, as one condition. */
export function leadFilterCondition(
  query: Pick<LeadListQuery, 'status' | 'month' | 'year' | 'source'>,
): SQL | undefined {
  return and(
    statusConditions[query.status ?? 'all'],
    dateFilterCondition(leads.inquiryDate, dateFilterOfQuery(query)),
    query.source === undefined ? undefined : eq(leads.source, query.source),
  );
}

/**
 * GET /api/leads, one window: the leads that pass the status, inquiry date and source filters in the asked order,
 * with the exact counts and the booking rate of all the user's leads.
 */
export async function listLeadWindow(db: Database, userId: string, query: LeadListQuery): Promise<LeadList> {
  const ofUser = eq(leads.userId, userId);
  // A linked lead: the filters stand aside and, unless an offset is given, the window is the one that holds it.
  const passes = query.lead ? undefined : leadFilterCondition(query);
  const order = leadOrders[query.sort ?? 'desc'];
  const limit = query.limit ?? listWindowRows;
  const focusIndex = query.lead ? await positionOfOwnedRow(db, leads, userId, query.lead, order) : null;
  const offset = query.offset ?? (focusIndex === null ? 0 : Math.floor(focusIndex / limit) * limit);
  const [[counted], rows] = await Promise.all([
    db
      .select({ total: countWhere(undefined), matching: countWhere(passes), booked: countWhere(isBooked) })
      .from(leads)
      .where(ofUser),
    db.select(leadListColumns).from(leads).where(and(ofUser, passes)).orderBy(order).limit(limit).offset(offset),
  ]);
  const total = counted?.total ?? 0;
  return {
    leads: rows.map(toLeadListRow),
    total,
    bookingRate: bookingRateOf(counted?.booked ?? 0, total),
    window: { offset, matching: counted?.matching ?? 0 },
    focusIndex,
  };
}

/**
 * POST /api/leads: the Add New Lead form (the schema has already decided the status and the package); also a
 * website inquiry's lead. A lead added without a follow-up date may get its LeadMissingFollowUp reminder.
 */
export async function createLead(
  db: Database,
  reminders: LeadReminders,
  userId: string,
  request: z.output<typeof createLeadSchema>,
  arrival: LeadArrival,
  now: Date,
): Promise<Lead> {
  // One transaction: a lead saved without its reminder would answer with an error, and a retry would add it twice.
  const { row, reminded } = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(leads)
      .values({
        userId,
        ...request,
        contactMethod: nullIfBlank(request.contactMethod),
        followUp: nullIfBlank(request.followUp),
        sessionPackage: nullIfBlank(request.sessionPackage),
        createdAt: now,
        // Added here or sent through the website form: a lead that may be waiting for its first reply.
        remindIfUncontacted: true,
      })
      .returning();
    if (!inserted) throw new Error('The new lead was not returned');
    return { row: inserted, reminded: await reminders.remindOfMissingFollowUp(tx, inserted, arrival, now) };
  });
  // After the commit: a failure of this best-effort write must not undo the lead.
  if (reminded) await reminders.markUserActive(db, userId, now);
  return toLead(row);
}

/** contacted_at as ticking Contacted sets it: the first tick's time, which later unticks and ticks keep. */
export function firstContactedAt(now: Date): SQL<Date> {
  return sql<Date>`coalesce(${leads.contactedAt}, ${now.toISOString()}::timestamptz)`;
}

/** PATCH /api/leads/:id: any field edited in place; unticking Booked makes the lead pending (the schema's rule). */
export async function updateLead(
  db: Database,
  userId: string,
  leadId: string,
  changes: z.output<typeof updateLeadSchema>,
  now: Date,
): Promise<Lead> {
  const { contactMethod, followUp, sessionPackage, ...rest } = changes;
  const [row] = await db
    .update(leads)
    .set({
      ...rest,
      ...(changes.contacted && { contactedAt: firstContactedAt(now) }),
      ...(contactMethod !== undefined && { contactMethod: nullIfBlank(contactMethod) }),
      ...(followUp !== undefined && { followUp: nullIfBlank(followUp) }),
      ...(sessionPackage !== undefined && { sessionPackage: nullIfBlank(sessionPackage) }),
    })
    .where(and(eq(leads.id, leadId), eq(leads.userId, userId)))
    .returning();
  if (!row) throw leadNotFound();
  return toLead(row);
}

/** DELETE /api/leads/:id */
export async function deleteLead(db: Database, userId: string, leadId: string): Promise<void> {
  await deleteOwnedRows(db, leads, userId, [leadId], leadNotFound().message);
}

/** POST /api/leads/bulk-delete: all of the selected leads, or none of them if one is not the user's. */
export async function deleteLeads(db: Database, userId: string, ids: readonly string[]): Promise<BulkDeleteResult> {
  const deleted = await deleteOwnedRows(db, leads, userId, ids, 'One of the selected leads was not found.');
  return { deleted };
}

/**
 * POST /api/leads/:id/convert: in one transaction, creates the client (the lead's name and session type, the
 * session date and package given) and marks the lead booked and linked to it. The lead row is locked first, so
 * two confirmations of the same lead (two tabs, a double click) make one client: the second gets 409. A lead
 * whose client still exists is refused even after Booked was unticked (deleting the client unlinks it).
 */
export async function convertLead(
  db: Database,
  userId: string,
  leadId: string,
  session: z.output<typeof newClientSessionSchema>,
  now: Date,
): Promise<ConvertLeadResult> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.userId, userId)))
      .for('update');
    if (!lead) throw leadNotFound();
    if (lead.clientId !== null) {
      throw new AppError('LEAD_ALREADY_CONVERTED', leadTexts.alreadyClient(lead.name));
    }
    if (lead.booked || normalizeBookingStatus(lead.bookingStatus) === 'booked') {
      throw new AppError('LEAD_ALREADY_BOOKED', `${lead.name} is already booked.`);
    }
    const [client] = await tx
      .insert(clients)
      .values(clientValues(userId, { name: lead.name, sessionType: lead.sessionType, ...session }, now))
      .returning();
    if (!client) throw new Error("The converted lead's client was not returned");
    await copyTemplateSteps(tx, userId, client.id);
    const [booked] = await tx
      .update(leads)
      .set({ booked: true, bookingStatus: 'booked', sessionPackage: session.sessionPackage, clientId: client.id })
      .where(eq(leads.id, lead.id))
      .returning();
    if (!booked) throw new Error('The converted lead was not returned');
    return { lead: toLead(booked), client: toClient(client) };
  });
}
