import {
  csvTexts,
  importDate,
  importDateFormatLabels,
  importDateFormats,
  mapCsvHeaders,
  type CsvColumn,
  type ImportDateFormat,
  type ImportResult,
} from '@shutterdesk/core';
import { FileUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { isApiError, type EncodedJson } from '../../lib/api';
import { cn } from '../../lib/cn';
import { notify } from '../../lib/toast';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { DialogContent, DialogFooter } from '../ui/dialog';
import { Select } from '../ui/select';
import { csvEncodings, type CsvEncoding } from './read-csv';
import { CsvFileReader, type CsvFileSummary, type ImportRequest } from './read-csv-file';

/** What a list hands the import dialog: its columns, its name, and how its rows are checked or saved. */
export interface CsvImportTarget {
  /** 'clients' or 'leads', as the texts say it. */
  noun: string;
  columns: readonly CsvColumn[];
  /** Sends an import request: one the worker wrote (read-csv-file.ts), or a commit that names its check. */
  submit: (body: ImportRequest | EncodedJson<ImportRequest>) => Promise<ImportResult>;
}

const previewRows = 5;
/** Rows of errors and duplicates listed one by one; the rest are counted (the buttons act on all). */
const listedRows = 100;

/** The date format a file's dates can only be in: a first number over 12 is a day (European), a second a US one. */
function guessDateFormat(file: CsvFileSummary, mapping: readonly (string | null)[], columns: readonly CsvColumn[]) {
  const dateIndexes = mapping.flatMap((id, index) =>
    columns.find((col) => col.id === id)?.kind === 'date' ? [index] : [],
  );
  for (const row of file.firstRows)
    for (const index of dateIndexes) {
      const cell = row[index]?.trim() ?? '';
      if (importDate(cell, 'eu') && !importDate(cell, 'us')) return 'eu';
      if (importDate(cell, 'us') && !importDate(cell, 'eu')) return 'us';
    }
  return 'iso';
}

type Step =
  | { kind: 'pick'; problem: string | null; encodingProblem: boolean }
  | { kind: 'reading' }
  | { kind: 'map'; file: CsvFileSummary; fileName: string };

/**
 * Import from CSV: a file picked or dropped is read in a worker, its columns are mapped by their names (and can be
 * changed), the first rows previewed; "Check rows" asks the server to check every row and find the duplicates, and
 * the import is saved only once nothing is wrong, all rows at once.
 */
export default function CsvImportDialog({ target, onDone }: { target: CsvImportTarget; onDone: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'pick', problem: null, encodingProblem: false });
  const [encoding, setEncoding] = useState<CsvEncoding>('utf-8');
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [dateFormat, setDateFormat] = useState<ImportDateFormat>('iso');
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const [updateLines, setUpdateLines] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The worker that holds the file's rows lives as long as the dialog; it starts with the first file read.
  const readerRef = useRef<CsvFileReader | null>(null);
  const reader = () => (readerRef.current ??= new CsvFileReader());
  useEffect(
    () => () => {
      readerRef.current?.close();
      readerRef.current = null;
    },
    [],
  );

  async function read(chosen: File, chosenEncoding: CsvEncoding) {
    setFile(chosen);
    setStep({ kind: 'reading' });
    const result = await reader().read(chosen, chosenEncoding);
    if (!result.ok) {
      setStep({ kind: 'pick', problem: result.message, encodingProblem: result.encodingProblem });
      return;
    }
    const autoMapping = mapCsvHeaders(result.file.headers, target.columns);
    setMapping(autoMapping);
    setDateFormat(guessDateFormat(result.file, autoMapping, target.columns));
    setChecked(null);
    setFailure(null);
    setStep({ kind: 'map', file: result.file, fileName: chosen.name });
  }

  function changeMapping(index: number, id: string | null) {
    // A field is filled from one column: choosing it here takes it from the column that had it.
    setMapping((current) => current.map((old, i) => (i === index ? id : old === id ? null : old)));
    setChecked(null);
  }

  /**
   * A commit names the check the server keeps, so the file is not sent and read a second time; when the server no
   * longer holds it (expired, restarted), the rows are sent as the check sent them.
   */
  async function commitChecked(checkToken: string | undefined): Promise<ImportResult | null> {
    if (checkToken === undefined) return null;
    try {
      return await target.submit({ dateFormat, dryRun: false, checkToken, updateLines: [...updateLines] });
    } catch (error) {
      if (isApiError(error, 'IMPORT_CHECK_EXPIRED')) return null;
      throw error;
    }
  }

  async function run(dryRun: boolean) {
    setBusy(dryRun ? 'checking' : 'importing');
    setFailure(null);
    // The outcome is a toast: its code loads while the server works.
    if (!dryRun) notify.prepare();
    try {
      const result =
        (dryRun ? null : await commitChecked(checked?.checkToken)) ??
        (await target.submit(
          await reader().encodeImport({ mapping, dateFormat, dryRun, updateLines: [...updateLines] }),
        ));
      if (dryRun) setChecked(result);
      else {
        notify.success(csvTexts.imported(result));
        onDone();
      }
    } catch (error) {
      setFailure(isApiError(error) ? error.message : csvTexts.importFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <DialogContent
      title={csvTexts.dialogTitle(target.noun)}
      description={csvTexts.dialogDescription}
      className="sm:max-w-3xl"
    >
      {step.kind !== 'map' ? (
        <FilePicker
          reading={step.kind === 'reading'}
          problem={step.kind === 'pick' ? step.problem : null}
          encoding={encoding}
          showEncoding={step.kind === 'pick' && (step.encodingProblem || encoding !== 'utf-8')}
          onEncoding={(chosen) => {
            setEncoding(chosen);
            if (file) void read(file, chosen);
          }}
          onFile={(chosen) => void read(chosen, encoding)}
        />
      ) : (
        <>
          <p className="text-sm wrap-anywhere">
            <span className="font-medium">{step.fileName}</span>
          </p>
          <ColumnMapping
            headers={step.file.headers}
            columns={target.columns}
            mapping={mapping}
            onChange={changeMapping}
          />
          <label className="grid gap-1.5 text-sm font-medium sm:max-w-xs">
            {csvTexts.dateFormatLabel}
            <Select
              value={dateFormat}
              onChange={(event) => {
                setDateFormat(event.target.value as ImportDateFormat);
                setChecked(null);
              }}
            >
              {importDateFormats.map((format) => (
                <option key={format} value={format}>
                  {importDateFormatLabels[format]}
                </option>
              ))}
            </Select>
          </label>
          <Preview file={step.file} columns={target.columns} mapping={mapping} />
          {checked && <CheckResult result={checked} updateLines={updateLines} onUpdateLines={setUpdateLines} />}
          {failure && <Alert tone="danger">{failure}</Alert>}
          <DialogFooter>
            <Button
              variant="secondary"
              onClick={() => setStep({ kind: 'pick', problem: null, encodingProblem: false })}
            >
              {csvTexts.chooseAnother}
            </Button>
            {checked && checked.errors.length === 0 ? (
              <Button loading={busy === 'importing'} onClick={() => void run(false)}>
                {busy === 'importing'
                  ? csvTexts.importing
                  : csvTexts.commit(checked.created + updateLinesIn(checked, updateLines), target.noun)}
              </Button>
            ) : (
              <Button loading={busy === 'checking'} disabled={checked !== null} onClick={() => void run(true)}>
                {busy === 'checking' ? csvTexts.checking : csvTexts.check}
              </Button>
            )}
          </DialogFooter>
        </>
      )}
    </DialogContent>
  );
}

const updateLinesIn = (result: ImportResult, lines: ReadonlySet<number>) =>
  result.duplicates.filter((duplicate) => lines.has(duplicate.line)).length;

function FilePicker({
  reading,
  problem,
  encoding,
  showEncoding,
  onEncoding,
  onFile,
}: {
  reading: boolean;
  problem: string | null;
  encoding: CsvEncoding;
  showEncoding: boolean;
  onEncoding: (encoding: CsvEncoding) => void;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <div className="grid gap-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'grid justify-items-center gap-2 rounded-xl border-2 border-dashed border-border px-4 py-8 text-center text-sm',
          dragging && 'border-accent bg-muted',
        )}
      >
        <FileUp className="size-6 text-muted-foreground" aria-hidden="true" />
        <p>{reading ? csvTexts.reading : csvTexts.dropZone}</p>
        <label htmlFor={inputId} className="sr-only">
          {csvTexts.chooseFile}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) onFile(chosen);
          }}
        />
        <Button variant="secondary" loading={reading} onClick={() => input.current?.click()}>
          {csvTexts.chooseFile}
        </Button>
      </div>
      {problem && <Alert tone="danger">{problem}</Alert>}
      {showEncoding && (
        <label className="grid gap-1.5 text-sm font-medium sm:max-w-xs">
          {csvTexts.encodingLabel}
          <Select value={encoding} onChange={(event) => onEncoding(event.target.value as CsvEncoding)}>
            {csvEncodings.map((option) => (
              <option key={option} value={option}>
                {csvTexts.encodings[option]}
              </option>
            ))}
          </Select>
        </label>
      )}
    </div>
  );
}

