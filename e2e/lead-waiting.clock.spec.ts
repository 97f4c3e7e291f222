import { accountTexts, notificationTitles } from '@shutterdesk/core';
import { expectNoHorizontalScroll } from './support/accessibility';
import { openSection } from './support/account-sections';
import { expect, test } from './support/fixtures';

const hour = 3600 * 1000;
const texts = accountTexts.leadWaiting;

/**
 * 'New lead waiting' (docs/decisions/0015-lead-waiting.md): the hours are chosen in Notification Settings, and a
 * lead still not contacted that long after it arrived shows in the bell and opens Lead Flow.
 */
test('[NOTIFICATIONS] the lead waiting hours are saved in Notification Settings and a waiting lead reaches the bell', async ({
  page,
  createUser,
  logIn,
  advanceClock,
  tickReminders,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const user = await createUser();
  await logIn(page, user);
  await page.goto('/account');
  await openSection(page, accountTexts.sections.notifications);
  const hours = page.getByLabel(texts.label);
  await expect(hours).toHaveValue('24');

  await hours.fill('0');
  await page.getByRole('button', { name: texts.save }).click();
  await expect(page.getByText('Please enter at least 1 hour.')).toBeVisible();
  await hours.fill('2');
  await page.getByRole('button', { name: texts.save }).click();
  await expect(page.getByText(texts.saved(2))).toBeVisible();
  await hours.scrollIntoViewIfNeeded();
  await expectNoHorizontalScroll(page, 'Notification Settings at 375 px');
  await page.reload();
  await openSection(page, accountTexts.sections.notifications);
  await expect(hours).toHaveValue('2');

  const lead = { name: 'Wren Waiting', inquiryDate: '2026-06-12', sessionType: 'Newborn', source: '1' };
  expect((await page.request.post('/api/leads', { data: { ...lead, followUp: '2026-06-30' } })).status()).toBe(201);
  await advanceClock(2 * hour + 60 * 1000);
  await tickReminders();
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const item = page.getByRole('menuitem', { name: new RegExp(notificationTitles.LeadAwaitingContact) });
  await expect(item).toContainText('A lead has not been contacted within 2 hours: Wren Waiting.');
  await item.click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(bell).toHaveAccessibleName('Notifications');

  // The Notifications page sends it to Lead Flow too.
  await page.goto('/notifications');
  const card = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: notificationTitles.LeadAwaitingContact });
  await card.getByRole('button', { name: 'View Lead Details' }).click();
  await expect(page).toHaveURL(/\/leads$/);
});
