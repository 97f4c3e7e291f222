import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { appStateTexts } from '@shutterdesk/core';
import type { Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { e2eWebDistDir, startOwnApp, type OwnApp } from './support/own-app';

/** The installable app: manifest, service worker, the offline state and the update prompt (docs/decisions/0017). */
test.use({ serviceWorkers: 'allow' });

/** Waits for the service worker to be active and this page to be under it (a page opened before it is not). */
async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

/** The width and height a PNG file's header gives. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('[PWA] the page names a valid manifest with its icons', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href ?? '');
  expect(response.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Shutterdesk',
    short_name: 'Shutterdesk',
    start_url: '/',
    display: 'standalone',
  });
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
});

test('[PWA] the service worker takes control and Chromium finds the app installable', async ({
  playwright,
  launchOptions,
  baseURL,
}, testInfo) => {
  // Chromium never offers to install from an incognito profile, which a test's usual context is: a profile on disk.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await underServiceWorker(page);
    // The browser's own installability checks, those Lighthouse's PWA audits used to report.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('[PWA] offline, a reload and a navigation show the app with "You are offline"; back online it goes', async ({
  page,
  context,
  signInWith,
}) => {
  await signInWith(page, { dashboard: { categories: ['CRM'], tasks: [] } });
  await underServiceWorker(page);
  const banner = page.getByRole('status').filter({ hasText: appStateTexts.offline });
  await expect(banner).toBeHidden();

  await context.setOffline(true);
  // The open page says so at once.
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(appStateTexts.offlineHint);

  // A reload and a typed address get the app from the worker, not the browser's error page.
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { name: "We can't reach Shutterdesk right now" })).toBeVisible();
  await page.goto('/clients');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousViolations(page, `the offline state, ${colorScheme} theme`);
  }
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(banner).toBeVisible();
  await expectNoHorizontalScroll(page, 'the offline state at 375 px');

  await context.setOffline(false);
  await expect(banner).toBeHidden();
  // The screen reads again by itself once the connection is back.
  await expect(page.getByRole('button', { name: 'Try again' })).toBeHidden();
  await expect(page.getByRole('heading', { name: "We can't reach Shutterdesk right now" })).toBeHidden();
});

test.describe('[PWA] a network that claims to be up', () => {
  // The API is cut by routing here, which a service worker would step around.
  test.use({ serviceWorkers: 'block' });

  test('[PWA] requests that get no answer show "You are offline" until the server answers again', async ({
    page,
    signInWith,
  }) => {
    await signInWith(page, { dashboard: { categories: ['CRM'], tasks: [] } });
    const banner = page.getByRole('status').filter({ hasText: appStateTexts.offline });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeHidden();

    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    // A reload would come drawn by the server with its answers (docs/decisions/0021-server-rendering.md): the
    // app's own reads are those of the next screen.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leads' }).click();
    await expect(banner).toBeVisible();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    // Its automatic retry has failed too: the next request is the user's.
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible();

    await page.unroute('**/api/**');
    await tryAgain.click();
    await expect(banner).toBeHidden();
    await expect(tryAgain).toBeHidden();
  });
});

/**
 * A deploy as the browser sees it: the worker script under the same address, changed. Its compressed copies are
 * what the server sends (scripts/precompress.mjs), so they are written again too.
 */
async function deployNewWorker(buildDir: string) {
  const file = path.join(buildDir, 'sw.js');
  const script = `${await readFile(file, 'utf8')}\n// The next version.\n`;
  await writeFile(file, script);
  await writeFile(`${file}.br`, zlib.brotliCompressSync(script));
  await writeFile(`${file}.gz`, zlib.gzipSync(script));
}

test.describe('[PWA] on a server of its own, whose build a test may change', () => {
  let buildDir = '';
  let app: OwnApp | undefined;
  test.beforeAll(async () => {
    buildDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-e2e-pwa-build-'));
    await cp(e2eWebDistDir, buildDir, { recursive: true });
    app = await startOwnApp({ WEB_DIST_DIR: buildDir });
  });
  test.afterAll(async () => {
    await app?.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  test('[PWA] a new version waiting is offered with Reload, which switches to it', async ({ page }) => {
    await page.goto(`${app?.url}/`);
    await underServiceWorker(page);

    await deployNewWorker(buildDir);
    // The browser checks on navigations and the app every hour; the test asks at once.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));

    const prompt = page.getByText(appStateTexts.updateAvailable);
    await expect(prompt).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null))).toBe(
      true,
    );
    const reload = page.getByRole('button', { name: appStateTexts.updateReload });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousViolations(page, `the update prompt, ${colorScheme} theme`);
    }
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(reload).toBeInViewport();
    await expectNoHorizontalScroll(page, 'the update prompt at 375 px');

    // Reached and pressed from the keyboard: Alt+T moves to the toasts, as their region's name says.
    await page.keyboard.press('Alt+t');
    for (let step = 0; step < 3 && !(await reload.evaluate((button) => button === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
    }
    await expect(reload).toBeFocused();
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);

    // The waiting worker took over: none waits any more, and the reloaded page is under a worker.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
        }),
      )
      .toEqual({ waiting: null, controlled: true });
    await expect(prompt).toBeHidden();
  });
});
