import { clientTexts, listWindowRows, profileTexts, wholeListMaxRows, type ClientList } from '@shutterdesk/core';
import type { Page, Response } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { cardOf, expectCardsFit, phoneCards, touchTargetsOf } from './support/cards';
import { chooseDate } from './support/date-picker';
import { expect, test, type ClientSpec } from './support/fixtures';
import { dragWithKeyboard } from './support/keyboard-drag';
import { namesInTable } from './support/tables';

/** Client Flow (/clients), as docs/product.md describes it. */

const thisYear = new Date().getFullYear();

const clientWithSession = (name: string, sessionDate: string): ClientSpec => ({
  name,
  session: { sessionDate, sessionType: 'Portrait', sessionPackage: 'Mini session' },
});

async function openClients(page: Page) {
  await page.goto('/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Flow' })).toBeVisible();
}

const clientsTable = (page: Page) => page.getByRole('table', { name: 'Clients' });
const rowOf = (page: Page, name: string) => clientsTable(page).getByRole('row').filter({ hasText: name });
const clientNamesInTable = (page: Page) => namesInTable(clientsTable(page));
/** The labels of the checklist columns, in their order on screen. */
const checklistHeaderLabels = (page: Page) =>
  clientsTable(page).locator('thead th button[aria-roledescription="sortable"]').allInnerTexts();

const isSave = (method: string, path: string | RegExp) => (response: Response) =>
  response.request().method() === method &&
  (typeof path === 'string' ? new URL(response.url()).pathname === path : path.test(new URL(response.url()).pathname));

test('[CLIENTS] adding a client names the blank required field, then shows the new client in the table', async ({
  page,
  createUser,
  logIn,
}) => {
  const user = await createUser();
  await logIn(page, user);
  await openClients(page);

  await expect(page.getByText('No clients yet')).toBeVisible();
  await page.getByRole('button', { name: clientTexts.addNew }).click();
  const dialog = page.getByRole('dialog', { name: clientTexts.addNew });
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(
    page.getByText('Please fill in the required fields: Client Name, Session Date, Session Package.'),
  ).toBeVisible();

  await dialog.getByLabel('Client Name').fill('Mia Hart');
  await chooseDate(page, 'Session Date', `${thisYear}-03-14`);
  await expect(dialog.getByRole('button', { name: /^Session Date:/ })).toHaveText(`Session Date: Mar 14, ${thisYear}`);
  await expect(dialog.getByLabel('Session Type')).toHaveValue('Portrait');
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByText('Please fill in the required field: Session Package.')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Session Package').selectOption('Single session');
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByText(clientTexts.added)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Mia Hart')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Session Package for Mia Hart' })).toHaveValue('Single session');
  await expect(page.getByRole('button', { name: 'Session Date for Mia Hart: Mar 14, ' + thisYear })).toBeVisible();

  await page.reload();
  await expect(rowOf(page, 'Mia Hart')).toBeVisible();
});

test('[CLIENTS] the table keeps the Add form’s rules: the session date cell cannot be cleared', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { clients: [clientWithSession('Mia Hart', `${thisYear}-03-14`)] });
  await openClients(page);

  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') saves.push(request.url());
  });
  await page.getByRole('button', { name: 'Session Date for Mia Hart: ' }).click();
  const picker = page.getByRole('dialog', { name: 'Session Date for Mia Hart', exact: true });
  await picker.getByRole('button', { name: clientTexts.clear }).click();
  await expect(page.getByText('Please fill in the required field: Session Date.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Session Date for Mia Hart: Mar 14, ' + thisYear })).toBeVisible();
  expect(saves).toEqual([]);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Session Date for Mia Hart: Mar 14, ' + thisYear })).toBeVisible();
});

