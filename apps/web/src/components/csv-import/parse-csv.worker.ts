/// <reference lib="webworker" />
import { readCsv, type CsvEncoding } from './read-csv';

/** Reads a CSV file off the main thread, so a file of 10,000 rows never holds up the page. */
self.onmessage = async (event: MessageEvent<{ file: File; encoding: CsvEncoding }>) => {
  const { file, encoding } = event.data;
  self.postMessage(readCsv(new Uint8Array(await file.arrayBuffer()), encoding));
};
