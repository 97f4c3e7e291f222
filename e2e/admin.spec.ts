import { adminTexts, guardTexts, notFoundTexts } from '@shutterdesk/core';
import type { Browser, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { onePixelPng } from '@shutterdesk/server/testing';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { expect, test, type TestUser, waitingForHydration } from './support/fixtures';

/** A name no other test uses, so a search finds exactly this test's users. */
const uniqueTag = (label: string) => `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** One unbroken 40-character word: it must never widen a layout. */
const longWord = 'Supercalifragilisticexpialidociousphotos';

/** Signs `user` in on a browser of their own, as a second person on another computer. */
async function secondBrowser(browser: Browser, baseURL: string | undefined, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' } });
  const page = waitingForHydration(await context.newPage());
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: new URL(baseURL ?? '').origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto('/dashboard');
  return page;
}

/** An admin list searched for `search`: once the pause after typing has passed and the matching rows are in. */
async function searchList(page: Page, searchbox: string, search: string) {
  await page.getByRole('searchbox', { name: searchbox }).fill(search);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(search)}`));
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}

/** The users list, searched for `search`. */
const searchUsers = (page: Page, search: string) => searchList(page, 'Search users', search);

test.describe('[ADMIN] admin area', () => {
  test('a signed-in non-admin gets the not-found page and the API refuses them', async ({ page, signInWith }) => {
    await signInWith(page, { dashboard: { categories: ['CRM'], tasks: [] } });
    for (const path of ['/admin/users', '/admin/dashboard', '/admin/audit']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: notFoundTexts.title })).toBeVisible();
    }
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  });

  test('an admin without two-factor sign-in is sent to set it up first', async ({ page, logInAsAdmin }) => {
    await logInAsAdmin(page, { twoFactor: false });
    for (const path of ['/admin/dashboard', '/admin/users', '/admin/audit']) {
      await page.goto(path);
      await expect(page.getByText(adminTexts.twoFactorRequired)).toBeVisible();
    }
    await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
    await expect(page).toHaveURL(/\/account#two-factor$/);
    await expect(page.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeVisible();
  });

  test('users: search, filter and pages; rename; ban and unban; the details; the audit trail', async ({
    page,
    browser,
    baseURL,
    logInAsAdmin,
    createUser,
    createLeads,
    createClients,
  }) => {
    test.slow();
    const tag = uniqueTag('Pager');
    const users = await Promise.all(
      Array.from({ length: 12 }, (_, index) => createUser({ name: `${tag} Photographer ${index + 1}` })),
    );
    const target = users[0]!;
    await createLeads(target, 4);
    await createClients(target, 1);
    const admin = await logInAsAdmin(page);

    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: adminTexts.dashboardTitle })).toBeVisible();
    await expect(page.getByText(adminTexts.adminBadge, { exact: true })).toBeVisible();
    await expect(page.getByText(admin.email)).toBeVisible();
    await expect(page.getByRole('link', { name: adminTexts.userDashboard })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('link', { name: /^Discount Coupons/ })).toHaveAttribute(
      'href',
      '/admin/discount-coupons',
    );
    await page.getByRole('link', { name: /^Users/ }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);

    await searchUsers(page, tag.toLowerCase());
    await expect(page.getByText(adminTexts.showing(1, 10, 12))).toBeVisible();
    await expect(page.getByText(adminTexts.pageOf(1, 2))).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(adminTexts.showing(11, 12, 12))).toBeVisible();
    await expect(page.getByText(adminTexts.pageOf(2, 2))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // The address keeps the page: a reload shows the same rows.
    await page.reload();
    await expect(page.getByText(adminTexts.showing(11, 12, 12))).toBeVisible();
    await page.getByRole('button', { name: 'First page' }).click();
    await expect(page.getByText(adminTexts.pageOf(1, 2))).toBeVisible();
    await page.getByRole('button', { name: 'Last page' }).click();
    await expect(page.getByText(adminTexts.pageOf(2, 2))).toBeVisible();
    await page.getByLabel('Rows per page').selectOption('20');
    await expect(page.getByText(adminTexts.showing(1, 12, 12))).toBeVisible();
    await expect(page.getByText(adminTexts.pageOf(1, 1))).toBeVisible();

    // None of them has a subscription: all are Free, and the Active filter finds nobody.
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('cell', { name: 'Free', exact: true })).toHaveCount(12);
    await page.getByLabel('Filter by subscription status').selectOption({ label: 'Active' });
    await expect(table.getByText(adminTexts.noUsers)).toBeVisible();
    await page.getByLabel('Filter by subscription status').selectOption({ label: 'All Users' });
    await expect(page.getByText(adminTexts.showing(1, 12, 12))).toBeVisible();

    // Rename: the e-mail is shown, not editable.
    const renamed = `${tag} Renamed`;
    await page.getByRole('button', { name: `Edit ${target.name}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit user' });
    await expect(edit.getByLabel('Email')).toHaveValue(target.email);
    await expect(edit.getByLabel('Email')).not.toBeEditable();
    await edit.getByLabel('Name').fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(adminTexts.userUpdated)).toBeVisible();
    await expect(table.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

    // Ban: the user's own browser shows the banned screen on its next navigation; unban lets them back.
    const targetPage = await secondBrowser(browser, baseURL, target);
    await page.getByRole('button', { name: `Ban ${renamed}` }).click();
    const ban = page.getByRole('alertdialog', { name: `Ban ${renamed}?` });
    await ban.getByRole('button', { name: 'Ban' }).click();
    await expect(page.getByText(adminTexts.userBanned)).toBeVisible();
    const targetRow = table.getByRole('row').filter({ hasText: target.email });
    await expect(targetRow.getByText('Banned')).toBeVisible();
    await targetPage.goto('/leads');
    await expect(targetPage.getByRole('heading', { name: guardTexts.bannedTitle })).toBeVisible();

    await page.getByRole('button', { name: `Unban ${renamed}` }).click();
    await page
      .getByRole('alertdialog', { name: `Unban ${renamed}?` })
      .getByRole('button', { name: 'Unban' })
      .click();
    await expect(page.getByText(adminTexts.userUnbanned)).toBeVisible();
    await expect(targetRow.getByText('Active')).toBeVisible();
    await targetPage.context().close();

    // The admin's own row has no ban button.
    await searchUsers(page, admin.email);
    await expect(page.getByRole('button', { name: `Edit ${admin.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Ban ${admin.name}` })).toHaveCount(0);

    // Details: counts, the rate and its bar, no subscription, and what admins did.
    await searchUsers(page, target.email);
    await page.getByRole('link', { name: `View details of ${renamed}` }).click();
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(page.getByText(target.email)).toBeVisible();
    await expect(page.getByRole('main').getByText('Leads', { exact: true }).locator('..')).toContainText('4');
    await expect(page.getByRole('main').getByText('Clients', { exact: true }).locator('..')).toContainText('1');
    await expect(page.getByRole('progressbar', { name: 'Conversion Rate' })).toHaveAttribute('aria-valuetext', '25%');
    await expect(page.getByText(adminTexts.noSubscription)).toBeVisible();
    for (const action of ['Edited user', 'Banned user', 'Unbanned user']) {
      await expect(page.getByText(action, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(`Name: ${target.name} → ${renamed}`)).toBeVisible();
    await page.getByRole('link', { name: 'See all in the audit trail' }).click();
    await expect(page.getByRole('table', { name: 'Audit trail' }).getByRole('row')).toHaveCount(4);
    await page.goBack();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/admin\/users\?.*search=/);
    await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(target.email);

    // The audit trail lists the same actions, each linked to the user.
    await page.goto('/admin/audit');
    await searchList(page, 'Search the audit trail', target.email);
    const audit = page.getByRole('table', { name: 'Audit trail' });
    await expect(audit.getByRole('row')).toHaveCount(4);
    await expect(audit.getByText('Banned user', { exact: true })).toBeVisible();
    await audit.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();

    // A user that does not exist: the server's message takes the place of the details.
    await page.goto('/admin/users/no-such-user');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/not found/i);
  });

  test('coupons: the form’s messages, a taken code, create, edit the status, delete', async ({
    page,
    logInAsAdmin,
    createCoupon,
  }) => {
    await logInAsAdmin(page);
    await page.goto('/admin/discount-coupons');
    const code = uniqueTag('spring').toUpperCase();

    await page.getByRole('button', { name: 'Add New' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Coupon' });
    await add.getByRole('button', { name: 'Add coupon' }).click();
    for (const message of [
      'Coupon name is required',
      'Coupon code is required',
      'Discount percentage is required',
      'Usage allowance is required',
    ]) {
      await expect(add.getByText(message)).toBeVisible();
    }
    // Editing a field clears its message; the others stay until the next submit.
    await add.getByLabel('Name').fill('Spring sale');
    await expect(add.getByText('Coupon name is required')).toHaveCount(0);
    await expect(add.getByText('Coupon code is required')).toBeVisible();

    await add.getByLabel('Code').fill('ab');
    await add.getByLabel('Discount %').fill('101');
    await add.getByLabel('Usage allowance').fill('0');
    await add.getByLabel('Expires at').fill('2020-01-01');
    await add.getByRole('button', { name: 'Add coupon' }).click();
    for (const message of [
      'Coupon code must be at least 3 characters',
      'Discount must be between 1 and 100',
      'Allowance must be at least 1',
      'Expiry date cannot be in the past',
    ]) {
      await expect(add.getByText(message)).toBeVisible();
    }
    await add.getByLabel('Code').fill(code.toLowerCase());
    await add.getByLabel('Discount %').fill('15');
    await add.getByLabel('Usage allowance').fill('25');
    await add.getByLabel('Expires at').fill('');
    await add.getByRole('button', { name: 'Add coupon' }).click();
    await expect(page.getByText(adminTexts.couponCreated)).toBeVisible();
    const table = page.getByRole('table', { name: 'Discount coupons' });
    const row = table.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('Spring sale');
    await expect(row).toContainText('15%');
    await expect(row).toContainText('Inactive');

    // The same code in other letters is taken.
    await page.getByRole('button', { name: 'Add New' }).click();
    await add.getByLabel('Name').fill('Copy');
    await add.getByLabel('Code').fill(code.toLowerCase());
    await add.getByLabel('Discount %').fill('5');
    await add.getByLabel('Usage allowance').fill('1');
    await add.getByRole('button', { name: 'Add coupon' }).click();
    await expect(add.getByText('This coupon code already exists')).toBeVisible();
    // A code another admin took after this list loaded: the server's answer shows under the field the same way.
    const { code: takenMeanwhile } = await createCoupon({});
    await add.getByLabel('Code').fill(takenMeanwhile.toLowerCase());
    await expect(add.getByText('This coupon code already exists')).toHaveCount(0);
    await add.getByRole('button', { name: 'Add coupon' }).click();
    await expect(add.getByText('This coupon code already exists')).toBeVisible();
    await add.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: `Edit ${code}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Coupon' });
    await edit.getByLabel('Status').selectOption('active');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(adminTexts.couponUpdated)).toBeVisible();
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: `Delete ${code}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(adminTexts.couponDeleted)).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: code })).toHaveCount(0);

    await page.goto('/admin/audit');
    await searchList(page, 'Search the audit trail', code);
    const audit = page.getByRole('table', { name: 'Audit trail' });
    for (const action of ['Created coupon', 'Edited coupon', 'Deleted coupon']) {
      await expect(audit.getByText(action, { exact: true })).toBeVisible();
    }
  });

  test('inboxes: the waitlist’s CSV download, a feedback answer’s account, a bug report’s screenshot', async ({
    page,
    browser,
    baseURL,
    logInAsAdmin,
    createUser,
  }) => {
    const email = `${uniqueTag('waiting')}@example.com`;
    expect((await page.request.post('/api/waitlist', { data: { email } })).status()).toBe(201);
    const reporter = await createUser({ name: uniqueTag('Reporter') });
    const reporterPage = await secondBrowser(browser, baseURL, reporter);
    const sent = await reporterPage.request.post('/api/bug-reports', {
      data: {
        name: reporter.name,
        email: reporter.email,
        device: 'Tablet',
        browser: 'Chrome',
        action: 'Opening the gallery',
        issue: 'Nothing showed',
        recreate: 'Open it twice',
        screenshot: { fileName: 'shot.png', dataBase64: onePixelPng.toString('base64') },
      },
      headers: { origin: new URL(baseURL ?? '').origin, 'idempotency-key': uniqueTag('bug') },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const answered = await reporterPage.request.post('/api/feedback', {
      data: {
        name: reporter.name,
        email: reporter.email,
        clients: 40,
        usage: 'Every morning',
        intuitive: 'Easy',
        helped: 'Sort of',
        change: 'Darker theme',
        missing: 'Invoices',
        longerTerm: 'Keep it calm',
        price: '$15',
      },
      headers: { origin: new URL(baseURL ?? '').origin, 'idempotency-key': uniqueTag('feedback') },
    });
    expect(answered.status(), await answered.text()).toBe(201);
    await reporterPage.context().close();

    await logInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: /^Waitlist/ }).click();
    await searchList(page, 'Search sign-ups', email);
    await expect(page.getByRole('table', { name: 'Waitlist' }).getByText(email)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header?.toLowerCase()).toContain('email');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(email);

    await page.goto('/admin/feedback');
    await searchList(page, 'Search answers', reporter.email);
    const answers = page.getByRole('table', { name: 'Feedback' });
    await expect(answers.getByText('Darker theme')).toBeVisible();
    await answers.getByRole('link', { name: reporter.name }).click();
    await expect(page.getByRole('heading', { name: reporter.name })).toBeVisible();

    await page.goto('/admin/bug-reports');
    await searchList(page, 'Search bug reports', reporter.email);
    const reports = page.getByRole('table', { name: 'Bug reports' });
    await expect(reports.getByText('Nothing showed')).toBeVisible();
    await reports.getByRole('button', { name: /screenshot/i }).click();
    const viewer = page.getByRole('dialog', { name: /screenshot/i });
    const image = viewer.getByRole('img');
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
  });

  test('at 375 px a 40-character name breaks no layout', async ({ page, logInAsAdmin, createUser }) => {
    // Walks the whole admin area with an accessibility check and a full-page screenshot on each screen.
    test.slow();
    const user = await createUser({
      name: `${longWord} ${uniqueTag('Wide')}`,
      email: `${longWord}.${uniqueTag('x')}@example.com`.toLowerCase(),
    });
    const admin = await logInAsAdmin(page, { name: longWord });
    await page.setViewportSize({ width: 375, height: 812 });

    await page.goto('/admin/dashboard');
    await expect(page.getByText(admin.email)).toBeVisible();
    await expectNoHorizontalScroll(page, 'admin dashboard');
    await expectNoSeriousViolations(page, 'admin dashboard');
    await page.screenshot({ path: test.info().outputPath('admin-dashboard-375.png'), fullPage: true });

    await page.goto(`/admin/users?search=${encodeURIComponent(user.email)}`);
    await expect(page.getByText(adminTexts.showing(1, 1, 1))).toBeVisible();
    await expectNoHorizontalScroll(page, 'users list');
    await expectNoSeriousViolations(page, 'users list');
    await page.screenshot({ path: test.info().outputPath('admin-users-375.png'), fullPage: true });
    await page.getByRole('button', { name: `Ban ${user.name}` }).click();
    const ban = page.getByRole('alertdialog', { name: `Ban ${user.name}?` });
    await expect(ban).toBeVisible();
    expect(
      await ban.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth),
      'ban dialog width',
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('admin-ban-375.png') });
    await ban.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: /^View details of/ }).click();
    await expect(page.getByRole('heading', { name: user.name })).toBeVisible();
    await expectNoHorizontalScroll(page, 'user details');
    await expectNoSeriousViolations(page, 'user details');
    await page.screenshot({ path: test.info().outputPath('admin-user-375.png'), fullPage: true });

    await page.goto('/admin/discount-coupons');
    await page.getByRole('button', { name: 'Add New' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Coupon' });
    await add.getByLabel('Name').fill(longWord);
    await add.getByLabel('Code').fill(uniqueTag('WIDE'));
    await add.getByLabel('Discount %').fill('10');
    await add.getByLabel('Usage allowance').fill('3');
    await add.getByRole('button', { name: 'Add coupon' }).click();
    await expect(page.getByText(adminTexts.couponCreated)).toBeVisible();
    // Contrast is judged once the toast has faded in, not halfway through its entrance.
    await expect(page.locator('[data-sonner-toast]').first()).toHaveCSS('opacity', '1');
    await expectNoHorizontalScroll(page, 'coupons');
    await expectNoSeriousViolations(page, 'coupons');
    await page.screenshot({ path: test.info().outputPath('admin-coupons-375.png'), fullPage: true });

    for (const path of ['/admin/audit', '/admin/waitlist', '/admin/feedback', '/admin/bug-reports']) {
      await page.goto(path);
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoHorizontalScroll(page, path);
    }
  });
});
