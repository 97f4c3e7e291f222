import { dashboardTexts } from '@shutterdesk/core';
import { expect, test } from './support/fixtures';

/** docs/decisions/0005-recurring-tasks.md: a daily task reopens at the start of the next day in the user's time zone. */
test('[DASHBOARD] a daily task done today is open again the next day', async ({ page, advanceClock, signInWith }) => {
  await signInWith(page, {
    dashboard: {
      categories: ['Finance'],
      tasks: [
        { title: 'Send invoices', category: 'Finance', frequency: 'daily' },
        { title: 'Bookkeeping', category: 'Finance', frequency: 'weekly' },
      ],
    },
  });
  await page.goto('/dashboard');
  const sendInvoices = page.getByRole('checkbox', { name: 'Send invoices' });
  await sendInvoices.click();
  await expect(page.getByText(dashboardTexts.pointsEarned(1))).toBeVisible();
  await page.reload();
  await expect(sendInvoices).toBeChecked();

  await advanceClock(24 * 3600 * 1000);
  await page.reload();
  // Only the daily task is asserted: a day later may also be a new week or month.
  await expect(sendInvoices).not.toBeChecked();
  await expect(page.getByText('1 point', { exact: true })).toBeVisible();
});
