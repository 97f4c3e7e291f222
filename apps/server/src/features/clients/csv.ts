import {
  clientCsvColumns,
  clientCsvRow,
  dateFilterOfQuery,
  readClientImportRow,
  type clientImportSchema,
  type ImportedClient,
  type ImportResult,
} from '@shutterdesk/core';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { clients } from '../../db/schema';
import { clientValues, toClient } from '../../records/client-rows';
import { csvExportStream, importedRowTime, insertImportedRows, runImport } from '../../records/csv-transfer';
import type { ImportChecks } from '../../records/import-checks';
import { dateFilterCondition, nullIfBlank } from '../../records/owned-rows';
import { clientOrders, type ClientListQuery } from './service';

const lowered = (text: string) => text.trim().toLowerCase();
const nameAndDate = (name: string, date: string | null) => `${lowered(name)}\u0000${date ?? ''}`;

/**
 * POST /api/clients/import: a client repeats one of the user's when their e-mail matches, or their name and session
 * date do. Only the caller's clients are looked at, and only the caller's are written.
 */
export function importClients(
  db: Database,
  importer: { userId: string; checks: ImportChecks<ImportedClient>; now: Date },
  request: z.output<typeof clientImportSchema>,
): Promise<ImportResult> {
  const { userId, now } = importer;
  return runImport<ImportedClient>(db, importer, request, {
    read: readClientImportRow,
    async findDuplicates(tx, rows) {
      const existing = await tx
        .select({ id: clients.id, name: clients.name, email: clients.email, sessionDate: clients.sessionDate })
        .from(clients)
        .where(eq(clients.userId, userId));
      const byEmail = new Map(existing.filter((c) => c.email !== '').map((c) => [lowered(c.email), c]));
      const byNameAndDate = new Map(existing.map((c) => [nameAndDate(c.name, c.sessionDate), c]));
      const found = new Map<number, { id: string; name: string }>();
      for (const row of rows) {
        const { email, name, sessionDate } = row.client;
        const match =
          (email === '' ? undefined : byEmail.get(lowered(email))) ??
          byNameAndDate.get(nameAndDate(name, nullIfBlank(sessionDate)));
        if (match) found.set(row.line, { id: match.id, name: match.name });
      }
      return found;
    },
    async insert(tx, rows) {
      await insertImportedRows(
        tx,
        clients,
        rows.map((row, position) => {
          const values = clientValues(userId, row.client, importedRowTime(now, position));
          return {
            ...values,
            sessionDueDate: nullIfBlank(row.sessionDueDate ?? ''),
            preSession: { ...values.preSession, ...row.preSession },
            postSession: { ...values.postSession, ...row.postSession },
          };
        }),
      );
    },
    async update(tx, row, id) {
      const { name, email, phone, sessionDate, sessionType, sessionPackage } = row.client;
      const has = (column: string) => row.present.has(column);
      await tx
        .update(clients)
        .set({
          name,
          sessionDate: nullIfBlank(sessionDate),
          sessionType,
          sessionPackage,
          ...(has('email') && { email }),
          ...(has('phone') && { phone }),
          ...(has('sessionDueDate') && { sessionDueDate: nullIfBlank(row.sessionDueDate ?? '') }),
          preSession: sql`${clients.preSession} || ${JSON.stringify(row.preSession)}::jsonb`,
          postSession: sql`${clients.postSession} || ${JSON.stringify(row.postSession)}::jsonb`,
          updatedAt: now,
        })
        .where(and(eq(clients.id, id), eq(clients.userId, userId)));
    },
  });
}

/**
 * GET /api/clients/export.csv: every client that passes the list's session date filter, in the list's order, with
 * the columns' titles as the header.
 */
export function exportClientsCsv(db: Database, userId: string, query: ClientListQuery): ReadableStream<Uint8Array> {
  const where = and(eq(clients.userId, userId), dateFilterCondition(clients.sessionDate, dateFilterOfQuery(query)));
  const order = clientOrders[query.sort ?? 'none'];
  return csvExportStream(
    clientCsvColumns.map((col) => col.title),
    async (offset, limit) =>
      (await db.select().from(clients).where(where).orderBy(order).limit(limit).offset(offset)).map((row) =>
        clientCsvRow(toClient(row)),
      ),
  );
}
