import { bugReportQuestions, bugReportTexts } from '@shutterdesk/core';
import { onePixelPng } from '@shutterdesk/server/testing';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';

const longFileName = `${'gallery-link-'.repeat(8)}https-example-com-very-long-unbroken-name.png`;

test.describe('[BUG REPORT]', () => {
  test('is reached from the profile menu, prefilled, checks the required answers and stores the screenshot', async ({
    page,
    signInWith,
    storedBugReports,
  }) => {
    const user = await signInWith(page, { dashboard: { categories: ['CRM'], tasks: [] } });
    await page.getByRole('button', { name: /profile menu/i }).click();
    await page.getByRole('menuitem', { name: 'Bug report' }).click();
    await expect(page).toHaveURL(/\/bug-report$/);
    await expect(page.getByLabel(bugReportQuestions.name)).toHaveValue(user.name);
    await expect(page.getByLabel(bugReportQuestions.email)).toHaveValue(user.email);
    // Playwright's Desktop Chrome presents a Windows user agent: the browser and the device come from it.
    await expect(page.getByLabel(bugReportQuestions.browser)).toHaveValue('Chrome on Windows');
    await expect(page.getByLabel(bugReportQuestions.device)).toHaveValue('Desktop(PC)');

    await page.getByRole('button', { name: 'Send bug report' }).click();
    await expect(page.getByText('Please tell us what you were trying to do.')).toBeVisible();
    await expect(page.getByText('Please tell us what went wrong.')).toBeVisible();
    await expect(page.getByText('Please tell us how to make it happen again.')).toBeVisible();
    await expect(page.getByLabel(bugReportQuestions.action)).toBeFocused();

    await page.getByLabel(bugReportQuestions.device).selectOption('Tablet');
    await page.getByLabel(bugReportQuestions.action).fill('Adding a client');
    await page.getByLabel(bugReportQuestions.issue).fill('The Save button did nothing');
    await page.getByLabel(bugReportQuestions.recreate).fill('Open Clients, press Add New Client, press Save');
    await page.getByLabel(bugReportQuestions.screenshot).setInputFiles({
      name: longFileName,
      mimeType: 'image/png',
      buffer: onePixelPng,
    });
    await expect(page.getByRole('img', { name: 'The chosen screenshot' })).toBeVisible();
    await expect(page.getByText(longFileName)).toBeVisible();
    await page.getByRole('button', { name: 'Send bug report' }).click();

    await expect(page.getByText(bugReportTexts.success)).toBeVisible();
    await expect(page.getByLabel(bugReportQuestions.issue)).toHaveValue('');
    await expect(page.getByRole('img', { name: 'The chosen screenshot' })).toHaveCount(0);
    expect(await storedBugReports(user)).toEqual([
      {
        device: 'Tablet',
        browser: 'Chrome on Windows',
        issue: 'The Save button did nothing',
        screenshotName: longFileName,
        screenshotType: 'image/png',
        screenshotBytes: onePixelPng.length,
      },
    ]);
  });

  test('a file that is no image is refused and stops the send until it is removed; then the report goes without it', async ({
    page,
    signInWith,
    storedBugReports,
  }) => {
    const user = await signInWith(page, { dashboard: { categories: ['CRM'], tasks: [] } });
    await page.goto('/bug-report');
    await page.getByLabel(bugReportQuestions.screenshot).setInputFiles({
      name: 'screenshot.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are notes, not pixels'),
    });
    await expect(page.getByText(bugReportTexts.screenshotNotImage)).toBeVisible();
    await expect(page.getByRole('img', { name: 'The chosen screenshot' })).toHaveCount(0);

    await page.getByLabel(bugReportQuestions.action).fill('Opening the dashboard');
    await page.getByLabel(bugReportQuestions.issue).fill('It was blank');
    await page.getByLabel(bugReportQuestions.recreate).fill('Log in on a slow connection');
    // The refusal stands, as a blank required field would: Send goes back to the picker and nothing is sent.
    await page.getByRole('button', { name: 'Send bug report' }).click();
    await expect(page.getByLabel(bugReportQuestions.screenshot)).toBeFocused();
    await expect(page.getByText(bugReportTexts.screenshotNotImage)).toBeVisible();
    await expect(page.getByText(bugReportTexts.success)).toHaveCount(0);
    expect(await storedBugReports(user)).toEqual([]);

    await page.getByRole('button', { name: bugReportTexts.removeRefusedScreenshot }).click();
    await expect(page.getByText(bugReportTexts.screenshotNotImage)).toHaveCount(0);
    await page.getByRole('button', { name: 'Send bug report' }).click();
    await expect(page.getByText(bugReportTexts.success)).toBeVisible();
    expect(await storedBugReports(user)).toMatchObject([{ issue: 'It was blank', screenshotBytes: 0 }]);
  });

  test('a failed submission keeps the answers and says so', async ({ page, signInWith }) => {
    await signInWith(page, { dashboard: { categories: ['CRM'], tasks: [] } });
    await page.goto('/bug-report');
    await page.route('**/api/bug-reports', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'NOT_READY', message: 'Down for maintenance' } } }),
    );
    await page.getByLabel(bugReportQuestions.action).fill('Exporting');
    await page.getByLabel(bugReportQuestions.issue).fill('Nothing downloaded');
    await page.getByLabel(bugReportQuestions.recreate).fill('Press Export');
    await page.getByRole('button', { name: 'Send bug report' }).click();
    await expect(page.getByText(bugReportTexts.failure)).toBeVisible();
    await expect(page.getByLabel(bugReportQuestions.issue)).toHaveValue('Nothing downloaded');
  });

  test('fits a 375 px phone with a long file name and has no serious axe violations', async ({ page, signInWith }) => {
    await signInWith(page, { dashboard: { categories: ['CRM'], tasks: [] } });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/bug-report');
    await page.getByLabel(bugReportQuestions.screenshot).setInputFiles({
      name: longFileName,
      mimeType: 'image/png',
      buffer: onePixelPng,
    });
    await expect(page.getByText(longFileName)).toBeVisible();
    await page.getByRole('button', { name: 'Send bug report' }).click();
    await expect(page.getByText('Please tell us what went wrong.')).toBeVisible();
    await expectNoHorizontalScroll(page, 'the bug report at 375 px');
    await expectNoSeriousViolations(page, 'the bug report with errors shown');
  });
});
