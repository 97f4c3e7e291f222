import { guardTexts, notFoundTexts, waitlistTexts } from '@shutterdesk/core';
import { expect, test } from './support/fixtures';

test('a banned user sees the banned screen on the next request, and can log out', async ({
  page,
  banUser,
  signInWith,
}) => {
  const user = await signInWith(page, { dashboard: { categories: ['Gallery'] } });
  await expect(page).toHaveURL(/\/dashboard$/);
  await banUser(user);
  await page.reload();
  await expect(page.getByRole('heading', { name: guardTexts.bannedTitle })).toBeVisible();
  await expect(page.getByText(guardTexts.bannedMessage('help@shutterdesk.test'))).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('an unknown path shows Page Not Found with a way back to the dashboard', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: notFoundTexts.title })).toBeVisible();
  await expect(page.getByRole('link', { name: notFoundTexts.returnToDashboard })).toHaveAttribute('href', '/dashboard');
});

test('the landing page offers Login and Sign Up and loads without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toHaveAttribute('href', '/register');
  await expect(page.getByText(/7-day free trial/i).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the waitlist stores an e-mail once and says so kindly the second time', async ({ page }) => {
  const email = `wait-${Date.now()}-${test.info().workerIndex}@example.com`;
  await page.goto('/waitlist');
  await expect(page).toHaveTitle(new RegExp(waitlistTexts.pageTitle));
  await expect(page.getByRole('heading', { name: waitlistTexts.headline })).toBeVisible();

  await page.getByLabel(/email/i).fill('not-an-email');
  await page.getByRole('button', { name: /join/i }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: /join/i }).click();
  await expect(page.getByText(waitlistTexts.joined)).toBeVisible();

  await page.goto('/waitlist');
  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: /join/i }).click();
  await expect(page.getByText(waitlistTexts.alreadyJoined)).toBeVisible();
});