test('[CLIENTS] a ticked checklist item and a changed status survive a reload', async ({ page, signInWith }) => {
  await signInWith(page, { clients: [clientWithSession('Mia Hart', `${thisYear}-03-14`)] });
  await openClients(page);

  const contractSigned = page.getByRole('checkbox', { name: 'Contract Signed for Mia Hart' });
  await expect(contractSigned).not.toBeChecked();
  const ticked = page.waitForResponse(isSave('PATCH', /^\/api\/clients\//));
  await contractSigned.click();
  await expect(contractSigned).toBeChecked();
  expect((await ticked).ok()).toBe(true);

  const makeup = page.getByRole('combobox', { name: 'Hair & Makeup for Mia Hart' });
  // Only the statuses the spec allows for hair and makeup are offered.
  await expect(makeup.getByRole('option')).toHaveText(['Scheduled', 'Not Scheduled', 'In Progress']);
  const statusSaved = page.waitForResponse(isSave('PATCH', /^\/api\/clients\//));
  await makeup.selectOption({ label: 'In Progress' });
  expect((await statusSaved).ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Contract Signed for Mia Hart' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Hair & Makeup for Mia Hart' })).toHaveValue('in progress');
});

test('[CLIENTS] the month and date filters show only the clients with a session then', async ({ page, signInWith }) => {
  await signInWith(page, {
    clients: [
      clientWithSession('March Client', `${thisYear}-03-14`),
      clientWithSession('April Client', `${thisYear}-04-02`),
      clientWithSession('Last March Client', `${thisYear - 1}-03-20`),
      { name: 'Undated Client', session: { sessionDate: '', sessionPackage: 'Mini session' } },
    ],
  });
  await openClients(page);
  await expect(clientsTable(page).getByRole('button', { name: /^Rename / })).toHaveCount(4);

  await page.getByRole('button', { name: /^Filter by session month:/ }).click();
  const picker = page.getByRole('dialog', { name: 'Filter by session month' });
  await picker.getByLabel('Month').selectOption({ label: 'March' });
  await picker.getByLabel('Year').selectOption(String(thisYear));
  await expect(picker.getByLabel('Year').getByRole('option')).toHaveCount(21);
  await picker.getByRole('button', { name: clientTexts.ok }).click();

  await expect(page.getByRole('button', { name: /^Filter by session month:/ })).toHaveText(
    `Filter by session month: Mar ${thisYear}`,
  );
  await expect.poll(() => clientNamesInTable(page)).toEqual(['March Client']);

  // 'All dates' is the whole year.
  await page.getByRole('button', { name: /^Filter by session month:/ }).click();
  await picker.getByLabel('Month').selectOption({ label: clientTexts.allDates });
  await picker.getByRole('button', { name: clientTexts.ok }).click();
  await expect.poll(async () => (await clientNamesInTable(page)).sort()).toEqual(['April Client', 'March Client']);

  await page.getByRole('button', { name: /^Filter by session month:/ }).click();
  await picker.getByRole('button', { name: clientTexts.clear }).click();
  await expect(page.getByRole('button', { name: /^Filter by session month:/ })).toHaveText(
    `Filter by session month: ${clientTexts.monthYearPlaceholder}`,
  );
  await expect(clientsTable(page).getByRole('button', { name: /^Rename / })).toHaveCount(4);

  // The single-date filter compares the whole date.
  await chooseDate(page, 'Filter by session date', `${thisYear}-04-02`);
  await expect.poll(() => clientNamesInTable(page)).toEqual(['April Client']);
  await chooseDate(page, 'Filter by session date', `${thisYear}-04-03`);
  await expect(page.getByText('No client has a session on the chosen date.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all clients' }).click();
  await expect(clientsTable(page).getByRole('button', { name: /^Rename / })).toHaveCount(4);
});

test('[CLIENTS] sorting by session date goes ascending, descending, then back, undated clients last', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, {
    clients: [
      clientWithSession('Middle', `${thisYear}-05-01`),
      { name: 'Undated', session: { sessionDate: '', sessionPackage: 'Mini session' } },
      clientWithSession('Earliest', `${thisYear}-01-10`),
      clientWithSession('Latest', `${thisYear}-09-30`),
    ],
  });
  await openClients(page);
  await expect(clientsTable(page).getByRole('button', { name: /^Rename / })).toHaveCount(4);
  const unsorted = await clientNamesInTable(page);

  const header = clientsTable(page).getByRole('columnheader', { name: 'Session Date' });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => clientNamesInTable(page)).toEqual(['Earliest', 'Middle', 'Latest', 'Undated']);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => clientNamesInTable(page)).toEqual(['Latest', 'Middle', 'Earliest', 'Undated']);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await expect.poll(() => clientNamesInTable(page)).toEqual(unsorted);
});

