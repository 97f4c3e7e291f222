import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  clientCsvColumns,
  clientCsvRow,
  csvLine,
  csvTexts,
  initialPostSession,
  initialPreSession,
  utf8Bom,
} from '@shutterdesk/core';
import { buildClients } from '@shutterdesk/server/testing';
import { launchChromium, signedInContext } from './chromium';
import type { Measurement } from './index';
import { freePort, median, seedBenchData, signIn, startApp, stopApp, waitUntilReady } from './process';

/**
 * docs/budgets.md: CSV export and import at 10,000 rows on the embedded database. Export is timed through the API
 * (the whole download read). Import is timed in Chromium from choosing the file to the success toast: reading it in
 * the worker, the preview, the server's check of every row and the commit; the longest main-thread task in that
 * span is printed beside (Long Tasks API), since the page must stay responsive meanwhile.
 */
export async function measureCsv(): Promise<Measurement[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-bench-csv-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, PORT: String(port), APP_URL: url };
  try {
    const seeded = await seedBenchData(env);
    const app = startApp(env);
    const browser = await launchChromium();
    try {
      await waitUntilReady(url, performance.now(), 120_000);
      const largeCookie = await signIn(url, seeded.large.email, seeded.large.password);
      const download = async (list: 'clients' | 'leads') => {
        const started = performance.now();
        const response = await fetch(`${url}/api/${list}/export.csv`, { headers: { cookie: largeCookie } });
        await response.arrayBuffer();
        return performance.now() - started;
      };
      const exportRows: Measurement[] = [];
      for (const list of ['clients', 'leads'] as const) {
        const runs = [];
        for (let round = 0; round < 3; round++) runs.push(await download(list));
        exportRows.push({
          name: `export 10,000 ${list} (median of 3)`,
          value: median(runs),
          unit: 'ms',
          target: 1000,
        });
      }

      // 10,000 realistic clients as our export writes them, every one importable (a dated session and a package),
      // imported by the typical photographer (200 clients of their own). The file is chosen from disk as a user
      // would: handed over as bytes, Playwright would decode them on the page's main thread, inside the timed span.
      const clientsCsv = path.join(dataDir, 'clients.csv');
      await writeFile(
        clientsCsv,
        utf8Bom +
          csvLine(clientCsvColumns.map((col) => col.title)) +
          buildClients(10_000, { seed: 11 })
            .map((draft) =>
              csvLine(
                clientCsvRow({
                  name: draft.name,
                  email: draft.email ?? '',
                  phone: draft.phone ?? '',
                  session: {
                    sessionDate: draft.sessionDate || '2026-06-01',
                    sessionType: draft.sessionType,
                    sessionPackage: draft.sessionPackage || 'Mini session',
                    sessionDueDate: draft.sessionDueDate ?? '',
                  },
                  preSession: draft.preSession ?? initialPreSession(),
                  postSession: draft.postSession ?? initialPostSession(),
                }),
              ),
            )
            .join(''),
      );
      const cookie = await signIn(url, seeded.typical.email, seeded.typical.password);
      const page = await (await signedInContext(browser, url, cookie)).newPage();
      await page.addInitScript(() => {
        const tasks: { start: number; duration: number }[] = [];
        (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto('/clients');
      await page.getByRole('button', { name: csvTexts.import, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: csvTexts.dialogTitle('clients') });
      // The steps are awaited by checking the page at every frame: Playwright's own waiting polls at intervals of up
      // to half a second, which would be timed as the import's.
      const shownInDialog = (selector: string, pattern: RegExp) =>
        page.waitForFunction(
          ([within, source]) =>
            Array.from(document.querySelectorAll(within)).some((element) =>
              new RegExp(source).test(element.textContent?.trim() ?? ''),
            ),
          [selector, pattern.source] as const,
          { polling: 'raf', timeout: 60_000 },
        );
      const startedAt = await page.evaluate(() => performance.now());
      const started = performance.now();
      await dialog.locator('input[type=file]').setInputFiles(clientsCsv);
      await shownInDialog('[role=dialog] button', new RegExp(`^${csvTexts.check}$`));
      await dialog.getByRole('button', { name: csvTexts.check }).click();
      await shownInDialog('[role=dialog] button', /^Import \d+ clients$/).catch(async (error: unknown) => {
        // Say what the dialog shows (a file error, rows with errors) rather than only that a button is missing.
        throw new Error(`The import could not be committed: ${(await dialog.innerText()).slice(-1500)}`, {
          cause: error,
        });
      });
      await dialog.getByRole('button', { name: /^Import \d+ clients$/ }).click();
      await shownInDialog('[data-sonner-toast]', /^Import done: /);
      const importMs = performance.now() - started;
      const longest = await page.evaluate(
        (since) =>
          Math.max(
            0,
            ...(window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks
              .filter((task) => task.start >= since)
              .map((task) => task.duration),
          ),
        startedAt,
      );
      return [
        ...exportRows,
        {
          name: 'import 10,000 clients in Chromium (file to saved, one run)',
          value: importMs,
          unit: 'ms',
          target: 5000,
        },
        { name: 'import: longest main-thread task meanwhile', value: longest, unit: 'ms', target: 200 },
      ];
    } finally {
      await browser.close();
      await stopApp(app);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
