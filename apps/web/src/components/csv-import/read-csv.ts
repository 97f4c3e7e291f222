import { csvTexts, importMaxColumns, importMaxRows } from '@shutterdesk/core';
import Papa from 'papaparse';

export const csvEncodings = ['utf-8', 'windows-1252'] as const;
export type CsvEncoding = (typeof csvEncodings)[number];

/** A file read as a table: its header, its rows and the line each row starts on (for the messages). */
export interface CsvTable {
  headers: string[];
  rows: string[][];
  lines: number[];
}

export type CsvReadResult = { ok: true; table: CsvTable } | { ok: false; message: string; encodingProblem: boolean };

const failure = (message: string, encodingProblem = false): CsvReadResult => ({ ok: false, message, encodingProblem });

const countNewlines = (text: string, from: number, to: number) => {
  let count = 0;
  for (let index = text.indexOf('\n', from); index !== -1 && index < to; index = text.indexOf('\n', index + 1)) count++;
  return count;
};

/**
 * A file's bytes as a table, or the reason it cannot be one: empty, binary, not UTF-8 (unless Latin-1 is chosen),
 * a quote left open, too wide, too long, or a header alone. Runs in a worker (parse-csv.worker.ts).
 */
export function readCsv(bytes: Uint8Array, encoding: CsvEncoding): CsvReadResult {
  const messages = csvTexts.fileErrors;
  if (bytes.length === 0) return failure(messages.empty);
  if (bytes.includes(0)) return failure(messages.binary);
  let text: string;
  try {
    // The decoder drops a BOM; fatal, so a Latin-1 file is noticed instead of read as replacement characters.
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return failure(messages.notUtf8, true);
  }
  if (text.trim() === '') return failure(messages.empty);

  const rows: string[][] = [];
  const lines: number[] = [];
  let problem: string | null = null;
  let linesBefore = 0;
  let cursor = 0;
  Papa.parse<string[]>(text, {
    step: (result, parser) => {
      const start = cursor;
      cursor = result.meta.cursor;
      const line = linesBefore + 1;
      linesBefore += countNewlines(text, start, cursor);
      const quoteError = result.errors.find((error) => error.type === 'Quotes');
      if (quoteError) {
        problem = messages.unclosedQuote(line);
        parser.abort();
        return;
      }
      if (result.data.every((cell) => cell.trim() === '')) return;
      if (rows.length === 0 && result.data.length > importMaxColumns) {
        problem = messages.tooManyColumns(result.data.length);
        parser.abort();
        return;
      }
      if (rows.length > importMaxRows) {
        problem = messages.tooManyRows;
        parser.abort();
        return;
      }
      rows.push(result.data);
      lines.push(line);
    },
  });
  if (problem) return failure(problem);
  const [headers, ...body] = rows;
  if (!headers) return failure(messages.empty);
  if (body.length === 0) return failure(messages.headerOnly);
  return { ok: true, table: { headers, rows: body, lines: lines.slice(1) } };
}
