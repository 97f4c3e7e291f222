import { leadTexts, listWindowRows, requiredFieldsMessage, wholeListMaxRows, type LeadList } from '@shutterdesk/core';
import type { Page } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/accessibility';
import { cardOf, expectCardsFit, phoneCards, touchTargetsOf } from './support/cards';
import { chooseDate } from './support/date-picker';
import { expect, test } from './support/fixtures';
import { namesInTable } from './support/tables';

/** Lead Flow (/leads), as docs/product.md describes it. */

async function openLeads(page: Page) {
  await page.goto('/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Flow' })).toBeVisible();
}

const leadsTable = (page: Page) => page.getByRole('table', { name: 'Leads' });
const leadNames = (page: Page) => namesInTable(leadsTable(page));
const nameButtons = (page: Page) => leadsTable(page).getByRole('button', { name: /^Rename / });

async function addLead(page: Page, name: string, booked: boolean) {
  await page.getByRole('button', { name: leadTexts.addNew }).click();
  const dialog = page.getByRole('dialog', { name: leadTexts.addNew });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Source').selectOption({ label: 'Google' });
  if (booked) {
    await dialog.getByRole('checkbox', { name: 'Booked' }).click();
    await dialog.getByLabel('Session Package').selectOption('Mini session');
  }
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(dialog).toBeHidden();
  await expect(leadsTable(page).getByRole('button', { name: `Rename ${name}` })).toBeVisible();
}

test('[LEADS] missing fields get the exact message; a booked and an unbooked lead make a 50% booking rate', async ({
  page,
  createUser,
  logIn,
}) => {
  // Two dialogs filled in one by one: more steps than most tests.
  test.slow();
  const user = await createUser();
  await logIn(page, user);
  await openLeads(page);
  await expect(page.getByText(leadTexts.empty)).toBeVisible();
  await expect(page.getByText(leadTexts.bookingRate(0))).toBeVisible();

  await page.getByRole('button', { name: leadTexts.addNew }).click();
  const dialog = page.getByRole('dialog', { name: leadTexts.addNew });
  await expect(dialog.getByLabel('Session Package')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(page.getByText(requiredFieldsMessage(['Name', 'Source'])!)).toBeVisible();
  await dialog.getByRole('button', { name: leadTexts.cancel }).click();

  await addLead(page, 'Booked Bea', true);
  await expect(page.getByText(leadTexts.added)).toBeVisible();
  await addLead(page, 'Pending Paul', false);
  await expect(page.getByText(leadTexts.bookingRate(50))).toBeVisible();
  expect(await leadNames(page)).toEqual(expect.arrayContaining(['Booked Bea', 'Pending Paul']));

  // Active means pending, Booked means booked.
  await page.getByRole('radio', { name: leadTexts.filters.active }).click();
  await expect.poll(() => leadNames(page)).toEqual(['Pending Paul']);
  await page.getByRole('radio', { name: leadTexts.filters.booked }).click();
  await expect.poll(() => leadNames(page)).toEqual(['Booked Bea']);
  await page.getByRole('radio', { name: leadTexts.filters.all }).click();
  await expect(nameButtons(page)).toHaveCount(2);
});

test('[LEADS] converting asks for the session date and package; a lead converted once offers its client instead', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { leads: [{ name: 'Carla Convert', sessionType: 'Wedding', booked: false }] });
  await openLeads(page);

  const booked = leadsTable(page).getByRole('checkbox', { name: 'Booked: Carla Convert' });
  await booked.click();
  const convert = page.getByRole('dialog', { name: leadTexts.convertTitle });
  await expect(convert).toBeVisible();
  await convert.getByRole('button', { name: leadTexts.cancel }).click();
  await expect(convert).toBeHidden();
  await expect(booked).not.toBeChecked();
  await expect(page.getByText(leadTexts.bookingRate(0))).toBeVisible();

  // Add New Client's rules: both fields are required.
  await booked.click();
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText(requiredFieldsMessage(['Session Date', 'Session Package'])!)).toBeVisible();
  await expect(convert).toBeVisible();
  await chooseDate(page, 'Session Date', `${new Date().getFullYear()}-03-14`);
  await convert.getByLabel('Session Package').selectOption('Mini session');
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText(leadTexts.converted('Carla Convert'))).toBeVisible();
  await expect(convert).toBeHidden();
  await expect(booked).toBeChecked();
  await expect(page.getByText(leadTexts.bookingRate(100))).toBeVisible();

  // Unticked and ticked again, the lead is not converted twice: the dialog offers the client it became.
  await booked.click();
  await expect(booked).not.toBeChecked();
  await booked.click();
  const alreadyClient = page.getByRole('alertdialog', { name: leadTexts.convertTitle });
  await expect(alreadyClient).toContainText(leadTexts.alreadyClient('Carla Convert'));
  await expect(alreadyClient.getByRole('button', { name: 'Convert' })).toHaveCount(0);
  await alreadyClient.getByRole('link', { name: leadTexts.openClient }).click();

  // Client Flow shows one client, with the lead's session type and the date and package given.
  await expect(page).toHaveURL(/\/clients(\?client=[\w-]+)?$/);
  const clientsTable = page.getByRole('table', { name: 'Clients' });
  await expect.poll(() => namesInTable(clientsTable)).toEqual(['Carla Convert']);
  await expect(clientsTable.getByRole('combobox', { name: 'Session Type for Carla Convert' })).toHaveValue('Wedding');
  await expect(clientsTable.getByRole('combobox', { name: 'Session Package for Carla Convert' })).toHaveValue(
    'Mini session',
  );
  await expect(
    clientsTable.getByRole('button', { name: `Session Date for Carla Convert: Mar 14, ${new Date().getFullYear()}` }),
  ).toBeVisible();
});