test('[CLIENTS] a hidden column and a column moved with the keyboard stay that way after a reload', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { clients: [clientWithSession('Mia Hart', `${thisYear}-03-14`)] });
  await openClients(page);
  await expect
    .poll(() => checklistHeaderLabels(page))
    .toEqual([
      'Contract Signed',
      'Invoice Paid',
      'Prep Email Sent',
      'Questionnaire Received',
      'Location Confirmed',
      'Asst/Second Shooter Confirmed',
      'Wardrobe Appointment',
      'Hair & Makeup',
      'Session Consultation',
    ]);

  await page.getByRole('button', { name: clientTexts.selectColumns }).click();
  const hidden = page.waitForResponse(isSave('PUT', '/api/client-headers'));
  await page
    .getByRole('dialog', { name: clientTexts.selectColumns })
    .getByRole('checkbox', { name: 'Invoice Paid' })
    .click();
  expect((await hidden).ok()).toBe(true);
  await page.keyboard.press('Escape');
  await expect(clientsTable(page).getByRole('columnheader', { name: 'Invoice Paid' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Invoice Paid for Mia Hart' })).toHaveCount(0);

  // Space picks the label up, each arrow press moves it 25 px (four to the next label), Space drops it.
  const moved = page.waitForResponse(isSave('PUT', '/api/client-headers'));
  await dragWithKeyboard(page, clientsTable(page).getByRole('button', { name: 'Contract Signed' }), {
    key: 'ArrowRight',
    pickedUp: 'Picked up column Contract Signed.',
    movedOver: 'Column Contract Signed was moved over Prep Email Sent.',
  });
  expect((await moved).ok()).toBe(true);
  const expected = ['Prep Email Sent', 'Contract Signed', 'Questionnaire Received'];
  await expect.poll(async () => (await checklistHeaderLabels(page)).slice(0, 3)).toEqual(expected);

  await page.reload();
  await expect(rowOf(page, 'Mia Hart')).toBeVisible();
  const afterReload = await checklistHeaderLabels(page);
  expect(afterReload.slice(0, 3)).toEqual(expected);
  expect(afterReload).not.toContain('Invoice Paid');
});

test('[CLIENTS] a column change the server refuses is put back with the spec message', async ({ page, signInWith }) => {
  await signInWith(page, { clients: [clientWithSession('Mia Hart', `${thisYear}-03-14`)] });
  await openClients(page);
  await page.route('**/api/client-headers', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Down for a moment' } } }),
  );

  await page.getByRole('button', { name: clientTexts.selectColumns }).click();
  await page
    .getByRole('dialog', { name: clientTexts.selectColumns })
    .getByRole('checkbox', { name: 'Invoice Paid' })
    .click();
  await expect(page.getByText(profileTexts.updateFailed)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(clientsTable(page).getByRole('columnheader', { name: 'Invoice Paid' })).toBeVisible();
});

test('[CLIENTS] a tick that cannot be saved is taken back: one message when refused, another when offline', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { clients: [clientWithSession('Mia Hart', `${thisYear}-03-14`)] });
  await openClients(page);
  const invoicePaid = page.getByRole('checkbox', { name: 'Invoice Paid for Mia Hart' });

  await page.route('**/api/clients/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Down for a moment' } } })
      : route.fallback(),
  );
  await invoicePaid.click();
  await expect(page.getByText(clientTexts.updateFailed)).toBeVisible();
  await expect(invoicePaid).not.toBeChecked();

  await page.unrouteAll();
  await page.route('**/api/clients/*', (route) =>
    route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await invoicePaid.click();
  await expect(page.getByText(clientTexts.updateError)).toBeVisible();
  await expect(invoicePaid).not.toBeChecked();
});

