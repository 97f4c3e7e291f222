import { csvTexts, type CsvColumn } from '@shutterdesk/core';
import type { CsvFileSummary } from './read-csv-file';

const previewRows = 5;

/** The file's first rows in the mapped columns, as they will be read. */
export function Preview({
  file,
  columns,
  mapping,
}: {
  file: CsvFileSummary;
  columns: readonly CsvColumn[];
  mapping: readonly (string | null)[];
}) {
  const shown = mapping.flatMap((id, index) => {
    const col = columns.find((candidate) => candidate.id === id);
    return col ? [{ col, index }] : [];
  });
  const first = file.firstRows.slice(0, previewRows);
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{csvTexts.previewTitle(first.length, file.rowCount)}</h3>
      <div className="overflow-x-auto rounded-lg border border-border" tabIndex={0} role="region" aria-label="Preview">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted">
            <tr>
              {shown.map(({ col }) => (
                <th key={col.id} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
                  {col.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {first.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-t border-border">
                {shown.map(({ col, index }) => (
                  <td key={col.id} className="max-w-48 px-2 py-1.5 align-top wrap-anywhere">
                    {row[index]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
