import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath } from './chromium';
import type { Measurement } from './index';
import { freePort, median, root, signIn, startApp, stopApp, waitUntilReady } from './process';

/**
 * docs/budgets.md, Lighthouse: the five main pages, desktop (Lighthouse's desktop preset) and mobile (its default,
 * with simulated throttling), median of 3 by score, against the production server with the demo photographer of
 * `npm run demo` (150 clients, 300 leads) signed in. The landing page and the sign-in page are measured signed out,
 * as their visitors see them.
 */
const runs = 3;
const pages = [
  { path: '/', signedIn: false, mobileScore: 90 },
  { path: '/login', signedIn: false, mobileScore: 90 },
  { path: '/dashboard', signedIn: true, mobileScore: 80 },
  { path: '/clients', signedIn: true, mobileScore: 80 },
  { path: '/leads', signedIn: true, mobileScore: 80 },
];
const formFactors = [
  { name: 'desktop', config: desktopConfig, score: () => 98 },
  { name: 'mobile', config: undefined, score: (page: (typeof pages)[number]) => page.mobileScore },
] as const;

interface PageRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
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
  port: number,
  cookie: string | undefined,
  config: typeof desktopConfig | undefined,
): Promise<PageRun> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    config,
  );
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
  };
}

export async function measureLighthouse(): Promise<Measurement[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-bench-lighthouse-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  try {
    const demo = seedDemo(dataDir);
    const app = startApp({ DATA_DIR: dataDir, PORT: String(port), APP_URL: url });
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', '--no-sandbox'],
    });
    try {
      await waitUntilReady(url, performance.now(), 120_000);
      const cookie = await signIn(url, demo.email, demo.password);
      const measurements: Measurement[] = [];
      for (const formFactor of formFactors) {
        for (const page of pages) {
          const pageRuns: PageRun[] = [];
          for (let run = 0; run < runs; run++) {
            pageRuns.push(
              await runLighthouse(
                `${url}${page.path}`,
                chrome.port,
                page.signedIn ? cookie : undefined,
                formFactor.config,
              ),
            );
          }
          // The run with the median score, and its metrics.
          const medianScore = median(pageRuns.map((pageRun) => pageRun.score));
          const chosen = pageRuns.find((pageRun) => pageRun.score === medianScore) ?? pageRuns[0]!;
          const label = `${formFactor.name} ${page.path}`;
          measurements.push(
            { name: `${label}: score`, value: chosen.score, unit: '', target: formFactor.score(page), atLeast: true },
            { name: `${label}: first contentful paint`, value: chosen.fcpMs, unit: 'ms' },
            { name: `${label}: largest contentful paint`, value: chosen.lcpMs, unit: 'ms' },
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
    } finally {
      chrome.kill();
      await stopApp(app);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
