import { authTexts, billingTexts } from '@shutterdesk/core';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Billing end to end, against the server with billing on and its Stripe-protocol server (playwright.config.ts,
 * project `billing`): Stripe's hosted checkout is that server's small page with Pay and Cancel.
 */

const dayMs = 24 * 60 * 60 * 1000;
const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
const link = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

test('[BILLING] a visitor sees the plans and is asked to log in or register before checkout', async ({ page }) => {
  await page.goto('/subscription/plans');
  await expect(page.getByRole('heading', { name: billingTexts.choosePlan })).toBeVisible();
  await expect(link(page, 'Login')).toBeVisible();
  await expect(link(page, 'Register')).toBeVisible();
  const monthly = page.getByRole('listitem').filter({ hasText: 'Studio Monthly' });
  await expect(monthly.getByText('$29', { exact: true })).toBeVisible();
  await expect(monthly.getByText('/month')).toBeVisible();
  await expect(page.getByText(billingTexts.unpaidFooter)).toBeVisible();
  await expect(page.getByLabel('Coupon code')).toHaveCount(0);

  await button(page, billingTexts.getPlan('Studio Yearly')).click();
  const dialog = page.getByRole('dialog', { name: billingTexts.visitorDialogTitle });
  await expect(dialog).toBeVisible();
  await expect(link(page, 'Login').last()).toBeVisible();
  await dialog.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('[BILLING] sign up, check out with a coupon, use the app in the trial, cancel, and lose access after the period', async ({
  page,
  mailLink,
  createCoupon,
  advanceClock,
  reconcileSubscriptions,
}) => {
  test.slow(); // the whole journey: sign up, verify, checkout, manage, cancel, a week later
  const email = `buyer-${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByLabel('Name').fill('Petra Pixel');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('aperture-22');
  await page.getByLabel(/confirm/i).fill('aperture-22');
  await button(page, /sign up|create account|register/i).click();
  await expect(page.getByText(authTexts.registerSuccess).first()).toBeVisible();

  // Verified and signed in, but without a subscription: every screen sends the user to the plans.
  await page.goto(await mailLink(email, 'verify', '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  await expect(page.getByRole('heading', { name: billingTexts.choosePlan })).toBeVisible();
  await expect(button(page, 'Logout')).toBeVisible();

  const coupon = await createCoupon({ name: 'Launch week', discountPercentage: 25, usageLimit: 5 });
  await page.getByLabel('Coupon code').fill('NOT-A-CODE');
  await button(page, 'Apply').click();
  await expect(page.getByText('This coupon code does not exist.')).toBeVisible();
  await page.getByLabel('Coupon code').fill(coupon.code.toLowerCase());
  await button(page, 'Apply').click();
  await expect(page.getByText('25% off applied')).toBeVisible();
  await expect(page.getByText(`25% off with ${coupon.code}`).first()).toBeVisible();

  await button(page, billingTexts.getPlan('Studio Monthly')).click();
  await expect(page.getByRole('heading', { name: 'Studio Monthly' })).toBeVisible();
  await expect(page.getByText('Coupon applied: 25% off.')).toBeVisible();
  await expect(page.getByText('7-day free trial')).toBeVisible();
  await button(page, 'Pay').click();

  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_/);
  await expect(page.getByRole('heading', { name: billingTexts.paymentSuccessful })).toBeVisible();
  await expect(page.getByText(billingTexts.welcomeToTrial('Studio Monthly'))).toBeVisible();
  await expect(page.getByText(billingTexts.trialActivated)).toBeVisible();
  await expect(page.getByText(billingTexts.thankYou)).toBeVisible();
  await expect(page.getByText(billingTexts.activated)).toBeVisible();
  await expect(page.getByRole('heading', { name: billingTexts.needHelp })).toBeVisible();
  await expect(page.getByRole('link', { name: 'help@shutterdesk.test' })).toBeVisible();

  // Paid now: the app opens (a new user's dashboard starts with the onboarding wizard), the plans say so.
  await link(page, billingTexts.goToDashboard).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goto('/leads');
  await expect(page).toHaveURL(/\/leads$/);
  await page.goto('/subscription/plans');
  await expect(page.getByRole('heading', { name: billingTexts.subscribed })).toBeVisible();
  await expect(button(page, billingTexts.subscribedButton).first()).toBeDisabled();
  await expect(page.getByText(billingTexts.paidFooter)).toBeVisible();

  await link(page, billingTexts.manageSubscriptionLink).click();
  await expect(page).toHaveURL(/\/subscription\/manage$/);
  await expect(page.getByRole('heading', { name: 'Studio Monthly' })).toBeVisible();
  await expect(page.getByText('Trial', { exact: true })).toBeVisible();
  await expect(page.getByText('(7 days left)')).toBeVisible();
  await expect(page.getByText('$29', { exact: true })).toBeVisible();

  await button(page, 'Cancel subscription').click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(billingTexts.canceled, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(billingTexts.willCancel)).toBeVisible();
  await expect(button(page, 'Cancel subscription')).toHaveCount(0);

  // Still reachable until the end of the trial it was cancelled in.
  await page.goto('/leads');
  await expect(page).toHaveURL(/\/leads$/);

  // A day after the period ended (no webhook needed: the reconciliation re-reads it), the app is closed again.
  await advanceClock(8 * dayMs);
  await reconcileSubscriptions();
  await page.goto('/leads');
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  await expect(page.getByRole('heading', { name: billingTexts.choosePlan })).toBeVisible();
});

test('[BILLING] a checkout without a coupon opens the dashboard, and the billing portal returns to the manage screen', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, {
    dashboard: {
      categories: ['Social Media'],
      tasks: [{ title: 'Post a gallery', category: 'Social Media', frequency: 'weekly' }],
    },
  });
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  await button(page, billingTexts.getPlan('Studio Yearly')).click();
  await expect(page.getByText('Coupon applied')).toHaveCount(0);
  await button(page, 'Pay').click();
  await expect(page.getByText(billingTexts.welcomeToTrial('Studio Yearly'))).toBeVisible();

  await link(page, billingTexts.goToDashboard).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Post a gallery')).toBeVisible();

  await page.goto('/subscription/manage');
  await expect(page.getByText('$290', { exact: true })).toBeVisible();
  await expect(page.getByText('Yearly', { exact: true })).toBeVisible();
  await button(page, /Payment method and invoices/).click();
  await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Shutterdesk' }).click();
  await expect(page).toHaveURL(/\/subscription\/manage$/);
});

test('[BILLING] leaving Stripe’s page without paying shows the failure screen, and the plans can be tried again', async ({
  page,
  signInWith,
}) => {
  await signInWith(page, {});
  // The manage screen is open without a plan (docs/decisions/0020-billing-access.md), and says there is none.
  await page.goto('/subscription/manage');
  await expect(page.getByRole('heading', { name: billingTexts.noActiveSubscription })).toBeVisible();
  await link(page, billingTexts.viewPlans).click();
  await button(page, billingTexts.getPlan('Studio Monthly')).click();
  await page.getByRole('link', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/checkout\/failure$/);
  await expect(page.getByRole('heading', { name: billingTexts.paymentFailed })).toBeVisible();
  await expect(page.getByText(billingTexts.paymentNotProcessed)).toBeVisible();
  await expect(page.getByRole('heading', { name: billingTexts.tryAgain })).toBeVisible();
  await expect(page.getByText(billingTexts.retryFromPlans)).toBeVisible();
  await link(page, billingTexts.viewPlans).click();
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  await expect(button(page, billingTexts.getPlan('Studio Monthly'))).toBeEnabled();
});
