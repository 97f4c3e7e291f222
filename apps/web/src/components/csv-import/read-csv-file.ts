import { csvTexts, importMaxFileBytes } from '@shutterdesk/core';
import type { CsvEncoding, CsvReadResult } from './read-csv';

/** A chosen file read in a worker; a file over importMaxFileBytes is refused before a byte of it is read. */
export function readCsvFile(file: File, encoding: CsvEncoding): Promise<CsvReadResult> {
  if (file.size > importMaxFileBytes)
    return Promise.resolve({
      ok: false,
      message: csvTexts.fileErrors.tooLarge(importMaxFileBytes / 1024 / 1024),
      encodingProblem: false,
    });
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./parse-csv.worker.ts', import.meta.url), { type: 'module' });
    const done = (result: CsvReadResult) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (event: MessageEvent<CsvReadResult>) => done(event.data);
    worker.onerror = () => done({ ok: false, message: csvTexts.fileErrors.unreadable, encodingProblem: false });
    worker.postMessage({ file, encoding });
  });
}
