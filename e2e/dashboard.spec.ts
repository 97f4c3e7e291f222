import {
  categoryNameMaxLength,
  dashboardTexts,
  motivationalMessages,
  taskTexts,
  type TaskCategory,
} from '@shutterdesk/core';
import type { Locator, Page, Request, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { dragWithKeyboard } from './support/keyboard-drag';

/** The Dashboard, as docs/product.md describes it. */

const financeTasks = [
  { title: 'Send invoices', category: 'Finance', frequency: 'daily' },
  { title: 'Check on payments', category: 'Finance', frequency: 'daily' },
  { title: 'Bookkeeping', category: 'Finance', frequency: 'weekly' },
] as const;
const crmTasks = [{ title: 'Follow up with leads', category: 'CRM', frequency: 'daily' }] as const;

/** A card by its title: its category, or the name the user gave it. */
const card = (page: Page, title: TaskCategory | string) => page.getByRole('region', { name: title, exact: true });
const pointsBadge = (page: Page) => page.getByText(/^\d+ points?$/);
const taskTitlesIn = (list: Locator) => list.getByRole('checkbox');
const cardHeadings = (page: Page) => page.getByRole('heading', { level: 3 });

/** In an open Finance card's edit mode: Send invoices one place down, over Check on payments. */
const dragSendInvoicesDown = (page: Page) =>
  dragWithKeyboard(page, card(page, 'Finance').getByRole('button', { name: 'Move Send invoices' }), {
    key: 'ArrowDown',
    pickedUp: 'Picked up task Send invoices.',
    movedOver: 'Task Send invoices was moved over Check on payments.',
  });

async function openDashboard(page: Page) {
  // Signing in already opened it.
  if (new URL(page.url()).pathname !== '/dashboard') await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: dashboardTexts.welcome('Ava Lens') })).toBeVisible();
}

test('[DASHBOARD] completing a daily task earns a point, and un-completing it takes the point back', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { dashboard: { categories: ['CRM', 'Finance'], tasks: [...crmTasks, ...financeTasks] } });
  await openDashboard(page);
  await expect(pointsBadge(page)).toHaveText('0 points');

  const sendInvoices = page.getByRole('checkbox', { name: 'Send invoices' });
  await sendInvoices.click();
  await expect(sendInvoices).toBeChecked();
  await expect(page.getByText('+1 point earned!')).toBeVisible();
  await expect(pointsBadge(page)).toHaveText('1 point');

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Send invoices' })).toBeChecked();
  await expect(pointsBadge(page)).toHaveText('1 point');

  await page.getByRole('checkbox', { name: 'Send invoices' }).click();
  await expect(page.getByRole('checkbox', { name: 'Send invoices' })).not.toBeChecked();
  await expect(pointsBadge(page)).toHaveText('0 points');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Send invoices' })).not.toBeChecked();
  await expect(pointsBadge(page)).toHaveText('0 points');
});

test('[DASHBOARD] finishing every task of a card fires confetti for a moment and one motivational toast', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { dashboard: { categories: ['CRM', 'Finance'], tasks: [...crmTasks, ...financeTasks] } });
  await openDashboard(page);

  // CRM has one task: completing it finishes the card (Finance still has open tasks).
  await page.getByRole('checkbox', { name: 'Follow up with leads' }).click();
  const motivational = new RegExp(`^(${motivationalMessages.map(escapeRegExp).join('|')})$`);
  await expect(page.getByText(motivational)).toBeVisible();
  // canvas-confetti draws on a canvas of its own, removed once the 3 s burst is over.
  const confetti = page.locator('body > canvas');
  await expect(confetti).toBeAttached();
  await expect(confetti).not.toBeAttached({ timeout: 10_000 });
});

