/**
 * CSV import of Client Flow's clients and Lead Flow's leads (docs/decisions/0014-csv-import-export.md): a file's row
 * read back into an add form's fields, and the request and answer of the import endpoints. The browser reads a file
 * with these rules to preview and check it; the server reads every row again with the same rules before it writes
 * anything.
 */
import { z } from 'zod';
import { createClientSchema, updateClientSchema, type PostSession, type PreSession } from './client-schemas';
import { readCsvCell, importDateFormats, type CsvColumn, type ImportDateFormat } from './csv-cells';
import { clientCsvColumns, leadCsvColumns, type LeadCsvColumnId } from './csv-columns';
import type { ImportRowCells } from './csv-import-rows';
import { createLeadSchema } from './lead-schemas';
import { bookingStatuses, type BookingStatus } from './leads';
import { postSessionChecks, preSessionChecks } from './clients';
import { importMaxCellLength, importMaxRows } from './limits';
import { requiredFieldsMessage } from './texts';
import { withThousandsSeparators } from './thousands';

export interface ImportRowError {
  line: number;
  /** The column's title, or '' for a rule about several fields (the required fields). */
  field: string;
  message: string;
}

/** Every mapped cell of a row read by its column; what could not be read is listed as errors. */
function readCells(columns: readonly CsvColumn[], row: ImportRowCells, dateFormat: ImportDateFormat) {
  const values: Record<string, string | boolean> = {};
  const errors: ImportRowError[] = [];
  for (const col of columns) {
    const raw = row.cells[col.id];
    if (raw === undefined) continue;
    const read = readCsvCell(col, raw, dateFormat);
    if ('error' in read) errors.push({ line: row.line, field: col.title, message: read.error });
    else values[col.id] = read.value;
  }
  return { values, errors };
}

/**
 * The errors of a schema's failure, each under its column's title. The one without a path is the add form's
 * required-fields message: a field whose cell could not be read is left out of it, as its own error says more.
 */
function schemaErrors(
  line: number,
  columns: readonly CsvColumn[],
  issues: readonly z.core.$ZodIssue[],
  failed: readonly ImportRowError[],
): ImportRowError[] {
  const failedTitles = new Set(failed.map((error) => error.field));
  return issues.flatMap((issue) => {
    const key = String(issue.path.at(-1) ?? '');
    if (issue.path.length > 0)
      return [{ line, field: columns.find((col) => col.id === key)?.title ?? '', message: issue.message }];
    const named = issue.message
      .replace(/^[^:]*: /, '')
      .replace(/\.$/, '')
      .split(', ');
    const message = requiredFieldsMessage(named.filter((title) => !failedTitles.has(title)));
    return message ? [{ line, field: '', message }] : [];
  });
}

const pick = <Key extends string>(values: Record<string, unknown>, keys: readonly Key[]) =>
  Object.fromEntries(keys.filter((key) => values[key] !== undefined).map((key) => [key, values[key]])) as Partial<
    Record<Key, unknown>
  >;

export type ImportRowResult<Row> = { ok: true; line: number; row: Row } | { ok: false; errors: ImportRowError[] };

/** A client read from a file: Add New Client's fields, and the checklist items the file has columns for. */
export interface ImportedClient {
  line: number;
  client: z.output<typeof createClientSchema>;
  sessionDueDate: string | undefined;
  /** The columns the file had: an update changes only those. */
  present: ReadonlySet<string>;
  /** Only the items the file had columns for: an update changes those and keeps the others. */
  preSession: Partial<PreSession>;
  postSession: Partial<PostSession>;
}

/**
 * One row of a file as a client, checked with Add New Client's rules (createClientSchema) and the checklist
 * rules of an edit in the table (updateClientSchema).
 */
export function readClientImportRow(
  row: ImportRowCells,
  dateFormat: ImportDateFormat,
): ImportRowResult<ImportedClient> {
  const { values, errors } = readCells(clientCsvColumns, row, dateFormat);
  const client = createClientSchema.safeParse(
    pick(values, ['name', 'email', 'phone', 'sessionDate', 'sessionType', 'sessionPackage']),
  );
  if (!client.success) errors.push(...schemaErrors(row.line, clientCsvColumns, client.error.issues, errors));
  const preSession = pick(values, [...preSessionChecks, 'wardrobeAppointment', 'makeup', 'sessionConsultation']);
  const postSession = pick(values, [...postSessionChecks, 'galleryDue', 'orderNotes', 'orderingAppointment']);
  const sessionDueDate = values.sessionDueDate as string | undefined;
  // The table's own rules for checklist edits; an empty part has nothing to check.
  const checked = (part: object, schema: z.ZodType) => {
    if (Object.keys(part).length === 0) return {};
    const result = schema.safeParse(part);
    if (!result.success) errors.push(...schemaErrors(row.line, clientCsvColumns, result.error.issues, errors));
    return result.data as object;
  };
  const checkedPre = checked(preSession, updateClientSchema.shape.preSession) as Partial<PreSession>;
  const checkedPost = checked(postSession, updateClientSchema.shape.postSession) as Partial<PostSession>;
  if (errors.length > 0 || !client.success) return { ok: false, errors };
  return {
    ok: true,
    line: row.line,
    row: {
      line: row.line,
      client: client.data,
      sessionDueDate,
      present: new Set(Object.keys(row.cells)),
      preSession: checkedPre,
      postSession: checkedPost,
    },
  };
}

/** A lead read from a file: Add New Lead's fields and the ticks the table edits. */
export interface ImportedLead {
  line: number;
  lead: z.output<typeof createLeadSchema>;
  /** Only the fields the file had columns for, for an update. */
  present: ReadonlySet<LeadCsvColumnId>;
  crmWorkflowStarted: boolean;
  contacted: boolean;
  pricingSent: boolean;
}

