import { adminTexts, billingTexts, studioLinkTexts } from '@shutterdesk/core';
import type { Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { openSection } from './support/account-sections';
import { expect, test, waitingForHydration } from './support/fixtures';

/**
 * Every subscription state as a user sees it (docs/billing.md, "Screens"; docs/decisions/0020-billing-access.md),
 * against the server with billing on and its Stripe-protocol server (playwright.config.ts, project `billing`).
 */

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
const link = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
/** One unbroken 40-character word: it must never widen a layout. */
const longWord = 'Supercalifragilisticexpialidociousphotos';
const paymentBanner = (page: Page) => page.getByRole('status').filter({ hasText: billingTexts.paymentFailedBanner });
/** A long date as the screens write it ('March 3, 2027'). */
const longDate = String.raw`[A-Z][a-z]+ \d{1,2}, \d{4}`;

/** axe in the light and the dark theme, then no sideways scroll at 375 px; the viewport is put back after. */
async function expectScreenFits(page: Page, what: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expectNoSeriousViolations(page, `${what}, ${colorScheme}`);
  }
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoHorizontalScroll(page, what);
  if (size) await page.setViewportSize(size);
}

test('[BILLING] a failed payment shows the banner on every screen, and Update card opens the portal', async ({
  page,
  createUser,
  logIn,
  subscribe,
  changeSubscription,
}) => {
  test.slow(); // two screens in two themes
  const user = await createUser({ name: `${longWord} ${longWord}` });
  await logIn(page, user);
  await subscribe(page);
  // The renewal two days ago failed: Stripe retries the card, and the grace period keeps the app open meanwhile.
  await changeSubscription(user, { action: 'set', status: 'past_due', startDaysAgo: 2, days: 30 });

  for (const path of ['/leads', '/account', '/subscription/manage']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(paymentBanner(page)).toBeVisible();
    await expect(paymentBanner(page)).toContainText(
      new RegExp(`You keep access until ${longDate} while the payment is retried\\.`),
    );
  }
  await page.goto('/leads');
  await expect(page.getByRole('heading', { name: 'Lead Flow' })).toBeVisible();
  await expectScreenFits(page, 'Lead Flow with the payment banner');

  await paymentBanner(page).getByRole('button', { name: billingTexts.updateCard }).click();
  await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Shutterdesk' }).click();
  await expect(page).toHaveURL(/\/subscription\/manage$/);
  await expect(page.getByText('Past Due', { exact: true })).toBeVisible();

  // Stripe charges the card: the banner goes.
  await changeSubscription(user, { action: 'renew' });
  await page.goto('/leads');
  await expect(page.getByRole('heading', { name: 'Lead Flow' })).toBeVisible();
  await expect(paymentBanner(page)).toHaveCount(0);
});

test('[BILLING] a lapsed payer reads why on the plans page and is sent to the card, not to a second subscription', async ({
  page,
  signInWith,
  subscribe,
  changeSubscription,
  useServerTime,
}) => {
  test.slow(); // the plans page in two themes
  const user = await signInWith(page, {});
  await subscribe(page);
  // The renewal failed ten days ago: the seven days of grace are over.
  await changeSubscription(user, { action: 'set', status: 'past_due', startDaysAgo: 10, days: 30 });
  await useServerTime(page);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  await expect(page.getByText(new RegExp(`^Your last payment failed on ${longDate}\\.$`))).toBeVisible();
  await expect(page.getByText(billingTexts.refusals.paymentDue).first()).toBeVisible();
  // The trial was used: none is promised.
  await expect(page.getByText(billingTexts.trialUsedFooter)).toBeVisible();
  await expect(page.getByText(billingTexts.unpaidFooter)).toHaveCount(0);
  await expect(paymentBanner(page)).toBeVisible();
  await expectScreenFits(page, 'the plans page of a lapsed payer');

  // Buying again is refused with the way forward: the card in the portal.
  await button(page, billingTexts.getPlan('Studio Monthly')).click();
  const refusal = page.getByRole('alert').filter({ hasText: billingTexts.refusals.paymentDue });
  await expect(refusal).toBeVisible();
  await expect(link(page, billingTexts.manageSubscriptionLink)).toBeVisible();
  await button(page, new RegExp(billingTexts.updateCard)).first().click();
  await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
});

