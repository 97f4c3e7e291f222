import { clientTexts, sessionTemplateMessages, sessionTemplateTexts } from '@shutterdesk/core';
import type { Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { cardOf, phoneCards } from './support/cards';
import { chooseDate } from './support/date-picker';
import { expect, test } from './support/fixtures';

/** Session templates (docs/decisions/0018-session-templates.md): the editor, and the steps on Client Flow. */

/** yyyy-MM-dd, `days` from today in the browser's (and the test's) local time. */
function localDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const longWord = 'Supercalifragilisticexpialidociousnesses'; // 40 characters

async function openTemplates(page: Page) {
  await page.goto('/clients');
  await page.getByRole('link', { name: 'Session templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: sessionTemplateTexts.pageTitle })).toBeVisible();
}

/** Fills step `number` (1-based) of the editor. */
async function fillStep(page: Page, number: number, name: string, when: string, days?: number) {
  await page.getByLabel(`Step ${number} name`).fill(name);
  await page.getByLabel(`Step ${number} due`).selectOption({ label: when });
  if (days !== undefined) await page.getByLabel(`Step ${number} days`).fill(String(days));
}

async function addWeddingClient(page: Page, name: string, sessionDate: string) {
  await page.getByRole('button', { name: clientTexts.addNew }).first().click();
  const dialog = page.getByRole('dialog', { name: clientTexts.addNew });
  await dialog.getByLabel('Client Name').fill(name);
  await chooseDate(page, 'Session Date', sessionDate);
  await dialog.getByLabel('Session Type').selectOption('Wedding');
  await dialog.getByLabel('Session Package').selectOption('Single session');
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByText(clientTexts.added)).toBeVisible();
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`[TEMPLATES] define a Wedding template, and a new Wedding client shows its steps, overdue marked, ticked in a dialog (${colorScheme})`, async ({
    page,
    createUser,
    logIn,
  }) => {
    test.slow(); // axe looks at several states of two screens.
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    const user = await createUser();
    await logIn(page, user);
    await openTemplates(page);

    // Empty: no template for the first session type yet.
    await expect(page.getByRole('heading', { name: 'No Portrait template yet' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the templates screen, empty');
    await page.getByLabel('Session type').selectOption('Wedding');
    await page.getByRole('button', { name: 'Add first step' }).click();

    // Bad input is named on the step, and nothing is saved.
    await fillStep(page, 1, 'x'.repeat(81), 'Days before the session', 1000000);
    await page.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByText(sessionTemplateMessages.stepNameTooLong)).toBeVisible();
    await expect(page.getByText(sessionTemplateMessages.offsetTooFar)).toBeVisible();
    await expectNoSeriousViolations(page, 'the template editor with errors');

    await fillStep(page, 1, 'Timeline call', 'Days before the session', 14);
    await page.getByRole('button', { name: 'Add step' }).click();
    await fillStep(page, 2, 'Contract signed', 'Days before the session', 90);
    await page.getByRole('button', { name: 'Add step' }).click();
    await fillStep(page, 3, `Thank-you card ${longWord}`, 'Days after the session', 3);
    // Reordered with the keyboard: Contract signed first.
    await page.getByRole('button', { name: 'Move up step 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Step 1 name')).toHaveValue('Contract signed');
    // At the top its Move up is off: the focus stays with the step, on its Move down.
    await expect(page.getByRole('button', { name: 'Move down step 1' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Step 2 name')).toHaveValue('Contract signed');
    await expect(page.getByRole('button', { name: 'Move down step 2' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Step 1 name')).toHaveValue('Contract signed');
    await page.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByText(sessionTemplateTexts.saved)).toBeVisible();
    await expect(page.getByLabel('Session type')).toHaveValue('Wedding');
    await expect(page.getByRole('option', { name: 'Wedding (3 steps)' })).toBeAttached();
    await expectNoSeriousViolations(page, 'the saved template');

    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoHorizontalScroll(page, 'the templates screen at 375 px');
    await page.setViewportSize({ width: 1280, height: 800 });

    // A Wedding client with the session in 5 days: Contract signed (85 days ago) and Timeline call (9 days ago)
    // are overdue.
    await page.getByRole('link', { name: 'Client Flow' }).click();
    await expect(page.getByText('No clients yet')).toBeVisible();
    await addWeddingClient(page, 'Ada Wedding', localDate(5));
    const steps = page.getByRole('button', { name: /^Steps for Ada Wedding: 0 of 3 done\. Overdue: Contract signed/ });
    await expect(steps).toBeVisible();
    await expect(steps).toContainText('0/3');
    await expect(steps).toContainText('Overdue: Contract signed');
    await expectNoSeriousViolations(page, 'Client Flow with a Steps cell');

    await steps.click();
    const dialog = page.getByRole('dialog', { name: sessionTemplateTexts.stepsTitle('Ada Wedding') });
    await expect(dialog.getByRole('checkbox')).toHaveCount(3);
    await expect(dialog.getByText('Overdue')).toHaveCount(2);
    await expectNoSeriousViolations(page, 'the Steps dialog');
    await dialog.getByRole('checkbox', { name: 'Contract signed' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Contract signed' })).toBeChecked();
    await expect(dialog.getByText('Overdue')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('button', { name: /^Steps for Ada Wedding: 1 of 3 done\. Overdue: Timeline call/ }),
    ).toBeVisible();

    // Kept after a reload; on a phone the card has the same Steps control, and nothing scrolls sideways.
    await page.reload();
    await page.setViewportSize({ width: 375, height: 740 });
    const card = cardOf(phoneCards(page, 'Clients'), 'Ada Wedding');
    await expect(card.getByRole('button', { name: /^Steps for Ada Wedding: 1 of 3 done/ })).toBeVisible();
    await expectNoHorizontalScroll(page, 'Client Flow at 375 px');
    await card.getByRole('button', { name: /^Steps for Ada Wedding/ }).click();
    await expect(page.getByRole('dialog').getByText(`Thank-you card ${longWord}`)).toBeVisible();
    await expectNoHorizontalScroll(page, 'the Steps dialog at 375 px');
    await expectNoSeriousViolations(page, 'the Steps dialog at 375 px');
  });
}

test("[TEMPLATES] a step added to a saved template shows on its clients' Steps when Client Flow opens again", async ({
  page,
  signInWith,
}) => {
  await signInWith(page, {});
  const step = (name: string) => ({ name, dueOffsetDays: null, sendsTemplateId: null, sendMode: null });
  const saved = await page.request.put('/api/session-templates/Family', { data: { steps: [step('Outfit check')] } });
  expect(saved.status()).toBe(200);
  const added = await page.request.post('/api/clients', {
    data: { name: 'Fern Family', sessionType: 'Family', sessionDate: localDate(30), sessionPackage: 'Single session' },
  });
  expect(added.status()).toBe(201);

  await page.goto('/clients');
  await expect(page.getByRole('button', { name: /^Steps for Fern Family: 0 of 1 done/ })).toBeVisible();
  // Within the seconds Client Flow's step summaries count as fresh: the save itself has them read again.
  await page.getByRole('link', { name: 'Session templates' }).click();
  await page.getByLabel('Session type').selectOption('Family');
  await page.getByRole('button', { name: 'Add step' }).click();
  await fillStep(page, 2, 'Print order', 'No due day');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText(sessionTemplateTexts.saved)).toBeVisible();
  await page.getByRole('link', { name: 'Client Flow' }).click();
  await expect(page.getByRole('button', { name: /^Steps for Fern Family: 0 of 2 done/ })).toBeVisible();
});

test('[TEMPLATES] deleting a template asks first, then the session type is back to the checklist alone', async ({
  page,
  createUser,
  logIn,
}) => {
  const user = await createUser();
  await logIn(page, user);
  await openTemplates(page);
  await page.getByLabel('Session type').selectOption('Family');
  await page.getByRole('button', { name: 'Add first step' }).click();
  await fillStep(page, 1, 'Outfit check', 'On the session day');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText(sessionTemplateTexts.saved)).toBeVisible();

  await page.getByRole('button', { name: 'Delete template' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete the Family template?' });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Step 1 name')).toHaveValue('Outfit check');
  await page.getByRole('button', { name: 'Delete template' }).click();
  await question.getByRole('button', { name: 'Delete template' }).click();
  await expect(page.getByText(sessionTemplateTexts.deleted)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Family template yet' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('option', { name: /^Family \(/ })).toHaveCount(0);
});
