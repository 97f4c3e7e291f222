import type { ApiErrorBody, CompletionResult, Task } from '@shutterdesk/core';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taskCompletions, tasks } from '../src/db/schema';
import { createDashboard, type DashboardSetup } from '../src/testing/factories';
import type { TestAgent } from '../src/testing/test-agent';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import {
  factoryContext,
  oversizedTitle,
  pointsOf,
  send,
  setPoints,
  signedInPhotographer,
  unknownId,
} from './dashboard-helpers';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** Finance and CRM cards, written Finance-first so the listing's category order is visible. */
const dashboard: DashboardSetup = {
  categories: ['CRM', 'Finance'],
  tasks: [
    { title: 'Send invoices', category: 'Finance', frequency: 'daily' },
    { title: 'Bookkeeping', category: 'Finance', frequency: 'weekly' },
    { title: 'Pay sales tax', category: 'Finance', frequency: 'monthly' },
    { title: 'Follow up with leads', category: 'CRM', frequency: 'daily' },
    { title: 'Audit client workflow emails', category: 'CRM', frequency: 'monthly' },
  ],
};

describe.each(testDatabaseKinds)('[TASKS] on %s', (kind) => {
  const app = useTestServer(kind);

  /** A signed-in photographer with the dashboard above; `ids` follow the order of dashboard.tasks. */
  async function photographerWithTasks() {
    const photographer = await signedInPhotographer(app);
    const { taskIds } = await createDashboard(factoryContext(app), photographer.user.id, dashboard);
    const idOf = (title: string) => taskIds[dashboard.tasks!.findIndex((task) => task.title === title)]!;
    return { ...photographer, idOf };
  }

  const listTasks = async (browser: TestAgent) => {
    const response = await send<{ tasks: Task[] }>(browser, 'GET', '/api/tasks');
    expect(response.status).toBe(200);
    return response.body.tasks;
  };
  const taskRowsOf = (userId: string) =>
    app.server.database.db.select().from(tasks).where(eq(tasks.userId, userId)).orderBy(asc(tasks.id));
  const completionRowsOf = (userId: string) =>
    app.server.database.db
      .select()
      .from(taskCompletions)
      .where(eq(taskCompletions.userId, userId))
      .orderBy(asc(taskCompletions.completedAt));
  const complete = (browser: TestAgent, taskId: string, completed = true) =>
    send<CompletionResult<Task>>(browser, 'PUT', `/api/tasks/${taskId}/completion`, { completed });
  const isCompleted = async (browser: TestAgent, taskId: string) =>
    (await listTasks(browser)).find((task) => task.id === taskId)?.completed;

  describe('listing and adding', () => {
    it('lists the tasks in the order of the categories, then each card’s order, none done yet', async () => {
      const { browser } = await photographerWithTasks();
      const listed = await listTasks(browser);
      expect(listed.map((task) => [task.category, task.title, task.order])).toEqual([
        ['CRM', 'Follow up with leads', 0],
        ['CRM', 'Audit client workflow emails', 1],
        ['Finance', 'Send invoices', 0],
        ['Finance', 'Bookkeeping', 1],
        ['Finance', 'Pay sales tax', 2],
      ]);
      expect(listed[0]).toEqual({
        id: expect.any(String),
        title: 'Follow up with leads',
        category: 'CRM',
        frequency: 'daily',
        custom: false,
        linkUrl: null,
        order: 0,
        completed: false,
        completedAt: null,
        createdAt: expect.any(String),
      });
    });

    it('adding a task puts it last in its card as a custom task, with https:// added to its link', async () => {
      const { browser } = await photographerWithTasks();
      const created = await send<Task>(browser, 'POST', '/api/tasks', {
        title: '  Chase late payments ',
        category: 'Finance',
        frequency: 'weekly',
        linkUrl: 'bank.example.com',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        title: 'Chase late payments',
        category: 'Finance',
        frequency: 'weekly',
        custom: true,
        linkUrl: 'https://bank.example.com',
        order: 3,
        completed: false,
      });
      const finance = (await listTasks(browser)).filter((task) => task.category === 'Finance');
      expect(finance.at(-1)).toEqual(created.body);
    });

    it.each([
      ['a blank title', { title: '   ', category: 'Finance', frequency: 'daily' }, 400, 'Please enter a task title.'],
      [
        'an over-long title',
        { title: 'x'.repeat(201), category: 'Finance', frequency: 'daily' },
        400,
        'Task titles can be at most 200 characters.',
      ],
      ['an unknown category', { title: 'A', category: 'Cooking', frequency: 'daily' }, 400, 'Unknown category'],
      [
        'an unknown frequency',
        { title: 'A', category: 'Finance', frequency: 'quarterly' },
        400,
        'Frequency must be daily, weekly, monthly or yearly.',
      ],
      ['a link that is not text', { title: 'A', category: 'Finance', frequency: 'daily', linkUrl: 7 }, 400, 'link'],
      [
        'a category not on the dashboard',
        { title: 'Reply to reviews', category: 'Google', frequency: 'daily' },
        422,
        'Google is not on your dashboard.',
      ],
      ['a huge body', { title: oversizedTitle, category: 'Finance', frequency: 'daily' }, 413, 'too large'],
    ])('adding a task with %s is refused with a message and adds nothing', async (_case, body, status, message) => {
      const { browser, user } = await photographerWithTasks();
      const response = await send<ApiErrorBody>(browser, 'POST', '/api/tasks', body);
      expect(response.status).toBe(status);
      expect(response.body.error.message).toContain(message);
      expect(await taskRowsOf(user.id)).toHaveLength(dashboard.tasks!.length);
    });

    it('a signed-in user without a profile yet is told so instead of getting a list', async () => {
      const { browser } = await signedInPhotographer(app, { withProfile: false });
      const response = await send<ApiErrorBody>(browser, 'GET', '/api/tasks');
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('PROFILE_NOT_FOUND');
    });
  });

  describe('editing and deleting', () => {
    it('edits title, frequency and link; a link left out stays, a blank one is removed', async () => {
      const { browser, idOf } = await photographerWithTasks();
      const id = idOf('Bookkeeping');
      const edited = await send<Task>(browser, 'PATCH', `/api/tasks/${id}`, {
        title: 'Bookkeeping with Anna',
        frequency: 'monthly',
        linkUrl: 'books.example.com',
      });
      expect(edited).toMatchObject({
        status: 200,
        body: { id, title: 'Bookkeeping with Anna', frequency: 'monthly', linkUrl: 'https://books.example.com' },
      });
      const renamed = await send<Task>(browser, 'PATCH', `/api/tasks/${id}`, { title: 'Bookkeeping' });
      expect(renamed.body).toMatchObject({ title: 'Bookkeeping', linkUrl: 'https://books.example.com', order: 1 });
      const unlinked = await send<Task>(browser, 'PATCH', `/api/tasks/${id}`, { linkUrl: '  ' });
      expect(unlinked.body.linkUrl).toBeNull();
      expect((await listTasks(browser)).find((task) => task.id === id)).toEqual(unlinked.body);
    });

    it.each([
      ['nothing to change', {}, 'Nothing to update.'],
      ['a blank title', { title: '  ' }, 'Please enter a task title.'],
      ['an unknown frequency', { frequency: 'hourly' }, 'Frequency must be daily, weekly, monthly or yearly.'],
      ['a title that is a list', { title: ['Bookkeeping'] }, 'Please enter a task title.'],
    ])('an edit with %s is refused with 400 and changes nothing', async (_case, body, message) => {
      const { browser, user, idOf } = await photographerWithTasks();
      const before = await taskRowsOf(user.id);
      const response = await send<ApiErrorBody>(browser, 'PATCH', `/api/tasks/${idOf('Bookkeeping')}`, body);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(message);
      expect(await taskRowsOf(user.id)).toEqual(before);
    });

    it('deleting removes the task but keeps its completions as history', async () => {
      const { browser, user, idOf } = await photographerWithTasks();
      const id = idOf('Send invoices');
      await complete(browser, id);
      expect((await send(browser, 'DELETE', `/api/tasks/${id}`)).status).toBe(204);
      expect((await listTasks(browser)).map((task) => task.id)).not.toContain(id);
      expect(await completionRowsOf(user.id)).toMatchObject([{ taskId: null, category: 'Finance', pointsAwarded: 1 }]);
      expect((await send(browser, 'DELETE', `/api/tasks/${id}`)).status).toBe(404);
    });
  });

  describe('completing', () => {
    it('completing awards the frequency’s points once; un-completing takes them back', async () => {
      const { browser, user, idOf } = await photographerWithTasks();
      app.clock.set(new Date('2025-06-11T15:00:00Z'));

      const daily = await complete(browser, idOf('Send invoices'));
      expect(daily.status).toBe(200);
      expect(daily.body).toMatchObject({
        item: { id: idOf('Send invoices'), completed: true, completedAt: expect.stringMatching(/^2025-06-11T15:00/) },
        points: 1,
        pointsChange: 1,
      });
      expect((await complete(browser, idOf('Send invoices'))).body).toMatchObject({ points: 1, pointsChange: 0 });
      expect((await complete(browser, idOf('Bookkeeping'))).body).toMatchObject({ points: 4, pointsChange: 3 });
      expect((await complete(browser, idOf('Pay sales tax'))).body).toMatchObject({ points: 9, pointsChange: 5 });

      const undone = await complete(browser, idOf('Bookkeeping'), false);
      expect(undone.body).toMatchObject({
        item: { completed: false, completedAt: null },
        points: 6,
        pointsChange: -3,
      });
      expect((await complete(browser, idOf('Bookkeeping'), false)).body).toMatchObject({ points: 6, pointsChange: 0 });
      expect(await pointsOf(app, user.id)).toBe(6);
      expect((await listTasks(browser)).filter((task) => task.completed).map((task) => task.title)).toEqual([
        'Send invoices',
        'Pay sales tax',
      ]);
    });

    it('two completions of one task sent together award its points once', async () => {
      const { browser, user, idOf } = await photographerWithTasks();
      const results = await Promise.all([1, 2, 3].map(() => complete(browser, idOf('Pay sales tax'))));
      expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
      expect(results.map((result) => result.body.pointsChange).sort()).toEqual([0, 0, 5]);
      expect(await pointsOf(app, user.id)).toBe(5);
      expect(await completionRowsOf(user.id)).toHaveLength(1);
    });

    it.each([
      ['completed as text', { completed: 'yes' }],
      ['no completed at all', {}],
    ])('a completion with %s is refused with 400 and changes nothing', async (_case, body) => {
      const { browser, user, idOf } = await photographerWithTasks();
      const response = await send<ApiErrorBody>(browser, 'PUT', `/api/tasks/${idOf('Send invoices')}/completion`, body);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('completed must be true or false.');
      expect(await completionRowsOf(user.id)).toEqual([]);
      expect(await pointsOf(app, user.id)).toBe(0);
    });

    it('points never go below 0: taking back a completion from an empty total leaves 0', async () => {
      const { browser, user, idOf } = await photographerWithTasks();
      await complete(browser, idOf('Pay sales tax'));
      await setPoints(app, user.id, 2);
      expect((await complete(browser, idOf('Pay sales tax'), false)).body).toMatchObject({
        points: 0,
        pointsChange: -2,
      });
      await complete(browser, idOf('Send invoices'));
      await setPoints(app, user.id, 0);
      expect((await complete(browser, idOf('Send invoices'), false)).body).toMatchObject({
        points: 0,
        pointsChange: 0,
      });
      expect(await pointsOf(app, user.id)).toBe(0);
    });
  });

  describe('recurring in the user’s time zone (America/New_York)', () => {
    it('a daily task reopens at local midnight, not UTC midnight, and every completion is kept', async () => {
      const { browser, user, idOf } = await photographerWithTasks();
      const id = idOf('Send invoices');
      app.clock.set(new Date('2025-03-09T23:30:00Z')); // 19:30 on Sunday 9 March in New York
      await complete(browser, id);
      app.clock.advance(hour); // past UTC midnight, still 9 March in New York
      expect(await isCompleted(browser, id)).toBe(true);
      app.clock.set(new Date('2025-03-10T04:30:00Z')); // 00:30 on 10 March in New York (EDT since the 9th)
      expect(await isCompleted(browser, id)).toBe(false);
      expect((await complete(browser, id)).body).toMatchObject({ points: 2, pointsChange: 1 });
      app.clock.advance(day);
      expect(await isCompleted(browser, id)).toBe(false);

      const history = await completionRowsOf(user.id);
      expect(history.map((row) => [row.periodKey, row.frequency, row.pointsAwarded])).toEqual([
        ['2025-03-09', 'daily', 1],
        ['2025-03-10', 'daily', 1],
      ]);
    });

    it('a weekly task stays done through its ISO week and reopens on Monday', async () => {
      const { browser, user, idOf } = await photographerWithTasks();
      const id = idOf('Bookkeeping');
      app.clock.set(new Date('2025-03-10T05:00:00Z')); // Monday 10 March, 01:00 in New York
      await complete(browser, id);
      app.clock.set(new Date('2025-03-17T03:00:00Z')); // Sunday 16 March, 23:00 in New York; Monday in UTC
      expect(await isCompleted(browser, id)).toBe(true);
      app.clock.advance(2 * hour); // Monday 17 March, 01:00 in New York
      expect(await isCompleted(browser, id)).toBe(false);
      await complete(browser, id);
      expect((await completionRowsOf(user.id)).map((row) => row.periodKey)).toEqual(['2025-W11', '2025-W12']);
      expect(await pointsOf(app, user.id)).toBe(6);
    });

    it('a weekly task done in the last days of December belongs to the ISO week of the new year', async () => {
      const { browser, user, idOf } = await photographerWithTasks();
      app.clock.set(new Date('2024-12-31T17:00:00Z')); // Tuesday 31 December 2024: ISO week 1 of 2025
      await complete(browser, idOf('Bookkeeping'));
      expect((await completionRowsOf(user.id)).map((row) => row.periodKey)).toEqual(['2025-W01']);
    });

    it('a monthly task reopens on the first of the month, local time', async () => {
      const { browser, user, idOf } = await photographerWithTasks();
      const id = idOf('Pay sales tax');
      app.clock.set(new Date('2025-04-01T03:00:00Z')); // 31 March, 23:00 in New York; April in UTC
      await complete(browser, id);
      expect(await isCompleted(browser, id)).toBe(true);
      app.clock.advance(2 * hour); // 1 April, 01:00 in New York
      expect(await isCompleted(browser, id)).toBe(false);
      await complete(browser, id);
      expect((await completionRowsOf(user.id)).map((row) => row.periodKey)).toEqual(['2025-03', '2025-04']);
      expect(await pointsOf(app, user.id)).toBe(10);
    });

    it('a yearly routine earns 10 points, stays done all year and reopens on 1 January, local time', async () => {
      const { browser, user } = await photographerWithTasks();
      const created = await send<Task>(browser, 'POST', '/api/tasks', {
        title: 'Renew equipment insurance',
        category: 'Finance',
        frequency: 'yearly',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ frequency: 'yearly', completed: false });
      const id = created.body.id;

      app.clock.set(new Date('2026-03-02T15:00:00Z'));
      expect((await complete(browser, id)).body).toMatchObject({ points: 10, pointsChange: 10 });
      expect((await complete(browser, id, false)).body).toMatchObject({ points: 0, pointsChange: -10 });
      expect((await complete(browser, id)).body).toMatchObject({ points: 10, pointsChange: 10 });

      app.clock.set(new Date('2027-01-01T04:30:00Z')); // 31 December 2026, 23:30 in New York; 2027 in UTC
      expect(await isCompleted(browser, id)).toBe(true);
      app.clock.advance(hour); // 1 January 2027, 00:30 in New York
      expect(await isCompleted(browser, id)).toBe(false);
      expect((await complete(browser, id)).body).toMatchObject({ points: 20, pointsChange: 10 });
      const history = await completionRowsOf(user.id);
      expect(history.map((row) => [row.periodKey, row.frequency, row.pointsAwarded])).toEqual([
        ['2026', 'yearly', 10],
        ['2027', 'yearly', 10],
      ]);
    });

    it('un-completing takes back only the current period: earlier completions and their points stay', async () => {
      const { browser, user, idOf } = await photographerWithTasks();
      const id = idOf('Follow up with leads');
      app.clock.set(new Date('2025-05-05T16:00:00Z'));
      await complete(browser, id);
      app.clock.advance(day);
      expect((await complete(browser, id, false)).body).toMatchObject({ points: 1, pointsChange: 0 });
      expect((await completionRowsOf(user.id)).map((row) => row.periodKey)).toEqual(['2025-05-05']);
    });
  });

  describe('reordering a card', () => {
    it('saves the new order of the card’s tasks', async () => {
      const { browser, idOf } = await photographerWithTasks();
      const newOrder = [idOf('Pay sales tax'), idOf('Send invoices'), idOf('Bookkeeping')];
      const response = await send(browser, 'PUT', '/api/tasks/order', { category: 'Finance', taskIds: newOrder });
      expect(response.status).toBe(204);
      const finance = (await listTasks(browser)).filter((task) => task.category === 'Finance');
      expect(finance.map((task) => [task.id, task.order])).toEqual(newOrder.map((id, index) => [id, index]));
    });

    it('an empty card takes an empty order', async () => {
      const { browser, user } = await signedInPhotographer(app);
      await createDashboard(factoryContext(app), user.id, { categories: ['CRM', 'Gallery'] });
      expect((await send(browser, 'PUT', '/api/tasks/order', { category: 'Gallery', taskIds: [] })).status).toBe(204);
    });

    it.each([
      ['a task missing', (id: (title: string) => string) => [id('Pay sales tax'), id('Send invoices')]],
      [
        'a task of another card',
        (id: (title: string) => string) => [
          id('Pay sales tax'),
          id('Send invoices'),
          id('Bookkeeping'),
          id('Follow up with leads'),
        ],
      ],
      ['an unknown id', (id: (title: string) => string) => [id('Pay sales tax'), id('Send invoices'), unknownId]],
      ['a malformed id', (id: (title: string) => string) => [id('Pay sales tax'), id('Send invoices'), 'not-an-id']],
    ])('an order with %s is refused with 400 INVALID_ORDER and nothing moves', async (_case, taskIdsOf) => {
      const { browser, user, idOf } = await photographerWithTasks();
      const before = await taskRowsOf(user.id);
      const response = await send<ApiErrorBody>(browser, 'PUT', '/api/tasks/order', {
        category: 'Finance',
        taskIds: taskIdsOf(idOf),
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'INVALID_ORDER',
        message: 'The order must list each task of Finance exactly once.',
      });
      expect(await taskRowsOf(user.id)).toEqual(before);
    });

    it.each([
      ['the same task twice', { category: 'CRM', taskIds: ['a', 'a'] }, 'Each task may appear only once.'],
      ['no list', { category: 'CRM' }, 'taskIds must be a list of task ids.'],
      ['an unknown category', { category: 'Cooking', taskIds: [] }, 'Unknown category'],
    ])('an order with %s is refused with 400', async (_case, body, message) => {
      const { browser } = await photographerWithTasks();
      const response = await send<ApiErrorBody>(browser, 'PUT', '/api/tasks/order', body);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toContain(message);
    });
  });

  describe('who may do what', () => {
    it('every endpoint answers 401 to a visitor', async () => {
      const { idOf } = await photographerWithTasks();
      const visitor = app.agent();
      const id = idOf('Send invoices');
      const attempts = [
        send(visitor, 'GET', '/api/tasks'),
        send(visitor, 'POST', '/api/tasks', { title: 'A', category: 'Finance', frequency: 'daily' }),
        send(visitor, 'PATCH', `/api/tasks/${id}`, { title: 'Mine now' }),
        send(visitor, 'PUT', `/api/tasks/${id}/completion`, { completed: true }),
        send(visitor, 'DELETE', `/api/tasks/${id}`),
        send(visitor, 'PUT', '/api/tasks/order', { category: 'Finance', taskIds: [] }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(401);
        expect((response.body as ApiErrorBody).error.message).toBe('Please log in to continue.');
      }
    });

    it('another user’s task is 404 for every endpoint that takes an id, and stays as it was', async () => {
      const owner = await photographerWithTasks();
      const intruder = await photographerWithTasks();
      const before = await taskRowsOf(owner.user.id);
      const id = owner.idOf('Send invoices');
      const attempts = [
        send<ApiErrorBody>(intruder.browser, 'PATCH', `/api/tasks/${id}`, { title: 'Mine now' }),
        send<ApiErrorBody>(intruder.browser, 'PUT', `/api/tasks/${id}/completion`, { completed: true }),
        send<ApiErrorBody>(intruder.browser, 'DELETE', `/api/tasks/${id}`),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(404);
        expect(response.body.error).toEqual({ code: 'NOT_FOUND', message: 'Task was not found.' });
      }
      const foreignOrder = await send<ApiErrorBody>(intruder.browser, 'PUT', '/api/tasks/order', {
        category: 'Finance',
        taskIds: ['Pay sales tax', 'Send invoices', 'Bookkeeping'].map(owner.idOf),
      });
      expect(foreignOrder.status).toBe(400);
      expect(await taskRowsOf(owner.user.id)).toEqual(before);
      expect(await completionRowsOf(owner.user.id)).toEqual([]);
      expect(await pointsOf(app, intruder.user.id)).toBe(0);
      expect((await listTasks(intruder.browser)).map((task) => task.id)).not.toContain(id);
    });

    it.each(['not-a-uuid', unknownId, `${unknownId}0`, "1' or '1'='1"])(
      'the id %s is 404 for every endpoint that takes an id',
      async (id) => {
        const { browser } = await photographerWithTasks();
        const path = `/api/tasks/${encodeURIComponent(id)}`;
        const attempts = [
          send(browser, 'PATCH', path, { title: 'Renamed' }),
          send(browser, 'PUT', `${path}/completion`, { completed: true }),
          send(browser, 'DELETE', path),
        ];
        expect((await Promise.all(attempts)).map((response) => response.status)).toEqual([404, 404, 404]);
      },
    );
  });
});
