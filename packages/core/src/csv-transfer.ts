/**
 * CSV import and export of Client Flow's clients and Lead Flow's leads (docs/decisions/0014-csv-import-export.md):
 * the columns and their titles, the names other programs give them, how a cell is read back into a field, and the
 * request and answer of the import endpoints. The browser reads a file with these rules to preview and check it;
 * the server reads every row again with the same rules before it writes anything.
 */
import { z } from 'zod';
import { createClientSchema, updateClientSchema, type PostSession, type PreSession } from './client-schemas';
import {
  appointmentStatusLabels,
  appointmentStatusOptions,
  postSessionChecks,
  preSessionChecks,
  sessionPackages,
  sessionTypes,
  type AppointmentField,
} from './clients';
import { parseIsoDate, toIsoDate } from './dates';
import { requiredFieldsMessage } from './texts';
import { createLeadSchema } from './lead-schemas';
import { bookingStatuses, contactMethods, leadSources, type BookingStatus } from './leads';
import type { ImportRowCells } from './csv-import-rows';
import { importMaxCellLength, importMaxRows } from './limits';
import { defaultClientHeaders } from './options';

/** How the dates of a file are written: yyyy-MM-dd, M/d/yyyy (US) or d/M/yyyy and d.M.yyyy (European). */
export const importDateFormats = ['iso', 'us', 'eu'] as const;
export type ImportDateFormat = (typeof importDateFormats)[number];
export const importDateFormatLabels: Record<ImportDateFormat, string> = {
  iso: 'yyyy-mm-dd (ISO)',
  us: 'mm/dd/yyyy (US)',
  eu: 'dd/mm/yyyy (European)',
};

const slashedDatePattern = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const isoLikeDatePattern = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;

/**
 * A date cell as 'yyyy-MM-dd': '' for a blank cell, null when it is not a real date in the chosen format (an
 * ISO date is understood whatever the format, since it cannot be mistaken for another).
 */
export function importDate(text: string, format: ImportDateFormat): string | null {
  const value = text.trim();
  if (value === '') return '';
  const iso = isoLikeDatePattern.exec(value);
  let parts: [number, number, number] | null = null;
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else {
    const slashed = format === 'iso' ? null : slashedDatePattern.exec(value);
    if (slashed) {
      const [first, second, year] = [Number(slashed[1]), Number(slashed[2]), Number(slashed[3])];
      parts = format === 'us' ? [year, first, second] : [year, second, first];
    }
  }
  if (!parts) return null;
  const written = toIsoDate({ year: parts[0], month: parts[1], day: parts[2] });
  return parseIsoDate(written) ? written : null;
}

/**
 * Spreadsheets run a cell that starts with =, +, - or @ (or a tab or carriage return) as a formula. Export writes
 * such a cell, and one that starts with an apostrophe, behind one apostrophe, as OWASP recommends; import takes
 * exactly that apostrophe away again, so import(export(x)) is x for every text.
 */
const neutralisedStart = /^[=+\-@\t\r']/;
export function neutraliseFormula(text: string): string {
  return neutralisedStart.test(text) ? `'${text}` : text;
}
export function restoreNeutralised(text: string): string {
  return text.startsWith("'") && neutralisedStart.test(text.slice(1)) ? text.slice(1) : text;
}

/**
 * A cell a spreadsheet would run: it starts with = or @, or with + or - and is not a number or phone number
 * ("+44 20 7946 0958", "-5"). An import refuses it rather than keep a formula someone could open later.
 */
export function looksLikeFormula(text: string): boolean {
  return /^[=@]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s().\-/]*$/.test(text));
}

const yesWords = new Set(['yes', 'y', 'true', '1', 'x', 'ja', 'oui', 'sí', 'si', '✓']);
const noWords = new Set(['no', 'n', 'false', '0', '', 'nein', 'non']);

/** A checklist cell: Yes/No as export writes it, and true/false, 1/0, x or blank. */
function importYesNo(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (yesWords.has(value)) return true;
  if (noWords.has(value)) return false;
  return null;
}

export function exportYesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Options by their normalised names, built once: an import reads up to 10,000 rows of 25 cells, so a cell is looked
 * up rather than compared with every option's name.
 */
function byNormalisedName<Value extends string>(entries: readonly (readonly [name: string, value: Value])[]) {
  return new Map(entries.map(([name, value]) => [normalise(name), value]));
}
const optionsByName = <Option extends string>(options: readonly Option[]) =>
  byNormalisedName(options.map((option) => [option, option] as const));
const sessionTypesByName = optionsByName(sessionTypes);
const sessionPackagesByName = optionsByName(sessionPackages);
const contactMethodsByName = optionsByName(contactMethods);
const leadSourcesByName = byNormalisedName(
  leadSources.flatMap((source) => [[source.code, source.code] as const, [source.label, source.code] as const]),
);
const statusesByName = byNormalisedName(
  Object.entries(appointmentStatusLabels).flatMap(([stored, label]) => [
    [stored, stored] as const,
    [label, stored] as const,
  ]),
);