test('[CLIENTS] a list that cannot be loaded says so and loads on Try again', async ({ page, signInWith }) => {
  await signInWith(page, { clients: [clientWithSession('Mia Hart', `${thisYear}-03-14`)] });
  await page.route('**/api/clients', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Down for a moment' } } }),
  );
  // The browser's own read: a page opened by its address comes drawn by the server with the list.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByText(clientTexts.loadFailed)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your clients could not be loaded.' })).toBeVisible();

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(rowOf(page, 'Mia Hart')).toBeVisible();
});

test('[CLIENTS] deleting selected rows asks first and removes exactly those clients', async ({ page, signInWith }) => {
  await signInWith(page, {
    clients: [
      clientWithSession('Ava Stone', `${thisYear}-02-01`),
      clientWithSession('Ben Carter', `${thisYear}-02-02`),
      clientWithSession('Cleo Park', `${thisYear}-02-03`),
    ],
  });
  await openClients(page);

  await page.getByRole('button', { name: 'Delete mode' }).click();
  await page.getByRole('button', { name: clientTexts.deleteSelected(0) }).click();
  await expect(page.getByText(clientTexts.selectToDelete)).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select Ava Stone' }).click();
  await page.getByRole('checkbox', { name: 'Select Cleo Park' }).click();
  await page.getByRole('button', { name: clientTexts.deleteSelected(2) }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 2 clients?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(clientTexts.bulkDeleted(2))).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect.poll(() => clientNamesInTable(page)).toEqual(['Ben Carter']);

  await page.reload();
  await expect.poll(() => clientNamesInTable(page)).toEqual(['Ben Carter']);
});

