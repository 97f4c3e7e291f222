import {
  csvTexts,
  importMaxFileBytes,
  type ClientImportRequest,
  type ImportDateFormat,
  type LeadImportRequest,
} from '@shutterdesk/core';
import { EncodedJson } from '@/lib/api';
import type { CsvEncoding } from './read-csv';

/** Clients and leads are imported with requests of one shape. */
export type ImportRequest = ClientImportRequest | LeadImportRequest;

/**
 * What the page keeps of a file read in the worker: its header, its first rows (for the preview and the guess of
 * the date format) and how many rows it has. The rows themselves stay in the worker.
 */
export interface CsvFileSummary {
  headers: string[];
  firstRows: string[][];
  rowCount: number;
}

export type CsvSummaryResult =
  { ok: true; file: CsvFileSummary } | { ok: false; message: string; encodingProblem: boolean };

/** An import request as the dialog states it; the worker fills in the rows from the file it holds. */
export interface ImportRequestOptions {
  mapping: (string | null)[];
  dateFormat: ImportDateFormat;
  dryRun: boolean;
  updateLines: number[];
}

type CsvWorkerTask =
  { kind: 'read'; file: File; encoding: CsvEncoding } | { kind: 'encode'; options: ImportRequestOptions };
export type CsvWorkerRequest = { id: number } & CsvWorkerTask;
export type CsvWorkerAnswer = { id: number } & (
  { kind: 'read'; result: CsvSummaryResult } | { kind: 'encode'; body: Blob }
);

type Pending = { resolve: (answer: CsvWorkerAnswer) => void; reject: (error: Error) => void };

/**
 * The import dialog's worker (parse-csv.worker.ts): it reads a file and keeps its rows, and writes the import
 * request of those rows as a JSON Blob, which the page gets as a handle. A file of 10,000 rows is thus never parsed,
 * copied or serialised on the main thread.
 */
export class CsvFileReader {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  /** Reads a file; one over importMaxFileBytes is refused before a byte of it is read. */
  async read(file: File, encoding: CsvEncoding): Promise<CsvSummaryResult> {
    if (file.size > importMaxFileBytes)
      return {
        ok: false,
        message: csvTexts.fileErrors.tooLarge(importMaxFileBytes / 1024 / 1024),
        encodingProblem: false,
      };
    try {
      const answer = await this.ask({ kind: 'read', file, encoding });
      if (answer.kind === 'read') return answer.result;
    } catch {
      // The worker failed: said below like any file it cannot read.
    }
    return { ok: false, message: csvTexts.fileErrors.unreadable, encodingProblem: false };
  }

  /** The import request of the file last read, mapped and dated as the options say, written as JSON. */
  async encodeImport(options: ImportRequestOptions): Promise<EncodedJson<ImportRequest>> {
    const answer = await this.ask({ kind: 'encode', options });
    if (answer.kind !== 'encode') throw new Error('The CSV worker answered a different request.');
    return new EncodedJson(answer.body);
  }

  close() {
    this.worker?.terminate();
    this.worker = null;
    this.failAll(new Error('The import dialog was closed.'));
  }

  private ask(task: CsvWorkerTask) {
    const id = ++this.nextId;
    return new Promise<CsvWorkerAnswer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.started().postMessage({ id, ...task } satisfies CsvWorkerRequest);
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./parse-csv.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<CsvWorkerAnswer>) => {
      this.pending.get(event.data.id)?.resolve(event.data);
      this.pending.delete(event.data.id);
    };
    worker.onerror = () => {
      // A worker that failed once is not trusted with the next request: the next one starts afresh.
      worker.terminate();
      this.worker = null;
      this.failAll(new Error('The CSV worker failed.'));
    };
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error) {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}