/** One row of a file as a lead, checked with Add New Lead's rules (createLeadSchema). */
export function readLeadImportRow(row: ImportRowCells, dateFormat: ImportDateFormat): ImportRowResult<ImportedLead> {
  const { values, errors } = readCells(leadCsvColumns, row, dateFormat);
  const status = String(values.bookingStatus ?? '')
    .trim()
    .toLowerCase();
  const knownStatus = status === '' ? null : bookingStatuses.find((option) => option === status);
  if (knownStatus === undefined)
    errors.push({
      line: row.line,
      field: 'Status',
      message: `"${status}" is not a status. Use one of: ${bookingStatuses.join(', ')}.`,
    });
  const lead = createLeadSchema.safeParse({
    ...pick(values, [
      'name',
      'inquiryDate',
      'sessionType',
      'source',
      'contactMethod',
      'followUp',
      'notes',
      'sessionPackage',
    ]),
    booked: values.booked === true || knownStatus === 'booked',
  });
  if (!lead.success) errors.push(...schemaErrors(row.line, leadCsvColumns, lead.error.issues, errors));
  if (errors.length > 0 || !lead.success) return { ok: false, errors };
  const bookingStatus: BookingStatus =
    knownStatus === 'not booked' && !lead.data.booked ? 'not booked' : lead.data.bookingStatus;
  return {
    ok: true,
    line: row.line,
    row: {
      line: row.line,
      // A package may be kept on a lead that is not booked (the table allows it); the schema checked it above.
      lead: {
        ...lead.data,
        bookingStatus,
        sessionPackage: (values.sessionPackage as typeof lead.data.sessionPackage) ?? '',
      },
      present: new Set(Object.keys(row.cells) as LeadCsvColumnId[]),
      crmWorkflowStarted: values.crmWorkflowStarted === true,
      contacted: values.contacted === true,
      pricingSent: values.pricingSent === true,
    },
  };
}

const importRowSchema = z.strictObject({
  line: z.number().int().min(1),
  cells: z.record(
    z.string(),
    z
      .string({ error: 'Each cell must be text.' })
      .max(importMaxCellLength, `A cell can be at most ${importMaxCellLength} characters.`),
  ),
});

/** How long a server keeps the rows of a check that found no bad row, for the commit to name (`checkToken`). */
export const importCheckMinutes = 30;

const importRequestShape = {
  dateFormat: z.enum(importDateFormats, { error: `dateFormat must be one of: ${importDateFormats.join(', ')}.` }),
  /** Check only: answer with the errors and duplicates, write nothing. */
  dryRun: z.boolean({ error: 'dryRun must be true or false.' }),
  rows: z
    .array(importRowSchema, { error: 'rows must be a list of rows.' })
    .min(1, 'The file has no rows to import.')
    .max(importMaxRows, `An import can hold at most ${withThousandsSeparators(importMaxRows)} rows; split the file.`)
    .optional(),
  /**
   * A commit may name the check of its file instead of sending the rows again: the rows of that check are written
   * (the duplicates are looked up afresh). A check the server no longer holds is refused with IMPORT_CHECK_EXPIRED.
   */
  checkToken: z.string({ error: 'checkToken must be text.' }).min(1).max(100).optional(),
  /** The lines whose duplicate should be updated with the row; every other duplicate is skipped. */
  updateLines: z.array(z.number().int().min(1)).max(importMaxRows).default([]),
};

/** A request holds its rows, or, on a commit only, the token of their check; and only the list's own columns. */
const rowsOrCheck =
  (ids: readonly string[]) =>
  (
    request: { dryRun: boolean; rows?: { line: number; cells: object }[]; checkToken?: string },
    context: z.RefinementCtx,
  ) => {
    if ((request.rows === undefined) === (request.checkToken === undefined))
      context.addIssue({ code: 'custom', message: 'Send either rows or a checkToken.', path: ['rows'] });
    if (request.dryRun && request.checkToken !== undefined)
      context.addIssue({ code: 'custom', message: 'A check sends its rows, not a checkToken.', path: ['checkToken'] });
    const unknownColumn = (request.rows ?? []).flatMap((row) => Object.keys(row.cells)).find((id) => !ids.includes(id));
    if (unknownColumn !== undefined)
      context.addIssue({
        code: 'custom',
        message: `"${unknownColumn.slice(0, 60)}" is not a column of this list.`,
        path: ['rows'],
      });
  };

/** POST /api/clients/import */
export const clientImportSchema = z
  .strictObject(importRequestShape)
  .superRefine(rowsOrCheck(clientCsvColumns.map((col) => col.id)));
export type ClientImportRequest = z.input<typeof clientImportSchema>;

/** POST /api/leads/import */
export const leadImportSchema = z
  .strictObject(importRequestShape)
  .superRefine(rowsOrCheck(leadCsvColumns.map((col) => col.id)));
export type LeadImportRequest = z.input<typeof leadImportSchema>;

/** What an import check or commit answers: every bad row, every duplicate, and what was (or would be) written. */
export const importResultSchema = z
  .object({
    dryRun: z.boolean(),
    rows: z.number().int().min(0),
    errors: z.array(z.object({ line: z.number().int(), field: z.string(), message: z.string() })),
    /** Rows that match a record the user has: by e-mail, or by name and date. */
    duplicates: z.array(z.object({ line: z.number().int(), id: z.string(), name: z.string() })),
    created: z.number().int().min(0),
    updated: z.number().int().min(0),
    skipped: z.number().int().min(0),
    /**
     * Given by a check that found no bad row: the commit may send it instead of the rows, on the same server
     * within importCheckMinutes, so a large file is sent and read once.
     */
    checkToken: z.string().optional(),
  })
  .meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof importResultSchema>;
