import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { median } from './process';

/**
 * Chromium for the browser sections, and what they read from it: the browser's own Event Timing (event to next
 * paint, as INP measures it) and the bytes it received (Resource Timing: transferSize is what came over the
 * wire, compressed or not; decodedBodySize what it decoded to).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/** Timed interactions kept by the page: one entry per Event Timing entry that belongs to an interaction. */
interface TimedEvent {
  interactionId: number;
  startTime: number;
  duration: number;
}

declare global {
  interface Window {
    benchTimedEvents?: TimedEvent[];
  }
}

/** Runs in every page before its own scripts, so no interaction is missed. */
function observeEventTiming() {
  const timed: TimedEvent[] = [];
  window.benchTimedEvents = timed;
  new PerformanceObserver((list) => {
    // interactionId is not in TypeScript's DOM types yet.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (entry.interactionId) {
        timed.push({ interactionId: entry.interactionId, startTime: entry.startTime, duration: entry.duration });
      }
    }
    // The smallest threshold the browser allows: shorter events are not reported at all.
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** A desktop-sized context, signed in with the session cookie header from `signIn`, observing Event Timing. */
export async function signedInContext(browser: Browser, url: string, cookie: string): Promise<BrowserContext> {
  // No service worker: a screen is measured as it comes over the network, not from the worker's cache.
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url };
    }),
  );
  await context.addInitScript(observeEventTiming);
  // Lists of 50,000 clients take a while to load on a busy machine.
  context.setDefaultTimeout(120_000);
  return context;
}

/** Event Timing reports nothing under its 16 ms threshold: an interaction without an entry took at most that. */
const belowThresholdMs = 16;

/**
 * Performs `act` and returns how long the interaction it caused took: the longest of its events (pointerdown,
 * pointerup, click...), which is how INP counts an interaction; the longest interaction if it caused several.
 */
async function interactionDuration(page: Page, act: () => Promise<void>): Promise<number> {
  const since = await page.evaluate(() => performance.now());
  await act();
  // Entries are delivered after the next paint; two frames and a moment later every one is in.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250)))),
  );
  const durations = await page.evaluate(
    (from) => (window.benchTimedEvents ?? []).filter((entry) => entry.startTime >= from).map((entry) => entry.duration),
    since,
  );
  return Math.max(belowThresholdMs, ...durations);
}

export interface InteractionSteps {
  /** Unmeasured, before the interaction (opening a dialog to time its OK button). */
  before?: (round: number) => Promise<void>;
  /** The measured interaction. */
  act: (round: number) => Promise<void>;
  /** Unmeasured, after it (closing what it opened). */
  after?: (round: number) => Promise<void>;
}

/** The median of `repeats` rounds of an interaction, event to next paint. */
export async function timeInteraction(page: Page, steps: InteractionSteps, repeats = 3): Promise<number> {
  const rounds: number[] = [];
  for (let round = 0; round < repeats; round++) {
    await steps.before?.(round);
    rounds.push(await interactionDuration(page, () => steps.act(round)));
    await steps.after?.(round);
  }
  return median(rounds);
}

export interface Transferred {
  /** Bytes over the wire, headers included: compressed when the server compressed. */
  transferredKb: number;
  /** The same responses' bodies as decoded. */
  decodedKb: number;
}

/** Sums what the page received from requests that `include` picks, finished by `untilMs` (from navigation). */
export async function transferredBy(
  page: Page,
  include: (url: URL) => boolean,
  untilMs = Number.POSITIVE_INFINITY,
): Promise<Transferred> {
  const entries = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return {
        name: timing.name,
        responseEnd: timing.responseEnd,
        transferSize: timing.transferSize,
        decodedBodySize: timing.decodedBodySize,
      };
    }),
  );
  const counted = entries.filter((entry) => entry.responseEnd <= untilMs && include(new URL(entry.name)));
  return {
    transferredKb: counted.reduce((sum, entry) => sum + entry.transferSize, 0) / 1000,
    decodedKb: counted.reduce((sum, entry) => sum + entry.decodedBodySize, 0) / 1000,
  };
}
