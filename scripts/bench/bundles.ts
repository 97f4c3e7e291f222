import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { findLink, waitForMail } from '../../apps/server/src/testing/mail-outbox';
import type { Measurement } from './index';
import { freePort, root, startApp, stopApp, waitUntilReady } from './process';

const distDir = path.join(root, 'apps/web/dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function gzippedKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  return bytes / 1000;
}

/**
 * The JavaScript a browser really loads before the page is usable: Chromium opens the landing page signed
 * out and the dashboard signed in, and every script it fetches from our origin is counted, gzipped.
 */
export async function measureBundles(): Promise<Measurement[]> {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('The web build failed');
  if (!existsSync(chromiumPath)) {
    console.warn(`  (Chromium not found at ${chromiumPath}: bundle sizes skipped)`);
    return [];
  }

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-bench-web-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const app = startApp({ DATA_DIR: dataDir, PORT: String(port), APP_URL: url });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    await waitUntilReady(url, performance.now());
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const pathname = new URL(response.url()).pathname;
      if (pathname.endsWith('.js')) scripts.add(pathname.slice(1));
    });

    await page.goto(url, { waitUntil: 'networkidle' });
    const landing = gzippedKb(scripts);

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
    scripts.clear();
    const shellPage = await context.newPage();
    shellPage.on('response', (response) => {
      const pathname = new URL(response.url()).pathname;
      if (pathname.endsWith('.js')) scripts.add(pathname.slice(1));
    });
    await shellPage.goto(`${url}/dashboard`, { waitUntil: 'networkidle' });
    const shell = gzippedKb(scripts);

    return [
      { name: 'landing page (/), signed out', value: landing, unit: 'kB', target: 120 },
      { name: 'signed-in shell with the dashboard (/dashboard)', value: shell, unit: 'kB', target: 170 },
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