function ColumnMapping({
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

function Preview({
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

function CheckResult({
  result,
  updateLines,
  onUpdateLines,
}: {
  result: ImportResult;
  updateLines: ReadonlySet<number>;
  onUpdateLines: (lines: ReadonlySet<number>) => void;
}) {
  const setLine = (line: number, update: boolean) => {
    const next = new Set(updateLines);
    if (update) next.add(line);
    else next.delete(line);
    onUpdateLines(next);
  };
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
      {result.errors.length > 0 && (
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
                {result.errors.slice(0, listedRows).map((error, index) => (
                  <tr key={index} className="border-t border-border">
                    <td className="px-2 py-1.5 align-top tabular-nums">{error.line}</td>
                    <td className="px-2 py-1.5 align-top">{error.field || '—'}</td>
                    <td className="px-2 py-1.5 align-top wrap-anywhere">{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {result.errors.length > listedRows && (
            <p className="text-sm text-muted-foreground">{csvTexts.moreErrors(result.errors.length - listedRows)}</p>
          )}
        </div>
      )}
      {result.duplicates.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">{csvTexts.duplicatesTitle}</h3>
          <p className="text-sm text-muted-foreground">{csvTexts.duplicatesHint}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => onUpdateLines(new Set())}>
              {csvTexts.skipAll}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onUpdateLines(new Set(result.duplicates.map((duplicate) => duplicate.line)))}
            >
              {csvTexts.updateAll}
            </Button>
          </div>
          <ul className="grid max-h-60 gap-1 overflow-y-auto rounded-lg border border-border p-2">
            {result.duplicates.slice(0, listedRows).map((duplicate) => (
              <li key={duplicate.line} className="flex min-w-0 items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 wrap-anywhere">
                  {csvTexts.line} {duplicate.line}: {duplicate.name}
                </span>
                <Select
                  aria-label={`${csvTexts.line} ${duplicate.line}: ${duplicate.name}`}
                  className="h-8 w-28"
                  value={updateLines.has(duplicate.line) ? 'update' : 'skip'}
                  onChange={(event) => setLine(duplicate.line, event.target.value === 'update')}
                >
                  <option value="skip">{csvTexts.skip}</option>
                  <option value="update">{csvTexts.update}</option>
                </Select>
              </li>
            ))}
          </ul>
          {result.duplicates.length > listedRows && (
            <p className="text-sm text-muted-foreground">
              {csvTexts.moreErrors(result.duplicates.length - listedRows)}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
