import { defineConfig, devices } from '@playwright/test';
import { appUrl, billingAppUrl, billingFixtureUrl, fixtureUrl } from './e2e/support/ports';

/** Debian's Chromium: a browser download cannot work on these machines. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig<{ fixtureServer: string }>({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // One retry in CI so a test that stumbles on a loaded machine does not block a landing; the list reporter
  // still marks it flaky, and a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: appUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker would answer navigations and hold the build in its cache: each spec sees the server
    // as it is. e2e/pwa.spec.ts, about the worker, allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      // Against the second server, which has billing on; its specs move that server's clock and Stripe's state, so
      // one test at a time, file after file. Listed first so it starts at once beside the others, not last, alone.
      name: 'billing',
      testMatch: /\.billing\.spec\.ts$/,
      fullyParallel: false,
      workers: 1,
      use: { ...browser, baseURL: billingAppUrl, fixtureServer: billingFixtureUrl },
    },
    {
      name: 'chromium',
      testIgnore: /\.(clock|billing)\.spec\.ts$/,
      use: browser,
    },
    {
      // These move the one server's clock, so they run once every other spec has finished, one file at a time.
      name: 'clock',
      testMatch: /\.clock\.spec\.ts$/,
      dependencies: ['chromium'],
      workers: 1,
      use: browser,
    },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/server.ts',
      url: `${fixtureUrl}/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx e2e/support/server.ts',
      env: { E2E_BILLING: '1' },
      url: `${billingFixtureUrl}/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
