/**
 * How one cell of a CSV file is read and written (docs/decisions/0014-csv-import-export.md): dates in the file's
 * format, checklist ticks, options by name, and formulas kept from running in a spreadsheet.
 */
import {
  appointmentStatusLabels,
  appointmentStatusOptions,
  sessionPackages,
  sessionTypes,
  type AppointmentField,
} from './clients';
import { parseIsoDate, toIsoDate } from './dates';
import { contactMethods, leadSources } from './leads';

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
export type CsvColumnKind =
  'text' | 'date' | 'yesNo' | 'status' | 'sessionType' | 'sessionPackage' | 'source' | 'contact';

export interface CsvColumn<Id extends string = string> {
  id: Id;
  /** The header export writes: the column's title on the screen. */
  title: string;
  kind: CsvColumnKind;
  /** Other header names that mean this column (common CRM and spreadsheet exports), compared loosely. */
  aliases: readonly string[];
}

type CellRead<Value> = { value: Value } | { error: string };

const optionList = (options: readonly string[]) => options.join(', ');

/** A cell read as its column's kind: the value a request holds, or the message that says what is wrong. */
export function readCsvCell(col: CsvColumn, raw: string, dateFormat: ImportDateFormat): CellRead<string | boolean> {
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