test('[LEADS] delete mode deletes the selected leads after confirmation', async ({ page, signInWith }) => {
  await signInWith(page, { leads: [{ name: 'Keep Kim' }, { name: 'Drop Dan' }, { name: 'Drop Dora' }] });
  await openLeads(page);
  await expect(nameButtons(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Delete mode' }).click();
  await page.getByRole('button', { name: 'Delete Selected (0)' }).click();
  await expect(page.getByText(leadTexts.selectToDelete)).toBeVisible();

  await leadsTable(page).getByRole('checkbox', { name: 'Select Drop Dan' }).check();
  await leadsTable(page).getByRole('checkbox', { name: 'Select Drop Dora' }).check();
  await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 2 leads?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(leadTexts.deleted)).toBeVisible();
  await expect.poll(() => leadNames(page)).toEqual(['Keep Kim']);
});

test('[LEADS] sorts by inquiry date and filters by platform', async ({ page, signInWith }) => {
  await signInWith(page, {
    leads: [
      { name: 'March Mo', inquiryDate: '2026-03-01', source: '1' },
      { name: 'January Jo', inquiryDate: '2026-01-01', source: '3' },
      { name: 'February Flo', inquiryDate: '2026-02-01', source: '1' },
    ],
  });
  await openLeads(page);

  const inquiryHeader = leadsTable(page).getByRole('columnheader', { name: 'Inquiry Date' });
  await inquiryHeader.getByRole('button').click();
  await expect(inquiryHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => leadNames(page)).toEqual(['January Jo', 'February Flo', 'March Mo']);
  await inquiryHeader.getByRole('button').click();
  await expect(inquiryHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => leadNames(page)).toEqual(['March Mo', 'February Flo', 'January Jo']);

  await page.getByLabel('Filter by platform').selectOption({ label: 'Google' });
  await expect.poll(() => leadNames(page)).toEqual(['January Jo']);
  await page.getByLabel('Filter by platform').selectOption({ label: 'All platforms' });
  await expect(nameButtons(page)).toHaveCount(3);
});

test('[LEADS] a name edited in place, notes saved in the Lead Notes dialog and a row deleted from its bin', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { leads: [{ name: 'Nora Notes', notes: '' }, { name: 'Gone Gail' }] });
  await openLeads(page);

  await leadsTable(page).getByRole('button', { name: 'Rename Nora Notes' }).click();
  const nameField = leadsTable(page).getByRole('textbox', { name: 'Name of Nora Notes' });
  await nameField.fill('Nora North');
  await nameField.press('Enter');
  await expect(leadsTable(page).getByRole('button', { name: 'Rename Nora North' })).toBeVisible();

  await leadsTable(page).getByRole('button', { name: 'Notes of Nora North' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lead Notes - Nora North' });
  const notes = dialog.getByRole('textbox', { name: 'Lead notes' });
  await expect(notes).toHaveCSS('min-height', '200px');
  await notes.fill('Wants a spring date, prefers email');
  await dialog.getByRole('button', { name: leadTexts.saveNotes }).click();
  await expect(dialog).toBeHidden();
  await expect(leadsTable(page).getByRole('button', { name: 'Notes of Nora North' })).toHaveText(
    'Wants a spring date, prefers email',
  );

  await leadsTable(page).getByRole('button', { name: 'Delete Gone Gail' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Gone Gail?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(leadTexts.deleted)).toBeVisible();

  await page.reload();
  await expect.poll(() => leadNames(page)).toEqual(['Nora North']);
  await expect(leadsTable(page).getByRole('button', { name: 'Notes of Nora North' })).toHaveText(
    'Wants a spring date, prefers email',
  );
});

test('[LEADS] a list that cannot be loaded says so and loads on Try again', async ({ page, signInWith }) => {
  await signInWith(page, { leads: [{ name: 'Retry Rita' }] });
  await page.route('**/api/leads', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Down for a moment' } } }),
  );
  // The browser's own read: a page opened by its address comes drawn by the server with the list.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByText(leadTexts.loadFailed).first()).toBeVisible();

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => leadNames(page)).toEqual(['Retry Rita']);
});

test('[LEADS] on a 375 px phone each lead is a card that does all a row does; 1280 px keeps the table', async ({
  page,
  signInWith,
}) => {
  test.slow(); // Every action of a row, once, on a card.
  const year = new Date().getFullYear();
  // 60 characters without a break, and notes holding a long link.
  const unbrokenName = 'BartholomewFeatherstonehaughCholmondeleyWrottesleyStudiosLtd';
  const notesWithLink = 'Saw the gallery at https://demi.pixieset.com/harperwedding2026/engagement-session-favourites';
  await page.setViewportSize({ width: 375, height: 812 });
  await signInWith(page, {
    leads: [
      { name: unbrokenName, notes: notesWithLink, inquiryDate: `${year}-02-03` },
      { name: 'Phone Phil', inquiryDate: `${year}-02-10`, followUp: `${year}-02-17`, source: '1' },
      { name: 'Gone Gail', inquiryDate: `${year}-02-12` },
    ],
  });
  await openLeads(page);

  // Cards instead of the table, and nothing wider than the phone.
  const cards = phoneCards(page, 'Leads');
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoHorizontalScroll(page, 'Lead Flow cards at 375 px');
  const phil = cardOf(cards, 'Phone Phil');
  await expect(phil.getByRole('button', { name: `Inquiry Date of Phone Phil: Feb 10, ${year}` })).toBeVisible();
  await expect(phil.getByRole('button', { name: `Follow-up of Phone Phil: Feb 17, ${year}` })).toBeVisible();
  await expect(phil.getByRole('combobox', { name: 'Source of Phone Phil' })).toHaveValue('1');
  await expect(phil.getByRole('checkbox', { name: 'CRM Workflow of Phone Phil' })).not.toBeChecked();
  await expect(phil.getByRole('checkbox', { name: 'Booked: Phone Phil' })).not.toBeChecked();
  await expectCardsFit(cards, touchTargetsOf(phil));
  const longCard = cardOf(cards, unbrokenName);
  await expect(longCard.getByRole('button', { name: `Notes of ${unbrokenName}`, exact: true })).toContainText(
    'https://demi.pixieset.com/',
  );
  await expectCardsFit(cards, touchTargetsOf(longCard));

  // Newest inquiry first, and the sort above the cards steps through the same orders as the table's header.
  const cardNames = () =>
    cards.getByRole('heading', { level: 2 }).evaluateAll((headings) => headings.map((heading) => heading.ariaLabel));
  await expect.poll(cardNames).toEqual(['Gone Gail', 'Phone Phil', unbrokenName]);
  await page.getByRole('button', { name: /^Sort by Inquiry Date/ }).click();
  await expect.poll(cardNames).toEqual([unbrokenName, 'Phone Phil', 'Gone Gail']);

  // A tick, a contact field and notes changed on a card are saved.
  await phil.getByText('CRM Workflow', { exact: true }).click();
  await phil.getByRole('combobox', { name: 'Contact Method of Phone Phil' }).selectOption('Phone call');
  await phil.getByRole('button', { name: 'Notes of Phone Phil', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Lead Notes - Phone Phil' });
  await dialog.getByRole('textbox', { name: 'Lead notes' }).fill('Call after 5 pm');
  await dialog.getByRole('button', { name: leadTexts.saveNotes }).click();
  await expect(dialog).toBeHidden();
  await expect(phil.getByRole('button', { name: 'Notes of Phone Phil', exact: true })).toHaveText('Call after 5 pm');
  await page.reload();
  await expect(phil.getByRole('checkbox', { name: 'CRM Workflow of Phone Phil' })).toBeChecked();
  await expect(phil.getByRole('combobox', { name: 'Contact Method of Phone Phil' })).toHaveValue('Phone call');
  await expect(phil.getByRole('button', { name: 'Notes of Phone Phil', exact: true })).toHaveText('Call after 5 pm');

  // Booked on a card asks to convert, as in the table.
  await phil.getByText('Booked', { exact: true }).click();
  const convert = page.getByRole('dialog', { name: leadTexts.convertTitle });
  await expect(convert).toBeVisible();
  await expectNoHorizontalScroll(page, 'the convert dialog at 375 px');
  await convert.getByRole('button', { name: leadTexts.cancel }).click();
  await expect(phil.getByRole('checkbox', { name: 'Booked: Phone Phil' })).not.toBeChecked();

  // The bin of a card, then delete mode's tick on a card.
  await cardOf(cards, 'Gone Gail').getByRole('button', { name: 'Delete Gone Gail' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Gone Gail?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(leadTexts.deleted)).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete mode' }).click();
  await expect(page.getByRole('checkbox', { name: 'Select all leads' })).toBeVisible();
  await longCard.getByRole('checkbox', { name: `Select ${unbrokenName}` }).click();
  await page.getByRole('button', { name: 'Delete Selected (1)' }).click();
  await page
    .getByRole('alertdialog', { name: /^Delete / })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(cards.getByRole('listitem')).toHaveCount(1);

  // A wider screen gets the table back, and only the table.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => leadNames(page)).toEqual(['Phone Phil']);
  await expect(cards).toHaveCount(0);
});

test('[LEADS] a list longer than the whole-list limit comes in windows, with the exact counts and booking rate', async ({
  page,
  signInWith,
}) => {
  // 1,200 leads, each view read from the server.
  test.slow();
  const count = wholeListMaxRows + 200;
  await signInWith(page, { leads: count });
  await openLeads(page);
  // The page came drawn with the list's first answer (docs/decisions/0021-server-rendering.md): the same read.
  const first = (await (await page.request.get('/api/leads')).json()) as LeadList;
  expect(first.window).toEqual({ offset: 0, matching: count });
  expect(first.leads).toHaveLength(listWindowRows);
  await expect(page.getByText(leadTexts.bookingRate(first.bookingRate))).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${count} leads` })).toBeVisible();

  // Booked only: the count is the database's, the booking rate stays that of all leads.
  await page.getByRole('radio', { name: leadTexts.filters.booked }).click();
  const booked = (await (await page.request.get('/api/leads?status=booked&limit=1')).json()) as LeadList;
  await expect(
    page.getByRole('status').filter({ hasText: `${booked.window!.matching} of ${count} leads` }),
  ).toBeVisible();
  await expect(page.getByText(leadTexts.bookingRate(first.bookingRate))).toBeVisible();

  // The inquiry date sort is the server's.
  await page.getByRole('radio', { name: leadTexts.filters.all }).click();
  const inquiryHeader = leadsTable(page).getByRole('columnheader', { name: 'Inquiry Date' });
  await inquiryHeader.getByRole('button').click();
  const ascending = (await (await page.request.get('/api/leads?sort=asc&limit=5')).json()) as LeadList;
  await expect.poll(async () => (await leadNames(page)).slice(0, 5)).toEqual(ascending.leads.map((lead) => lead.name));

  // Scrolling to the end brings the last window in.
  const scrollArea = page.getByRole('region', { name: 'Leads' });
  await scrollArea.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(
    leadsTable(page)
      .locator(`tr[aria-rowindex="${count + 1}"]`)
      .getByRole('button', { name: /^Rename / }),
  ).toBeVisible();
});
