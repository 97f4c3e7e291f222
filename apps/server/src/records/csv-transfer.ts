import {
  csvLine,
  utf8Bom,
  type clientImportSchema,
  type ImportDateFormat,
  type ImportResult,
  type ImportRowCells,
  type ImportRowError,
  type ImportRowResult,
  type leadImportSchema,
} from '@shutterdesk/core';
import { getTableColumns, sql, type InferInsertModel, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import type { ImportChecks } from './import-checks';

/**
 * What an import of one list does: how it reads a row and what it does with the database; the rest (checking,
 * duplicates, the transaction, the checks kept for their commit) is shared.
 */
export interface ImportSteps<Row extends { line: number }> {
  /** One row of the file, checked with the list's add-form rules. */
  read: (row: ImportRowCells, dateFormat: ImportDateFormat) => ImportRowResult<Row>;
  /** The user's record each row repeats (by line), looked up among the user's own records only. */
  findDuplicates: (tx: Database, rows: readonly Row[]) => Promise<Map<number, { id: string; name: string }>>;
  /** Adds the rows, first line newest, so the list shows them in the file's order. */
  insert: (tx: Database, rows: readonly Row[]) => Promise<void>;
  /** Overwrites the record with the row's fields (the columns the file had). */
  update: (tx: Database, row: Row, id: string) => Promise<void>;
}

/** The most row errors one refusal names in its `fields`; the check step lists them all. */
const refusalFieldsShown = 50;

function refuseRowsWithErrors(errors: readonly ImportRowError[]): never {
  const [first] = errors;
  const lines = new Set(errors.map((error) => error.line)).size;
  const fields: Record<string, string> = {};
  for (const error of errors.slice(0, refusalFieldsShown))
    fields[`line ${error.line}${error.field ? `: ${error.field}` : ''}`] ??= error.message;
  throw new AppError(
    'VALIDATION_FAILED',
    `Line ${first?.line}${first?.field ? `, ${first.field}` : ''}: ${first?.message} ${lines} row(s) have errors; ` +
      'nothing was imported.',
    fields,
  );
}

/**
 * An import request as the endpoints take it once validated: the core schemas' own output
 * (packages/core/src/csv-import.ts), so a field renamed there fails the server's typecheck here.
 */
export type ImportRequest = z.output<typeof clientImportSchema> | z.output<typeof leadImportSchema>;

/**
 * One import of rows a client or lead file holds: every row read with the core rules (or, for a commit that names
 * its check, the rows that check read), duplicates found among the user's own records, and, unless it is a dry run,
 * everything written in one transaction or nothing at all. A file with any bad row is refused whole; a check that
 * finds none is kept for its commit.
 */
export async function runImport<Row extends { line: number }>(
  db: Database,
  { userId, checks, now }: { userId: string; checks: ImportChecks<Row>; now: Date },
  request: ImportRequest,
  steps: ImportSteps<Row>,
): Promise<ImportResult> {
  const results =
    request.checkToken === undefined
      ? (request.rows ?? []).map((row) => steps.read(row, request.dateFormat))
      : checks.take(userId, request.checkToken, now);
  const errors = results.flatMap((result) => (result.ok ? [] : result.errors));
  const rows = results.flatMap((result) => (result.ok ? [result.row] : []));
  if (!request.dryRun && errors.length > 0) refuseRowsWithErrors(errors);
  const toUpdate = new Set(request.updateLines);
  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const duplicateOf = await steps.findDuplicates(tx, rows);
    const fresh = rows.filter((row) => !duplicateOf.has(row.line));
    const updates = rows.flatMap((row) => {
      const duplicate = duplicateOf.get(row.line);
      return duplicate && toUpdate.has(row.line) ? [{ row, id: duplicate.id }] : [];
    });
    if (!request.dryRun) {
      await steps.insert(tx, fresh);
      for (const { row, id } of updates) await steps.update(tx, row, id);
    }
    return {
      dryRun: request.dryRun,
      rows: results.length,
      errors,
      duplicates: [...duplicateOf].map(([line, { id, name }]) => ({ line, id, name })),
      created: fresh.length,
      updated: updates.length,
      skipped: duplicateOf.size - updates.length,
    };
  });
  if (request.dryRun && errors.length === 0) return { ...result, checkToken: checks.keep(userId, results, now) };
  return result;
}

/** Rows per insert statement: one statement of 10,000 would hold a JSON text of about 8 MB. */
const importInsertChunkRows = 1000;

/** The creation time of the row at `position` of a file: the first line newest, so the lists keep the file's order. */
export function importedRowTime(now: Date, position: number): Date {
  return new Date(now.getTime() - position);
}

/**
 * Adds an import's rows, a chunk per statement. Each statement carries its rows as one JSON parameter that
 * PostgreSQL reads back with json_to_recordset: a multi-row VALUES with a parameter per cell (25,000 per chunk)
 * costs several times more to build, send and parse, most of all on PGlite. Every row holds the same fields as the
 * first; a Date goes as ISO text and an object as JSON, which is what the timestamp and jsonb columns read.
 */
export async function insertImportedRows<Table extends PgTable>(
  tx: Database,
  table: Table,
  rows: readonly InferInsertModel<Table>[],
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = getTableColumns(table);
  const fields = Object.keys(first).flatMap((key) => {
    const column = columns[key];
    return column ? [{ key, column }] : [];
  });
  const list = (part: (field: (typeof fields)[number]) => SQL) => sql.join(fields.map(part), sql`, `);
  const targets = list(({ column }) => sql`${sql.identifier(column.name)}`);
  // The record's fields keep the rows' own keys, so the rows are sent as they are.
  const sources = list(({ key }) => sql`${sql.identifier(key)}`);
  const recordType = list(({ key, column }) => sql`${sql.identifier(key)} ${sql.raw(column.getSQLType())}`);
  for (let start = 0; start < rows.length; start += importInsertChunkRows) {
    const chunk = JSON.stringify(rows.slice(start, start + importInsertChunkRows));
    await tx.execute(
      sql`insert into ${table} (${targets}) select ${sources} from json_to_recordset(${chunk}::json) as r(${recordType})`,
    );
  }
}

/** Rows per read while an export streams: the answer starts at once and memory stays flat. */
const exportChunkRows = 1000;

/**
 * A list as a CSV download: a BOM (so spreadsheet programs read UTF-8), the header, then the rows read a chunk at a
 * time in a stable order, CRLF line ends.
 */
export function csvExportStream(
  header: readonly string[],
  readRows: (offset: number, limit: number) => Promise<string[][]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let offset = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(utf8Bom + csvLine(header)));
    },
    async pull(controller) {
      const rows = await readRows(offset, exportChunkRows);
      offset += rows.length;
      if (rows.length > 0) controller.enqueue(encoder.encode(rows.map(csvLine).join('')));
      if (rows.length < exportChunkRows) controller.close();
    },
  });
}
