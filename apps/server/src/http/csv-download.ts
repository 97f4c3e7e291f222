import { csvExportFileName } from '@shutterdesk/core';

/** A CSV export as a download named after the list and the day, e.g. shutterdesk-clients-2026-11-26.csv. */
export function csvDownload(list: 'clients' | 'leads', now: Date, body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvExportFileName(list, now.toISOString().slice(0, 10))}"`,
      'cache-control': 'no-store',
    },
  });
}
