import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { findLink, waitForMail } from '@shutterdesk/server/testing';
import { launchChromium, transferredBy } from './chromium';
import type { Measurement } from './index';
import { freePort, root, startApp, stopApp, waitUntilReady } from './process';

const isScript = (url: URL) => url.pathname.endsWith('.js');

/** The encodings the server chose for the page's scripts, as Chromium received them: for the row names. */
function watchScriptEncodings(page: Page): Set<string> {
  const encodings = new Set<string>();
  page.on('response', (response) => {
    if (isScript(new URL(response.url()))) encodings.add(response.headers()['content-encoding'] ?? 'uncompressed');
  });
  return encodings;
}

const named = (encodings: Set<string>) => [...encodings].sort().join(', ');

/**
 * The JavaScript a browser really loads before the page is usable: Chromium opens the landing page signed
 * out and the dashboard signed in, and every script it fetches from our origin is counted as it came over the
 * wire (compressed when the server compresses), with its decoded size beside it.
 */
export async function measureBundles(): Promise<Measurement[]> {
  // A given server bundle comes with its own web build (process.ts).
  if (!process.env.BENCH_SERVER_BUNDLE) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
    if (build.status !== 0) throw new Error('The web build failed');
  }

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-bench-web-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const app = startApp({ DATA_DIR: dataDir, PORT: String(port), APP_URL: url });
  const browser = await launchChromium();
  try {
    await waitUntilReady(url, performance.now(), 180_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    const landingEncodings = watchScriptEncodings(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    const landing = await transferredBy(page, isScript);

    // A verified account with a profile, made through the API the way a person would.
    const email = `bench-${Date.now()}@example.com`;
    await page.request.post(`${url}/api/auth/sign-up/email`, {
      data: { name: 'Bench', email, password: 'bench-pass-1' },
      headers: { origin: url },
    });
    await verifyFromOutbox(page, dataDir, email);
    // Onboarded, as after the wizard, so /dashboard shows the dashboard rather than sending the user on.
    await page.request.post(`${url}/api/profile`, { data: { timezone: 'UTC' }, headers: { origin: url } });
    const onboarding = await page.request.post(`${url}/api/onboarding`, {
      data: { categories: ['CRM'], tasks: [{ title: 'Follow up with leads', category: 'CRM', frequency: 'daily' }] },
      headers: { origin: url },
    });
    if (!onboarding.ok()) throw new Error(`Bench onboarding failed: ${onboarding.status()}`);
    // A new context: nothing of the landing page's scripts in its cache.
    const shellContext = await browser.newContext({ storageState: await context.storageState() });
    const shellPage = await shellContext.newPage();
    const shellEncodings = watchScriptEncodings(shellPage);
    await shellPage.goto(`${url}/dashboard`, { waitUntil: 'networkidle' });
    const shell = await transferredBy(shellPage, isScript);

    return [
      {
        name: `landing (/), signed out: transferred (${named(landingEncodings)})`,
        value: landing.transferredKb,
        unit: 'kB',
        target: 120,
      },
      { name: 'landing (/): decoded', value: landing.decodedKb, unit: 'kB' },
      {
        name: `signed-in shell (/dashboard): transferred (${named(shellEncodings)})`,
        value: shell.transferredKb,
        unit: 'kB',
        target: 170,
      },
      { name: 'signed-in shell (/dashboard): decoded', value: shell.decodedKb, unit: 'kB' },
    ];
  } finally {
    await browser.close();
    await stopApp(app);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function verifyFromOutbox(page: Page, dataDir: string, email: string) {
  const mail = await waitForMail(path.join(dataDir, 'mail'), email, /verify/i);
  await page.goto(findLink(mail, '/api/auth/verify-email'));
}
