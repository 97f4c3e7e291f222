import { test as base, expect, type Page } from '@playwright/test';
import type { ClientSpec, LeadSpec } from '../../apps/server/src/testing/client-lead-factories';
import type { DashboardSetup } from '../../apps/server/src/testing/factories';
import { fixtureUrl } from './ports';

export type { ClientSpec, DashboardSetup, LeadSpec };

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
}

async function callFixture<T>(method: 'GET' | 'POST', pathname: string, body?: unknown): Promise<T> {
  const response = await fetch(`${fixtureUrl}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`Fixture ${pathname} failed: ${json.error}`);
  return json;
}

let visitor = 0;

export const test = base.extend<{
  createUser: (overrides?: Record<string, unknown>) => Promise<TestUser>;
  banUser: (user: TestUser) => Promise<void>;
  mailLink: (to: string, subject: string, contains: string) => Promise<string>;
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
  logIn: (page: Page, user: TestUser) => Promise<void>;
  /** A new photographer with this dashboard, clients and leads, logged in on `page`. */
  signInWith: (
    page: Page,
    records: { dashboard?: DashboardSetup; clients?: number | ClientSpec[]; leads?: number | LeadSpec[] },
  ) => Promise<TestUser>;
}>({
  // Every test is its own visitor with its own address, so the app's per-address rate limits stay on.
  context: async ({ context }, use, testInfo) => {
    visitor += 1;
    await context.setExtraHTTPHeaders({
      'x-forwarded-for': `203.0.113.${(testInfo.workerIndex * 50 + visitor) % 250}`,
    });
    await use(context);
  },
  createUser: async ({}, use) => {
    await use((overrides = {}) => callFixture<TestUser>('POST', '/users', overrides));
  },
  banUser: async ({}, use) => {
    await use(async (user) => {
      await callFixture('POST', '/ban', { userId: user.id });
    });
  },
  setUpDashboard: async ({}, use) => {
    await use((user, setup) => callFixture('POST', '/dashboard', { userId: user.id, ...setup }));
  },
  createClients: async ({}, use) => {
    await use(async (user, clients, seed) => {
      return (await callFixture<{ ids: string[] }>('POST', '/clients', { userId: user.id, clients, seed })).ids;
    });
  },
  createLeads: async ({}, use) => {
    await use(async (user, leads, seed) => {
      return (await callFixture<{ ids: string[] }>('POST', '/leads', { userId: user.id, leads, seed })).ids;
    });
  },
  advanceClock: async ({}, use) => {
    await use(async (milliseconds) => {
      await callFixture('POST', '/clock', { advanceMs: milliseconds });
    });
  },
  tickReminders: async ({}, use) => {
    await use(async () => {
      await callFixture('POST', '/reminders/tick');
    });
  },
  mailLink: async ({}, use) => {
    await use(async (to, subject, contains) => {
      const query = new URLSearchParams({ to, subject, contains });
      return (await callFixture<{ link: string }>('GET', `/mail-link?${query}`)).link;
    });
  },
  logIn: async ({}, use) => {
    await use(async (page, user) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: /log in/i }).click();
      await expect(page.getByText('Logged in successfully')).toBeVisible();
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
