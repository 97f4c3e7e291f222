import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import type { Browser } from '@playwright/test';
import { timeList, tickClient } from './api';
import { measureClientInteractions } from './browser';
import { launchChromium, signedInContext, transferredBy } from './chromium';
import { longTaskTimeOverFiftyMs, observeLongTasks, settled } from './first-load';
import type { Measurement } from './index';
import {
  createBenchDatabase,
  freePort,
  runScript,
  signIn,
  startApp,
  stopApp,
  waitUntilReady,
  watchPeakMemory,
  type BenchUser,
} from './process';

/**
 * docs/budgets.md, lists at any size, on PostgreSQL: for photographers with 1,000, 10,000 and 50,000 clients (sizes
 * from BENCH_SCALE_SIZES), the time from navigation to the first row painted on /clients in Chromium (a first visit,
 * desktop viewport), the bytes the page received until then, the list request it made first (when it started; its
 * answer uncached and cached), the first load's long-task time over 50 ms until the screen has settled (as the
 * `unthrottled` section counts it, first-load.ts), and sort, filter and tick by Event Timing at 10,000 and more. Then the largest list
 * under load (10 connections), with the server's peak memory and the small list of another photographer timed
 * alongside: one big list must not stall everyone.
 *
 * Before the first size, another photographer (the neighbour, a small list) opens /clients once, unmeasured: a
 * running server has served pages before, and a user's browser is already running. Without it the first size alone
 * would pay the server's start (code not yet compiled by V8) and Chromium's (its first page's process, fonts and
 * caches), and the sizes would not be measured alike. The measured visits still start with an empty browser cache
 * and their photographer's list uncached on the server.
 */
const sizes = (process.env.BENCH_SCALE_SIZES ?? '1000,10000,50000').split(',').map(Number);
const firstRowTargetMs = (clientCount: number) => (clientCount <= 1_000 ? 600 : clientCount <= 10_000 ? 800 : 1_000);
const interactionTargetMs = (clientCount: number) => (clientCount <= 10_000 ? 100 : 150);
/** Issue 36: long-task time over 50 ms <= 150 ms at 10,000 clients (and so at fewer); larger lists are reported. */
const longTaskTargetMs = (clientCount: number) => (clientCount <= 10_000 ? { target: 150 } : {});
/** Below this, interactions are the browser section's matter. */
const interactionsFrom = 10_000;
const loadSeconds = 10;
const largeListConnections = 10;
const neighbourConnections = 2;

interface SeededUser {
  user: BenchUser;
  clientCount: number;
  clientId: string;
}

declare global {
  interface Window {
    benchFirstRowMs?: number;
  }
}

/**
 * Runs in the page before its scripts: looks for the first client row in every frame and notes the time, from
 * navigation, once the frame that shows it has been painted (a message posted from the frame runs after it).
 * Plain JavaScript: a function from this module would carry the TypeScript loader's helpers into the page.
 */
const watchForFirstRow = `
  const firstRow = 'table[aria-label="Clients"] tbody tr[aria-rowindex] button';
  const look = () => {
    if (!document.querySelector(firstRow)) return requestAnimationFrame(look);
    const afterPaint = new MessageChannel();
    afterPaint.port1.onmessage = () => (window.benchFirstRowMs = performance.now());
    afterPaint.port2.postMessage(null);
  };
  requestAnimationFrame(look);
`;

/** A first visit to /clients: what it took to show the first row, and the list request the page made first. */
async function firstScreen(browser: Browser, url: string, cookie: string) {
  const context = await signedInContext(browser, url, cookie);
  await context.addInitScript({ content: watchForFirstRow });
  await context.addInitScript(observeLongTasks);
  const page = await context.newPage();
  await page.goto('/clients');
  const firstRowMs = (await (
    await page.waitForFunction(() => window.benchFirstRowMs, undefined, { timeout: 120_000 })
  ).jsonValue()) as number;
  const everything = await transferredBy(page, () => true, firstRowMs);
  const apiAnswers = await transferredBy(page, (resource) => resource.pathname.startsWith('/api/'), firstRowMs);
  const [browserRequest] = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/clients'))
      .sort((a, b) => a.startTime - b.startTime)
      .map((entry): { url: string; startMs?: number } => ({ url: entry.name, startMs: entry.startTime })),
  );
  // A page the server drew (docs/decisions/0021-server-rendering.md) came with its first window, which the server
  // read with the request the browser would have made for the default view; the browser made none.
  const listRequest = browserRequest ?? { url: new URL('/api/clients', page.url()).href };
  return { context, page, firstRowMs, everything, apiAnswers, listRequest };
}

/** The neighbour's visit before the measured ones (see the module's comment). */
async function warmUp(browser: Browser, url: string, neighbour: SeededUser) {
  const screen = await firstScreen(browser, url, await signIn(url, neighbour.user.email, neighbour.user.password));
  await screen.context.close();
}

/** The browser's way of asking: answers are compressed if the server compresses. */
const asTheBrowserAsks = (cookie: string) => ({ cookie, 'accept-encoding': 'br, gzip' });

