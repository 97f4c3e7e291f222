import { dashboardTexts } from '@shutterdesk/core';
import type { Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { expect, test, waitingForHydration } from './support/fixtures';

/** Dark mode: the system's theme, or one chosen in the profile menu and remembered on the device (lib/theme.ts). */

/** 'dark' or 'light' when the page's background is the dark or the light theme's (stone-950 or stone-50). */
const pageBackground = (page: Page) =>
  page.evaluate(() => {
    const shade = (color: string) => {
      const probe = document.createElement('div');
      probe.style.backgroundColor = color;
      document.body.append(probe);
      const computed = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return computed;
    };
    const background = getComputedStyle(document.body).backgroundColor;
    if (background === shade('var(--color-stone-950)')) return 'dark';
    if (background === shade('var(--color-stone-50)')) return 'light';
    return background;
  });
const darkBackground = 'dark';
const lightBackground = 'light';

async function openProfileMenu(page: Page) {
  // The menu's code loads after the first paint; until then its trigger is a disabled placeholder.
  await page
    .getByRole('button', { name: /profile menu/i })
    .and(page.locator(':enabled'))
    .click();
  return page.getByRole('menu');
}

test('[THEME] the system theme by default; Dark and Light chosen in the profile menu win over it and stay', async ({
  page,
  createUser,
  setUpDashboard,
  logIn,
}) => {
  const user = await createUser({ name: 'Ava Lens' });
  await setUpDashboard(user, {
    categories: ['CRM'],
    tasks: [{ title: 'Follow up', category: 'CRM', frequency: 'daily' }],
  });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await logIn(page, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: dashboardTexts.welcome('Ava Lens') })).toBeVisible();
  expect(await pageBackground(page)).toBe(lightBackground);

  const menu = await openProfileMenu(page);
  const themes = menu.getByRole('group', { name: 'Theme' });
  await expect(themes.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  await themes.getByRole('menuitemradio', { name: 'Dark' }).click();
  // The menu stays open with the choice ticked, and the page is dark at once.
  await expect(themes.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => pageBackground(page)).toBe(darkBackground);
  await expectNoSeriousViolations(page, 'the profile menu in the dark theme');
  await page.keyboard.press('Escape');
  await expectNoSeriousViolations(page, 'the dashboard in the chosen dark theme');
  // On a phone, the menu is opened there (resizing with it open would test its repositioning, not its width).
  await page.setViewportSize({ width: 375, height: 740 });
  await expect((await openProfileMenu(page)).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expectNoHorizontalScroll(page, 'the profile menu at 375 px');
  await page.keyboard.press('Escape');

  // Remembered on the device, and applied before the app's code runs: with every script of the app refused, the
  // page the server drew (docs/decisions/0021-server-rendering.md) is painted dark already (and the inline theme
  // script passed the CSP).
  const refusedByPolicy: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusedByPolicy.push(message.text());
  });
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await pageBackground(page)).toBe(darkBackground);
  expect(refusedByPolicy).toEqual([]);
  await page.unroute('**/assets/*.js');

  // Light wins over a dark system, and System follows it again.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await (await openProfileMenu(page)).getByRole('menuitemradio', { name: 'Light' }).click();
  await expect.poll(() => pageBackground(page)).toBe(lightBackground);
  await page.getByRole('menuitemradio', { name: 'System' }).click();
  await expect.poll(() => pageBackground(page)).toBe(darkBackground);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => pageBackground(page)).toBe(lightBackground);
});

test('[THEME] a theme chosen in one tab reaches the device’s other tabs', async ({ page, createUser, logIn }) => {
  const user = await createUser();
  await page.emulateMedia({ colorScheme: 'light' });
  await logIn(page, user);
  await page.goto('/account');
  const otherTab = waitingForHydration(await page.context().newPage());
  await otherTab.emulateMedia({ colorScheme: 'light' });
  await otherTab.goto('/account');
  await (await openProfileMenu(page)).getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect.poll(() => pageBackground(otherTab)).toBe(darkBackground);
  await otherTab.close();
});
