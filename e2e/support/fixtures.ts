import { test as base, expect, type Page } from '@playwright/test';
import { pageCoverElementId } from '@shutterdesk/core';
import { authenticatorFor, type ClientSpec, type LeadSpec, type DashboardSetup } from '@shutterdesk/server/testing';
import { fixtureUrl } from './ports';
import type { SubscriptionChange } from './server';

export type { ClientSpec, DashboardSetup, LeadSpec, SubscriptionChange };

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
}

async function callFixture<T>(base: string, method: 'GET' | 'POST', pathname: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`Fixture ${pathname} failed: ${json.error}`);
  return json;
}

export interface StoredBugReport {
  device: string;
  browser: string;
  issue: string;
  screenshotName: string | null;
  screenshotType: string | null;
  screenshotBytes: number;
}

let visitor = 0;

/**
 * `page`, made to wait for the page to take input when it opens a page or presses a key, as a click does: a page the
 * server drew is covered until it has hydrated (apps/web/src/main.tsx), and fetches its scripts only after its first
 * paint, so a shortcut pressed, a field filled or a file chosen the moment its heading shows would reach a page with
 * no handler yet, as it would for a person that quick. A page whose code could not load is let in as drawn
 * (apps/server/src/http/app-loader.ts). The `page` fixture is made so; a test's own further pages call this.
 */
export function waitingForHydration(page: Page): Page {
  const takesInput = () => page.waitForFunction((cover) => !document.getElementById(cover), pageCoverElementId);
  const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
  page.goto = async (...args) => {
    const response = await goto(...args);
    await takesInput();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await takesInput();
    return response;
  };
  const { keyboard } = page;
  const press = keyboard.press.bind(keyboard);
  const type = keyboard.type.bind(keyboard);
  keyboard.press = async (...args) => {
    await takesInput();
    return press(...args);
  };
  keyboard.type = async (...args) => {
    await takesInput();
    return type(...args);
  };
  return page;
}

