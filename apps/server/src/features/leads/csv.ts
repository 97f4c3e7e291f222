import {
  leadCsvColumns,
  leadCsvRow,
  readLeadImportRow,
  type ImportedLead,
  type ImportResult,
  type leadImportSchema,
} from '@shutterdesk/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';
import { csvExportStream, importedRowTime, insertImportedRows, runImport } from '../../records/csv-transfer';
import type { ImportChecks } from '../../records/import-checks';
import { nullIfBlank } from '../../records/owned-rows';
import { toLead } from './rows';
import { firstContactedAt, leadFilterCondition, leadOrders, type LeadListQuery } from './service';

const nameAndDate = (name: string, date: string) => `${name.trim().toLowerCase()}\u0000${date}`;

/**
 * The fields of a lead an import writes. Imported leads get neither the missing-follow-up reminder nor 'New lead
 * waiting' (remind_if_uncontacted stays false): they are records brought from elsewhere, not inquiries arriving.
 */
const leadFields = (row: ImportedLead) => ({
  ...row.lead,
  contactMethod: nullIfBlank(row.lead.contactMethod),
  followUp: nullIfBlank(row.lead.followUp),
  sessionPackage: nullIfBlank(row.lead.sessionPackage),
  crmWorkflowStarted: row.crmWorkflowStarted,
  contacted: row.contacted,
  pricingSent: row.pricingSent,
});

/**
 * POST /api/leads/import: a lead repeats one of the user's when the name and inquiry date match (leads have no
 * e-mail). Only the caller's leads are looked at, and only the caller's are written.
 */
export function importLeads(
  db: Database,
  importer: { userId: string; checks: ImportChecks<ImportedLead>; now: Date },
  request: z.output<typeof leadImportSchema>,
): Promise<ImportResult> {
  const { userId, now } = importer;
  return runImport<ImportedLead>(db, importer, request, {
    read: readLeadImportRow,
    async findDuplicates(tx, rows) {
      const existing = await tx
        .select({ id: leads.id, name: leads.name, inquiryDate: leads.inquiryDate })
        .from(leads)
        .where(eq(leads.userId, userId));
      const byNameAndDate = new Map(existing.map((lead) => [nameAndDate(lead.name, lead.inquiryDate), lead]));
      const found = new Map<number, { id: string; name: string }>();
      for (const row of rows) {
        const match = byNameAndDate.get(nameAndDate(row.lead.name, row.lead.inquiryDate));
        if (match) found.set(row.line, { id: match.id, name: match.name });
      }
      return found;
    },
    async insert(tx, rows) {
      await insertImportedRows(
        tx,
        leads,
        rows.map((row, position) => {
          const createdAt = importedRowTime(now, position);
          return { userId, ...leadFields(row), contactedAt: row.contacted ? createdAt : null, createdAt };
        }),
      );
    },
    async update(tx, row, id) {
      const fields = leadFields(row);
      const changes = Object.fromEntries(
        Object.entries(fields).filter(
          ([key]) => row.present.has(key as never) || ['name', 'inquiryDate', 'sessionType', 'source'].includes(key),
        ),
      );
      await tx
        .update(leads)
        .set({ ...changes, ...(changes.contacted === true && { contactedAt: firstContactedAt(now) }) })
        .where(and(eq(leads.id, id), eq(leads.userId, userId)));
    },
  });
}

/**
 * GET /api/leads/export.csv: every lead that passes the list's filters, in the list's order, with the columns'
 * titles as the header.
 */
export function exportLeadsCsv(db: Database, userId: string, query: LeadListQuery): ReadableStream<Uint8Array> {
  const where = and(eq(leads.userId, userId), leadFilterCondition(query));
  const order = leadOrders[query.sort ?? 'desc'];
  return csvExportStream(
    leadCsvColumns.map((col) => col.title),
    async (offset, limit) =>
      (await db.select().from(leads).where(where).orderBy(order).limit(limit).offset(offset)).map((row) =>
        leadCsvRow(toLead(row)),
      ),
  );
}