test('[DASHBOARD] the priority list stops at 10: 3 prominent, the rest under Additional Tasks, the input disabled', async ({
  page,
  createUser,
  setUpDashboard,
  logIn,
}) => {
  const user = await createUser();
  const nine = Array.from({ length: 9 }, (_, index) => `Priority ${index + 1}`);
  await setUpDashboard(user, { categories: ['CRM'], tasks: [...crmTasks], priorityTasks: nine });
  await logIn(page, user);
  await openDashboard(page);

  const priority = page.getByRole('region', { name: dashboardTexts.priorityTasks });
  const input = priority.getByRole('textbox', { name: 'Add a priority task' });
  await expect(priority.getByText('9 of 10')).toBeVisible();

  // Blank input is ignored.
  await input.fill('   ');
  await input.press('Enter');
  await expect(priority.getByText('9 of 10')).toBeVisible();

  await input.fill('Call the venue');
  await input.press('Enter');
  await expect(priority.getByText('10 of 10')).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(priority.getByText(/Delete one to add another/)).toBeVisible();

  // Newest first: the new one and the two newest of the nine are prominent.
  const prominent = priority.getByRole('list', { name: 'Top priority tasks' });
  await expect(taskTitlesIn(prominent)).toHaveCount(3);
  await expect(prominent.getByRole('checkbox', { name: 'Call the venue' })).toBeVisible();
  await expect(prominent.getByRole('checkbox', { name: 'Priority 9' })).toBeVisible();
  await expect(prominent.getByRole('checkbox', { name: 'Priority 8' })).toBeVisible();

  const additional = priority.getByRole('list', { name: dashboardTexts.additionalTasks });
  await expect(additional).toBeHidden();
  await priority.getByRole('button', { name: new RegExp(dashboardTexts.additionalTasks) }).click();
  await expect(taskTitlesIn(additional)).toHaveCount(7);
  await expect(additional.getByRole('checkbox', { name: 'Priority 1' })).toBeVisible();

  // Deleting one opens the input again.
  await prominent.getByRole('button', { name: 'Delete Call the venue' }).click();
  await expect(page.getByText(taskTexts.deleted)).toBeVisible();
  await expect(input).toBeEnabled();
});

test('[DASHBOARD] a task dragged with the keyboard keeps its new place after a reload', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { dashboard: { categories: ['Finance'], tasks: [...financeTasks] } });
  // Tall enough that the page cannot scroll: dnd-kit's keyboard sensor scrolls a scrollable page instead of
  // moving the item while it sits in the lower half of the viewport.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await openDashboard(page);

  const finance = card(page, 'Finance');
  const tasks = finance.getByRole('list', { name: 'Finance tasks' });
  await expectTitles(tasks, ['Send invoices', 'Check on payments', 'Bookkeeping']);
  await finance.getByRole('button', { name: 'Edit Finance' }).click();

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/tasks/order'));
  await dragSendInvoicesDown(page);
  expect((await saved).status()).toBe(204);
  await expect(page.getByText('Task Send invoices was dropped over Check on payments.')).toBeAttached();
  await expectTitles(tasks, ['Check on payments', 'Send invoices', 'Bookkeeping']);

  await page.reload();
  await expectTitles(card(page, 'Finance').getByRole('list', { name: 'Finance tasks' }), [
    'Check on payments',
    'Send invoices',
    'Bookkeeping',
  ]);
});

test('[DASHBOARD] a failed save puts things back: the checkbox and the task order, with the spec toasts', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { dashboard: { categories: ['Finance'], tasks: [...financeTasks] } });
  await page.setViewportSize({ width: 1280, height: 1600 });
  await openDashboard(page);
  const failWith503 = (route: Route) =>
    route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Down for a moment.' } } });
  await page.route('**/api/tasks/*/completion', failWith503);
  await page.route('**/api/tasks/order', failWith503);

  await page.getByRole('checkbox', { name: 'Send invoices' }).click();
  await expect(page.getByText(taskTexts.completeFailed)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Send invoices' })).not.toBeChecked();
  await expect(pointsBadge(page)).toHaveText('0 points');

  const finance = card(page, 'Finance');
  await finance.getByRole('button', { name: 'Edit Finance' }).click();
  await dragSendInvoicesDown(page);
  await expect(page.getByText(taskTexts.orderFailed)).toBeVisible();
  await expectTitles(finance.getByRole('list', { name: 'Finance tasks' }), [
    'Send invoices',
    'Check on payments',
    'Bookkeeping',
  ]);
});

