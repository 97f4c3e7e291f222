import { importDate, mapCsvHeaders, type CsvColumn, type ImportDateFormat, type ImportResult } from '@shutterdesk/core';
import type { CsvEncoding } from './read-csv';
import type { CsvFileSummary, ImportRequestOptions } from './read-csv-file';

/**
 * The CSV import dialog's flow as a pure reducer: which stage shows, how the file's columns are mapped and its
 * dates read, what the server's check found and which duplicates are updated. The dialog renders it;
 * use-import-flow.ts reads the file and talks to the server.
 */
export type ImportStage =
  | { kind: 'pick'; problem: string | null; encodingProblem: boolean }
  | { kind: 'reading' }
  | { kind: 'map'; file: CsvFileSummary; fileName: string };

export interface ImportFlow {
  stage: ImportStage;
  encoding: CsvEncoding;
  /** The file last chosen: read again when another encoding is chosen. */
  file: File | null;
  /** For each column of the file, the field it fills; null: skipped. */
  mapping: (string | null)[];
  dateFormat: ImportDateFormat;
  /** The server's check of the rows as mapped; any change to the mapping or the date format asks for a new one. */
  checked: ImportResult | null;
  /** The lines of the duplicates to update rather than skip. */
  updateLines: ReadonlySet<number>;
  busy: 'checking' | 'importing' | null;
  failure: string | null;
}

export type ImportAction =
  | { type: 'readStarted'; file: File }
  | { type: 'readFailed'; problem: string; encodingProblem: boolean }
  /** The file is read: its columns are mapped by their names and its date format guessed. */
  | { type: 'readDone'; file: CsvFileSummary; fileName: string; columns: readonly CsvColumn[] }
  | { type: 'chooseEncoding'; encoding: CsvEncoding }
  | { type: 'chooseAnother' }
  | { type: 'mapColumn'; index: number; id: string | null }
  | { type: 'chooseDateFormat'; dateFormat: ImportDateFormat }
  | { type: 'markDuplicate'; line: number; update: boolean }
  | { type: 'markAllDuplicates'; update: boolean }
  | { type: 'runStarted'; dryRun: boolean }
  | { type: 'checkDone'; result: ImportResult }
  | { type: 'runFailed'; failure: string }
  | { type: 'runSettled' };

const picking: ImportStage = { kind: 'pick', problem: null, encodingProblem: false };

export const startImportFlow = (): ImportFlow => ({
  stage: picking,
  encoding: 'utf-8',
  file: null,
  mapping: [],
  dateFormat: 'iso',
  checked: null,
  updateLines: new Set(),
  busy: null,
  failure: null,
});

export function importFlowReducer(flow: ImportFlow, action: ImportAction): ImportFlow {
  switch (action.type) {
    case 'readStarted':
      return { ...flow, file: action.file, stage: { kind: 'reading' } };
    case 'readFailed':
      return { ...flow, stage: { kind: 'pick', problem: action.problem, encodingProblem: action.encodingProblem } };
    case 'readDone': {
      const mapping = mapCsvHeaders(action.file.headers, action.columns);
      return {
        ...flow,
        mapping,
        dateFormat: guessDateFormat(action.file, mapping, action.columns),
        checked: null,
        // The lines chose duplicates of the file before: in this one they are other rows.
        updateLines: new Set(),
        failure: null,
        stage: { kind: 'map', file: action.file, fileName: action.fileName },
      };
    }
    case 'chooseEncoding':
      return { ...flow, encoding: action.encoding };
    case 'chooseAnother':
      return { ...flow, stage: picking };
    case 'mapColumn': {
      // A field is filled from one column: choosing it here takes it from the column that had it.
      const { index, id } = action;
      const mapping = flow.mapping.map((old, at) => (at === index ? id : old === id ? null : old));
      return { ...flow, mapping, checked: null };
    }
    case 'chooseDateFormat':
      return { ...flow, dateFormat: action.dateFormat, checked: null };
    case 'markDuplicate': {
      const updateLines = new Set(flow.updateLines);
      if (action.update) updateLines.add(action.line);
      else updateLines.delete(action.line);
      return { ...flow, updateLines };
    }
    case 'markAllDuplicates': {
      const lines = action.update ? (flow.checked?.duplicates.map((duplicate) => duplicate.line) ?? []) : [];
      return { ...flow, updateLines: new Set(lines) };
    }
    case 'runStarted':
      return { ...flow, busy: action.dryRun ? 'checking' : 'importing', failure: null };
    case 'checkDone': {
      // A line chosen for update stays chosen while it is still a duplicate in the new check, and only then.
      const duplicates = new Set(action.result.duplicates.map((duplicate) => duplicate.line));
      return {
        ...flow,
        checked: action.result,
        updateLines: new Set([...flow.updateLines].filter((line) => duplicates.has(line))),
      };
    }
    case 'runFailed':
      return { ...flow, failure: action.failure };
    case 'runSettled':
      return { ...flow, busy: null };
  }
}

/** The date format a file's dates can only be in: a first number over 12 is a day (European), a second a US one. */
export function guessDateFormat(
  file: CsvFileSummary,
  mapping: readonly (string | null)[],
  columns: readonly CsvColumn[],
): ImportDateFormat {
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

/** The choice of encoding shows once a file could not be read in the one tried, and stays once another is chosen. */
export const showsEncoding = ({ stage, encoding }: ImportFlow) =>
  stage.kind === 'pick' && (stage.encodingProblem || encoding !== 'utf-8');

/** How many rows an import saves (the new ones and the duplicates to update); null until a check finds no bad row. */
export function commitCount({ checked, updateLines }: ImportFlow): number | null {
  if (!checked || checked.errors.length > 0) return null;
  return checked.created + checked.duplicates.filter((duplicate) => updateLines.has(duplicate.line)).length;
}

/** The import request of the file's rows as the flow maps and dates them (the worker adds the rows). */
export const requestOptions = (flow: ImportFlow, dryRun: boolean): ImportRequestOptions => ({
  mapping: flow.mapping,
  dateFormat: flow.dateFormat,
  dryRun,
  updateLines: [...flow.updateLines],
});
