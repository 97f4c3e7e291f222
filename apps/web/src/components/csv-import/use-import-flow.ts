import { csvTexts, type CsvColumn, type ImportResult } from '@shutterdesk/core';
import { useEffect, useReducer, useRef } from 'react';
import { isApiError, type EncodedJson } from '@/lib/api';
import { notify } from '@/lib/toast';
import { importFlowReducer, requestOptions, startImportFlow, type ImportFlow } from './import-flow';
import type { CsvEncoding } from './read-csv';
import { CsvFileReader, type ImportRequest } from './read-csv-file';

/** What a list hands the import dialog: its columns, its name, and how its rows are checked or saved. */
export interface CsvImportTarget {
  /** 'clients' or 'leads', as the texts say it. */
  noun: string;
  columns: readonly CsvColumn[];
  /** Sends an import request: one the worker wrote (read-csv-file.ts), or a commit that names its check. */
  submit: (body: ImportRequest | EncodedJson<ImportRequest>) => Promise<ImportResult>;
}

/**
 * The import flow (import-flow.ts) and its work: a file is read in a worker that lives as long as the dialog, and
 * the rows are checked, then saved, through the list's `submit`.
 */
export function useImportFlow(target: CsvImportTarget, onDone: () => void) {
  const [flow, dispatch] = useReducer(importFlowReducer, undefined, startImportFlow);
  // The worker that holds the file's rows starts with the first file read.
  const readerRef = useRef<CsvFileReader | null>(null);
  const reader = () => (readerRef.current ??= new CsvFileReader());
  useEffect(
    () => () => {
      readerRef.current?.close();
      readerRef.current = null;
    },
    [],
  );

  async function read(file: File, encoding: CsvEncoding) {
    dispatch({ type: 'readStarted', file });
    const result = await reader().read(file, encoding);
    if (result.ok) dispatch({ type: 'readDone', file: result.file, fileName: file.name, columns: target.columns });
    else dispatch({ type: 'readFailed', problem: result.message, encodingProblem: result.encodingProblem });
  }

  /**
   * A commit names the check the server keeps, so the file is not sent and read a second time; when the server no
   * longer holds it (expired, restarted), the rows are sent as the check sent them.
   */
  async function commitChecked({ checked, dateFormat, updateLines }: ImportFlow): Promise<ImportResult | null> {
    const checkToken = checked?.checkToken;
    if (checkToken === undefined) return null;
    try {
      return await target.submit({ dateFormat, dryRun: false, checkToken, updateLines: [...updateLines] });
    } catch (error) {
      if (isApiError(error, 'IMPORT_CHECK_EXPIRED')) return null;
      throw error;
    }
  }

  async function run(dryRun: boolean) {
    dispatch({ type: 'runStarted', dryRun });
    // The outcome is a toast: its code loads while the server works.
    if (!dryRun) notify.prepare();
    try {
      const result =
        (dryRun ? null : await commitChecked(flow)) ??
        (await target.submit(await reader().encodeImport(requestOptions(flow, dryRun))));
      if (dryRun) dispatch({ type: 'checkDone', result });
      else {
        notify.success(csvTexts.imported(result));
        onDone();
      }
    } catch (error) {
      dispatch({ type: 'runFailed', failure: isApiError(error) ? error.message : csvTexts.importFailed });
    } finally {
      dispatch({ type: 'runSettled' });
    }
  }

  return {
    flow,
    dispatch,
    chooseFile: (file: File) => void read(file, flow.encoding),
    chooseEncoding: (encoding: CsvEncoding) => {
      dispatch({ type: 'chooseEncoding', encoding });
      if (flow.file) void read(flow.file, encoding);
    },
    check: () => void run(true),
    commit: () => void run(false),
  };
}
