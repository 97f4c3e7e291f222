import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * What the first view does not need waits for the first idle moment after hydration or for its first use
 * (docs/budgets.md, "Where the main thread goes"): each part must still work the moment it is wanted.
 */

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const isPaletteScript = (url: string) => /\/command-palette-[\w-]+\.js$/.test(url);
const isEventStream = (url: string) => new URL(url).pathname === '/api/notifications/events';

test('[FIRST LOAD] Ctrl+K opens the palette the moment the page is hydrated, its code loaded by that press', async ({
  page,
  signInWith,
}) => {
  const paletteScripts: string[] = [];
  page.on('request', (request) => {
    if (isPaletteScript(request.url())) paletteScripts.push(request.url());
  });
  await signInWith(page, { dashboard: { categories: ['CRM'] } });
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
  expect(paletteScripts, 'nothing of the palette before it is asked for').toEqual([]);

  await page.keyboard.press('Control+K');
  await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('combobox')).toBeFocused();
  expect(paletteScripts).toHaveLength(1);
});

test('[FIRST LOAD] the live stream opens after hydration, and a notification made after the load arrives live', async ({
  page,
  createUser,
  setUpDashboard,
  logIn,
}) => {
  const user = await createUser();
  await setUpDashboard(user, { categories: ['CRM'] });
  // Notes, as the stream is opened, whether the page had been hydrated by then (main.tsx marks #root).
  await page.addInitScript(() => {
    const PageEventSource = window.EventSource;
    window.EventSource = class extends PageEventSource {
      constructor(...args: ConstructorParameters<typeof EventSource>) {
        super(...args);
        document.documentElement.dataset.streamOpenedHydrated = String(
          document.getElementById('root')?.dataset.hydrated === 'true',
        );
      }
    };
  });
  const streamAnswered = page.waitForResponse((response) => isEventStream(response.url()));
  await logIn(page, user);
  expect((await streamAnswered).status()).toBe(200);
  await expect(page.locator('html'), 'the stream waited for hydration').toHaveAttribute(
    'data-stream-opened-hydrated',
    'true',
  );

  await expect(bell(page)).toHaveAccessibleName('Notifications');
  const lead = { name: 'Live Lead', inquiryDate: '2026-06-12', sessionType: 'Newborn', source: '1' };
  expect((await page.request.post('/api/leads', { data: lead })).status()).toBe(201);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
});
