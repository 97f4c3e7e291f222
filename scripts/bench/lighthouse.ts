import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath } from './chromium';
import { measureFirstLoads } from './first-load';
import type { Measurement } from './index';
import { freePort, median, root, signIn, startApp, stopApp, waitUntilReady } from './process';

/**
 * docs/budgets.md, Lighthouse: the landing and sign-in pages (signed out, as their visitors see them) and every main
 * signed-in screen, desktop (Lighthouse's desktop preset) and mobile (its default, with simulated throttling), median
 * of 3 by score, against the production server with the demo photographer of `npm run demo` (150 clients, 300 leads)
 * signed in, made an admin for the admin screen. Each run has a Chromium of its own, as Lighthouse's command line and
 * PageSpeed Insights do: a browser kept across runs carries its compiled code and caches from one page to the next.
 * Each figure is printed with Lighthouse's `benchmarkIndex` of its run (how fast this machine was then: the scores
 * are only comparable between runs of similar indexes), and each page's LCP also as a ratio to the landing page's in
 * the same run. The `unthrottled` section loads the same pages in an unthrottled Chromium (first-load.ts).
 */
const runs = 3;
const allPages = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/clients', signedIn: true },
  { path: '/leads', signedIn: true },
  { path: '/notifications', signedIn: true },
  { path: '/account', signedIn: true },
  { path: '/admin/users', signedIn: true },
];
/**
 * BENCH_PAGES (comma-separated paths) measures only those screens, for a before/after of one change; the landing page
 * stays first, as every ratio's reference.
 */
const chosenPaths = process.env.BENCH_PAGES?.split(',');
const pages = allPages.filter((page, index) => index === 0 || !chosenPaths || chosenPaths.includes(page.path));
const formFactors = [
  { name: 'desktop', config: desktopConfig, score: 98 },
  { name: 'mobile', config: undefined, score: 90 },
] as const;

interface PageRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
}

/** Seeds the demo photographer (apps/server/src/cli/seed-demo.ts) and returns the credentials it prints. */
function seedDemo(dataDir: string): { email: string; password: string } {
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/seed-demo.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  const email = /e-mail:\s+(\S+)/.exec(seed.stdout)?.[1];
  const password = /password:\s+(\S+)/.exec(seed.stdout)?.[1];
  if (seed.status !== 0 || !email || !password) throw new Error(`The demo seed failed: ${seed.stderr}`);
  return { email, password };
}

/** Makes the demo photographer an admin (`npm run admin -- grant`), so the admin screen can be measured too. */
function grantAdmin(dataDir: string, email: string) {
  const grant = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'grant', email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  if (grant.status !== 0) throw new Error(`Granting admin failed: ${grant.stderr}`);
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is tried again, up to three times. */
async function runLighthouse(...args: Parameters<typeof runLighthouseOnce>): Promise<PageRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(...args);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function runLighthouseOnce(
  url: string,
  cookie: string | undefined,
  config: typeof desktopConfig | undefined,
): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    config,
  ).finally(() => chrome.kill());
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: (lhr.categories.performance?.score ?? 0) * 100,
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Runs `measure` against the production server with the demo photographer seeded, made an admin and signed in.
 */
async function withDemoApp<T>(measure: (url: string, cookie: string) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-bench-demo-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  try {
    const demo = seedDemo(dataDir);
    grantAdmin(dataDir, demo.email);
    // The admin area asks for two-factor sign-in, which a measured page load cannot type; it does not change the page.
    const app = startApp({ DATA_DIR: dataDir, PORT: String(port), APP_URL: url, ADMIN_REQUIRE_2FA: 'false' });
    try {
      await waitUntilReady(url, performance.now(), 120_000);
      return await measure(url, await signIn(url, demo.email, demo.password));
    } finally {
      await stopApp(app);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The same pages' first loads in an unthrottled Chromium (first-load.ts), the landing page as the reference. */
export function measureUnthrottled(): Promise<Measurement[]> {
  return withDemoApp((url, cookie) => measureFirstLoads(url, cookie, pages));
}

export function measureLighthouse(): Promise<Measurement[]> {
  return withDemoApp(async (url, cookie) => {
    const measurements: Measurement[] = [];
    for (const formFactor of formFactors) {
      let referenceLcpMs: number | undefined;
      for (const page of pages) {
        const pageRuns: PageRun[] = [];
        for (let run = 0; run < runs; run++) {
          pageRuns.push(
            await runLighthouse(`${url}${page.path}`, page.signedIn ? cookie : undefined, formFactor.config),
          );
        }
        // The run with the median score, and its metrics.
        const medianScore = median(pageRuns.map((pageRun) => pageRun.score));
        const chosen = pageRuns.find((pageRun) => pageRun.score === medianScore) ?? pageRuns[0]!;
        referenceLcpMs ??= chosen.lcpMs;
        const label = `${formFactor.name} ${page.path}`;
        measurements.push(
          { name: `${label}: score`, value: chosen.score, unit: '', target: formFactor.score, atLeast: true },
          { name: `${label}: benchmarkIndex of that run`, value: chosen.benchmarkIndex, unit: '', decimals: 0 },
          {
            name: `${label}: first contentful paint`,
            value: chosen.fcpMs,
            unit: 'ms',
            ...(formFactor.name === 'mobile' && page.signedIn ? { target: 1_500 } : {}),
          },
          {
            name: `${label}: largest contentful paint`,
            value: chosen.lcpMs,
            unit: 'ms',
            ...(formFactor.name === 'mobile' && page.signedIn ? { target: 2_000 } : {}),
          },
          ...(page.path === pages[0]!.path
            ? []
            : [
                {
                  name: `${label}: largest contentful paint / ${pages[0]!.path}'s`,
                  value: chosen.lcpMs / referenceLcpMs,
                  unit: 'x',
                  decimals: 2,
                },
              ]),
          {
            name: `${label}: total blocking time`,
            value: chosen.tbtMs,
            unit: 'ms',
            ...(formFactor.name === 'mobile' ? { target: 300 } : {}),
          },
          { name: `${label}: cumulative layout shift`, value: chosen.cls, unit: '', decimals: 3 },
        );
      }
    }
    return measurements;
  });
}
