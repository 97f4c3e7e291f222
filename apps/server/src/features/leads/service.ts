import {
  leadTexts,
  normalizeBookingStatus,
  type newClientSessionSchema,
  type BulkDeleteResult,
  type ConvertLeadResult,
  type Lead,
  type createLeadSchema,
  type updateLeadSchema,
} from '@shutterdesk/core';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { clients, leads, type LeadRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { clientValues, toClient } from '../../records/client-rows';
import { deleteOwnedRows, nullIfBlank } from '../../records/owned-rows';
import { toLead } from './rows';

const leadNotFound = () => notFound('Lead');

/** The notification centre's part in adding a lead, handed in by the app: features do not import each other. */
export interface LeadReminders {
  /** In the lead's transaction: its LeadMissingFollowUp reminder, if one is due; says whether it created one. */
  remindOfMissingFollowUp(tx: Database, lead: LeadRow, now: Date): Promise<boolean>;
  /** After the commit, when it did: the user's last activity, best effort. */
  markUserActive(db: Database, userId: string, now: Date): Promise<void>;
}

/** GET /api/leads: every lead of the user, newest inquiry first; unknown stored statuses read as 'pending'. */
export async function listLeads(db: Database, userId: string): Promise<Lead[]> {
  const rows = await db
    .select()
    .from(leads)
    .where(eq(leads.userId, userId))
    .orderBy(desc(leads.inquiryDate), desc(leads.createdAt), desc(leads.id));
  return rows.map(toLead);
}

/**
 * POST /api/leads: the Add New Lead form (the schema has already decided the status and the package). A lead
 * added without a follow-up date gets its LeadMissingFollowUp reminder.
 */
export async function createLead(
  db: Database,
  reminders: LeadReminders,
  userId: string,
  request: z.output<typeof createLeadSchema>,
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
      })
      .returning();
    if (!inserted) throw new Error('The new lead was not returned');
    return { row: inserted, reminded: await reminders.remindOfMissingFollowUp(tx, inserted, now) };
  });
  // After the commit: a failure of this best-effort write must not undo the lead.
  if (reminded) await reminders.markUserActive(db, userId, now);
  return toLead(row);
}

/** PATCH /api/leads/:id: any field edited in place; unticking Booked makes the lead pending (the schema's rule). */
export async function updateLead(
  db: Database,
  userId: string,
  leadId: string,
  changes: z.output<typeof updateLeadSchema>,
): Promise<Lead> {
  const { contactMethod, followUp, sessionPackage, ...rest } = changes;
  const [row] = await db
    .update(leads)
    .set({
      ...rest,
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
    const [booked] = await tx
      .update(leads)
      .set({ booked: true, bookingStatus: 'booked', sessionPackage: session.sessionPackage, clientId: client.id })
      .where(eq(leads.id, lead.id))
      .returning();
    if (!booked) throw new Error('The converted lead was not returned');
    return { lead: toLead(booked), client: toClient(client) };
  });
}