async function measureSize(browser: Browser, url: string, seeded: SeededUser): Promise<Measurement[]> {
  const label = `${seeded.clientCount.toLocaleString('en-US')} clients`;
  const cookie = await signIn(url, seeded.user.email, seeded.user.password);
  const screen = await firstScreen(browser, url, cookie);
  try {
    await settled(screen.page);
    const longTaskMs = await longTaskTimeOverFiftyMs(screen.page);
    const list = await timeList(screen.listRequest.url, { headers: asTheBrowserAsks(cookie) }, () =>
      tickClient(url, cookie, seeded.clientId),
    );
    const interactions =
      seeded.clientCount >= interactionsFrom
        ? await measureClientInteractions(screen.page, label, interactionTargetMs(seeded.clientCount))
        : [];
    return [
      {
        name: `${label}: first row painted`,
        value: screen.firstRowMs,
        unit: 'ms',
        target: firstRowTargetMs(seeded.clientCount),
      },
      ...(screen.listRequest.startMs === undefined
        ? []
        : [
            {
              name: `${label}: first list request starts`,
              value: screen.listRequest.startMs,
              unit: 'ms',
              target: 300,
            },
          ]),
      {
        name: `${label}: first load, long-task time over 50 ms`,
        value: longTaskMs,
        unit: 'ms',
        ...longTaskTargetMs(seeded.clientCount),
      },
      {
        name: `${label}: first screen, API answers on the wire`,
        value: screen.apiAnswers.transferredKb,
        unit: 'kB',
        target: 100,
      },
      { name: `${label}: first screen, API answers decoded`, value: screen.apiAnswers.decodedKb, unit: 'kB' },
      { name: `${label}: first screen, everything on the wire`, value: screen.everything.transferredKb, unit: 'kB' },
      { name: `${label}: first list request, uncached`, value: list.uncachedMs, unit: 'ms' },
      { name: `${label}: first list request, cached`, value: list.cachedMs, unit: 'ms' },
      ...interactions,
    ];
  } finally {
    await screen.context.close();
  }
}

function loadFor(url: string, cookie: string, connections: number) {
  return autocannon({ url, headers: asTheBrowserAsks(cookie), connections, duration: loadSeconds });
}

/** The largest list under load, with another photographer's small list timed alone and alongside it. */
async function measureUnderLoad(
  browser: Browser,
  url: string,
  pid: number,
  largest: SeededUser,
  neighbour: SeededUser,
): Promise<Measurement[]> {
  const urlOfList = async (user: BenchUser) => {
    const cookie = await signIn(url, user.email, user.password);
    const screen = await firstScreen(browser, url, cookie);
    await screen.context.close();
    return { cookie, listUrl: screen.listRequest.url };
  };
  const large = await urlOfList(largest.user);
  const small = await urlOfList(neighbour.user);
  const alone = await loadFor(small.listUrl, small.cookie, neighbourConnections);
  const memory = watchPeakMemory(pid);
  const [loaded, alongside] = await Promise.all([
    loadFor(large.listUrl, large.cookie, largeListConnections),
    loadFor(small.listUrl, small.cookie, neighbourConnections),
  ]);
  const peakMemoryMb = memory.stop();
  const label = `${largest.clientCount.toLocaleString('en-US')} clients x ${largeListConnections} connections`;
  const failures = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;
  const neighbourLabel = `another user's ${neighbour.clientCount} clients`;
  return [
    { name: `${label}: server peak memory`, value: peakMemoryMb, unit: 'MB', target: 400 },
    { name: `${label}: requests/s`, value: loaded.requests.average, unit: 'req' },
    { name: `${label}: p99 latency`, value: loaded.latency.p99, unit: 'ms' },
    { name: `${label}: failed requests`, value: failures(loaded), unit: '', target: 0 },
    { name: `${neighbourLabel} alone: p99`, value: alone.latency.p99, unit: 'ms' },
    { name: `${neighbourLabel} alongside: p99`, value: alongside.latency.p99, unit: 'ms' },
    { name: `${neighbourLabel} alone: requests/s`, value: alone.requests.average, unit: 'req' },
    { name: `${neighbourLabel} alongside: requests/s`, value: alongside.requests.average, unit: 'req' },
  ];
}

export async function measureScale(): Promise<Measurement[]> {
  const database = await createBenchDatabase('scale');
  if (!database) {
    console.warn('  (no PostgreSQL at BENCH_DATABASE_URL: the scale section skipped)');
    return [];
  }
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      PORT: String(port),
      APP_URL: url,
    };
    const seeded = JSON.parse(await runScript('seed-scale.ts', { ...env, BENCH_SCALE_SIZES: sizes.join(',') })) as {
      sizes: SeededUser[];
      neighbour: SeededUser;
    };
    const app = startApp(env);
    const browser = await launchChromium();
    try {
      await waitUntilReady(url, performance.now(), 120_000);
      await warmUp(browser, url, seeded.neighbour);
      const measurements: Measurement[] = [];
      for (const size of seeded.sizes) measurements.push(...(await measureSize(browser, url, size)));
      const largest = seeded.sizes.at(-1);
      if (largest) {
        measurements.push(...(await measureUnderLoad(browser, url, app.pid ?? 0, largest, seeded.neighbour)));
      }
      return measurements;
    } finally {
      await browser.close();
      await stopApp(app);
    }
  } finally {
    await database.drop();
  }
}