/** An option by its name in any case ('newborn' is 'Newborn'); '' for a blank cell, null for an unknown one. */
function importOption<Option extends string>(text: string, byName: ReadonlyMap<string, Option>): Option | '' | null {
  const value = normalise(text);
  if (value === '') return '';
  return byName.get(value) ?? null;
}

/** A lead source by its name ('Instagram') or its code ('1'). */
const importLeadSource = (text: string) => importOption(text, leadSourcesByName);

/** An appointment status by its label ('Not Scheduled') or stored value, limited to what that field offers. */
function importStatus(text: string, field: AppointmentField): string | null {
  const found = importOption(text, statusesByName);
  if (found === '') return 'not scheduled';
  const offered: readonly string[] = appointmentStatusOptions[field];
  return found !== null && offered.includes(found) ? found : null;
}

/** What kind of value a column holds, which decides how a cell is read and written. */
type ColumnKind = 'text' | 'date' | 'yesNo' | 'status' | 'sessionType' | 'sessionPackage' | 'source' | 'contact';

export interface CsvColumn<Id extends string = string> {
  id: Id;
  /** The header export writes: the column's title on the screen. */
  title: string;
  kind: ColumnKind;
  /** Other header names that mean this column (common CRM and spreadsheet exports), compared loosely. */
  aliases: readonly string[];
}

const column = <Id extends string>(id: Id, title: string, kind: ColumnKind, aliases: string[] = []): CsvColumn<Id> => ({
  id,
  title,
  kind,
  aliases,
});

const clientHeaders = defaultClientHeaders();
const checklistLabel = (id: string) =>
  [...clientHeaders.preSession, ...clientHeaders.postSession].find((header) => header.id === id)?.label ?? id;
const checklistKind = (id: string): ColumnKind =>
  id in appointmentStatusOptions ? 'status' : id === 'galleryDue' ? 'date' : id === 'orderNotes' ? 'text' : 'yesNo';

const nameAliases = ['name', 'full name', 'contact name', 'contact', 'client', 'customer', 'customer name'];
const sessionTypeAliases = ['type', 'session', 'shoot type', 'service', 'event type'];
const packageAliases = ['package', 'package name'];

/** Client Flow's columns in the order export writes them. */
export const clientCsvColumns = [
  column('name', 'Client Name', 'text', nameAliases),
  column('email', 'Email', 'text', ['e-mail', 'email address', 'e-mail address', 'mail', 'primary email']),
  column('phone', 'Phone', 'text', ['phone number', 'telephone', 'mobile', 'mobile phone', 'cell', 'tel']),
  column('sessionType', 'Session Type', 'sessionType', sessionTypeAliases),
  column('sessionPackage', 'Session Package', 'sessionPackage', packageAliases),
  column('sessionDate', 'Session Date', 'date', ['date', 'shoot date', 'event date', 'appointment date']),
  column('sessionDueDate', 'Session Due Date', 'date', ['due date']),
  ...[...preSessionChecks, 'wardrobeAppointment', 'makeup', 'sessionConsultation'].map((id) =>
    column(id, checklistLabel(id), checklistKind(id), [id]),
  ),
  ...[...postSessionChecks, 'galleryDue', 'orderNotes', 'orderingAppointment'].map((id) =>
    column(id, checklistLabel(id), checklistKind(id), [id]),
  ),
] as const satisfies readonly CsvColumn[];

/** Lead Flow's columns in the order export writes them: the table's, then what the table does not show. */
export const leadCsvColumns = [
  column(
    'name',
    'Name',
    'text',
    nameAliases.filter((alias) => alias !== 'client'),
  ),
  column('inquiryDate', 'Inquiry Date', 'date', ['date', 'inquiry', 'created', 'date created', 'lead date']),
  column('sessionType', 'Session Type', 'sessionType', sessionTypeAliases),
  column('sessionPackage', 'Session Package', 'sessionPackage', packageAliases),
  column('source', 'Source', 'source', ['lead source', 'platform', 'channel', 'referral source']),
  column('contactMethod', 'Contact Method', 'contact', ['contacted via', 'contact type']),
  column('notes', 'Notes', 'text', ['note', 'comments', 'description', 'message']),
  column('crmWorkflowStarted', 'CRM Workflow', 'yesNo', ['crm workflow started', 'workflow']),
  column('booked', 'Booked', 'yesNo'),
  column('followUp', 'Follow-up', 'date', ['follow up', 'follow-up date', 'follow up date', 'next follow up']),
  column('contacted', 'Contacted', 'yesNo'),
  column('pricingSent', 'Pricing Sent', 'yesNo'),
  column('bookingStatus', 'Status', 'text', ['booking status', 'lead status']),
] as const satisfies readonly CsvColumn[];

export type ClientCsvColumnId = (typeof clientCsvColumns)[number]['id'];
export type LeadCsvColumnId = (typeof leadCsvColumns)[number]['id'];

const headerKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Which column of ours each header of a file means, by title, id or alias, compared without case, spaces or
 * punctuation; null for a header none matches. A column of ours is given to its first matching header only.
 */
