/** CSV export of Client Flow's clients and Lead Flow's leads (docs/decisions/0014-csv-import-export.md). */
import type { PostSession, PreSession } from './client-schemas';
import { exportYesNo, neutraliseFormula, type CsvColumn } from './csv-cells';
import { clientCsvColumns, leadCsvColumns, type LeadCsvColumnId } from './csv-columns';
import { appointmentStatusLabels } from './clients';
import { leadSources } from './leads';

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

/** The name of an export's file, e.g. shutterdesk-clients-2026-11-26.csv. */
export const csvExportFileName = (list: 'clients' | 'leads', day: string) => `shutterdesk-${list}-${day}.csv`;
