import { studioLinkTexts } from '@shutterdesk/core';
import type { Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { expect, test, waitingForHydration } from './support/fixtures';

/** The website inquiry form: its settings, the public page, and a lead that arrives live (docs/product.md). */

const settingsTexts = studioLinkTexts.inquiryForm;
const formTexts = studioLinkTexts.publicForm;

async function openInquirySection(page: Page) {
  await page.goto('/account');
  await page
    .getByRole('heading', { name: new RegExp(`^${settingsTexts.title}`) })
    .getByRole('button')
    .click();
  const address = page.getByLabel(settingsTexts.pageLabel);
  await expect(address).toHaveValue(/\/inquiry\/[A-Za-z0-9_-]{32}$/);
  return address;
}

test('[INQUIRY FORM] an inquiry from the public form shows in Lead Flow and the bell without a reload', async ({
  page,
  browser,
  createUser,
  logIn,
}) => {
  test.slow(); // two visitors, each waiting out the form's least fill time
  const photographer = await createUser({ name: 'Mira Stone' });
  await logIn(page, photographer);
  const address = await openInquirySection(page);
  await page.getByRole('switch', { name: settingsTexts.enabled }).click();
  await expect(page.getByText(settingsTexts.turnedOn)).toBeVisible();
  await expect(page.getByLabel(settingsTexts.iframeSnippetLabel)).toHaveValue(
    new RegExp(`<iframe src="${(await address.inputValue()).replace(/[.?]/g, '\\$&')}"`),
  );
  const formUrl = await address.inputValue();

  const streamOpened = page.waitForResponse((response) => response.url().endsWith('/api/notifications/events'));
  await page.goto('/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Flow' })).toBeVisible();
  expect((await streamOpened).status()).toBe(200);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');

  // A visitor without an account, in a browser of their own.
  const visitorContext = await browser.newContext();
  const visitor = waitingForHydration(await visitorContext.newPage());
  const framed = await visitor.goto(formUrl);
  expect(framed?.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(framed?.headers()['x-frame-options']).toBeUndefined();
  await expect(visitor.getByRole('heading', { level: 1, name: formTexts.heading('Mira Stone') })).toBeVisible();
  await visitor.getByLabel(formTexts.name).fill('Nora Quill');
  await visitor.getByLabel(formTexts.email).fill('nora@example.com');
  await visitor.getByLabel(formTexts.sessionType).selectOption('Maternity');
  await visitor.getByLabel(formTexts.message).fill('A spring session outdoors, please.');
  await visitor.getByRole('button', { name: formTexts.send }).click();
  await expect(visitor.getByRole('heading', { name: formTexts.thanks })).toBeVisible();
  await visitorContext.close();

  // The photographer's open Lead Flow shows the lead, and the bell counts it, with no reload.
  await expect(
    page.getByRole('table', { name: 'Leads' }).getByRole('button', { name: 'Rename Nora Quill' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications, 1 unread');

  // A second inquiry of the same burst brings no second notification, yet reaches the open Lead Flow too.
  const secondContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Date.now() % 250}` },
  });
  const secondVisitor = waitingForHydration(await secondContext.newPage());
  await secondVisitor.goto(formUrl);
  await secondVisitor.getByLabel(formTexts.name).fill('Ada Burst');
  await secondVisitor.getByLabel(formTexts.email).fill('ada@example.com');
  await secondVisitor.getByRole('button', { name: formTexts.send }).click();
  await expect(secondVisitor.getByRole('heading', { name: formTexts.thanks })).toBeVisible();
  await secondContext.close();
  await expect(
    page.getByRole('table', { name: 'Leads' }).getByRole('button', { name: 'Rename Ada Burst' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications, 1 unread');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('menu').getByText('New Website Inquiry')).toBeVisible();
});

test('[INQUIRY FORM] a turned-off or replaced address says the form is not open', async ({
  page,
  browser,
  signInWith,
}) => {
  await signInWith(page, {});
  const address = await openInquirySection(page);
  const oldUrl = await address.inputValue();
  const visitor = waitingForHydration(await (await browser.newContext()).newPage());
  await visitor.goto(oldUrl);
  await expect(visitor.getByText(formTexts.closed)).toBeVisible();

  await page.getByRole('switch', { name: settingsTexts.enabled }).click();
  await expect(page.getByText(settingsTexts.turnedOn)).toBeVisible();
  await page.getByRole('button', { name: settingsTexts.renew }).click();
  await page
    .getByRole('alertdialog', { name: settingsTexts.renew })
    .getByRole('button', { name: settingsTexts.renew })
    .click();
  await expect(page.getByText(settingsTexts.renewed)).toBeVisible();
  await expect(address).not.toHaveValue(oldUrl);
  await visitor.reload();
  await expect(visitor.getByText(formTexts.closed)).toBeVisible();
  await visitor.goto(await address.inputValue());
  await expect(visitor.getByRole('button', { name: formTexts.send })).toBeVisible();
  await visitor.context().close();
});

test('[INQUIRY FORM] the public form and the settings section pass axe and fit 375 px, long names included', async ({
  page,
  browser,
  createUser,
  logIn,
}) => {
  // Two pages checked twice each, at phone width: more steps than most tests.
  test.slow();
  const longName = `Studio${'x'.repeat(60)}`;
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, await createUser({ name: longName }));
  const address = await openInquirySection(page);
  await page.getByRole('switch', { name: settingsTexts.enabled }).click();
  await expect(page.getByText(settingsTexts.turnedOn)).toBeVisible();
  await expectNoSeriousViolations(page, 'inquiry form section');
  await expectNoHorizontalScroll(page, 'inquiry form section at 375 px');

  const visitor = waitingForHydration(
    await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage(),
  );
  await visitor.goto(await address.inputValue());
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(longName);
  await expectNoSeriousViolations(visitor, 'public inquiry form');
  await expectNoHorizontalScroll(visitor, 'public inquiry form at 375 px');
  // Sending with nothing filled in names what is missing, on the form.
  await visitor.getByRole('button', { name: formTexts.send }).click();
  await expect(visitor.getByText('Please enter your name.')).toBeVisible();
  await expectNoSeriousViolations(visitor, 'public inquiry form with errors');
  await visitor.context().close();
});
