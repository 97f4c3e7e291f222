import { dashboardTexts } from '@shutterdesk/core';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const pointsBadge = (page: Page) => page.getByText(/^\d+ points?$/);

/** docs/decisions/0005-recurring-tasks.md: a yearly routine is worth 10 points and is filtered like the others. */
test('[DASHBOARD] a yearly routine added on a card earns 10 points, gives them back, and has its own filter', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, {
    dashboard: {
      categories: ['Finance'],
      tasks: [{ title: 'Send invoices', category: 'Finance', frequency: 'daily' }],
    },
  });
  const finance = card(page, 'Finance');
  await expect(finance.getByRole('checkbox', { name: 'Send invoices' })).toBeVisible();
  await expect(pointsBadge(page)).toHaveText('0 points');

  await finance.getByRole('button', { name: 'Edit Finance' }).click();
  await finance.getByLabel('New task').fill('Renew equipment insurance');
  await expect(finance.getByLabel('Frequency').getByRole('option')).toHaveText([
    'Daily',
    'Weekly',
    'Monthly',
    'Yearly',
  ]);
  await finance.getByLabel('Frequency').selectOption('yearly');
  await finance.getByRole('button', { name: 'Add task' }).click();
  const yearly = page.getByRole('checkbox', { name: 'Renew equipment insurance' });
  await expect(yearly).toBeVisible();
  await expect(finance.getByRole('listitem').filter({ has: yearly })).toContainText('Yearly');
  await finance.getByRole('button', { name: 'Done editing' }).click();

  await yearly.click();
  await expect(page.getByText(dashboardTexts.pointsEarned(10))).toBeVisible();
  await expect(pointsBadge(page)).toHaveText('10 points');
  await page.reload();
  await expect(yearly).toBeChecked();
  await expect(pointsBadge(page)).toHaveText('10 points');

  const filters = page.getByRole('radiogroup', { name: 'Show tasks' });
  await expect(filters.getByRole('radio')).toHaveText(['All', 'Daily', 'Weekly', 'Monthly', 'Yearly', 'Done']);
  await filters.getByRole('radio', { name: 'Yearly' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await expect(yearly).toBeChecked();
  await filters.getByRole('radio', { name: 'Daily' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await expect(finance.getByRole('checkbox', { name: 'Send invoices' })).toBeVisible();
  await filters.getByRole('radio', { name: 'Yearly' }).click();

  // Un-ticking takes the 10 points back.
  await yearly.click();
  await expect(yearly).not.toBeChecked();
  await expect(pointsBadge(page)).toHaveText('0 points');
  await page.reload();
  await expect(pointsBadge(page)).toHaveText('0 points');
});