test('[BILLING] a subscription Stripe ended is explained; a new one starts without a second trial', async ({
  page,
  signInWith,
  subscribe,
  changeSubscription,
  useServerTime,
}) => {
  const user = await signInWith(page, {});
  await subscribe(page);
  await changeSubscription(user, { action: 'end' });
  await useServerTime(page);

  await page.goto('/leads');
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  await expect(page.getByText(new RegExp(`^Your subscription was canceled on ${longDate}\\.$`))).toBeVisible();
  await expect(page.getByText(billingTexts.choosePlanToContinue)).toBeVisible();
  await expect(page.getByText(billingTexts.trialUsedFooter)).toBeVisible();

  await button(page, billingTexts.getPlan('Studio Yearly')).click();
  await expect(page.getByRole('heading', { name: 'Studio Yearly' })).toBeVisible();
  await expect(page.getByText('7-day free trial')).toHaveCount(0);
  await button(page, 'Pay').click();
  await expect(page.getByText(billingTexts.welcomeToPlan('Studio Yearly'))).toBeVisible();
  await expect(page.getByText(billingTexts.subscriptionActivated)).toBeVisible();
  await expect(page.getByText(billingTexts.trialActivated)).toHaveCount(0);
  await expectScreenFits(page, 'the success screen without a trial');
});

test('[BILLING] a user without a plan opens the account settings, bug report and manage screen, and deletes the account', async ({
  page,
  createUser,
  logIn,
}) => {
  test.slow(); // the account settings in two themes
  const user = await createUser({ name: `${longWord} ${longWord}` });
  await logIn(page, user);
  await expect(page).toHaveURL(/\/subscription\/plans$/);

  await page.goto('/bug-report');
  await expect(page).toHaveURL(/\/bug-report$/);
  await page.goto('/subscription/manage');
  await expect(page.getByRole('heading', { name: billingTexts.noActiveSubscription })).toBeVisible();

  await page.goto('/account');
  await expect(page).toHaveURL(/\/account$/);
  await expectScreenFits(page, 'the account settings without a plan');

  // A write that needs a plan is refused with a way to one, not a generic failure.
  const calendar = studioLinkTexts.calendarFeed;
  await openSection(page, calendar.title);
  await expect(page.getByLabel(calendar.label)).toHaveValue(/\/api\/calendar\//);
  await button(page, calendar.renew).click();
  await page.getByRole('alertdialog', { name: calendar.renew }).getByRole('button', { name: calendar.renew }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: billingTexts.refusals.subscriptionRequired });
  await expect(toast).toBeVisible();
  await expect(page.getByText('Could not make a new link. Please try again.')).toHaveCount(0);
  await toast.getByRole('link', { name: billingTexts.viewPlans }).click();
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  await expect(toast).toHaveCount(0);

  await page.goto('/account');
  await openSection(page, 'Delete account');
  await button(page, 'Delete my account').click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signIn.status()).toBe(401);
});

test('[BILLING] an admin without a plan runs the admin area, from a phone too, and gives a user free access', async ({
  page,
  browser,
  baseURL,
  createUser,
  logInAsAdmin,
}) => {
  test.slow(); // two browsers, the user page in two themes
  await logInAsAdmin(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: adminTexts.dashboardTitle })).toBeVisible();
  await page.goto('/leads');
  await expect(page).toHaveURL(/\/subscription\/plans$/);

  // On a phone the header's button is hidden: the profile menu has the way in.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/account');
  await page
    .getByRole('button', { name: /profile menu/i })
    .and(page.locator(':enabled'))
    .click();
  await page.getByRole('menuitem', { name: 'Admin dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Free access: the user gets in without Stripe, and the audit trail says who gave it.
  const user = await createUser({ name: `${longWord} ${longWord}` });
  const userContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.78' } });
  const userPage = waitingForHydration(await userContext.newPage());
  const signedIn = await userPage.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: new URL(baseURL ?? '').origin },
  });
  expect(signedIn.status()).toBe(200);
  await userPage.goto('/leads');
  await expect(userPage).toHaveURL(/\/subscription\/plans$/);

  await page.goto(`/admin/users/${user.id}`);
  await expect(page.getByText(adminTexts.giveFreeAccessHint)).toBeVisible();
  await button(page, adminTexts.giveFreeAccess).click();
  await expect(page.getByText(adminTexts.freeAccessGiven)).toBeVisible();
  await expect(page.getByText(adminTexts.accessGrantLabels.comp, { exact: true })).toBeVisible();
  await expect(page.getByText('Gave free access').first()).toBeVisible();
  await expect(page.getByText(`Free access: — → ${adminTexts.accessGrantLabels.comp}`).first()).toBeVisible();
  await expectScreenFits(page, 'the admin user page with free access');

  await userPage.goto('/leads');
  await expect(userPage).toHaveURL(/\/leads$/);

  await button(page, adminTexts.endFreeAccess).click();
  const question = page.getByRole('alertdialog');
  await question.getByRole('button', { name: adminTexts.endFreeAccess }).click();
  await expect(page.getByText(adminTexts.freeAccessEnded)).toBeVisible();
  await expect(page.getByText('Ended free access').first()).toBeVisible();
  await page.goto(`/admin/audit?userId=${user.id}`);
  await expect(page.getByText('Gave free access').first()).toBeVisible();
  await expect(page.getByText('Ended free access').first()).toBeVisible();

  await userPage.goto('/leads');
  await expect(userPage).toHaveURL(/\/subscription\/plans$/);
  await userContext.close();
});

