/**
 * The rows of an import request as the import dialog's worker writes them from a file (no zod here, so the worker
 * stays small); csv-import.ts reads them back with the column rules.
 */

/** One row of a file as mapped: the cells of the columns chosen, by column id, and its line in the file. */
export interface ImportRowCells {
  line: number;
  cells: Record<string, string>;
}

/** A file's rows as an import request holds them: each row's cells under the column each file column is mapped to. */
export function mappedImportRows(
  rows: readonly (readonly string[])[],
  lines: readonly number[],
  mapping: readonly (string | null)[],
): ImportRowCells[] {
  const mapped = mapping.flatMap((id, index) => (id ? [[id, index] as const] : []));
  return rows.map((row, rowIndex) => ({
    line: lines[rowIndex] ?? rowIndex + 2,
    cells: Object.fromEntries(mapped.map(([id, index]) => [id, row[index] ?? ''])),
  }));
}
