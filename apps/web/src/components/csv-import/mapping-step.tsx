import {
  csvTexts,
  importDateFormatLabels,
  importDateFormats,
  type CsvColumn,
  type ImportDateFormat,
} from '@shutterdesk/core';
import { Select } from '../ui/select';

/** Which field each column of the file fills, first as their names say; a column can be skipped. */
export function ColumnMapping({
  headers,
  columns,
  mapping,
  onChange,
}: {
  headers: readonly string[];
  columns: readonly CsvColumn[];
  mapping: readonly (string | null)[];
  onChange: (index: number, id: string | null) => void;
}) {
  const skip = '';
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold">{csvTexts.mappingTitle}</legend>
      <p className="text-sm text-muted-foreground">{csvTexts.mappingHint}</p>
      {/* One column per line, the field wider than the header: side by side in half the width, a field's name
          ('Asst/Second Shooter Confirmed') was cut. On a phone the field goes under its column's header. */}
      <div className="grid max-h-64 gap-3 overflow-y-auto sm:gap-2">
        {headers.map((header, index) => (
          <div
            key={index}
            className="grid min-w-0 gap-1 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:items-center sm:gap-2"
          >
            <span className="truncate" title={header}>
              {header || `#${index + 1}`}
            </span>
            <Select
              aria-label={csvTexts.mapColumn(header || `#${index + 1}`)}
              value={mapping[index] ?? skip}
              onChange={(event) => onChange(index, event.target.value === skip ? null : event.target.value)}
            >
              <option value={skip}>{csvTexts.skipColumn}</option>
              {columns.map((col) => (
                <option key={col.id} value={col.id}>
                  {col.title}
                </option>
              ))}
            </Select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** How the file's dates are written, guessed from its first rows (import-flow.ts). */
export function DateFormatField({
  value,
  onChange,
}: {
  value: ImportDateFormat;
  onChange: (format: ImportDateFormat) => void;
}) {
  return (
    <label className="grid gap-1.5 text-sm font-medium sm:max-w-xs">
      {csvTexts.dateFormatLabel}
      <Select value={value} onChange={(event) => onChange(event.target.value as ImportDateFormat)}>
        {importDateFormats.map((format) => (
          <option key={format} value={format}>
            {importDateFormatLabels[format]}
          </option>
        ))}
      </Select>
    </label>
  );
}
