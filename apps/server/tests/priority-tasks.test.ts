import { maxPriorityTasks, type ApiErrorBody, type CompletionResult, type PriorityTask } from '@shutterdesk/core';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priorityTasks } from '../src/db/schema';
import { createDashboard } from '../src/testing/factories';
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

const titles = (count: number) => Array.from({ length: count }, (_, index) => `Priority ${index + 1}`);

describe.each(testDatabaseKinds)('[PRIORITY TASKS] on %s', (kind) => {
  const app = useTestServer(kind);

  /** A signed-in photographer with priority tasks of these titles, oldest first. */
  async function photographerWithPriorityTasks(priorityTaskTitles = ['Call the venue', 'Order new lens']) {
    const photographer = await signedInPhotographer(app);
    const { priorityTaskIds } = await createDashboard(factoryContext(app), photographer.user.id, {
      categories: ['CRM'],
      priorityTasks: priorityTaskTitles,
    });
    return { ...photographer, ids: priorityTaskIds };
  }

  const listPriorityTasks = async (browser: TestAgent) => {
    const response = await send<{ priorityTasks: PriorityTask[] }>(browser, 'GET', '/api/priority-tasks');
    expect(response.status).toBe(200);
    return response.body.priorityTasks;
  };
  const rowsOf = (userId: string) =>
    app.server.database.db
      .select()
      .from(priorityTasks)
      .where(eq(priorityTasks.userId, userId))
      .orderBy(asc(priorityTasks.id));
  const add = (browser: TestAgent, title: string) =>
    send<PriorityTask>(browser, 'POST', '/api/priority-tasks', { title });
  const complete = (browser: TestAgent, id: string, completed = true) =>
    send<CompletionResult<PriorityTask>>(browser, 'PUT', `/api/priority-tasks/${id}/completion`, { completed });

  it('lists the priority tasks newest first; a new one goes on top', async () => {
    const { browser } = await photographerWithPriorityTasks();
    const created = await add(browser, '  Back up the wedding  ');
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      title: 'Back up the wedding',
      completed: false,
      completedAt: null,
      createdAt: expect.any(String),
    });
    expect((await listPriorityTasks(browser)).map((task) => task.title)).toEqual([
      'Back up the wedding',
      'Order new lens',
      'Call the venue',
    ]);
  });

  it('renames a priority task', async () => {
    const { browser, ids } = await photographerWithPriorityTasks();
    const renamed = await send<PriorityTask>(browser, 'PATCH', `/api/priority-tasks/${ids[0]}`, {
      title: 'Call the venue about parking',
    });
    expect(renamed).toMatchObject({ status: 200, body: { id: ids[0], title: 'Call the venue about parking' } });
    expect((await listPriorityTasks(browser)).at(-1)).toEqual(renamed.body);
  });

  it('completing records the time and awards 2 points; un-completing clears both; repeats change nothing', async () => {
    const { browser, user, ids } = await photographerWithPriorityTasks();
    app.clock.set(new Date('2025-07-01T12:00:00Z'));
    const done = await complete(browser, ids[0]!);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      item: { id: ids[0], completed: true, completedAt: expect.stringMatching(/^2025-07-01T12:00/) },
      points: 2,
      pointsChange: 2,
    });
    expect((await complete(browser, ids[0]!)).body).toMatchObject({ points: 2, pointsChange: 0 });
    expect((await complete(browser, ids[1]!)).body).toMatchObject({ points: 4, pointsChange: 2 });
    expect((await complete(browser, ids[0]!, false)).body).toEqual({
      item: expect.objectContaining({ id: ids[0], completed: false, completedAt: null }),
      points: 2,
      pointsChange: -2,
    });
    expect((await complete(browser, ids[0]!, false)).body).toMatchObject({ points: 2, pointsChange: 0 });
    expect(await pointsOf(app, user.id)).toBe(2);
  });

  it('points never go below 0 when a completion is taken back', async () => {
    const { browser, user, ids } = await photographerWithPriorityTasks();
    await complete(browser, ids[0]!);
    await setPoints(app, user.id, 0);
    expect((await complete(browser, ids[0]!, false)).body).toMatchObject({ points: 0, pointsChange: 0 });
    expect(await pointsOf(app, user.id)).toBe(0);
  });

  it('deleting removes the priority task', async () => {
    const { browser, ids } = await photographerWithPriorityTasks();
    expect((await send(browser, 'DELETE', `/api/priority-tasks/${ids[0]}`)).status).toBe(204);
    expect((await listPriorityTasks(browser)).map((task) => task.id)).toEqual([ids[1]]);
    expect((await send(browser, 'DELETE', `/api/priority-tasks/${ids[0]}`)).status).toBe(404);
  });

  it('an archived priority task is off the list, out of the limit, and cannot be changed', async () => {
    const { browser, user, ids } = await photographerWithPriorityTasks(titles(maxPriorityTasks));
    await app.server.database.db.update(priorityTasks).set({ isArchived: true }).where(eq(priorityTasks.id, ids[0]!));
    expect(await listPriorityTasks(browser)).toHaveLength(maxPriorityTasks - 1);
    expect((await send(browser, 'PATCH', `/api/priority-tasks/${ids[0]}`, { title: 'Back' })).status).toBe(404);
    expect((await add(browser, 'One more')).status).toBe(201);
    expect(await rowsOf(user.id)).toHaveLength(maxPriorityTasks + 1);
  });

  describe('the limit of ten', () => {
    it('the eleventh is refused with 409 and nothing is added', async () => {
      const { browser, user } = await photographerWithPriorityTasks(titles(maxPriorityTasks - 1));
      expect((await add(browser, 'The tenth')).status).toBe(201);
      const eleventh = await add(browser, 'The eleventh');
      expect(eleventh.status).toBe(409);
      expect((eleventh.body as unknown as ApiErrorBody).error).toEqual({
        code: 'PRIORITY_TASK_LIMIT',
        message: 'You can have at most 10 priority tasks. Complete or delete one first.',
      });
      expect(await rowsOf(user.id)).toHaveLength(maxPriorityTasks);
    });

    it('fifteen added at the same moment end with exactly ten', async () => {
      const { browser, user } = await photographerWithPriorityTasks([]);
      const responses = await Promise.all(titles(15).map((title) => add(browser, title)));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(maxPriorityTasks);
      expect(statuses.filter((status) => status === 409)).toHaveLength(5);
      expect(await rowsOf(user.id)).toHaveLength(maxPriorityTasks);
    });

    it('deleting one makes room again', async () => {
      const { browser, ids } = await photographerWithPriorityTasks(titles(maxPriorityTasks));
      await send(browser, 'DELETE', `/api/priority-tasks/${ids[3]}`);
      expect((await add(browser, 'Room again')).status).toBe(201);
    });
  });

  describe('bad input', () => {
    it.each([
      ['a blank title', { title: '   ' }, 400, 'Please enter a task title.'],
      ['an over-long title', { title: 'x'.repeat(201) }, 400, 'Task titles can be at most 200 characters.'],
      ['a title that is a number', { title: 42 }, 400, 'Please enter a task title.'],
      ['no title', {}, 400, 'Please enter a task title.'],
      ['a huge body', { title: oversizedTitle }, 413, 'The request body is too large.'],
    ])(
      'adding or renaming with %s is refused with a message and changes nothing',
      async (_case, body, status, message) => {
        const { browser, user, ids } = await photographerWithPriorityTasks();
        const before = await rowsOf(user.id);
        for (const [method, path] of [
          ['POST', '/api/priority-tasks'],
          ['PATCH', `/api/priority-tasks/${ids[0]}`],
        ] as const) {
          const response = await send<ApiErrorBody>(browser, method, path, body);
          expect(response.status).toBe(status);
          expect(response.body.error.message).toBe(message);
        }
        expect(await rowsOf(user.id)).toEqual(before);
      },
    );

    it('a completion that is not true or false is refused with 400 and changes nothing', async () => {
      const { browser, user, ids } = await photographerWithPriorityTasks();
      const response = await send<ApiErrorBody>(browser, 'PUT', `/api/priority-tasks/${ids[0]}/completion`, {
        completed: 1,
      });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('completed must be true or false.');
      expect((await rowsOf(user.id)).every((row) => !row.completed)).toBe(true);
      expect(await pointsOf(app, user.id)).toBe(0);
    });
  });

  describe('who may do what', () => {
    it('every endpoint answers 401 to a visitor', async () => {
      const { ids } = await photographerWithPriorityTasks();
      const visitor = app.agent();
      const attempts = [
        send(visitor, 'GET', '/api/priority-tasks'),
        send(visitor, 'POST', '/api/priority-tasks', { title: 'Mine' }),
        send(visitor, 'PATCH', `/api/priority-tasks/${ids[0]}`, { title: 'Mine' }),
        send(visitor, 'PUT', `/api/priority-tasks/${ids[0]}/completion`, { completed: true }),
        send(visitor, 'DELETE', `/api/priority-tasks/${ids[0]}`),
      ];
      expect((await Promise.all(attempts)).map((response) => response.status)).toEqual([401, 401, 401, 401, 401]);
    });

    it('another user’s priority task is 404 for every endpoint that takes an id, and stays as it was', async () => {
      const owner = await photographerWithPriorityTasks();
      const intruder = await photographerWithPriorityTasks();
      const before = await rowsOf(owner.user.id);
      const id = owner.ids[0]!;
      const attempts = [
        send<ApiErrorBody>(intruder.browser, 'PATCH', `/api/priority-tasks/${id}`, { title: 'Mine now' }),
        send<ApiErrorBody>(intruder.browser, 'PUT', `/api/priority-tasks/${id}/completion`, { completed: true }),
        send<ApiErrorBody>(intruder.browser, 'DELETE', `/api/priority-tasks/${id}`),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(404);
        expect(response.body.error).toEqual({ code: 'NOT_FOUND', message: 'Priority task was not found.' });
      }
      expect(await rowsOf(owner.user.id)).toEqual(before);
      expect(await pointsOf(app, intruder.user.id)).toBe(0);
      expect((await listPriorityTasks(intruder.browser)).map((task) => task.id)).not.toContain(id);
    });

    it.each(['not-a-uuid', unknownId, '12345'])('the id %s is 404 for every endpoint that takes an id', async (id) => {
      const { browser } = await photographerWithPriorityTasks();
      const attempts = [
        send(browser, 'PATCH', `/api/priority-tasks/${id}`, { title: 'Renamed' }),
        send(browser, 'PUT', `/api/priority-tasks/${id}/completion`, { completed: true }),
        send(browser, 'DELETE', `/api/priority-tasks/${id}`),
      ];
      expect((await Promise.all(attempts)).map((response) => response.status)).toEqual([404, 404, 404]);
    });
  });
});
