import { csvTexts, type ImportResult } from '@shutterdesk/core';
import { Button } from '../ui/button';
import { Select } from '../ui/select';

/** Rows of errors and duplicates listed one by one; the rest are counted (the buttons act on all). */
const listedRows = 100;

/** What the server's check found: the counts, the rows to fix, and the duplicates to skip or update. */
export function CheckResult({
  result,
  updateLines,
  onMark,
  onMarkAll,
}: {
  result: ImportResult;
  updateLines: ReadonlySet<number>;
  /** Whether the duplicate on `line` is updated (or skipped). */
  onMark: (line: number, update: boolean) => void;
  onMarkAll: (update: boolean) => void;
}) {
  return (
    <section className="grid gap-3" aria-live="polite">
      <p className="text-sm font-medium">
        {csvTexts.summary({
          rows: result.rows,
          created: result.created,
          duplicates: result.duplicates.length,
          errors: result.errors.length,
        })}
      </p>
      {result.errors.length > 0 && <RowErrors errors={result.errors} />}
      {result.duplicates.length > 0 && (
        <Duplicates duplicates={result.duplicates} updateLines={updateLines} onMark={onMark} onMarkAll={onMarkAll} />
      )}
    </section>
  );
}

function RowErrors({ errors }: { errors: ImportResult['errors'] }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-danger">{csvTexts.errorsTitle}</h3>
      <p className="text-sm text-muted-foreground">{csvTexts.errorsHint}</p>
      <div
        className="max-h-60 overflow-auto rounded-lg border border-border"
        tabIndex={0}
        role="region"
        aria-label={csvTexts.errorsTitle}
      >
        <table className="w-full text-left text-sm">
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {csvTexts.line}
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {csvTexts.field}
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {csvTexts.problem}
              </th>
            </tr>
          </thead>
          <tbody>
            {errors.slice(0, listedRows).map((error, index) => (
              <tr key={index} className="border-t border-border">
                <td className="px-2 py-1.5 align-top tabular-nums">{error.line}</td>
                <td className="px-2 py-1.5 align-top">{error.field || '—'}</td>
                <td className="px-2 py-1.5 align-top wrap-anywhere">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errors.length > listedRows && (
        <p className="text-sm text-muted-foreground">{csvTexts.moreErrors(errors.length - listedRows)}</p>
      )}
    </div>
  );
}

function Duplicates({
  duplicates,
  updateLines,
  onMark,
  onMarkAll,
}: {
  duplicates: ImportResult['duplicates'];
  updateLines: ReadonlySet<number>;
  onMark: (line: number, update: boolean) => void;
  onMarkAll: (update: boolean) => void;
}) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{csvTexts.duplicatesTitle}</h3>
      <p className="text-sm text-muted-foreground">{csvTexts.duplicatesHint}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => onMarkAll(false)}>
          {csvTexts.skipAll}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onMarkAll(true)}>
          {csvTexts.updateAll}
        </Button>
      </div>
      <ul className="grid max-h-60 gap-1 overflow-y-auto rounded-lg border border-border p-2">
        {duplicates.slice(0, listedRows).map((duplicate) => (
          <li key={duplicate.line} className="flex min-w-0 items-center gap-2 text-sm">
            <span className="min-w-0 flex-1 wrap-anywhere">
              {csvTexts.line} {duplicate.line}: {duplicate.name}
            </span>
            <Select
              aria-label={`${csvTexts.line} ${duplicate.line}: ${duplicate.name}`}
              className="h-8 w-28"
              value={updateLines.has(duplicate.line) ? 'update' : 'skip'}
              onChange={(event) => onMark(duplicate.line, event.target.value === 'update')}
            >
              <option value="skip">{csvTexts.skip}</option>
              <option value="update">{csvTexts.update}</option>
            </Select>
          </li>
        ))}
      </ul>
      {duplicates.length > listedRows && (
        <p className="text-sm text-muted-foreground">{csvTexts.moreErrors(duplicates.length - listedRows)}</p>
      )}
    </div>
  );
}
