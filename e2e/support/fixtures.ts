import { test as base, expect, type Page } from '@playwright/test';
import { fixtureUrl } from './ports';

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
  logIn: (page: Page, user: TestUser) => Promise<void>;
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
});

export { expect };