test('[DASHBOARD] a card dragged by its grip keeps its new place after a reload', async ({ page, signInWith }) => {
  await signInWith(page, { dashboard: { categories: ['CRM', 'Finance'], tasks: [...crmTasks, ...financeTasks] } });
  await openDashboard(page);
  await expect(cardHeadings(page)).toHaveText(['CRM', 'Finance']);

  // From the CRM card's grip to the Finance card's: the dragged card then lies exactly over the Finance card.
  const from = await page.getByRole('button', { name: 'Move the CRM card' }).boundingBox();
  const to = await page.getByRole('button', { name: 'Move the Finance card' }).boundingBox();
  if (!from || !to) throw new Error('Both grips must be on screen.');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/task-categories/order'));
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  await expect(cardHeadings(page)).toHaveText(['Finance', 'CRM']);

  await page.reload();
  await expect(cardHeadings(page)).toHaveText(['Finance', 'CRM']);
});

test('[DASHBOARD] the Done filter shows only the tasks done in this period', async ({ page, signInWith }) => {
  await signInWith(page, { dashboard: { categories: ['CRM', 'Finance'], tasks: [...crmTasks, ...financeTasks] } });
  await openDashboard(page);

  await page.getByRole('checkbox', { name: 'Check on payments' }).click();
  await expect(pointsBadge(page)).toHaveText('1 point');

  const filters = page.getByRole('radiogroup', { name: 'Show tasks' });
  await expect(filters.getByRole('radio')).toHaveText(['All', 'Daily', 'Weekly', 'Monthly', 'Yearly', 'Done']);
  await filters.getByRole('radio', { name: 'Done' }).click();
  await expect(filters.getByRole('radio', { name: 'Done' })).toBeChecked();
  const shown = page.getByRole('checkbox');
  await expect(shown).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: 'Check on payments' })).toBeChecked();
  await expect(card(page, 'CRM').getByText('Nothing done on this card yet in this period.')).toBeVisible();

  await filters.getByRole('radio', { name: 'Weekly' }).click();
  await expect(shown).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: 'Bookkeeping' })).toBeVisible();

  await filters.getByRole('radio', { name: 'All' }).click();
  await expect(shown).toHaveCount(4);

  // One tab stop, on the chosen filter; the arrow keys move round the group, Home and End to its ends, and Space
  // or Enter chooses.
  await expect(filters.locator('[tabindex="0"]')).toHaveText('All');
  await page.keyboard.press('ArrowLeft');
  await expect(filters.getByRole('radio', { name: 'Done' })).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(filters.getByRole('radio', { name: 'Daily' })).toBeFocused();
  await expect(filters.getByRole('radio', { name: 'All' })).toBeChecked();
  await page.keyboard.press('Space');
  await expect(filters.getByRole('radio', { name: 'Daily' })).toBeChecked();
  await expect(filters.locator('[tabindex="0"]')).toHaveText('Daily');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(filters.getByRole('radio', { name: 'Done' })).toBeChecked();
  await expect(shown).toHaveCount(1);
});

