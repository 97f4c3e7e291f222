import { dashboardTexts, type Task } from '@shutterdesk/core';
import { expect, test } from './support/fixtures';

const hour = 3600 * 1000;

/**
 * docs/decisions/0005-recurring-tasks.md: a yearly routine stays done until 1 January in the user's time zone. The
 * user is in Auckland, where the year turns at 11:00 UTC on 31 December (UTC+13 in summer).
 */
test('[DASHBOARD] a yearly routine done this year is open again on 1 January, local time', async ({
  page,
  createUser,
  setUpDashboard,
  logIn,
  advanceClock,
}) => {
  const user = await createUser({ timezone: 'Pacific/Auckland' });
  await setUpDashboard(user, {
    categories: ['Finance'],
    tasks: [{ title: 'File the annual return', category: 'Finance', frequency: 'yearly' }],
  });
  await logIn(page, user);
  const yearly = page.getByRole('checkbox', { name: 'File the annual return' });
  await yearly.click();
  await expect(page.getByText(dashboardTexts.pointsEarned(10))).toBeVisible();

  // The server's clock, read from the completion it recorded.
  const { tasks } = (await (await page.request.get('/api/tasks')).json()) as { tasks: Task[] };
  const completedAt = new Date(tasks[0]?.completedAt ?? '');
  const year = Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Pacific/Auckland', year: 'numeric' }).format(completedAt),
  );
  const lastHalfHourOfTheYear = Date.UTC(year, 11, 31, 10, 30); // 23:30 on 31 December in Auckland

  await advanceClock(lastHalfHourOfTheYear - completedAt.getTime());
  // Weeks may have passed: the session may have ended, so log in again.
  await logIn(page, user);
  await expect(yearly).toBeChecked();

  await advanceClock(hour); // 00:30 on 1 January in Auckland; still 31 December in UTC
  await logIn(page, user);
  await expect(yearly).not.toBeChecked();
  await expect(page.getByText('10 points', { exact: true })).toBeVisible();
  await yearly.click();
  await expect(page.getByText(dashboardTexts.pointsEarned(10))).toBeVisible();
  await expect(page.getByText('20 points', { exact: true })).toBeVisible();
});