export function mapCsvHeaders(headers: readonly string[], columns: readonly CsvColumn[]): (string | null)[] {
  const taken = new Set<string>();
  const byKey = new Map<string, string>();
  // Titles and ids first, then aliases, so "Session Date" wins over the alias "date".
  for (const col of columns) for (const key of [col.title, col.id]) byKey.set(headerKey(key), col.id);
  for (const col of columns)
    for (const alias of col.aliases) if (!byKey.has(headerKey(alias))) byKey.set(headerKey(alias), col.id);
  return headers.map((header) => {
    const id = byKey.get(headerKey(restoreNeutralised(header)));
    if (!id || taken.has(id)) return null;
    taken.add(id);
    return id;
  });
}

export interface ImportRowError {
  line: number;
  /** The column's title, or '' for a rule about several fields (the required fields). */
  field: string;
  message: string;
}

type CellRead<Value> = { value: Value } | { error: string };

const optionList = (options: readonly string[]) => options.join(', ');

/** A cell read as its column's kind: the value a request holds, or the message that says what is wrong. */
function readCell(col: CsvColumn, raw: string, dateFormat: ImportDateFormat): CellRead<string | boolean> {
  if (looksLikeFormula(raw))
    return { error: `"${raw.slice(0, 40)}" looks like a spreadsheet formula; formulas are not imported.` };
  const text = restoreNeutralised(raw);
  const unknown = (what: string, options: readonly string[]) => ({
    error: `"${text.trim()}" is not a ${what}. Use one of: ${optionList(options)}.`,
  });
  switch (col.kind) {
    case 'text':
      return { value: text };
    case 'date': {
      const date = importDate(text, dateFormat);
      return date === null
        ? { error: `"${text.trim()}" is not a real date written ${importDateFormatLabels[dateFormat]}.` }
        : { value: date };
    }
    case 'yesNo': {
      const yes = importYesNo(text);
      return yes === null ? { error: `"${text.trim()}" is not Yes or No.` } : { value: yes };
    }
    case 'status': {
      const field = col.id as AppointmentField;
      const status = importStatus(text, field);
      const labels = appointmentStatusOptions[field].map((value) => appointmentStatusLabels[value]);
      return status === null ? unknown('status of this column', labels) : { value: status };
    }
    case 'sessionType': {
      const type = importOption(text, sessionTypesByName);
      return type === null ? unknown('session type', sessionTypes) : { value: type };
    }
    case 'sessionPackage': {
      const found = importOption(text, sessionPackagesByName);
      return found === null ? unknown('session package', sessionPackages) : { value: found };
    }
    case 'source': {
      const code = importLeadSource(text);
      return code === null
        ? unknown(
            'lead source',
            leadSources.map((source) => source.label),
          )
        : { value: code };
    }
    case 'contact': {
      const method = importOption(text, contactMethodsByName);
      return method === null ? unknown('contact method', contactMethods) : { value: method };
    }
  }
}

/** Every mapped cell of a row read by its column; what could not be read is listed as errors. */
function readCells(columns: readonly CsvColumn[], row: ImportRowCells, dateFormat: ImportDateFormat) {
  const values: Record<string, string | boolean> = {};
  const errors: ImportRowError[] = [];
  for (const col of columns) {
    const raw = row.cells[col.id];
    if (raw === undefined) continue;
    const read = readCell(col, raw, dateFormat);
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

/** A client as a CSV row, in clientCsvColumns' order. */
export function clientCsvRow(client: {
  name: string;
  email: string;
  phone: string;
  session: { sessionDate: string; sessionType: string; sessionPackage: string; sessionDueDate: string };
  preSession: PreSession;
  postSession: PostSession;
}): string[] {
  const fields: Record<string, unknown> = {
    name: client.name,
    email: client.email,
    phone: client.phone,
    ...client.session,
    ...client.preSession,
    ...client.postSession,
  };
  return clientCsvColumns.map((col) => exportCell(col, fields[col.id]));
}

/** A lead as a CSV row, in leadCsvColumns' order; the source by its name. */
export function leadCsvRow(lead: Record<LeadCsvColumnId, string | boolean>): string[] {
  return leadCsvColumns.map((col) => exportCell(col, lead[col.id]));
}

function exportCell(col: CsvColumn, value: unknown): string {
  if (typeof value === 'boolean') return exportYesNo(value);
  const text = String(value ?? '');
  if (col.kind === 'status') return appointmentStatusLabels[text as keyof typeof appointmentStatusLabels] ?? text;
  if (col.kind === 'source') return leadSources.find((source) => source.code === text)?.label ?? text;
  return neutraliseFormula(text);
}

/** A file's rows as CSV: the header, CRLF line ends, quoted where needed. The BOM is the caller's. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')}\r\n`;
}

/** The byte order mark that makes Excel read a CSV file as UTF-8. */
export const utf8Bom = '\uFEFF';

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
    .max(importMaxRows, `An import can hold at most ${importMaxRows.toLocaleString('en-US')} rows; split the file.`)
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

/** The name of an export's file, e.g. shutterdesk-clients-2026-11-26.csv. */
export const csvExportFileName = (list: 'clients' | 'leads', day: string) => `shutterdesk-${list}-${day}.csv`;
