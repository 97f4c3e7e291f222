import { chatTexts } from '@shutterdesk/core';
import type { Locator, Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { startAppWithModel, type AppWithModel } from './support/app-with-model';

const helper = (page: Page) => page.getByRole('dialog', { name: 'Post helper' });
const conversation = (page: Page) => helper(page).getByRole('log', { name: 'Conversation' });
const botReplies = (page: Page) => conversation(page).locator('li[data-from="bot"]');
const lastReply = (page: Page): Locator => botReplies(page).last();

async function chooseTopicAndMood(page: Page, mood: string) {
  await page.getByRole('button', { name: 'Open post helper' }).click();
  await expect(helper(page).getByRole('heading', { name: 'Post helper' })).toBeFocused();
  await helper(page).getByRole('button', { name: 'Social Media Post' }).click();
  await expect(conversation(page).locator('li[data-from="user"]').last()).toHaveText(/Social Media Post/);
  await helper(page).getByRole('button', { name: mood }).click();
  await expect(conversation(page).locator('li[data-from="user"]').last()).toHaveText(new RegExp(mood));
}

async function refine(page: Page, change: string) {
  await helper(page).getByLabel('What should change?').fill(change);
  await helper(page).getByRole('button', { name: 'Send' }).click();
}

test.describe('post helper with an AI model', () => {
  let app: AppWithModel;

  test.beforeAll(async () => {
    // Streams its reply in pieces; a refinement answers with what it was asked to change.
    app = await startAppWithModel(({ body }) => {
      const last = body.messages.at(-1)!.content;
      return last.startsWith('Revise')
        ? { kind: 'stream', chunks: ['Golden hour minis! ', '📸 Book now.'] }
        : { kind: 'stream', chunks: ['Golden hour minis ', 'are back this spring. ', 'Book your spot today!'] };
    });
  });
  test.afterAll(async () => {
    await app?.close();
  });

  async function signIn(page: Page) {
    const user = await app.createPhotographer();
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: /log in/i }).click();
    await expect(page).toHaveURL(`${app.url}/dashboard`);
  }

  test('chooses topic and mood, generates a streamed draft, refines it, and shows errors in red', async ({ page }) => {
    await signIn(page);
    await chooseTopicAndMood(page, 'Marketing');
    await expect(helper(page).getByText('Offline drafts')).toHaveCount(0);

    await helper(page).getByLabel('Instructions (optional)').fill('Spring minis at the lake');
    await helper(page).getByRole('button', { name: 'Generate' }).click();
    await expect(lastReply(page)).toHaveText(/Golden hour minis are back this spring\. Book your spot today!/);
    const sent = app.ai.requests.at(-1)!.body;
    expect(sent.model).toBe('e2e-writer');
    expect(sent.messages.at(-1)!.content).toContain('Spring minis at the lake');

    const send = helper(page).getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await helper(page).getByLabel('What should change?').fill('   ');
    await expect(send).toBeDisabled();

    await refine(page, 'shorter, with an emoji');
    await expect(lastReply(page)).toHaveText(/Golden hour minis! 📸 Book now\./);
    expect(app.ai.requests.at(-1)!.body.messages.slice(1, 2)).toEqual([
      { role: 'assistant', content: 'Golden hour minis are back this spring. Book your spot today!' },
    ]);

    app.ai.reply({ kind: 'error', status: 503 });
    await refine(page, 'more formal');
    await expect(lastReply(page).locator('[data-error]')).toHaveText('Request failed (503)');
    await expect(lastReply(page).locator('[data-error]')).toHaveClass(/text-danger/);

    // The next refinement still changes the last good draft, not the error.
    await refine(page, 'more formal');
    await expect(lastReply(page)).toHaveText(/Golden hour minis! 📸 Book now\./);
    expect(app.ai.requests.at(-1)!.body.messages[1]).toEqual({
      role: 'assistant',
      content: 'Golden hour minis! 📸 Book now.',
    });
  });

  test('an unreachable endpoint shows the network error text', async ({ page }) => {
    await signIn(page);
    await chooseTopicAndMood(page, 'Insightful');
    await page.route('**/api/chat/generate', (route) => route.abort('failed'));
    await helper(page).getByRole('button', { name: 'Generate' }).click();
    await expect(lastReply(page).locator('[data-error]')).toHaveText(chatTexts.networkError);
  });
});

test.describe('post helper without a model', () => {
  test('says drafts are offline and writes and refines a real post', async ({ page, signInWith }) => {
    await signInWith(page, { dashboard: { categories: ['Social Media'] } });
    await page.goto('/clients');
    await chooseTopicAndMood(page, 'Humorous');
    await expect(helper(page).getByRole('note')).toContainText(
      'No AI model is connected, so posts are written from built-in templates.',
    );
    // How to connect a model is for whoever runs the server, not for a photographer.
    await expect(helper(page).getByRole('note')).not.toContainText('AI_BASE_URL');

    await helper(page).getByLabel('Instructions (optional)').fill('pet portraits this May');
    await helper(page).getByRole('button', { name: 'Generate' }).click();
    await expect(lastReply(page)).toContainText('Pet portraits this May.');
    await expect(lastReply(page)).toContainText('#Portraits');
    const draft = (await lastReply(page).locator('p').textContent()) ?? '';

    await refine(page, 'shorter');
    await expect(botReplies(page)).toHaveCount(5);
    const shorter = (await lastReply(page).locator('p').textContent()) ?? '';
    expect(shorter.length).toBeLessThan(draft.length);

    await refine(page, 'translate into German');
    await expect(lastReply(page).locator('[data-error]')).toContainText(
      'Offline drafts cannot do "translate into German"',
    );

    // Closing keeps the conversation; Escape closes too and gives focus back to the button.
    await page.getByRole('button', { name: 'Close post helper' }).first().click();
    await expect(helper(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open post helper' }).click();
    await expect(lastReply(page).locator('[data-error]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open post helper' })).toBeFocused();
  });

  test('tells an admin how to connect a model', async ({ page, logInAsAdmin, setUpDashboard }) => {
    const admin = await logInAsAdmin(page, { twoFactor: false });
    await setUpDashboard(admin, { categories: ['Social Media'] });
    await page.goto('/clients');
    await page.getByRole('button', { name: 'Open post helper' }).click();
    await expect(helper(page).getByRole('note')).toContainText('built-in templates');
    await expect(helper(page).getByRole('note')).toContainText('set AI_BASE_URL and AI_MODEL');
  });

  test('is accessible and fits a phone screen', async ({ page, signInWith }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await signInWith(page, { dashboard: { categories: ['Social Media'] } });
    await chooseTopicAndMood(page, 'Inspirational');
    const box = await helper(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await expect(helper(page).getByRole('button', { name: 'Generate' })).toBeInViewport();
    await helper(page).getByRole('button', { name: 'Generate' }).click();
    await expect(lastReply(page)).toContainText('#');
    await expectNoHorizontalScroll(page, 'post helper');
    await expectNoSeriousViolations(page, 'post helper');
  });
});
