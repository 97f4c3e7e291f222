import { onboardingTexts, type SessionResponse, type Task, type TaskCategory } from '@shutterdesk/core';
import type { Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const checkbox = (page: Page, name: string | RegExp) =>
  page.getByRole('checkbox', typeof name === 'string' ? { name, exact: true } : { name });
/** An area's card on STEP TWO; its name says how many tasks it has. */
const areaCard = (page: Page, area: TaskCategory) => page.getByRole('button', { name: new RegExp(`^${area} `) });

/** From /welcome to STEP TWO with the given areas chosen. */
async function chooseAreas(page: Page, areas: TaskCategory[]) {
  await page.goto('/welcome');
  await button(page, onboardingTexts.letsDoThis).click();
  await expect(heading(page, onboardingTexts.areaSelectionHeading)).toBeFocused();
  for (const area of areas) await checkbox(page, area).check();
  await button(page, onboardingTexts.continue).click();
  await expect(page.getByText(onboardingTexts.stepTwo)).toBeVisible();
}

/** Opens an area, ticks the given suggestions and returns to STEP TWO with SAVE. */
async function pickTasks(page: Page, area: TaskCategory, titles: string[]) {
  await areaCard(page, area).click();
  await expect(heading(page, area)).toBeFocused();
  for (const title of titles) await checkbox(page, title).check();
  await button(page, onboardingTexts.taskSelectionSave).click();
  await expect(heading(page, onboardingTexts.taskAreaHeading)).toBeVisible();
}

/** The signed-in user's tasks as the API returns them, in a stable order for comparing. */
async function savedTasks(page: Page) {
  const response = await page.request.get('/api/tasks');
  expect(response.ok()).toBe(true);
  const { tasks } = (await response.json()) as { tasks: Task[] };
  return tasks
    .map(({ title, category, frequency, linkUrl, custom }) => ({ title, category, frequency, linkUrl, custom }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

async function savedCategories(page: Page) {
  const session = (await (await page.request.get('/api/session')).json()) as SessionResponse;
  return session.signedIn ? session.profile?.taskCategories : undefined;
}

test.describe('[ONBOARDING] the /welcome wizard', () => {
  test('a new user picks two areas, their tasks and a custom one, and lands on a dashboard holding exactly those', async ({
    page,
    createUser,
    logIn,
  }) => {
    test.slow(); // the whole wizard, end to end
    await logIn(page, await createUser());
    await page.goto('/welcome');

    await expect(page.getByText(onboardingTexts.welcomeEyebrow)).toBeVisible();
    await expect(heading(page, onboardingTexts.welcomeMessage)).toBeVisible();
    await button(page, onboardingTexts.letsDoThis).click();

    // STEP ONE: Continue waits for an area.
    await expect(page.getByText(onboardingTexts.stepOne)).toBeVisible();
    await expect(heading(page, onboardingTexts.areaSelectionHeading)).toBeFocused();
    await expect(page.getByRole('checkbox')).toHaveCount(9);
    await expect(button(page, onboardingTexts.continue)).toBeDisabled();
    await checkbox(page, 'Personal').check();
    await checkbox(page, 'CRM').check();
    await expect(button(page, onboardingTexts.continue)).toBeEnabled();
    await button(page, onboardingTexts.continue).click();

    // STEP TWO: the chosen areas, none highlighted yet.
    await expect(page.getByText(onboardingTexts.stepTwo)).toBeVisible();
    await expect(heading(page, onboardingTexts.taskAreaHeading)).toBeFocused();
    await expect(areaCard(page, 'CRM')).toHaveAccessibleName('CRM No tasks yet');
    await expect(areaCard(page, 'Personal')).toHaveAccessibleName('Personal No tasks yet');
    await expect(areaCard(page, 'Finance')).toHaveCount(0);

    // CRM's suggestions under DAILY, WEEKLY and MONTHLY; tick three, untick one.
    await areaCard(page, 'CRM').click();
    await expect(heading(page, 'CRM')).toBeFocused();
    for (const group of ['DAILY', 'WEEKLY', 'MONTHLY']) {
      await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
    }
    await checkbox(page, 'Follow up with leads').check();
    await checkbox(page, 'Respond to new leads').check();
    await checkbox(page, 'Audit client workflow emails').check();
    await checkbox(page, 'Respond to new leads').uncheck();

    // A custom task: Add waits for a title that is not blank.
    await button(page, onboardingTexts.addCustomTask).click();
    const dialog = page.getByRole('dialog', { name: onboardingTexts.addCustomTask });
    await expect(dialog.getByLabel('Frequency')).toHaveValue('daily');
    await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
    await dialog.getByLabel('Title').fill('   ');
    await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
    await dialog.getByLabel('Title').fill('  Check the studio inbox ');
    await dialog.getByLabel('Frequency').selectOption('weekly');
    await dialog.getByLabel('Link (optional)').fill(' studio.example.com/inbox ');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(onboardingTexts.customTaskAdded)).toBeVisible();
    await expect(dialog).toBeHidden();
    const weekly = page.getByRole('region', { name: 'WEEKLY', exact: true });
    await expect(weekly.getByRole('checkbox', { name: /^Check the studio inbox/ })).toBeChecked();

    // A title CRM already has (any case) is not added a second time; the dialog says why.
    await button(page, onboardingTexts.addCustomTask).click();
    await dialog.getByLabel('Title').fill('follow up with LEADS');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('CRM already has “follow up with LEADS”.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(checkbox(page, /follow up with leads/i)).toHaveCount(1);

    await button(page, onboardingTexts.taskSelectionSave).click();
    await expect(heading(page, onboardingTexts.taskAreaHeading)).toBeFocused();
    await expect(areaCard(page, 'CRM')).toHaveAccessibleName('CRM 3 tasks chosen');

    // The Back arrow also returns to STEP TWO, keeping what was ticked.
    await areaCard(page, 'Personal').click();
    await checkbox(page, 'Journal').check();
    await button(page, onboardingTexts.back).click();
    await expect(areaCard(page, 'Personal')).toHaveAccessibleName('Personal 1 task chosen');

    // Back to STEP ONE and forward again: the areas are still chosen.
    await page.getByRole('button', { name: 'Change areas' }).click();
    await expect(checkbox(page, 'CRM')).toBeChecked();
    await expect(checkbox(page, 'Personal')).toBeChecked();
    await button(page, onboardingTexts.continue).click();
    await expect(areaCard(page, 'CRM')).toHaveAccessibleName('CRM 3 tasks chosen');

    await button(page, onboardingTexts.save).click();
    await expect(heading(page, onboardingTexts.complete)).toBeFocused();
    await button(page, onboardingTexts.letsDoThis).click();

    await expect(page.getByText(onboardingTexts.tasksAdded(4))).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await savedCategories(page)).toEqual(['CRM', 'Personal']);
    expect(await savedTasks(page)).toEqual([
      { title: 'Audit client workflow emails', category: 'CRM', frequency: 'monthly', linkUrl: null, custom: false },
      {
        title: 'Check the studio inbox',
        category: 'CRM',
        frequency: 'weekly',
        linkUrl: 'https://studio.example.com/inbox',
        custom: true,
      },
      { title: 'Follow up with leads', category: 'CRM', frequency: 'daily', linkUrl: null, custom: false },
      { title: 'Journal', category: 'Personal', frequency: 'daily', linkUrl: null, custom: false },
    ]);
  });

  test('tasks of an area unticked after they were picked are not saved', async ({ page, createUser, logIn }) => {
    await logIn(page, await createUser());
    await chooseAreas(page, ['Gallery', 'Website']);
    await pickTasks(page, 'Gallery', ['Send galleries']);
    await pickTasks(page, 'Website', ['Update portfolio']);

    await page.getByRole('button', { name: 'Change areas' }).click();
    await checkbox(page, 'Gallery').uncheck();
    await button(page, onboardingTexts.continue).click();
    await expect(areaCard(page, 'Gallery')).toHaveCount(0);
    await button(page, onboardingTexts.save).click();
    await button(page, onboardingTexts.letsDoThis).click();

    await expect(page.getByText(onboardingTexts.tasksAdded(1))).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await savedCategories(page)).toEqual(['Website']);
    expect(await savedTasks(page)).toEqual([
      { title: 'Update portfolio', category: 'Website', frequency: 'monthly', linkUrl: null, custom: false },
    ]);
  });

  test('a failed save keeps every choice on the last step, the button is busy while saving, and pressing again saves', async ({
    page,
    createUser,
    logIn,
  }) => {
    await logIn(page, await createUser());
    await chooseAreas(page, ['Finance']);
    await pickTasks(page, 'Finance', ['Send invoices', 'Pay sales tax']);
    await button(page, onboardingTexts.save).click();
    await expect(heading(page, onboardingTexts.complete)).toBeVisible();

    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/onboarding') {
        saves.push(request.postData() ?? '');
      }
    });

    await page.route('**/api/onboarding', (route) => route.abort(), { times: 1 });
    await button(page, onboardingTexts.letsDoThis).click();
    await expect(page.getByText(onboardingTexts.saveFailed)).toBeVisible();
    await expect(heading(page, onboardingTexts.complete)).toBeVisible();
    await expect(page).toHaveURL(/\/welcome$/);
    expect(await savedTasks(page)).toEqual([]);

    // The retry is held until the busy button has been seen.
    let releaseSave: () => void = () => {};
    const saveReleased = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    await page.route(
      '**/api/onboarding',
      async (route) => {
        await saveReleased;
        await route.continue();
      },
      { times: 1 },
    );
    const saveButton = button(page, onboardingTexts.letsDoThis);
    await saveButton.click();
    await expect(saveButton).toBeDisabled();
    await expect(saveButton).toHaveAttribute('aria-busy', 'true');
    releaseSave();

    await expect(page.getByText(onboardingTexts.tasksAdded(2))).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(saves).toHaveLength(2);
    expect(saves[1]).toBe(saves[0]);
    expect(await savedTasks(page)).toEqual([
      { title: 'Pay sales tax', category: 'Finance', frequency: 'monthly', linkUrl: null, custom: false },
      { title: 'Send invoices', category: 'Finance', frequency: 'daily', linkUrl: null, custom: false },
    ]);
  });

  test('finishing without tasks saves the areas and says no tasks were selected', async ({
    page,
    createUser,
    logIn,
  }) => {
    await logIn(page, await createUser());
    await chooseAreas(page, ['Newsletter']);
    await areaCard(page, 'Newsletter').click();
    // Newsletter has monthly suggestions only: the empty groups are left out.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['MONTHLY']);
    await button(page, onboardingTexts.back).click();
    await button(page, onboardingTexts.save).click();
    await button(page, onboardingTexts.letsDoThis).click();

    await expect(page.getByText(onboardingTexts.noTasksSelected)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await savedCategories(page)).toEqual(['Newsletter']);
    expect(await savedTasks(page)).toEqual([]);
  });

  test('a save after the session ended asks to log in, and after logging in the choices are still there', async ({
    page,
    createUser,
    logIn,
  }) => {
    const user = await createUser();
    await logIn(page, user);
    await chooseAreas(page, ['Google']);
    await pickTasks(page, 'Google', ['Reply to reviews']);
    await button(page, onboardingTexts.save).click();

    await page.context().clearCookies();
    await button(page, onboardingTexts.letsDoThis).click();
    await expect(page.getByText(onboardingTexts.logInToSave)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: /log in/i }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(heading(page, onboardingTexts.complete)).toBeVisible();
    await button(page, onboardingTexts.letsDoThis).click();

    await expect(page.getByText(onboardingTexts.tasksAdded(1))).toBeVisible();
    expect(await savedTasks(page)).toEqual([
      { title: 'Reply to reviews', category: 'Google', frequency: 'daily', linkUrl: null, custom: false },
    ]);
  });

  test('an onboarded user finds their areas and routines ticked; finishing unchanged adds nothing, one more adds one', async ({
    page,
    createUser,
    setUpDashboard,
    logIn,
  }) => {
    test.slow(); // the wizard twice
    const user = await createUser();
    await setUpDashboard(user, {
      categories: ['Personal', 'CRM'],
      tasks: [
        { title: 'Follow up with leads', category: 'CRM', frequency: 'daily' },
        { title: 'Call the lab', category: 'CRM', frequency: 'weekly' },
        { title: 'Renew insurance', category: 'Personal', frequency: 'yearly' },
      ],
    });
    await page.setViewportSize({ width: 375, height: 740 });
    await logIn(page, user);
    const before = await savedTasks(page);
    const onDashboard = (title: string) => checkbox(page, `${title} ${onboardingTexts.onDashboard}`);

    // STEP ONE: the dashboard's areas are ticked and stay so; another can be added.
    await page.goto('/welcome');
    await button(page, onboardingTexts.letsDoThis).click();
    for (const area of ['CRM', 'Personal']) {
      await expect(onDashboard(area)).toBeChecked();
      await expect(onDashboard(area)).toBeDisabled();
    }
    await expect(checkbox(page, 'Finance')).not.toBeChecked();
    await expectNoHorizontalScroll(page, 'AREA_SELECTION of an onboarded user');
    await expect(button(page, onboardingTexts.continue)).toBeEnabled();
    await button(page, onboardingTexts.continue).click();
    await expect(areaCard(page, 'CRM')).toHaveAccessibleName('CRM 2 on your dashboard');
    await expect(areaCard(page, 'Personal')).toHaveAccessibleName('Personal 1 on your dashboard');

    // Each area shows its routines ticked: suggestions in place, the user's own under their frequency.
    await areaCard(page, 'CRM').click();
    await expect(onDashboard('Follow up with leads')).toBeChecked();
    await expect(onDashboard('Follow up with leads')).toBeDisabled();
    await expect(onDashboard('Call the lab')).toBeChecked();
    await expect(checkbox(page, 'Respond to new leads')).not.toBeChecked();
    await expectNoHorizontalScroll(page, 'TASK_SELECTION of an onboarded user');
    await button(page, onboardingTexts.back).click();
    await areaCard(page, 'Personal').click();
    const yearly = page.getByRole('region', { name: 'YEARLY', exact: true });
    await expect(yearly.getByRole('checkbox')).toHaveCount(1);
    await expect(yearly.getByRole('checkbox', { name: /^Renew insurance/ })).toBeChecked();
    await button(page, onboardingTexts.addCustomTask).click();
    const dialog = page.getByRole('dialog', { name: onboardingTexts.addCustomTask });
    await expect(dialog.getByLabel('Frequency').getByRole('option')).toHaveText([
      'Daily',
      'Weekly',
      'Monthly',
      'Yearly',
    ]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await button(page, onboardingTexts.taskSelectionSave).click();

    // Finishing without a change adds nothing and says so, never "0 tasks added".
    await button(page, onboardingTexts.save).click();
    const summary = page.getByRole('list', { name: 'Your areas' }).getByRole('listitem');
    await expect(summary.filter({ hasText: 'CRM' })).toContainText('2 on your dashboard');
    await button(page, onboardingTexts.letsDoThis).click();
    await expect(page.getByText(onboardingTexts.dashboardUpToDate)).toBeVisible();
    await expect(page.getByText(/0 tasks added/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await savedTasks(page)).toEqual(before);

    // A second run that ticks one more suggestion adds exactly that one.
    await page.goto('/welcome');
    await button(page, onboardingTexts.letsDoThis).click();
    await button(page, onboardingTexts.continue).click();
    await pickTasks(page, 'CRM', ['Respond to new leads']);
    await expect(areaCard(page, 'CRM')).toHaveAccessibleName('CRM 2 on your dashboard, 1 new');
    await button(page, onboardingTexts.save).click();
    await button(page, onboardingTexts.letsDoThis).click();
    await expect(page.getByText(onboardingTexts.tasksAdded(1))).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await savedTasks(page)).toEqual(
      [
        ...before,
        { title: 'Respond to new leads', category: 'CRM', frequency: 'daily', linkUrl: null, custom: false },
      ].sort((a, b) => a.title.localeCompare(b.title)),
    );
    expect(await savedCategories(page)).toEqual(['Personal', 'CRM']);
  });

  test('when the dashboard’s routines cannot be read, the wizard says so and Try again opens it', async ({
    page,
    signInWith,
  }) => {
    await signInWith(page, {
      dashboard: { categories: ['CRM'], tasks: [{ title: 'Call the lab', category: 'CRM', frequency: 'weekly' }] },
    });
    // The first read and its one automatic retry fail.
    await page.route('**/api/tasks', (route) => route.abort(), { times: 2 });
    await page.goto('/welcome');
    await expect(page.getByText('Your dashboard could not be loaded.')).toBeVisible();
    await button(page, 'Try again').click();
    await button(page, onboardingTexts.letsDoThis).click();
    await expect(checkbox(page, `CRM ${onboardingTexts.onDashboard}`)).toBeChecked();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`[A11Y] every step, and the custom task dialog, has no serious axe violations and fits 375 px (${colorScheme} theme)`, async ({
      page,
      createUser,
      logIn,
    }) => {
      test.slow(); // axe runs on each of seven screens
      // Reduced motion: axe measures colours as they are drawn, so nothing may be mid-fade.
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 375, height: 740 });
      await logIn(page, await createUser());

      const check = async (what: string) => {
        await expectNoSeriousViolations(page, what);
        await expectNoHorizontalScroll(page, what);
      };

      await page.goto('/welcome');
      await expect(heading(page, onboardingTexts.welcomeMessage)).toBeVisible();
      await check('WELCOME');
      await button(page, onboardingTexts.letsDoThis).click();
      await checkbox(page, 'Social Media').check();
      await checkbox(page, 'Client Flow').check();
      await check('AREA_SELECTION');
      await button(page, onboardingTexts.continue).click();
      await pickTasks(page, 'Social Media', ['Respond to comments/DMs']);
      await check('TASK_AREA');
      await areaCard(page, 'Client Flow').click();
      await checkbox(page, 'Ask for reviews from delivered sessions').check();
      await check('TASK_SELECTION');
      await button(page, onboardingTexts.addCustomTask).click();
      await page.getByLabel('Title').fill('Send the quarterly client newsletter with the best sessions');
      await page.getByLabel('Link (optional)').fill('https://example.com/a/rather/long/path/to/the/newsletter/editor');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await button(page, onboardingTexts.addCustomTask).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('the Add Custom Task dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await check('TASK_SELECTION with a long custom task');
      await button(page, onboardingTexts.taskSelectionSave).click();
      await button(page, onboardingTexts.save).click();
      await expect(heading(page, onboardingTexts.complete)).toBeVisible();
      await check('COMPLETE');
    });
  }
});
