import { notificationTexts } from '@shutterdesk/core';
import type { Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { expect, test, type TestUser } from './support/fixtures';
import { zoneWhereItIsNow } from './support/time-zones';

/** The bell and the Notifications page, as docs/product.md describes them. */

const newLead = (name: string) => ({ name, inquiryDate: '2026-06-12', sessionType: 'Newborn', source: '1' });
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const notificationList = (page: Page) => page.getByRole('list', { name: 'Notifications' });

/**
 * Counts the page's reads of the notification lists (GET /api/notifications?filter=...) from now on: a live event
 * should cost none, since it brings the notification and the counts along.
 */
function countListReads(page: Page): () => number {
  let reads = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/notifications') reads += 1;
  });
  return () => reads;
}

/** Logs in and waits until the live event stream is open, so nothing sent after this is missed. */
async function logInLive(page: Page, logIn: (page: Page, user: TestUser) => Promise<void>, user: TestUser) {
  const streamOpened = page.waitForResponse((response) => response.url().endsWith('/api/notifications/events'));
  await logIn(page, user);
  expect((await streamOpened).status()).toBe(200);
}

test('[NOTIFICATIONS] a reminder appears in the bell without a reload or a request, and Mark all read clears the bell', async ({
  page,
  createUser,
  setUpDashboard,
  logIn,
  tickReminders,
}) => {
  const user = await createUser({ timezone: zoneWhereItIsNow(18) });
  await setUpDashboard(user, { categories: ['CRM'] });
  await logInLive(page, logIn, user);

  await expect(bell(page)).toHaveAccessibleName(notificationTexts.bellLabel);
  await bell(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(notificationTexts.bellHeading(0))).toBeVisible();
  await expect(menu.getByText(notificationTexts.bellEmpty)).toBeVisible();
  await page.keyboard.press('Escape');
  const listReads = countListReads(page);

  // A priority task still open after 17:00 in the user's zone, found by the scheduled tick (another test's tick
  // may find it first: ticks cover every user), then a lead saved in another tab.
  expect((await page.request.post('/api/priority-tasks', { data: { title: 'Call the lab' } })).status()).toBe(201);
  await tickReminders();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  expect((await page.request.post('/api/leads', { data: newLead('Ruby Vance') })).status()).toBe(201);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await expect(bell(page)).toContainText('2');

  await bell(page).click();
  await expect(menu.getByText(notificationTexts.bellHeading(2))).toBeVisible();
  const items = menu.getByRole('group', { name: 'Unread notifications' }).getByRole('menuitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Lead Follow-up Date Missing');
  await expect(items.nth(0)).toContainText('A lead has been added without a follow-up date: Ruby Vance.');
  await expect(items.nth(0)).toContainText(/Just now|seconds? ago/);
  await expect(items.nth(1)).toContainText('Priority Task Due Soon');
  await expect(items.nth(1)).toContainText('Call the lab');
  // Both events, their items and the counts reached the bell through the stream alone.
  expect(listReads()).toBe(0);

  await menu.getByRole('menuitem', { name: notificationTexts.bellMarkAllRead }).click();
  await expect(menu.getByText(notificationTexts.bellHeading(0))).toBeVisible();
  await expect(menu.getByText(notificationTexts.bellEmpty)).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(notificationTexts.bellLabel);
  await menu.getByRole('menuitem', { name: notificationTexts.seeAll }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByTestId('unread-count')).toHaveText('0 unread');
});

test('[NOTIFICATIONS] a notification made after the bell was read but before the live stream listened still shows', async ({
  page,
  createUser,
  setUpDashboard,
  logIn,
}) => {
  const user = await createUser();
  await setUpDashboard(user, { categories: ['CRM'] });
  // The stream is held back until the bell has been read and a lead has made a notification in between.
  let openStream = () => {};
  const streamHeld = new Promise<void>((resolve) => (openStream = resolve));
  await page.route('**/api/notifications/events', async (route) => {
    await streamHeld;
    await route.continue();
  });
  const bellRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notifications');
  await logIn(page, user);
  await bellRead;
  await expect(bell(page)).toHaveAccessibleName(notificationTexts.bellLabel);
  expect((await page.request.post('/api/leads', { data: newLead('Ruby Vance') })).status()).toBe(201);

  openStream();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
});

