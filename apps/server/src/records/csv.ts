import { z } from 'zod';

/**
 * Rows as CSV for a spreadsheet: the account export's clients.csv and leads.csv, and the admin inboxes' downloads.
 */

/**
 * A cell as a spreadsheet should read it: quoted when it holds a comma, quote or line break, and a leading
 * =, +, - or @ neutralised with an apostrophe, so a client named "=HYPERLINK(...)" stays text in Excel.
 */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The header a row schema gives: its keys, with an object field (the sender of a form) as one column per key,
 * `field.key`. A download with no rows still gets it, so a spreadsheet sees the columns it would hold.
 */
export function csvHeaderOf(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape).flatMap(([key, field]) =>
    field instanceof z.ZodObject ? Object.keys(field.shape).map((item) => `${key}.${item}`) : [key],
  );
}

/**
 * Rows as CSV; an object column (a checklist) becomes one column per item, named `column.item`. Without a
 * header the columns are those the rows hold.
 */
export function toCsv(rows: Record<string, unknown>[], header?: string[]): string {
  const flat = rows.map((row) => {
    const cells: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
        for (const [item, itemValue] of Object.entries(value)) cells[`${key}.${item}`] = itemValue;
      } else cells[key] = value;
    }
    return cells;
  });
  const columns = header ?? [...new Set(flat.flatMap((cells) => Object.keys(cells)))];
  const lines = [columns.map(csvCell), ...flat.map((cells) => columns.map((key) => csvCell(cells[key])))];
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
