import { feedbackQuestions, feedbackTexts } from '@shutterdesk/core';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';

test.describe('feedback form', () => {
  test.beforeEach(async ({ page, createUser, setUpDashboard, logIn }) => {
    const user = await createUser({ name: 'Nora Field' });
    await setUpDashboard(user, { categories: ['CRM'] });
    await logIn(page, user);
  });

  test('is reached from the profile menu, checks every required answer and thanks on success', async ({ page }) => {
    await page.getByRole('button', { name: /profile menu/i }).click();
    await page.getByRole('menuitem', { name: 'Feedback form' }).click();
    await expect(page).toHaveURL(/\/feedback$/);
    await expect(page.getByLabel(feedbackQuestions.name)).toHaveValue('Nora Field');

    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Please enter how many clients you work with, as a number.')).toBeVisible();
    await expect(page.getByText('Please choose one of: Yes, big time, Sort of, Not really.')).toBeVisible();
    await expect(page.getByText('Please tell us how you use Shutterdesk.')).toBeVisible();
    await expect(page.getByLabel(feedbackQuestions.clients)).toBeFocused();

    await page.getByLabel(feedbackQuestions.clients).fill('-2');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('The number of clients cannot be below 0.')).toBeVisible();

    await page.getByLabel(feedbackQuestions.clients).fill('40');
    await page.getByRole('radio', { name: 'Sort of' }).check();
    await page.getByLabel(feedbackQuestions.usage).fill('Every morning for routines.');
    await page.getByLabel(feedbackQuestions.intuitive).fill('Easy to learn.');
    await page.getByLabel(feedbackQuestions.change).fill('A darker theme.');
    await page.getByLabel(feedbackQuestions.missing).fill('Contracts.');
    await page.getByLabel(feedbackQuestions.longerTerm).fill('A phone app.');
    await page.getByLabel(feedbackQuestions.price).fill('$12');
    await page.getByRole('button', { name: 'Send feedback' }).click();

    await expect(page.getByText(feedbackTexts.success)).toBeVisible();
    await expect(page.getByLabel(feedbackQuestions.usage)).toHaveValue('');
  });

  test('a failed submission keeps the answers and says so', async ({ page }) => {
    await page.goto('/feedback');
    await page.route('**/api/feedback', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Down for maintenance' } } }),
    );
    await page.getByLabel(feedbackQuestions.clients).fill('0');
    await page.getByRole('radio', { name: 'Not really' }).check();
    for (const field of ['usage', 'intuitive', 'change', 'missing', 'longerTerm', 'price'] as const) {
      await page.getByLabel(feedbackQuestions[field]).fill(`Answer to ${field}`);
    }
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText(feedbackTexts.failure)).toBeVisible();
    await expect(page.getByLabel(feedbackQuestions.usage)).toHaveValue('Answer to usage');
  });

  test('is accessible and fits a phone screen, errors shown', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { name: 'Help us shape Shutterdesk' })).toBeVisible();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Please tell us what price feels fair.')).toBeVisible();
    await expectNoHorizontalScroll(page, 'feedback form');
    await expectNoSeriousViolations(page, 'feedback form');
  });
});
