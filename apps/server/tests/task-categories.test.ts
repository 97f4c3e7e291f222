import {
  categoryNameMaxLength,
  defaultLinks,
  linkUrlMaxLength,
  type ApiErrorBody,
  type Profile,
  type Task,
  type TaskCategory,
} from '@shutterdesk/core';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, taskCompletions, tasks } from '../src/db/schema';
import { createDashboard } from '../src/testing/factories';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { factoryContext, pointsOf, send, signedInPhotographer } from './dashboard-helpers';

describe.each(testDatabaseKinds)('[TASK CATEGORIES] on %s', (kind) => {
  const app = useTestServer(kind);

  async function photographerWithCategories(categories: TaskCategory[] = ['CRM', 'Finance', 'Personal']) {
    const photographer = await signedInPhotographer(app);
    await createDashboard(factoryContext(app), photographer.user.id, { categories });
    return photographer;
  }

  const taskRowsOf = (userId: string) =>
    app.server.database.db.select().from(tasks).where(eq(tasks.userId, userId)).orderBy(asc(tasks.title));

  const profileRowOf = async (userId: string) => {
    const [row] = await app.server.database.db.select().from(profiles).where(eq(profiles.id, userId));
    return row;
  };

  describe('adding a category', () => {
    it('appends the card and answers with the updated profile', async () => {
      const { browser, user } = await photographerWithCategories();
      const response = await send<Profile>(browser, 'POST', '/api/task-categories', { category: 'Gallery' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: user.id, taskCategories: ['CRM', 'Finance', 'Personal', 'Gallery'] });
      expect((await profileRowOf(user.id))?.taskCategories).toEqual(['CRM', 'Finance', 'Personal', 'Gallery']);
    });

    it.each([
      ['a category already there', { category: 'Finance' }, 409, 'Finance is already on your dashboard.'],
      ['an unknown category', { category: 'Cooking' }, 400, 'Unknown category'],
      ['no category', {}, 400, 'Unknown category'],
    ])('adding %s is refused with a message and changes nothing', async (_case, body, status, message) => {
      const { browser, user } = await photographerWithCategories();
      const before = await profileRowOf(user.id);
      const response = await send<ApiErrorBody>(browser, 'POST', '/api/task-categories', body);
      expect(response.status).toBe(status);
      expect(response.body.error.message).toContain(message);
      expect(await profileRowOf(user.id)).toEqual(before);
    });
  });

  describe('reordering the cards', () => {
    it('saves the new order', async () => {
      const { browser, user } = await photographerWithCategories();
      const response = await send<Profile>(browser, 'PUT', '/api/task-categories/order', {
        categories: ['Personal', 'CRM', 'Finance'],
      });
      expect(response).toMatchObject({ status: 200, body: { taskCategories: ['Personal', 'CRM', 'Finance'] } });
      expect((await profileRowOf(user.id))?.taskCategories).toEqual(['Personal', 'CRM', 'Finance']);
    });

    it.each([
      ['a card missing', { categories: ['Personal', 'CRM'] }, 'INVALID_ORDER'],
      ['a card that is not there', { categories: ['Personal', 'CRM', 'Finance', 'Gallery'] }, 'INVALID_ORDER'],
      ['a card swapped for another', { categories: ['Personal', 'CRM', 'Gallery'] }, 'INVALID_ORDER'],
      ['a card twice', { categories: ['Personal', 'CRM', 'CRM'] }, 'VALIDATION_FAILED'],
      ['an unknown card', { categories: ['Personal', 'CRM', 'Cooking'] }, 'VALIDATION_FAILED'],
      ['no list', { categories: 'CRM' }, 'VALIDATION_FAILED'],
    ])('an order with %s is refused with 400 and changes nothing', async (_case, body, code) => {
      const { browser, user } = await photographerWithCategories();
      const before = await profileRowOf(user.id);
      const response = await send<ApiErrorBody>(browser, 'PUT', '/api/task-categories/order', body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe(code);
      expect(response.body.error.message).toBeTruthy();
      expect(await profileRowOf(user.id)).toEqual(before);
    });
  });

  describe('a card’s link', () => {
    it('is stored under the category’s link key with https:// added; blank removes it; other links stay', async () => {
      const { browser, user } = await photographerWithCategories(['CRM', 'Client Flow']);
      const crm = await send<Profile>(browser, 'PUT', '/api/task-categories/link', {
        category: 'CRM',
        url: ' crm.example.com/inbox ',
      });
      expect(crm.status).toBe(200);
      expect(crm.body.links).toEqual({ ...defaultLinks, crm: 'https://crm.example.com/inbox' });
      const flow = await send<Profile>(browser, 'PUT', '/api/task-categories/link', {
        category: 'Client Flow',
        url: 'http://flow.example.com',
      });
      expect(flow.body.links).toMatchObject({
        crm: 'https://crm.example.com/inbox',
        clientWorkflow: 'http://flow.example.com',
      });
      const cleared = await send<Profile>(browser, 'PUT', '/api/task-categories/link', { category: 'CRM', url: '' });
      expect(cleared.body.links).toEqual({ ...defaultLinks, clientWorkflow: 'http://flow.example.com' });
      expect((await profileRowOf(user.id))?.links).toEqual(cleared.body.links);
    });

    it.each([
      [
        'an over-long link',
        { category: 'CRM', url: `https://example.com/${'x'.repeat(linkUrlMaxLength)}` },
        `at most ${linkUrlMaxLength}`,
      ],
      ['a link that is not text', { category: 'CRM', url: 42 }, 'The link must be text.'],
      ['an unknown category', { category: 'Cooking', url: 'example.com' }, 'Unknown category'],
    ])('%s is refused with 400 and changes nothing', async (_case, body, message) => {
      const { browser, user } = await photographerWithCategories();
      const before = await profileRowOf(user.id);
      const response = await send<ApiErrorBody>(browser, 'PUT', '/api/task-categories/link', body);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toContain(message);
      expect(await profileRowOf(user.id)).toEqual(before);
    });
  });

  describe('renaming a card', () => {
    it('stores the trimmed name for that card only; the category’s own name takes it away again', async () => {
      const { browser, user } = await photographerWithCategories();
      const named = await send<Profile>(browser, 'PUT', '/api/task-categories/name', {
        category: 'Finance',
        name: '  Money matters  ',
      });
      expect(named.status).toBe(200);
      expect(named.body).toMatchObject({
        taskCategories: ['CRM', 'Finance', 'Personal'],
        categoryNames: { Finance: 'Money matters' },
      });
      await send(browser, 'PUT', '/api/task-categories/name', { category: 'CRM', name: 'Studio Ninja' });
      expect((await profileRowOf(user.id))?.categoryNames).toEqual({ Finance: 'Money matters', CRM: 'Studio Ninja' });
      expect((await send<Profile>(browser, 'GET', '/api/profile')).body.categoryNames).toEqual({
        Finance: 'Money matters',
        CRM: 'Studio Ninja',
      });

      const restored = await send<Profile>(browser, 'PUT', '/api/task-categories/name', {
        category: 'Finance',
        name: 'Finance',
      });
      expect(restored.body.categoryNames).toEqual({ CRM: 'Studio Ninja' });
    });

    it.each([
      ['a blank name', { category: 'CRM', name: '   ' }, 'Please enter a name for the card.'],
      ['no name', { category: 'CRM' }, 'Please enter a name for the card.'],
      [
        'an over-long name',
        { category: 'CRM', name: 'x'.repeat(categoryNameMaxLength + 1) },
        `at most ${categoryNameMaxLength}`,
      ],
      ['an unknown category', { category: 'Cooking', name: 'Recipes' }, 'Unknown category'],
    ])('%s is refused with 400 and changes nothing', async (_case, body, message) => {
      const { browser, user } = await photographerWithCategories();
      const before = await profileRowOf(user.id);
      const response = await send<ApiErrorBody>(browser, 'PUT', '/api/task-categories/name', body);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toContain(message);
      expect(await profileRowOf(user.id)).toEqual(before);
    });

    it('a title another card already has is refused, whatever its case; the card’s own title is not', async () => {
      const { browser, user } = await photographerWithCategories();
      await send(browser, 'PUT', '/api/task-categories/name', { category: 'CRM', name: 'Studio' });
      const before = await profileRowOf(user.id);
      for (const name of ['finance', 'STUDIO']) {
        const response = await send<ApiErrorBody>(browser, 'PUT', '/api/task-categories/name', {
          category: 'Personal',
          name,
        });
        expect(response.status).toBe(400);
        expect(response.body.error).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: `Another card is already called ${name}.`,
        });
      }
      expect(await profileRowOf(user.id)).toEqual(before);
      const recased = await send<Profile>(browser, 'PUT', '/api/task-categories/name', {
        category: 'CRM',
        name: 'STUDIO',
      });
      expect(recased.body.categoryNames).toEqual({ CRM: 'STUDIO' });
    });

    it('a name of exactly the limit is kept whole', async () => {
      const { browser } = await photographerWithCategories();
      const name = 'y'.repeat(categoryNameMaxLength);
      const response = await send<Profile>(browser, 'PUT', '/api/task-categories/name', { category: 'CRM', name });
      expect(response.body.categoryNames).toEqual({ CRM: name });
    });
  });

  describe('removing a card', () => {
    const completionsOf = (userId: string) =>
      app.server.database.db
        .select({ taskId: taskCompletions.taskId, category: taskCompletions.category })
        .from(taskCompletions)
        .where(eq(taskCompletions.userId, userId))
        .orderBy(asc(taskCompletions.category));

    it('deletes its tasks, keeps their completions and the points, and forgets its name and link', async () => {
      const { browser, user } = await signedInPhotographer(app);
      const { taskIds } = await createDashboard(factoryContext(app), user.id, {
        categories: ['CRM', 'Finance'],
        tasks: [
          { title: 'Follow up with leads', category: 'CRM', frequency: 'daily' },
          { title: 'Send invoices', category: 'Finance', frequency: 'daily' },
          { title: 'Bookkeeping', category: 'Finance', frequency: 'weekly' },
        ],
      });
      const [crmTask, invoices, bookkeeping] = taskIds;
      for (const id of [crmTask, invoices, bookkeeping]) {
        expect((await send(browser, 'PUT', `/api/tasks/${id}/completion`, { completed: true })).status).toBe(200);
      }
      await send(browser, 'PUT', '/api/task-categories/name', { category: 'Finance', name: 'Money' });
      await send(browser, 'PUT', '/api/task-categories/link', { category: 'Finance', url: 'bank.example.com' });
      await send(browser, 'PUT', '/api/task-categories/link', { category: 'CRM', url: 'crm.example.com' });
      const points = await pointsOf(app, user.id);
      expect(points).toBe(1 + 1 + 3);

      const response = await send<Profile>(browser, 'POST', '/api/task-categories/remove', { category: 'Finance' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        taskCategories: ['CRM'],
        categoryNames: {},
        links: { ...defaultLinks, crm: 'https://crm.example.com' },
        points,
      });
      expect((await taskRowsOf(user.id)).map((task) => task.title)).toEqual(['Follow up with leads']);
      expect(await completionsOf(user.id)).toEqual([
        { taskId: crmTask, category: 'CRM' },
        { taskId: null, category: 'Finance' },
        { taskId: null, category: 'Finance' },
      ]);
      expect(await pointsOf(app, user.id)).toBe(points);

      // Back from Add Category as a fresh card.
      const added = await send<Profile>(browser, 'POST', '/api/task-categories', { category: 'Finance' });
      expect(added.body).toMatchObject({ taskCategories: ['CRM', 'Finance'], categoryNames: {} });
      expect(added.body.links.finance).toBe('');
      const listed = await send<{ tasks: Task[] }>(browser, 'GET', '/api/tasks');
      expect(listed.body.tasks.map((task) => task.title)).toEqual(['Follow up with leads']);
    });

    it.each([
      ['an unknown category', { category: 'Cooking' }, 400],
      ['no category', {}, 400],
      ['a card not on the dashboard', { category: 'Gallery' }, 404],
    ])('%s is refused and changes nothing', async (_case, body, status) => {
      const { browser, user } = await photographerWithCategories();
      const before = await profileRowOf(user.id);
      const response = await send<ApiErrorBody>(browser, 'POST', '/api/task-categories/remove', body);
      expect(response.status).toBe(status);
      expect(response.body.error.message).toBeTruthy();
      expect(await profileRowOf(user.id)).toEqual(before);
    });
  });

  describe('who may do what', () => {
    it('every endpoint answers 401 to a visitor', async () => {
      const visitor = app.agent();
      const attempts = [
        send(visitor, 'POST', '/api/task-categories', { category: 'CRM' }),
        send(visitor, 'PUT', '/api/task-categories/order', { categories: ['CRM'] }),
        send(visitor, 'PUT', '/api/task-categories/link', { category: 'CRM', url: 'example.com' }),
        send(visitor, 'PUT', '/api/task-categories/name', { category: 'CRM', name: 'Studio' }),
        send(visitor, 'POST', '/api/task-categories/remove', { category: 'CRM' }),
      ];
      expect((await Promise.all(attempts)).map((response) => response.status)).toEqual([401, 401, 401, 401, 401]);
    });

    it('another user’s card cannot be renamed or removed: 404, and nothing of theirs changes', async () => {
      const owner = await signedInPhotographer(app);
      const { taskIds } = await createDashboard(factoryContext(app), owner.user.id, {
        categories: ['Gallery'],
        tasks: [{ title: 'Cull the wedding', category: 'Gallery', frequency: 'weekly' }],
      });
      const intruder = await photographerWithCategories(['CRM']);
      const before = await profileRowOf(owner.user.id);

      const renamed = await send<ApiErrorBody>(intruder.browser, 'PUT', '/api/task-categories/name', {
        category: 'Gallery',
        name: 'Mine now',
      });
      const removed = await send<ApiErrorBody>(intruder.browser, 'POST', '/api/task-categories/remove', {
        category: 'Gallery',
      });
      expect([renamed.status, removed.status]).toEqual([404, 404]);
      expect(renamed.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'The Gallery card was not found.' });
      expect(await profileRowOf(owner.user.id)).toEqual(before);
      expect((await taskRowsOf(owner.user.id)).map((task) => task.id)).toEqual(taskIds);
      expect((await profileRowOf(intruder.user.id))?.categoryNames).toEqual({});
    });

    it('changes reach only the signed-in user’s own profile', async () => {
      const owner = await photographerWithCategories();
      const other = await photographerWithCategories();
      const before = await profileRowOf(other.user.id);
      await send(owner.browser, 'POST', '/api/task-categories', { category: 'Gallery' });
      await send(owner.browser, 'PUT', '/api/task-categories/order', {
        categories: ['Gallery', 'Personal', 'CRM', 'Finance'],
      });
      await send(owner.browser, 'PUT', '/api/task-categories/link', { category: 'CRM', url: 'example.com' });
      expect((await profileRowOf(owner.user.id))?.taskCategories).toEqual(['Gallery', 'Personal', 'CRM', 'Finance']);
      expect(await profileRowOf(other.user.id)).toEqual(before);
    });
  });
});