test('[BILLING] a cancelled subscription is resumed from the manage screen', async ({
  page,
  signInWith,
  subscribe,
}) => {
  test.slow(); // the manage screen in two themes
  await signInWith(page, {});
  await subscribe(page);
  await page.goto('/subscription/manage');
  await button(page, 'Cancel subscription').click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(billingTexts.willCancel)).toBeVisible();
  await expect(page.getByText(new RegExp(`^Your subscription ends on ${longDate}\\. Resume it`))).toBeVisible();
  await expectScreenFits(page, 'the manage screen of a cancelled subscription');

  await button(page, billingTexts.resume).click();
  await expect(page.getByText(billingTexts.resumed, { exact: true })).toBeVisible();
  await expect(page.getByText(billingTexts.willCancel)).toHaveCount(0);
  await expect(button(page, billingTexts.resume)).toHaveCount(0);
  await expect(page.getByText('Trial', { exact: true })).toBeVisible();
  await expect(button(page, 'Cancel subscription')).toBeVisible();
  // Resumed, not bought again: still one subscription.
  const subscriptions = await page.request.get('/api/billing/subscriptions');
  expect(((await subscriptions.json()) as { subscriptions: unknown[] }).subscriptions).toHaveLength(1);
});

test('[BILLING] two tabs checking out at once end with one subscription', async ({ page, context, signInWith }) => {
  test.slow(); // three tabs, two trips to Stripe's page
  await signInWith(page, {});
  const [second, third] = [waitingForHydration(await context.newPage()), waitingForHydration(await context.newPage())];
  const tabs = [page, second];
  await Promise.all([...tabs, third].map((tab) => tab.goto('/subscription/plans')));
  const getMonthly = (tab: Page) => button(tab, billingTexts.getPlan('Studio Monthly'));
  await Promise.all([...tabs, third].map((tab) => expect(getMonthly(tab)).toBeEnabled()));

  await Promise.all(tabs.map((tab) => getMonthly(tab).click()));
  // Each tab reaches Stripe's page, or is told that another tab is starting a checkout.
  const pay = (tab: Page) => tab.getByRole('button', { name: 'Pay' });
  const inProgress = (tab: Page) =>
    tab.getByRole('alert').filter({ hasText: billingTexts.refusals.checkoutInProgress });
  // The older session may already be expired by the newer start when its tab gets there.
  const closed = (tab: Page) => tab.getByText('This checkout is no longer open.');
  for (const tab of tabs) await expect(pay(tab).or(inProgress(tab)).or(closed(tab))).toBeVisible();

  // Pay wherever Stripe's page offers it: only the newest session is open, so one payment goes through.
  let paid = 0;
  for (const tab of tabs) {
    if (!(await pay(tab).isVisible())) continue;
    await pay(tab).click();
    const success = tab.getByRole('heading', { name: billingTexts.paymentSuccessful });
    await expect(success.or(closed(tab))).toBeVisible();
    if (await success.isVisible()) paid += 1;
  }
  expect(paid).toBe(1);
  const subscriptions = await page.request.get('/api/billing/subscriptions');
  expect(((await subscriptions.json()) as { subscriptions: unknown[] }).subscriptions).toHaveLength(1);

  // A tab opened before the payment is refused a second subscription, with the way to the one there is.
  await getMonthly(third).click();
  await expect(third.getByRole('alert').filter({ hasText: billingTexts.refusals.alreadySubscribed })).toBeVisible();
  await link(third, billingTexts.manageSubscriptionLink).first().click();
  await expect(third).toHaveURL(/\/subscription\/manage$/);
});

test('[BILLING] the success screen keeps trying while Stripe cannot be reached', async ({
  page,
  signInWith,
  setStripeAvailable,
}) => {
  await signInWith(page, {});
  await button(page, billingTexts.getPlan('Studio Monthly')).click();
  await expect(button(page, 'Pay')).toBeVisible();
  await setStripeAvailable(false);
  await button(page, 'Pay').click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_/);
  await expect(page.getByRole('status').filter({ hasText: billingTexts.confirmingPayment })).toBeVisible();
  await expect(page.getByText('We could not find this checkout')).toHaveCount(0);

  await setStripeAvailable(true);
  await expect(page.getByRole('heading', { name: billingTexts.paymentSuccessful })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(billingTexts.trialActivated)).toBeVisible();
});
