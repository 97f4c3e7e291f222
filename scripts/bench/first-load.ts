import type { Browser, Page } from '@playwright/test';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { launchChromium } from './chromium';
import type { Measurement } from './index';
import { median } from './process';
import { traceLoad, type TraceBreakdown } from './trace-breakdown';

/**
 * docs/budgets.md, first load without throttling: each screen opened in a new page of an unthrottled Chromium, and
 * the main thread's work until the screen has settled. Simulated Lighthouse scores swing by tens of points between
 * machines of one kind; these figures move far less, and the ratio to the landing page, measured in the same run,
 * cancels most of what the machine adds.
 *
 * - long-task time over 50 ms: the sum of each long task's part beyond 50 ms (what Total Blocking Time counts, here
 *   from navigation to settled, not only between FCP and TTI);
 * - main-thread task time: all the renderer's main-thread task time (Chromium's `TaskDuration` metric), whose ratio
 *   to the landing page's is the figure that travels.
 *
 * One more load of each page, traced (tracing slows it, so it is not among the three), says where the main thread's
 * time went, by phase and by script (trace-breakdown.ts).
 */
export interface FirstLoadPage {
  path: string;
  signedIn: boolean;
}

interface FirstLoad {
  overFiftyMs: number;
  taskMs: number;
}

declare global {
  interface Window {
    benchLongTasks?: number[];
  }
}

/** Runs before the page's own scripts: every long task is kept, none missed before a buffered read. */
export function observeLongTasks() {
  const durations: number[] = [];
  window.benchLongTasks = durations;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

const runs = 3;
/** The screen has settled once the network has been idle for this long and two more frames have been drawn. */
const settleMs = 1_000;

/** Waits until the page's screen has settled (see `settleMs`): the end of the first load's measured work. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(settleMs);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The sum of each long task's part beyond 50 ms since navigation, from `observeLongTasks`. */
export async function longTaskTimeOverFiftyMs(page: Page): Promise<number> {
  const longTasks = await page.evaluate(() => window.benchLongTasks ?? []);
  return longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
}

async function loadOnce(
  browser: Browser,
  url: string,
  cookie: string | undefined,
  traced?: (breakdown: TraceBreakdown) => void,
): Promise<FirstLoad> {
  // A new context per load: an empty cache and no service worker, as a first visit. The phone of Lighthouse's mobile
  // preset, its user agent included: the server draws a phone's page for a phone, and with a desktop's user agent it
  // drew the desktop's table, which the browser then swapped for the phone's cards (work no phone does).
  const phone = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    serviceWorkers: 'block',
  });
  try {
    if (cookie) {
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [name = '', ...value] = pair.split('=');
          return { name, value: value.join('='), url };
        }),
      );
    }
    await context.addInitScript(observeLongTasks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const load = async () => {
      await page.goto(url, { waitUntil: 'networkidle' });
      await settled(page);
    };
    if (traced) traced(await traceLoad(browser, page, load));
    else await load();
    const { metrics } = await cdp.send('Performance.getMetrics');
    const taskSeconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN;
    return { overFiftyMs: await longTaskTimeOverFiftyMs(page), taskMs: taskSeconds * 1000 };
  } finally {
    await context.close();
  }
}

/** The traced load's phases of at least 5 ms, and its three costliest scripts. */
function traceRows(path: string, trace: TraceBreakdown): Measurement[] {
  return [
    ...Object.entries(trace.byPhase)
      .filter(([, ms]) => ms >= 5)
      .map(([phase, ms]) => ({ name: `traced ${path}: ${phase}`, value: ms, unit: 'ms' })),
    ...trace.byScript
      .slice(0, 3)
      .map(([script, ms]) => ({ name: `traced ${path}: script ${script}`, value: ms, unit: 'ms' })),
  ];
}

/** Median of 3 first loads per page; the first page of the list is the reference the others are compared with. */
export async function measureFirstLoads(
  origin: string,
  cookie: string,
  pages: readonly FirstLoadPage[],
): Promise<Measurement[]> {
  const browser = await launchChromium();
  try {
    // One unmeasured load first, so the first page measured does not alone pay for the browser's and server's start.
    await loadOnce(browser, `${origin}/`, undefined);
    const loads: { page: FirstLoadPage; overFiftyMs: number; taskMs: number; trace: TraceBreakdown }[] = [];
    for (const page of pages) {
      const pageLoads: FirstLoad[] = [];
      for (let run = 0; run < runs; run++) {
        pageLoads.push(await loadOnce(browser, `${origin}${page.path}`, page.signedIn ? cookie : undefined));
      }
      let trace: TraceBreakdown | undefined;
      await loadOnce(
        browser,
        `${origin}${page.path}`,
        page.signedIn ? cookie : undefined,
        (traced) => (trace = traced),
      );
      loads.push({
        page,
        overFiftyMs: median(pageLoads.map((load) => load.overFiftyMs)),
        taskMs: median(pageLoads.map((load) => load.taskMs)),
        trace: trace!,
      });
    }
    const reference = loads[0];
    return loads.flatMap(({ page, overFiftyMs, taskMs, trace }) => [
      { name: `unthrottled ${page.path}: long-task time over 50 ms`, value: overFiftyMs, unit: 'ms', target: 100 },
      { name: `unthrottled ${page.path}: main-thread task time`, value: taskMs, unit: 'ms' },
      ...(reference && page !== reference.page
        ? [
            {
              name: `unthrottled ${page.path}: main-thread task time / ${reference.page.path}'s`,
              value: taskMs / reference.taskMs,
              unit: 'x',
              decimals: 2,
            },
          ]
        : []),
      ...traceRows(page.path, trace),
    ]);
  } finally {
    await browser.close();
  }
}