test('[DASHBOARD] in edit mode a task can be added, edited in place (Escape cancels) and deleted, and the card link set', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { dashboard: { categories: ['Finance'], tasks: [...financeTasks] } });
  await openDashboard(page);
  const finance = card(page, 'Finance');
  await finance.getByRole('button', { name: 'Edit Finance' }).click();

  // Add: blank titles cannot be added.
  const add = finance.getByRole('button', { name: 'Add task' });
  await expect(add).toBeDisabled();
  await finance.getByLabel('New task').fill('Back up cards');
  await finance.getByLabel('Frequency').selectOption('weekly');
  await add.click();
  const added = finance.getByRole('checkbox', { name: 'Back up cards' });
  await expect(added).toBeVisible();
  await expect(
    finance.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: 'Back up cards' }) }),
  ).toContainText('Weekly');
  await expect(finance.getByLabel('New task')).toHaveValue('');

  // Edit in place: Escape puts the old title back; Enter saves.
  await finance.getByRole('button', { name: 'Edit Back up cards' }).click();
  await finance.getByRole('textbox', { name: 'Edit title of Back up cards' }).fill('Back up memory cards');
  await page.keyboard.press('Escape');
  await expect(finance.getByRole('checkbox', { name: 'Back up cards' })).toBeVisible();
  await finance.getByRole('button', { name: 'Edit Back up cards' }).click();
  await finance.getByRole('textbox', { name: 'Edit title of Back up cards' }).fill('Back up memory cards');
  await page.keyboard.press('Enter');
  await expect(finance.getByRole('checkbox', { name: 'Back up memory cards' })).toBeVisible();

  // The card link: https:// is put in front.
  await finance.getByLabel('Finance link').fill('bank.example.com');
  await finance.getByRole('button', { name: 'Save link' }).click();
  await expect(finance.getByLabel('Finance link')).toHaveValue('https://bank.example.com');
  await expect(finance.getByRole('link', { name: /bank\.example\.com/ })).toHaveAttribute(
    'href',
    'https://bank.example.com',
  );

  await page.reload();
  const reloaded = card(page, 'Finance');
  await expect(reloaded.getByRole('checkbox', { name: 'Back up memory cards' })).toBeVisible();
  await expect(reloaded.getByRole('link', { name: /bank\.example\.com/ })).toBeVisible();

  // Delete.
  await reloaded.getByRole('button', { name: 'Edit Finance' }).click();
  await reloaded.getByRole('button', { name: 'Delete Back up memory cards' }).click();
  await expect(page.getByText(taskTexts.deleted)).toBeVisible();
  await expect(reloaded.getByRole('checkbox', { name: 'Back up memory cards' })).toHaveCount(0);
  await page.reload();
  await expect(card(page, 'Finance').getByRole('checkbox', { name: 'Send invoices' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Back up memory cards' })).toHaveCount(0);
});

test('[DASHBOARD] Add Category lists only the categories not on the dashboard, and Add waits for a choice', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { dashboard: { categories: ['CRM', 'Finance'], tasks: [...crmTasks] } });
  await openDashboard(page);

  await page.getByRole('button', { name: dashboardTexts.addCategory }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio')).toHaveCount(7);
  await expect(dialog.getByRole('radio', { name: 'CRM' })).toHaveCount(0);
  await expect(dialog.getByRole('radio', { name: 'Finance' })).toHaveCount(0);
  const addButton = dialog.getByRole('button', { name: 'Add', exact: true });
  await expect(addButton).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Website' }).check();
  await expect(addButton).toBeEnabled();
  await addButton.click();
  await expect(dialog).toBeHidden();
  await expect(cardHeadings(page)).toHaveText(['CRM', 'Finance', 'Website']);

  await page.reload();
  await expect(cardHeadings(page)).toHaveText(['CRM', 'Finance', 'Website']);
  await page.getByRole('button', { name: dashboardTexts.addCategory }).click();
  await expect(page.getByRole('dialog').getByRole('radio')).toHaveCount(6);
  await expect(page.getByRole('dialog').getByRole('radio', { name: 'Website' })).toHaveCount(0);
});

test('[DASHBOARD] a user without categories is told to complete onboarding and sent to /welcome', async ({
  page,
  createUser,
  logIn,
}) => {
  const user = await createUser();
  await logIn(page, user);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByText(dashboardTexts.needsCategory)).toBeVisible();
});

/** Every DELETE of a task or priority task the page sends, from now on. */
function deletesSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'DELETE' && /\/api\/(priority-)?tasks\//.test(request.url())) sent.push(request.url());
  });
  return sent;
}

const undoButton = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true });

test('[DASHBOARD] a deleted routine comes back in its place with Undo, with nothing deleted; without Undo it goes', async ({
  page,
  signInWith,
}) => {
  test.slow(); // It waits out the Undo window.
  await signInWith(page, { dashboard: { categories: ['Finance'], tasks: [...financeTasks] } });
  await openDashboard(page);
  const sent = deletesSent(page);
  const tasks = () => card(page, 'Finance').getByRole('list', { name: 'Finance tasks' });
  // Done and worth a point before the delete: both must survive delete + Undo.
  await page.getByRole('checkbox', { name: 'Check on payments' }).click();
  await expect(pointsBadge(page)).toHaveText('1 point');
  await card(page, 'Finance').getByRole('button', { name: 'Edit Finance' }).click();

  await card(page, 'Finance').getByRole('button', { name: 'Delete Check on payments' }).click();
  await expect(page.getByText(taskTexts.deleted)).toBeVisible();
  await expectTitles(tasks(), ['Send invoices', 'Bookkeeping']);
  await undoButton(page).click();
  await expectTitles(tasks(), ['Send invoices', 'Check on payments', 'Bookkeeping']);
  await expect(page.getByRole('checkbox', { name: 'Check on payments' })).toBeChecked();

  await page.reload();
  await expectTitles(tasks(), ['Send invoices', 'Check on payments', 'Bookkeeping']);
  await expect(page.getByRole('checkbox', { name: 'Check on payments' })).toBeChecked();
  await expect(pointsBadge(page)).toHaveText('1 point');
  expect(sent).toEqual([]);

  // Without Undo the delete is sent when the toast closes.
  await card(page, 'Finance').getByRole('button', { name: 'Edit Finance' }).click();
  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await card(page, 'Finance').getByRole('button', { name: 'Delete Check on payments' }).click();
  await expect(undoButton(page)).toBeVisible();
  expect((await deleted).status()).toBe(204);
  await expect(undoButton(page)).toBeHidden();
  await page.reload();
  await expectTitles(tasks(), ['Send invoices', 'Bookkeeping']);
  await expect(pointsBadge(page)).toHaveText('1 point');
});