test('[NOTIFICATIONS] clicking a notification marks it read and opens the page of its type', async ({
  page,
  createUser,
  setUpDashboard,
  createClients,
  logIn,
  tickReminders,
}) => {
  const user = await createUser({ timezone: zoneWhereItIsNow(18) });
  await setUpDashboard(user, { categories: ['CRM'], priorityTasks: ['Call the lab'] });
  await createClients(user, [{ name: 'Ivy Park', session: { sessionDate: '2020-01-15', sessionType: 'Family' } }]);
  await logInLive(page, logIn, user);
  await tickReminders();
  expect((await page.request.post('/api/leads', { data: newLead('Leo Grant') })).status()).toBe(201);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');

  // From the bell: a lead type opens Lead Flow.
  await bell(page).click();
  await page.getByRole('menuitem', { name: /Lead Follow-up Date Missing/ }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

  // From the page: the whole card of a client type opens Client Flow, with the client action label.
  await page.goto('/notifications');
  const invoice = notificationList(page).getByRole('listitem').filter({ hasText: 'Client Outstanding Invoice Alert' });
  await expect(invoice).toContainText("Ivy Park's invoice is still unpaid; the Family session was on Jan 15, 2020.");
  await expect(invoice.getByRole('button', { name: 'Manage Client' })).toBeVisible();
  await invoice.getByText('Ivy Park').click();
  await expect(page).toHaveURL(/\/clients$/);

  // A task reminder's action button opens the dashboard.
  await page.goto('/notifications');
  const task = notificationList(page).getByRole('listitem').filter({ hasText: 'Priority Task Due Soon' });
  await task.getByRole('button', { name: 'Go to Tasks Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(bell(page)).toHaveAccessibleName(notificationTexts.bellLabel);
});

test('[NOTIFICATIONS] the filters show their lists and empty messages; read, archive, unarchive and delete', async ({
  page,
  createUser,
  logIn,
}) => {
  const user = await createUser();
  await logInLive(page, logIn, user);
  // A new page opens its own live stream: the lead below is added once it is open, so its notification is live.
  const streamOpened = page.waitForResponse((response) => response.url().endsWith('/api/notifications/events'));
  await page.goto('/notifications');
  expect((await streamOpened).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: notificationTexts.pageTitle })).toBeVisible();
  const filter = (name: string) => page.getByRole('radio', { name, exact: true });
  const emptyState = async (message: string) => {
    await expect(page.getByRole('heading', { name: notificationTexts.emptyTitle })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
  };
  await emptyState(notificationTexts.emptyMessages.all);

  const listReads = countListReads(page);
  expect((await page.request.post('/api/leads', { data: newLead('Ruby Vance') })).status()).toBe(201);
  const item = notificationList(page).getByRole('listitem').filter({ hasText: 'Lead Follow-up Date Missing' });
  await expect(item).toBeVisible();
  await expect(item.getByRole('button', { name: 'View Lead Details' })).toBeVisible();
  await expect(page.getByTestId('unread-count')).toHaveText('1 unread');
  expect(listReads()).toBe(0);

  await filter(notificationTexts.filters.read).click();
  await emptyState(notificationTexts.emptyMessages.read);
  await filter(notificationTexts.filters.unread).click();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: notificationTexts.markAsRead }).click();
  await emptyState(notificationTexts.emptyMessages.unread);
  await expect(page.getByTestId('unread-count')).toHaveText('0 unread');
  await filter(notificationTexts.filters.read).click();
  await expect(item).toBeVisible();
  await expect(item.getByRole('button', { name: notificationTexts.markAsRead })).toHaveCount(0);

  await item.getByRole('button', { name: /^Archive:/ }).click();
  await emptyState(notificationTexts.emptyMessages.read);
  await filter(notificationTexts.filters.archived).click();
  await item.getByRole('button', { name: /^Unarchive:/ }).click();
  await emptyState(notificationTexts.emptyMessages.archived);
  await filter(notificationTexts.filters.all).click();
  await item.getByRole('button', { name: /^Delete:/ }).click();
  await emptyState(notificationTexts.emptyMessages.all);
});

test('[NOTIFICATIONS] the page and the open bell work at 375 px without serious accessibility violations', async ({
  page,
  createUser,
  logIn,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const user = await createUser();
  await logInLive(page, logIn, user);
  for (const name of ['Ruby Vance', 'Leo Grant', 'Mia Chen']) {
    await page.request.post('/api/leads', { data: newLead(name) });
  }
  await page.goto('/notifications');
  await expect(notificationList(page).getByRole('listitem')).toHaveCount(3);
  await expectNoHorizontalScroll(page, 'notifications page');
  await expectNoSeriousViolations(page, 'notifications page');

  await bell(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(notificationTexts.bellHeading(3))).toBeVisible();
  const box = await menu.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await expectNoSeriousViolations(page, 'open bell menu');
});
