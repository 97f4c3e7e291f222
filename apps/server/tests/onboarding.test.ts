import {
  maxOnboardingTasks,
  type ApiErrorBody,
  type OnboardingRequest,
  type OnboardingResult,
  type Task,
} from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, tasks } from '../src/db/schema';
import { createDashboard } from '../src/testing/factories';
import type { TestAgent } from '../src/testing/test-agent';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { factoryContext, send, signedInPhotographer } from './dashboard-helpers';

/** What a photographer picks in the wizard: two areas, suggestions and one custom task with a link. */
const choices: OnboardingRequest = {
  categories: ['Finance', 'Personal'],
  tasks: [
    { title: 'Send invoices', category: 'Finance', frequency: 'daily', linkUrl: null },
    { title: 'Review P&L', category: 'Finance', frequency: 'monthly' },
    { title: 'Journal', category: 'Personal', frequency: 'daily' },
    { title: ' Stretch at lunch ', category: 'Personal', frequency: 'daily', linkUrl: 'yoga.example.com' },
  ],
};

describe.each(testDatabaseKinds)('[ONBOARDING] on %s', (kind) => {
  const app = useTestServer(kind);

  const save = (browser: TestAgent, body: unknown) => send<OnboardingResult>(browser, 'POST', '/api/onboarding', body);
  const listTasks = async (browser: TestAgent) =>
    (await send<{ tasks: Task[] }>(browser, 'GET', '/api/tasks')).body.tasks;
  const stateOf = async (userId: string) => {
    const db = app.server.database.db;
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
    const taskRows = await db.select().from(tasks).where(eq(tasks.userId, userId));
    return { categories: profile?.taskCategories, tasks: taskRows };
  };

  it('a new user’s save adds the areas and exactly the chosen tasks, telling suggestions from custom ones', async () => {
    const { browser, user } = await signedInPhotographer(app);
    const response = await save(browser, choices);
    expect(response.status).toBe(200);
    expect(response.body.tasksAdded).toBe(4);
    expect(response.body.profile).toMatchObject({ id: user.id, taskCategories: ['Finance', 'Personal'] });
    expect(
      (await listTasks(browser)).map(({ category, title, frequency, custom, linkUrl, order }) => ({
        category,
        title,
        frequency,
        custom,
        linkUrl,
        order,
      })),
    ).toEqual([
      { category: 'Finance', title: 'Send invoices', frequency: 'daily', custom: false, linkUrl: null, order: 0 },
      { category: 'Finance', title: 'Review P&L', frequency: 'monthly', custom: false, linkUrl: null, order: 1 },
      { category: 'Personal', title: 'Journal', frequency: 'daily', custom: false, linkUrl: null, order: 0 },
      {
        category: 'Personal',
        title: 'Stretch at lunch',
        frequency: 'daily',
        custom: true,
        linkUrl: 'https://yoga.example.com',
        order: 1,
      },
    ]);
  });

  it('saving with no tasks still adds the areas and reports 0', async () => {
    const { browser, user } = await signedInPhotographer(app);
    const response = await save(browser, { categories: ['Website'], tasks: [] });
    expect(response.body).toMatchObject({ tasksAdded: 0, profile: { taskCategories: ['Website'] } });
    expect((await stateOf(user.id)).tasks).toEqual([]);
  });

  it('a second save keeps existing cards in place, continues each card’s order and skips titles it already has', async () => {
    const { browser, user } = await signedInPhotographer(app);
    await createDashboard(factoryContext(app), user.id, {
      categories: ['Personal', 'CRM'],
      tasks: [{ title: 'Journal', category: 'Personal', frequency: 'daily' }],
    });
    const response = await save(browser, {
      categories: ['Finance', 'Personal'],
      tasks: [
        { title: 'Send invoices', category: 'Finance', frequency: 'daily' },
        { title: 'JOURNAL', category: 'Personal', frequency: 'weekly' },
        { title: 'Move your body', category: 'Personal', frequency: 'weekly' },
        { title: 'move your body', category: 'Personal', frequency: 'daily' },
      ],
    });
    expect(response.body).toMatchObject({ tasksAdded: 2, profile: { taskCategories: ['Personal', 'CRM', 'Finance'] } });
    expect((await listTasks(browser)).map((task) => [task.category, task.title, task.order])).toEqual([
      ['Personal', 'Journal', 0],
      ['Personal', 'Move your body', 1],
      ['Finance', 'Send invoices', 0],
    ]);
  });

  it('saving the same choices again (re-running /welcome) adds nothing and leaves every card as it was', async () => {
    const { browser, user } = await signedInPhotographer(app);
    const withYearly: OnboardingRequest = {
      ...choices,
      tasks: [...choices.tasks, { title: 'Renew insurance', category: 'Finance', frequency: 'yearly' }],
    };
    expect((await save(browser, withYearly)).body.tasksAdded).toBe(5);
    const before = await stateOf(user.id);
    expect(before.tasks.find((task) => task.title === 'Renew insurance')).toMatchObject({
      frequency: 'yearly',
      custom: true,
    });

    const again = await save(browser, withYearly);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ tasksAdded: 0, profile: { taskCategories: ['Finance', 'Personal'] } });
    expect(await stateOf(user.id)).toEqual(before);
  });

  it('a suggestion under another frequency than its own counts as custom', async () => {
    const { browser } = await signedInPhotographer(app);
    await save(browser, {
      categories: ['Finance'],
      tasks: [{ title: 'Bookkeeping', category: 'Finance', frequency: 'daily' }],
    });
    expect((await listTasks(browser))[0]).toMatchObject({ title: 'Bookkeeping', custom: true });
  });

  it.each([
    ['no area', { categories: [], tasks: [] }, 'Please choose at least one area.'],
    ['an unknown area', { categories: ['Cooking'], tasks: [] }, 'Unknown category'],
    ['an area twice', { categories: ['CRM', 'CRM'], tasks: [] }, 'Each area may appear only once.'],
    [
      'a task outside the chosen areas',
      { categories: ['CRM'], tasks: [{ title: 'Journal', category: 'Personal', frequency: 'daily' }] },
      'Every task must belong to one of the chosen areas.',
    ],
    [
      'a blank task title',
      { categories: ['CRM'], tasks: [{ title: '  ', category: 'CRM', frequency: 'daily' }] },
      'Please enter a task title.',
    ],
    [
      'an unknown frequency',
      { categories: ['CRM'], tasks: [{ title: 'A', category: 'CRM', frequency: 'quarterly' }] },
      'Frequency must be daily, weekly, monthly or yearly.',
    ],
    [
      'too many tasks',
      {
        categories: ['CRM'],
        tasks: Array.from({ length: maxOnboardingTasks + 1 }, (_, index) => ({
          title: `Task ${index}`,
          category: 'CRM',
          frequency: 'daily',
        })),
      },
      `At most ${maxOnboardingTasks} tasks can be saved at once.`,
    ],
    ['tasks that are not a list', { categories: ['CRM'], tasks: 'all of them' }, 'tasks must be a list.'],
  ])('a save with %s is refused with 400 and saves nothing', async (_case, body, message) => {
    const { browser, user } = await signedInPhotographer(app);
    const before = await stateOf(user.id);
    const response = await send<ApiErrorBody>(browser, 'POST', '/api/onboarding', body);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain(message);
    expect(await stateOf(user.id)).toEqual(before);
  });

  it('a visitor gets 401', async () => {
    const response = await save(app.agent(), choices);
    expect(response.status).toBe(401);
  });

  it('the save reaches only the signed-in user’s own dashboard', async () => {
    const { browser } = await signedInPhotographer(app);
    const other = await signedInPhotographer(app);
    const before = await stateOf(other.user.id);
    await save(browser, choices);
    expect(await stateOf(other.user.id)).toEqual(before);
  });
});