test('[DASHBOARD] a deleted priority task comes back with Undo; without it, it is gone even after an immediate reload', async ({
  page,
  createUser,
  setUpDashboard,
  logIn,
}) => {
  const user = await createUser();
  const ten = Array.from({ length: 10 }, (_, index) => `Priority ${index + 1}`);
  await setUpDashboard(user, { categories: ['CRM'], tasks: [...crmTasks], priorityTasks: ten });
  await logIn(page, user);
  await openDashboard(page);
  const sent = deletesSent(page);
  const priority = page.getByRole('region', { name: dashboardTexts.priorityTasks });
  const prominent = priority.getByRole('list', { name: 'Top priority tasks' });
  await expectTitles(prominent, ['Priority 10', 'Priority 9', 'Priority 8']);

  await prominent.getByRole('button', { name: 'Delete Priority 9' }).click();
  await expectTitles(prominent, ['Priority 10', 'Priority 8', 'Priority 7']);
  await expect(priority.getByText('9 of 10')).toBeVisible();
  await undoButton(page).click();
  await expectTitles(prominent, ['Priority 10', 'Priority 9', 'Priority 8']);
  await page.reload();
  await expectTitles(prominent, ['Priority 10', 'Priority 9', 'Priority 8']);
  await expect(priority.getByText('10 of 10')).toBeVisible();
  expect(sent).toEqual([]);

  // At the limit, deleting one makes room at once: the delete is sent before the new task.
  await prominent.getByRole('button', { name: 'Delete Priority 10' }).click();
  const input = priority.getByRole('textbox', { name: 'Add a priority task' });
  await input.fill('Call the venue');
  await input.press('Enter');
  await expectTitles(prominent, ['Call the venue', 'Priority 9', 'Priority 8']);
  await expect(priority.getByText('10 of 10')).toBeVisible();

  // Reloading while Undo is still offered sends the delete as the page goes (the toast of the delete sent for the
  // new task may still be on its way out).
  await prominent.getByRole('button', { name: 'Delete Priority 9' }).click();
  await expect(undoButton(page).first()).toBeVisible();
  await page.reload();
  await expectTitles(prominent, ['Call the venue', 'Priority 8', 'Priority 7']);
  await expect(priority.getByText('9 of 10')).toBeVisible();
});

test('[DASHBOARD] a delete the server refuses puts the task back with the spec toast', async ({ page, signInWith }) => {
  test.slow(); // It waits out the Undo window.
  await signInWith(page, { dashboard: { categories: ['Finance'], tasks: [...financeTasks] } });
  await openDashboard(page);
  await page.route('**/api/tasks/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Down for a moment.' } } })
      : route.fallback(),
  );
  const finance = card(page, 'Finance');
  await finance.getByRole('button', { name: 'Edit Finance' }).click();
  await finance.getByRole('button', { name: 'Delete Send invoices' }).click();
  await expect(finance.getByRole('checkbox', { name: 'Send invoices' })).toHaveCount(0);
  await expect(page.getByText(taskTexts.deleteFailed)).toBeVisible({ timeout: 15_000 });
  await expectTitles(finance.getByRole('list', { name: 'Finance tasks' }), [
    'Send invoices',
    'Check on payments',
    'Bookkeeping',
  ]);
});

