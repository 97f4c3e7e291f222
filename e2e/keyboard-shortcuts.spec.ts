import { clientTexts, dashboardTexts, leadTexts } from '@shutterdesk/core';
import type { Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';

/** The keyboard shortcuts of the signed-in shell, as docs/product.md ("Keyboard shortcuts") describes them. */

/** Presses the keys one after the other, as a person types "g c". */
async function press(page: Page, ...keys: string[]) {
  for (const key of keys) await page.keyboard.press(key);
}

const pageHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const overlayOf = (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' });
const isOverlayScript = (url: string) => /\/shortcuts-dialog-[\w-]+\.js$/.test(url);

/** Every shortcut as the overlay lists it: what it does and the keys, in order. */
const listedShortcuts = [
  ['Dashboard', 'g', 'd'],
  ['Lead Flow', 'g', 'l'],
  ['Client Flow', 'g', 'c'],
  ['Add a new lead', 'n', 'l'],
  ['Add a new client', 'n', 'c'],
  ["Jump to the list's filters", '/'],
  ['Show these shortcuts', '?'],
  ['Search, or run a command', 'Ctrl', 'K'],
];

test('[SHORTCUTS] by keyboard alone: every screen, both Add forms, the list filters and the overlay', async ({
  page,
  signInWith,
}) => {
  test.slow(); // three screens, four dialogs and an axe analysis
  const overlayScripts: string[] = [];
  page.on('request', (request) => {
    if (isOverlayScript(request.url())) overlayScripts.push(request.url());
  });
  const user = await signInWith(page, { dashboard: { categories: ['CRM'] }, clients: 3, leads: 3 });
  await expect(pageHeading(page, dashboardTexts.welcome(user.name))).toBeVisible();

  await test.step('"g c" opens Client Flow, "/" its first filter, "n c" its Add New Client form', async () => {
    await press(page, 'g', 'c');
    await expect(page).toHaveURL(/\/clients$/);
    const monthFilter = page.getByRole('button', { name: /^Filter by session month/ });
    await expect(monthFilter).toBeVisible();
    await press(page, '/');
    await expect(monthFilter).toBeFocused();

    await press(page, 'n', 'c');
    const addClient = page.getByRole('dialog', { name: clientTexts.addNew });
    await expect(addClient.getByLabel('Client Name')).toBeFocused();
    await press(page, 'Escape');
    await expect(addClient).toBeHidden();
    await expect(page.getByRole('button', { name: clientTexts.addNew })).toBeFocused();
  });

  await test.step('"g l" opens Lead Flow, "/" its status filter, "n l" its Add New Lead form', async () => {
    await press(page, 'g', 'l');
    await expect(pageHeading(page, 'Lead Flow')).toBeVisible();
    const statusFilter = page.getByRole('radiogroup', { name: 'Show leads' }).getByRole('radio', { checked: true });
    await expect(statusFilter).toBeVisible();
    await press(page, '/');
    await expect(statusFilter).toBeFocused();

    await press(page, 'n', 'l');
    const addLead = page.getByRole('dialog', { name: leadTexts.addNew });
    await expect(addLead.getByLabel('Name', { exact: true })).toBeFocused();
    await press(page, 'Escape');
    await expect(addLead).toBeHidden();
  });

  await test.step('"g d" goes back to the dashboard, and from there "n c" and "n l" open the lists with their form', async () => {
    await press(page, 'g', 'd');
    await expect(pageHeading(page, dashboardTexts.welcome(user.name))).toBeVisible();

    await press(page, 'n', 'c');
    await expect(page).toHaveURL(/\/clients$/);
    await expect(page.getByRole('dialog', { name: clientTexts.addNew })).toBeVisible();
    await press(page, 'Escape');
    await press(page, 'n', 'l');
    await expect(page).toHaveURL(/\/leads$/);
    await expect(page.getByRole('dialog', { name: leadTexts.addNew })).toBeVisible();
    await press(page, 'Escape');

    // The request to open the form went with the shortcut: stepping back does not open it again.
    await page.goBack();
    await expect(page.getByRole('button', { name: clientTexts.addNew })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('"?" opens the overlay, loaded only now; it lists every shortcut and Escape closes it', async () => {
    expect(overlayScripts).toEqual([]);
    await page.getByRole('button', { name: clientTexts.addNew }).focus();
    await press(page, '?');
    const overlay = overlayOf(page);
    await expect(overlay).toBeVisible();
    expect(overlayScripts).toHaveLength(1);
    for (const [label, ...keys] of listedShortcuts) {
      const row = overlay.getByRole('term').filter({ hasText: label! }).locator('xpath=..');
      await expect(row.locator('kbd'), label).toHaveText(keys);
    }
    await expect(overlay.locator('kbd')).toHaveCount(14);
    await expectNoSeriousViolations(page, 'the keyboard shortcuts overlay');

    await press(page, 'Escape');
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('button', { name: clientTexts.addNew })).toBeFocused();
  });
});

test('[SHORTCUTS] "g c" typed in a text field or with the overlay open goes nowhere', async ({ page, signInWith }) => {
  const user = await signInWith(page, { dashboard: { categories: ['CRM'] } });
  await expect(pageHeading(page, dashboardTexts.welcome(user.name))).toBeVisible();

  const field = page.getByRole('textbox', { name: 'Add a priority task' });
  await field.focus();
  await page.keyboard.type('g c /?');
  await expect(field).toHaveValue('g c /?');
  await expect(overlayOf(page)).toHaveCount(0);

  // Out of the field, on its button, the keys are shortcuts again: "?" opens the overlay, where "g c" does nothing.
  await press(page, 'Tab');
  await expect(page.getByRole('button', { name: 'Add priority task' })).toBeFocused();
  await press(page, '?');
  await expect(overlayOf(page)).toBeVisible();
  await press(page, 'g', 'c', 'Escape');
  await expect(overlayOf(page)).toBeHidden();

  // A real trip to Lead Flow; one step back is the dashboard, so no key above went anywhere.
  await press(page, 'g', 'l');
  await expect(pageHeading(page, 'Lead Flow')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('[SHORTCUTS] at 375 px the profile menu opens the overlay, which fits the screen and passes axe', async ({
  page,
  signInWith,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const user = await signInWith(page, { dashboard: { categories: ['CRM'] } });
  await expect(pageHeading(page, dashboardTexts.welcome(user.name))).toBeVisible();

  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
  const overlay = overlayOf(page);
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('term')).toHaveCount(listedShortcuts.length);
  await expectNoHorizontalScroll(page, 'the keyboard shortcuts overlay at 375 px');
  const overlayOverflow = await overlay.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overlayOverflow, 'the overlay does not scroll sideways').toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, 'the keyboard shortcuts overlay at 375 px');

  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toBeHidden();
  // The menu's button gets focus back, and the page takes taps again.
  await expect(page.getByRole('button', { name: /^Profile menu/ })).toBeFocused();
  await page.getByRole('link', { name: 'Leads' }).click();
  await expect(pageHeading(page, 'Lead Flow')).toBeVisible();
});

test('[SHORTCUTS] with no clients yet, "n c" opens the empty Client Flow\'s Add New Client form; "/" finds no filter', async ({
  page,
  signInWith,
}) => {
  const user = await signInWith(page, { dashboard: { categories: ['CRM'] } });
  await expect(pageHeading(page, dashboardTexts.welcome(user.name))).toBeVisible();
  await press(page, 'n', 'c');
  const addClient = page.getByRole('dialog', { name: clientTexts.addNew });
  await expect(addClient.getByLabel('Client Name')).toBeFocused();
  await press(page, 'Escape');
  await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();
  const addButton = page.getByRole('button', { name: clientTexts.addNew });
  await expect(addButton).toBeFocused();
  // No list, no filters: focus stays where it was.
  await press(page, '/');
  await expect(addButton).toBeFocused();
});

test('[SHORTCUTS] on an admin list "/" focuses its search field', async ({ page, logInAsAdmin }) => {
  await logInAsAdmin(page);
  await page.goto('/admin/users');
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await expect(search).toBeVisible();
  await press(page, '/');
  await expect(search).toBeFocused();
  // Now it is typing: the "/" that focused the field did not land in it, the next keys do.
  await page.keyboard.type('g d');
  await expect(search).toHaveValue('g d');
});

test('[SHORTCUTS] signed out, the login page takes no shortcuts', async ({ page }) => {
  const overlayScripts: string[] = [];
  page.on('request', (request) => {
    if (isOverlayScript(request.url())) overlayScripts.push(request.url());
  });
  await page.goto('/login');
  await expect(pageHeading(page, 'Log in')).toBeVisible();
  await press(page, '?', 'g', 'd');
  // A shortcut would have asked for the overlay's code, or left the page, by the next frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(overlayScripts).toEqual([]);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
