/// <reference lib="webworker" />
import { mappedImportRows } from '@shutterdesk/core';
import { readCsv, type CsvTable } from './read-csv';
import type { CsvWorkerAnswer, CsvWorkerRequest, ImportRequest } from './read-csv-file';

/** Rows the page gets for its preview and to guess the date format from. */
const firstRowsSent = 500;

/** The file last read: its rows stay here, and the import request is written from them (read-csv-file.ts). */
let table: CsvTable | null = null;

const answer = (message: CsvWorkerAnswer) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<CsvWorkerRequest>) => {
  const request = event.data;
  if (request.kind === 'read') {
    const result = readCsv(new Uint8Array(await request.file.arrayBuffer()), request.encoding);
    table = result.ok ? result.table : null;
    answer({
      id: request.id,
      kind: 'read',
      result: result.ok
        ? {
            ok: true,
            file: {
              headers: result.table.headers,
              firstRows: result.table.rows.slice(0, firstRowsSent),
              rowCount: result.table.rows.length,
            },
          }
        : result,
    });
    return;
  }
  if (!table) throw new Error('No file has been read.');
  const { mapping, ...options } = request.options;
  const body: ImportRequest = { ...options, rows: mappedImportRows(table.rows, table.lines, mapping) };
  // A Blob goes to the page as a handle, and fetch sends it from there without the page copying its megabytes.
  answer({ id: request.id, kind: 'encode', body: new Blob([JSON.stringify(body)], { type: 'application/json' }) });
};
