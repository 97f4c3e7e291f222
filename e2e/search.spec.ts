import { clientTexts, dashboardTexts } from '@shutterdesk/core';
import type { Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';

/** Global search: the command palette, as docs/product.md ("Global search") describes it. */

const paletteOf = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const fieldOf = (page: Page) => paletteOf(page).getByRole('combobox');
const isPaletteScript = (url: string) => /\/command-palette-[\w-]+\.js$/.test(url);
const activeOption = (page: Page) => paletteOf(page).getByRole('option', { selected: true });

/** Opens the palette with Ctrl+K, types the query into it and waits for the server's answer to that query. */
async function search(page: Page, query: string) {
  await page.keyboard.press('Control+K');
  await expect(fieldOf(page)).toBeFocused();
  await page.keyboard.type(query);
  await expect(paletteOf(page).getByRole('status')).toHaveText(/^\d+ options?$/);
}

test('[SEARCH] by keyboard alone: Ctrl+K, type, arrows and Enter jump to each kind of row; commands run', async ({
  page,
  signInWith,
}) => {
  test.slow(); // four jumps across three screens, and two commands
  const paletteScripts: string[] = [];
  page.on('request', (request) => {
    if (isPaletteScript(request.url())) paletteScripts.push(request.url());
  });
  const user = await signInWith(page, {
    dashboard: {
      categories: ['CRM'],
      tasks: [{ title: 'Email the gallery to Annika', category: 'CRM', frequency: 'weekly' }],
      priorityTasks: ['Call Annika about the prints'],
    },
    clients: [{ name: 'Bruno Annikasson' }, { name: 'Annika Lindqvist' }, { name: 'Carla Mendes' }],
    leads: [{ name: 'Annika Sørensen' }, { name: 'Dora Vale' }],
  });
  await expect(page.getByRole('heading', { level: 1, name: dashboardTexts.welcome(user.name) })).toBeVisible();
  expect(paletteScripts, 'the palette loads on demand').toEqual([]);

  await test.step('a client: the best match first, arrows move, Enter opens Client Flow on the row', async () => {
    await search(page, 'annika');
    const clients = paletteOf(page).getByRole('group', { name: 'Clients' }).getByRole('option');
    await expect(clients).toHaveText(['Annika Lindqvist', 'Bruno Annikasson']);
    expect(paletteScripts).toHaveLength(1);
    await expect(activeOption(page)).toHaveText('Annika Lindqvist');
    await page.keyboard.press('ArrowDown');
    await expect(activeOption(page)).toHaveText('Bruno Annikasson');
    await page.keyboard.press('ArrowUp');
    await expect(activeOption(page)).toHaveText('Annika Lindqvist');
    await page.keyboard.press('Enter');
    await expect(paletteOf(page)).toBeHidden();
    await expect(page).toHaveURL(/\/clients\?client=[0-9a-f-]{36}$/);
    await expect(page.locator('tr[aria-current="true"]')).toContainText('Annika Lindqvist');
  });

  await test.step('a lead, found without its accent: Lead Flow on the row', async () => {
    await search(page, 'sorensen');
    await expect(activeOption(page)).toHaveText('Annika Sørensen');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/leads\?lead=[0-9a-f-]{36}$/);
    await expect(page.locator('tr[aria-current="true"]')).toContainText('Annika Sørensen');
  });

  await test.step('a priority task and a routine: the dashboard with the task focused', async () => {
    await search(page, 'prints');
    await expect(paletteOf(page).getByRole('group', { name: 'Priority tasks' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('checkbox', { name: 'Call Annika about the prints' })).toBeFocused();
    await expect(page).toHaveURL(/\/dashboard$/);

    await search(page, 'gallery');
    await expect(paletteOf(page).getByRole('group', { name: 'Routines' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('checkbox', { name: 'Email the gallery to Annika' })).toBeFocused();
  });

  await test.step('commands: Add client opens the form, Go to Notifications the screen', async () => {
    await search(page, 'add cl');
    await expect(activeOption(page)).toHaveText('Add client');
    await page.keyboard.press('Enter');
    const addClient = page.getByRole('dialog', { name: clientTexts.addNew });
    await expect(addClient.getByLabel('Client Name')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(addClient).toBeHidden();

    await page.keyboard.press('Control+K');
    await expect(fieldOf(page)).toBeFocused();
    // With nothing typed, every command is listed; the arrows reach the last one.
    const commands = paletteOf(page).getByRole('group', { name: 'Commands' }).getByRole('option');
    await expect(commands).toHaveCount(8);
    await page.keyboard.press('ArrowUp');
    await expect(activeOption(page)).toHaveText('Go to Account');
    await page.keyboard.type('notif');
    await expect(activeOption(page)).toHaveText('Go to Notifications');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/notifications$/);
  });

  await test.step('Escape closes the palette and focus returns where it was', async () => {
    const clientsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' });
    await clientsLink.focus();
    await page.keyboard.press('Control+K');
    await expect(fieldOf(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(paletteOf(page)).toBeHidden();
    await expect(clientsLink).toBeFocused();
  });
});

test('[SEARCH] at 375 px from the Search button: loading and empty states, long names wrap, axe light and dark', async ({
  page,
  signInWith,
}) => {
  const longName = `Maximiliana${'x'.repeat(45)}Photography`;
  // No colour transitions: axe must measure the colours the theme ends on.
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 375, height: 740 });
  await signInWith(page, { dashboard: { categories: ['CRM'] }, clients: [{ name: longName }] });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(fieldOf(page)).toBeFocused();
  await expect(paletteOf(page).getByText('Type 2 letters or more to find clients, leads and tasks.')).toBeVisible();
  await expectNoSeriousViolations(page, 'the command palette, light, commands only');

  await test.step('while the server answers: Searching…; then the long name, wrapped inside the sheet', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/search?**', async (route) => {
      await answered;
      await route.continue();
    });
    await fieldOf(page).fill('maximiliana');
    await expect(paletteOf(page).getByRole('status')).toHaveText('Searching…');
    answer();
    const option = paletteOf(page).getByRole('option', { name: longName });
    await expect(option).toBeVisible();
    await page.unroute('**/api/search?**');
    const box = await option.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await expectNoHorizontalScroll(page, 'the command palette at 375 px with a long name');
  });

  await test.step('nothing found: No results', async () => {
    await fieldOf(page).fill('zzqx');
    await expect(paletteOf(page).getByRole('status')).toHaveText('No results');
    await expect(paletteOf(page).getByRole('listbox')).toBeHidden();
  });

  await test.step('any text, quotes, wildcards and emoji included, gets results or none, never an error', async () => {
    await fieldOf(page).fill('%');
    await expect(paletteOf(page).getByRole('status')).toHaveText('No results');
    for (const query of ['__', `"'); drop table clients;--`, '📸📸', 'x'.repeat(10_000)]) {
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/search');
      await fieldOf(page).fill(query);
      expect((await answer).status(), query.slice(0, 40)).toBe(200);
      await expect(paletteOf(page).getByRole('status')).toHaveText('No results');
    }
  });

  await test.step('dark theme: axe again', async () => {
    await fieldOf(page).fill('maxim');
    await expect(paletteOf(page).getByRole('option', { name: longName })).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await expectNoSeriousViolations(page, 'the command palette, dark, with a result');
  });
});