test('[CLIENTS] select-all then delete, and a single row deleted from its bin', async ({ page, signInWith }) => {
  await signInWith(page, {
    clients: [
      clientWithSession('Ava Stone', `${thisYear}-02-01`),
      clientWithSession('Ben Carter', `${thisYear}-02-02`),
      clientWithSession('Cleo Park', `${thisYear}-03-03`),
    ],
  });
  await openClients(page);

  await page.getByRole('button', { name: 'Delete Cleo Park' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Cleo Park?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(clientTexts.deleted)).toBeVisible();
  await expect(rowOf(page, 'Cleo Park')).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete mode' }).click();
  await page.getByRole('checkbox', { name: 'Select all clients' }).click();
  await page.getByRole('button', { name: clientTexts.deleteSelected(2) }).click();
  await page.getByRole('alertdialog', { name: 'Delete 2 clients?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(clientTexts.bulkDeleted(2))).toBeVisible();
  await expect(page.getByText('No clients yet')).toBeVisible();
});

test('[CLIENTS] the order notes dialog saves the notes', async ({ page, signInWith }) => {
  await signInWith(page, { clients: [clientWithSession('Mia Hart', `${thisYear}-03-14`)] });
  await openClients(page);

  await page.getByRole('tab', { name: clientTexts.postSession }).click();
  await page.getByRole('button', { name: /^Order Notes for Mia Hart/ }).click();
  const dialog = page.getByRole('dialog', { name: clientTexts.orderNotesTitle('Mia Hart') });
  const notes = dialog.getByPlaceholder(clientTexts.orderNotesPlaceholder);
  await expect(notes).toHaveCSS('min-height', '200px');
  await notes.fill('Two 8x10 prints, one canvas');
  const saved = page.waitForResponse(isSave('PATCH', /^\/api\/clients\//));
  await dialog.getByRole('button', { name: clientTexts.saveNotes }).click();
  await expect(dialog).toBeHidden();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('button', { name: /^Order Notes for Mia Hart/ })).toContainText(
    'Two 8x10 prints, one canvas',
  );

  await page.reload();
  await page.getByRole('tab', { name: clientTexts.postSession }).click();
  await page.getByRole('button', { name: /^Order Notes for Mia Hart/ }).click();
  await expect(dialog.getByPlaceholder(clientTexts.orderNotesPlaceholder)).toHaveValue('Two 8x10 prints, one canvas');
  await dialog.getByRole('button', { name: clientTexts.cancel }).click();
  await expect(dialog).toBeHidden();
});

test('[CLIENTS] both checklists show side by side with View Both Sections', async ({ page, signInWith }) => {
  await signInWith(page, { clients: [clientWithSession('Mia Hart', `${thisYear}-03-14`)] });
  await openClients(page);

  await expect(page.getByRole('checkbox', { name: 'Culled for Mia Hart' })).toHaveCount(0);
  await page.getByRole('switch', { name: clientTexts.viewBoth }).click();
  await expect(page.getByRole('checkbox', { name: 'Contract Signed for Mia Hart' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Culled for Mia Hart' })).toBeAttached();
  await expect(clientsTable(page).getByRole('columnheader', { name: clientTexts.postSession })).toBeVisible();
});

/** 60 characters without a break, as a pasted name can be. */
const unbrokenName = 'MaximilianaWolkensteinRosenthalHabsburgLothringenPhotography';
const notesWithLink = 'Album proofs at https://demi.pixieset.com/harperwedding2026/album-proofs-final-selection';

test('[CLIENTS] on a 375 px phone each client is a card that does all a row does; 1280 px keeps the table', async ({
  page,
  signInWith,
}) => {
  test.slow(); // Every action of a row, once, on a card.
  await page.setViewportSize({ width: 375, height: 812 });
  await signInWith(page, {
    clients: [
      { ...clientWithSession(unbrokenName, `${thisYear}-03-14`), postSession: { orderNotes: notesWithLink } },
      clientWithSession('Mia Hart', `${thisYear}-04-02`),
      clientWithSession('Ben Carter', `${thisYear}-05-20`),
    ],
  });
  await openClients(page);

  // Cards instead of the table, and nothing wider than the phone.
  const cards = phoneCards(page, 'Clients');
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoHorizontalScroll(page, 'Client Flow cards at 375 px');
  const mia = cardOf(cards, 'Mia Hart');
  await expect(mia.getByRole('button', { name: `Session Date for Mia Hart: Apr 2, ${thisYear}` })).toBeVisible();
  await expect(mia.getByRole('combobox', { name: 'Session Package for Mia Hart' })).toHaveValue('Mini session');
  await expect(mia.getByRole('checkbox', { name: 'Contract Signed for Mia Hart' })).not.toBeChecked();
  await expect(mia.getByRole('combobox', { name: 'Hair & Makeup for Mia Hart' })).toHaveValue('not scheduled');
  await expect(cardOf(cards, unbrokenName).getByRole('button', { name: `Rename ${unbrokenName}` })).toBeVisible();
  await expectCardsFit(cards, touchTargetsOf(mia));

  // A tick and a status changed on a card are saved.
  const ticked = page.waitForResponse(isSave('PATCH', /^\/api\/clients\//));
  await mia.getByText('Contract Signed', { exact: true }).click();
  expect((await ticked).ok()).toBe(true);
  const statusSaved = page.waitForResponse(isSave('PATCH', /^\/api\/clients\//));
  await mia.getByRole('combobox', { name: 'Hair & Makeup for Mia Hart' }).selectOption({ label: 'In Progress' });
  expect((await statusSaved).ok()).toBe(true);
  await page.reload();
  await expect(mia.getByRole('checkbox', { name: 'Contract Signed for Mia Hart' })).toBeChecked();
  await expect(mia.getByRole('combobox', { name: 'Hair & Makeup for Mia Hart' })).toHaveValue('in progress');

  // The post-session checklist, with the order notes and their link wrapped inside the card.
  await page.getByRole('tab', { name: clientTexts.postSession }).click();
  const longCard = cardOf(cards, unbrokenName);
  const notes = longCard.getByRole('button', { name: new RegExp(`^Order Notes for ${unbrokenName}`) });
  await expect(notes).toContainText('https://demi.pixieset.com/');
  await expectNoHorizontalScroll(page, 'post-session cards at 375 px');
  await expectCardsFit(cards, touchTargetsOf(longCard));
  await notes.click();
  const dialog = page.getByRole('dialog', { name: clientTexts.orderNotesTitle(unbrokenName) });
  await expect(dialog.getByPlaceholder(clientTexts.orderNotesPlaceholder)).toHaveValue(notesWithLink);
  await dialog.getByRole('button', { name: clientTexts.cancel }).click();
  await expect(dialog).toBeHidden();

  // The bin of a card, then delete mode's tick on a card.
  await cardOf(cards, 'Ben Carter').getByRole('button', { name: 'Delete Ben Carter' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Ben Carter?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(clientTexts.deleted)).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete mode' }).click();
  await expect(page.getByRole('checkbox', { name: 'Select all clients' })).toBeVisible();
  await mia.getByRole('checkbox', { name: 'Select Mia Hart' }).click();
  await page.getByRole('button', { name: clientTexts.deleteSelected(1) }).click();
  await page
    .getByRole('alertdialog', { name: /^Delete / })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(cards.getByRole('listitem')).toHaveCount(1);

  // A wider screen gets the table back, and only the table.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => clientNamesInTable(page)).toEqual([unbrokenName]);
  await expect(cards).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`[CLIENTS] the empty state, the table, the phone's cards and the Add New Client dialog have no serious axe violations (${colorScheme})`, async ({
    page,
    createUser,
    createClients,
    logIn,
  }) => {
    test.slow(); // axe looks at five states of the screen.
    // Reduced motion: axe measures colours as they are drawn, so an entrance animation must not be mid-fade.
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    const user = await createUser();
    await logIn(page, user);
    await openClients(page);
    await expect(page.getByText('No clients yet')).toBeVisible();
    await expectNoSeriousViolations(page, 'the empty state');

    await createClients(user, 12, 4);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      await page.setViewportSize(viewport);
      await openClients(page);
      await page.getByRole('switch', { name: clientTexts.viewBoth }).click();
      await page.getByRole('button', { name: 'Delete mode' }).click();
      // The table from 768 px up, a card per client below.
      const records = viewport.width >= 768 ? clientsTable(page) : phoneCards(page, 'Clients');
      await expect(records.getByRole('button', { name: /^Rename / }).first()).toBeVisible();
      // Only the cards near the screen are built, as only the rows in view are.
      if (viewport.width < 768) expect(await records.getByRole('listitem').count()).toBeLessThan(12);
      await expectNoSeriousViolations(page, `Client Flow at ${viewport.width} px`);
      await expectNoHorizontalScroll(page, `Client Flow at ${viewport.width} px`);
    }
    await page.getByRole('button', { name: clientTexts.addNew }).click();
    await expect(page.getByRole('dialog', { name: clientTexts.addNew })).toBeVisible();
    await expectNoSeriousViolations(page, 'the Add New Client dialog');
  });
}

test('[CLIENTS] a list longer than the whole-list limit comes in windows: counts, scrolling, sort, filter, tick and a link', async ({
  page,
  signInWith,
}) => {
  // 1,200 clients and a dozen steps, each reading windows from the server.
  test.slow();
  const count = wholeListMaxRows + 200;
  await signInWith(page, { clients: count });
  await openClients(page);
  // The page came drawn with the list's first answer (docs/decisions/0021-server-rendering.md): the same read.
  const first = (await (await page.request.get('/api/clients')).json()) as ClientList;
  // The first answer is one window, not the whole list.
  expect(first.window).toEqual({ offset: 0, matching: count });
  expect(first.clients).toHaveLength(listWindowRows);
  await expect(page.getByRole('status').filter({ hasText: `${count} clients` })).toBeVisible();
  await expect(clientsTable(page)).toHaveAttribute('aria-rowcount', String(count + 1));

  // Scrolling to the end brings the last window in.
  const scrollArea = page.getByRole('region', { name: 'Clients' });
  await scrollArea.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(
    clientsTable(page)
      .locator(`tr[aria-rowindex="${count + 1}"]`)
      .getByRole('button', { name: /^Rename / }),
  ).toBeVisible();

  // The sort is the server's: ascending session dates from the first row, undated clients last.
  await scrollArea.evaluate((element) => element.scrollTo({ top: 0 }));
  const header = clientsTable(page).getByRole('columnheader', { name: 'Session Date' });
  await header.getByRole('button').click();
  await expect(page).toHaveURL(/sort=asc/);
  const ascending = (await (await page.request.get('/api/clients?sort=asc&limit=5')).json()) as ClientList;
  await expect
    .poll(async () => (await clientNamesInTable(page)).slice(0, 5))
    .toEqual(ascending.clients.map((client) => client.name));

  // A month filter counts exactly what passes it, from the database.
  const month = ascending.clients[0]!.session.sessionDate.slice(0, 7);
  await page.goto(`/clients?month=${month}&sort=asc`);
  const matching = (await (await page.request.get(`/api/clients?month=${month}&limit=1`)).json()) as ClientList;
  await expect(
    page.getByRole('status').filter({ hasText: `${matching.window!.matching} of ${count} clients` }),
  ).toBeVisible();

  // A tick is saved and shown at once, in a windowed view too.
  const firstName = (await clientNamesInTable(page))[0]!;
  const invoicePaid = page.getByRole('checkbox', { name: `Invoice Paid for ${firstName}` });
  const wasPaid = await invoicePaid.isChecked();
  const ticked = page.waitForResponse(isSave('PATCH', /^\/api\/clients\//));
  await invoicePaid.click();
  await expect(invoicePaid).toBeChecked({ checked: !wasPaid });
  expect((await ticked).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: `Invoice Paid for ${firstName}` })).toBeChecked({
    checked: !wasPaid,
  });

  // A link to one client deep in the list shows that row, whatever the filters.
  const deep = (await (await page.request.get(`/api/clients?offset=${count - 3}&limit=1`)).json()) as ClientList;
  const deepClient = deep.clients[0]!;
  await page.goto(`/clients?client=${deepClient.id}&month=1999-01`);
  await expect(rowOf(page, deepClient.name).first()).toHaveAttribute('aria-current', 'true');
});

test('[CLIENTS] a windowed list on a 375 px phone: cards as their windows come in, nothing wider than the phone', async ({
  page,
  signInWith,
}) => {
  test.slow(); // 1,001 clients
  await page.setViewportSize({ width: 375, height: 812 });
  const count = wholeListMaxRows + 1;
  await signInWith(page, {
    clients: [
      // The newest, so it is the first card.
      { ...clientWithSession(unbrokenName, `${thisYear}-03-14`), createdAt: `${thisYear + 1}-01-01T09:00:00Z` },
      ...Array.from({ length: count - 1 }, (_, index) => ({ name: `Client ${index + 1}` })),
    ],
  });
  await openClients(page);
  const cards = phoneCards(page, 'Clients');
  await expect(page.getByRole('status').filter({ hasText: `${count} clients` })).toBeVisible();
  await expect(cardOf(cards, unbrokenName).getByRole('button', { name: `Rename ${unbrokenName}` })).toBeVisible();
  await expectNoHorizontalScroll(page, 'windowed Client Flow cards at 375 px');

  // The last card stands in as a placeholder until its window comes in, then shows its client. The cards above
  // are measured as they pass, so the page grows while it scrolls: scrolled to the end until the end stays put.
  const lastCard = cards.locator(`li[aria-posinset="${count}"]`);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(lastCard.getByRole('button', { name: /^Rename Client / })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(cards.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoHorizontalScroll(page, 'the end of a windowed Client Flow at 375 px');
});