export const test = base.extend<{
  /** The fixture endpoint of the server under test: the billing project sets its own (playwright.config.ts). */
  fixtureServer: string;
  createUser: (overrides?: Record<string, unknown>) => Promise<TestUser>;
  banUser: (user: TestUser) => Promise<void>;
  /** The link holding `contains` in the mail to `to` whose subject matches, the first such mail or the one after `seen`. */
  mailLink: (to: string, subject: string, contains: string, seen?: number) => Promise<string>;
  /** Gives the user categories, tasks and priority tasks, as onboarding would have. */
  setUpDashboard: (user: TestUser, setup: DashboardSetup) => Promise<{ taskIds: string[]; priorityTaskIds: string[] }>;
  /**
   * Gives the user clients and returns their ids in order: a count makes a realistic studio (sessions over two
   * years, checklists as far along as the dates suggest); a list makes each as the Add form would, nothing ticked.
   */
  createClients: (user: TestUser, clients: number | ClientSpec[], seed?: number) => Promise<string[]>;
  /** Gives the user leads and returns their ids: a count is a realistic mix, a list is pending leads as specified. */
  createLeads: (user: TestUser, leads: number | LeadSpec[], seed?: number) => Promise<string[]>;
  /** Moves the server's clock; only for specs in the `clock` project (*.clock.spec.ts), which run alone. */
  advanceClock: (milliseconds: number) => Promise<void>;
  /** Runs the reminder tick now (the server's own timer runs it every minute). */
  tickReminders: () => Promise<void>;
  /** The notification of an automatic message to this lead or client that the mail server refused. */
  notifyMessageNotSent: (
    user: TestUser,
    recipient: 'lead' | 'client',
    recordId: string,
    message: string,
  ) => Promise<void>;
  /** Billing server only: an admin's discount coupon, active unless told otherwise. */
  createCoupon: (coupon: {
    name?: string;
    discountPercentage?: number;
    usageLimit?: number;
  }) => Promise<{ code: string }>;
  /** Billing server only: runs the job that re-reads subscriptions from Stripe now. */
  reconcileSubscriptions: () => Promise<void>;
  /**
   * Billing server only: the user signed in on `page` starts a checkout through the API and pays on Stripe's side,
   * as Pay on the hosted page does; resolves once the app has had Stripe's webhooks.
   */
  subscribe: (page: Page, priceId?: string) => Promise<void>;
  /** Billing server only: what Stripe does later to the user's newest subscription (a failed payment, its end...). */
  changeSubscription: (user: TestUser, change: SubscriptionChange) => Promise<void>;
  /** Billing server only: while false, Stripe's API answers every call 500, as in an outage on Stripe's side. */
  setStripeAvailable: (available: boolean) => Promise<void>;
  /**
   * Sets the page's clock to the server's, which billing specs move forward: what the screens work out from dates
   * (why access ended) then agrees with what the server answers. Call before the page loads.
   */
  useServerTime: (page: Page) => Promise<void>;
  /** Signs the user in on `page` and opens the dashboard. */
  /** What the server stored of the user's bug reports (the screenshot as its size). */
  storedBugReports: (user: TestUser) => Promise<StoredBugReport[]>;
  logIn: (page: Page, user: TestUser) => Promise<void>;
  /** Signs the user in through the login form, for tests about signing in. */
  logInThroughForm: (page: Page, user: TestUser) => Promise<void>;
  /**
   * A new admin logged in on `page` (on the dashboard), with two-factor sign-in turned on through the same calls
   * the account settings make, unless told otherwise; the admin area refuses an admin without it.
   */
  logInAsAdmin: (page: Page, options?: { twoFactor?: boolean; name?: string }) => Promise<TestUser>;
  /** A new photographer with this dashboard, clients and leads, logged in on `page`. */
  signInWith: (
    page: Page,
    records: { dashboard?: DashboardSetup; clients?: number | ClientSpec[]; leads?: number | LeadSpec[] },
  ) => Promise<TestUser>;
}>({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
  // Every test is its own visitor with its own address, so the app's per-address rate limits stay on.
  context: async ({ context }, use, testInfo) => {
    visitor += 1;
    await context.setExtraHTTPHeaders({
      'x-forwarded-for': `203.0.113.${(testInfo.workerIndex * 50 + visitor) % 250}`,
    });
    await use(context);
  },
  fixtureServer: [fixtureUrl, { option: true }],
  createUser: async ({ fixtureServer }, use) => {
    await use((overrides = {}) => callFixture<TestUser>(fixtureServer, 'POST', '/users', overrides));
  },
  banUser: async ({ fixtureServer }, use) => {
    await use(async (user) => {
      await callFixture(fixtureServer, 'POST', '/ban', { userId: user.id });
    });
  },
  setUpDashboard: async ({ fixtureServer }, use) => {
    await use((user, setup) => callFixture(fixtureServer, 'POST', '/dashboard', { userId: user.id, ...setup }));
  },
  createClients: async ({ fixtureServer }, use) => {
    await use(async (user, clients, seed) => {
      return (
        await callFixture<{ ids: string[] }>(fixtureServer, 'POST', '/clients', { userId: user.id, clients, seed })
      ).ids;
    });
  },
  createLeads: async ({ fixtureServer }, use) => {
    await use(async (user, leads, seed) => {
      return (await callFixture<{ ids: string[] }>(fixtureServer, 'POST', '/leads', { userId: user.id, leads, seed }))
        .ids;
    });
  },
  advanceClock: async ({ fixtureServer }, use) => {
    await use(async (milliseconds) => {
      await callFixture(fixtureServer, 'POST', '/clock', { advanceMs: milliseconds });
    });
  },
  tickReminders: async ({ fixtureServer }, use) => {
    await use(async () => {
      await callFixture(fixtureServer, 'POST', '/reminders/tick');
    });
  },
  notifyMessageNotSent: async ({ fixtureServer }, use) => {
    await use(async (user, recipient, recordId, message) => {
      await callFixture(fixtureServer, 'POST', '/message-not-sent', { userId: user.id, recipient, recordId, message });
    });
  },
  createCoupon: async ({ fixtureServer }, use) => {
    await use((coupon) => callFixture(fixtureServer, 'POST', '/coupons', coupon));
  },
  reconcileSubscriptions: async ({ fixtureServer }, use) => {
    await use(async () => {
      await callFixture(fixtureServer, 'POST', '/billing/reconcile');
    });
  },
  subscribe: async ({ fixtureServer, baseURL }, use) => {
    await use(async (page, priceId = 'price_e2e_monthly') => {
      const started = await page.request.post('/api/billing/checkout-sessions', {
        data: { priceId },
        headers: { origin: new URL(baseURL ?? '').origin },
      });
      expect(started.status(), await started.text()).toBe(201);
      const { sessionId } = (await started.json()) as { sessionId: string };
      await callFixture(fixtureServer, 'POST', '/billing/pay', { sessionId });
    });
  },
  changeSubscription: async ({ fixtureServer }, use) => {
    await use(async (user, change) => {
      await callFixture(fixtureServer, 'POST', '/billing/subscription', { userId: user.id, ...change });
    });
  },
  setStripeAvailable: async ({ fixtureServer }, use) => {
    await use(async (available) => {
      await callFixture(fixtureServer, 'POST', '/billing/stripe-available', { available });
    });
    // A test that fails half-way leaves Stripe up for the next.
    await callFixture(fixtureServer, 'POST', '/billing/stripe-available', { available: true });
  },
  useServerTime: async ({ fixtureServer }, use) => {
    await use(async (page) => {
      const { now } = await callFixture<{ now: string }>(fixtureServer, 'GET', '/clock');
      await page.clock.setSystemTime(new Date(now));
    });
  },
  storedBugReports: async ({ fixtureServer }, use) => {
    await use((user) =>
      callFixture<StoredBugReport[]>(fixtureServer, 'GET', `/bug-reports?${new URLSearchParams({ userId: user.id })}`),
    );
  },
  mailLink: async ({ fixtureServer }, use) => {
    await use(async (to, subject, contains, seen = 0) => {
      const query = new URLSearchParams({ to, subject, contains, seen: String(seen) });
      return (await callFixture<{ link: string }>(fixtureServer, 'GET', `/mail-link?${query}`)).link;
    });
  },
  // The login form has its own tests (auth.spec.ts); everywhere else a sign-in over the API saves each test a
  // page load and a form, and the page then opens the dashboard, where the form would have landed.
  logIn: async ({ baseURL }, use) => {
    await use(async (page, user) => {
      const response = await page.request.post('/api/auth/sign-in/email', {
        data: { email: user.email, password: user.password },
        headers: { origin: new URL(baseURL ?? '').origin },
      });
      expect(response.status(), await response.text()).toBe(200);
      await page.goto('/dashboard');
    });
  },
  logInThroughForm: async ({}, use) => {
    await use(async (page, user) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: /log in/i }).click();
      await expect(page.getByText('Logged in successfully')).toBeVisible();
    });
  },
  logInAsAdmin: async ({ createUser, logIn, baseURL }, use) => {
    await use(async (page, { twoFactor = true, name } = {}) => {
      const admin = await createUser({ isAdmin: true, ...(name === undefined ? {} : { name }) });
      await logIn(page, admin);
      if (!twoFactor) return admin;
      const headers = { origin: new URL(baseURL ?? '').origin };
      const enabled = await page.request.post('/api/auth/two-factor/enable', {
        data: { password: admin.password },
        headers,
      });
      expect(enabled.status(), await enabled.text()).toBe(200);
      const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
      // The code an authenticator app would show now, computed from the secret just handed out.
      const authenticator = authenticatorFor(totpURI, backupCodes);
      const verified = await page.request.post('/api/auth/two-factor/verify-totp', {
        data: { code: authenticator.code() },
        headers,
      });
      expect(verified.status(), await verified.text()).toBe(200);
      return admin;
    });
  },
  signInWith: async ({ createUser, setUpDashboard, createClients, createLeads, logIn }, use) => {
    await use(async (page, { dashboard, clients, leads }) => {
      const user = await createUser();
      if (dashboard !== undefined) await setUpDashboard(user, dashboard);
      if (clients !== undefined) await createClients(user, clients);
      if (leads !== undefined) await createLeads(user, leads);
      await logIn(page, user);
      return user;
    });
  },
});

export { expect };