test('[DASHBOARD] a card can be renamed in edit mode: blank is refused, a long name wraps, the name survives a reload', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { dashboard: { categories: ['CRM', 'Finance'], tasks: [...crmTasks, ...financeTasks] } });
  await page.setViewportSize({ width: 375, height: 900 });
  await openDashboard(page);
  const finance = card(page, 'Finance');
  await finance.getByRole('button', { name: 'Edit Finance' }).click();
  const nameField = finance.getByRole('textbox', { name: 'Card name' });
  await expect(nameField).toHaveValue('Finance');

  await nameField.fill('   ');
  await finance.getByRole('button', { name: 'Save name' }).click();
  await expect(finance.getByText(dashboardTexts.categoryNameRequired)).toBeVisible();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(cardHeadings(page)).toHaveText(['CRM', 'Finance']);

  // One unbroken word at the limit; the field takes no more.
  const longName = 'Bookkeeping'.repeat(6);
  await nameField.fill(`${longName}and more`);
  await expect(nameField).toHaveValue(longName.slice(0, categoryNameMaxLength));
  await finance.getByRole('button', { name: 'Save name' }).click();
  const renamed = card(page, longName.slice(0, categoryNameMaxLength));
  await expect(renamed.getByRole('heading', { level: 3 })).toBeVisible();
  // Wrapped inside the card: the page does not grow sideways, and the card's buttons stay on screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const doneEditing = await renamed.getByRole('button', { name: /^Done editing/ }).boundingBox();
  expect(doneEditing && doneEditing.x + doneEditing.width).toBeLessThanOrEqual(375);

  await page.setViewportSize({ width: 1280, height: 900 });
  // The server's refusal shows under the field too.
  await renamed.getByRole('textbox', { name: 'Card name' }).fill('crm');
  await renamed.getByRole('button', { name: 'Save name' }).click();
  await expect(renamed.getByText('Another card is already called crm.')).toBeVisible();
  await renamed.getByRole('textbox', { name: 'Card name' }).fill('  Money matters ');
  await renamed.getByRole('button', { name: 'Save name' }).click();
  await expect(cardHeadings(page)).toHaveText(['CRM', 'Money matters']);
  await page.reload();
  await expect(cardHeadings(page)).toHaveText(['CRM', 'Money matters']);
  await expect(card(page, 'Money matters').getByRole('checkbox', { name: 'Send invoices' })).toBeVisible();
});

test('[DASHBOARD] removing a card asks first, takes its routines with it, and the category can be added again', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, { dashboard: { categories: ['CRM', 'Finance'], tasks: [...crmTasks, ...financeTasks] } });
  await openDashboard(page);
  await page.getByRole('checkbox', { name: 'Send invoices' }).click();
  await expect(pointsBadge(page)).toHaveText('1 point');
  const finance = card(page, 'Finance');
  await finance.getByRole('button', { name: 'Edit Finance' }).click();

  await finance.getByRole('button', { name: 'Remove card Finance' }).click();
  const question = page.getByRole('alertdialog', { name: 'Remove Finance?' });
  await expect(question).toContainText('Its 3 routines go with it.');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(cardHeadings(page)).toHaveText(['CRM', 'Finance']);

  await finance.getByRole('button', { name: 'Remove card Finance' }).click();
  await question.getByRole('button', { name: 'Remove card' }).click();
  await expect(question).toBeHidden();
  await expect(cardHeadings(page)).toHaveText(['CRM']);
  await page.reload();
  await expect(cardHeadings(page)).toHaveText(['CRM']);
  await expect(pointsBadge(page)).toHaveText('1 point');

  // The last card cannot go.
  await card(page, 'CRM').getByRole('button', { name: 'Edit CRM' }).click();
  await expect(card(page, 'CRM').getByText('Your only card cannot be removed')).toBeVisible();
  await expect(card(page, 'CRM').getByRole('button', { name: /^Remove card/ })).toHaveCount(0);

  await page.getByRole('button', { name: dashboardTexts.addCategory }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Finance' }).check();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(cardHeadings(page)).toHaveText(['CRM', 'Finance']);
  await expect(card(page, 'Finance').getByText('No tasks on this card yet.', { exact: false })).toBeVisible();
});

async function expectTitles(list: Locator, titles: string[]) {
  await expect(list.getByRole('listitem').locator('label')).toHaveText(titles);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
