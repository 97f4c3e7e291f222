import { defaultLinks, linkUrlMaxLength, type ApiErrorBody, type Profile, type TaskCategory } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema';
import { createDashboard } from '../src/testing/factories';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { factoryContext, send, signedInPhotographer } from './dashboard-helpers';

describe.each(testDatabaseKinds)('[TASK CATEGORIES] on %s', (kind) => {
  const app = useTestServer(kind);

  async function photographerWithCategories(categories: TaskCategory[] = ['CRM', 'Finance', 'Personal']) {
    const photographer = await signedInPhotographer(app);
    await createDashboard(factoryContext(app), photographer.user.id, { categories });
    return photographer;
  }

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

  describe('who may do what', () => {
    it('every endpoint answers 401 to a visitor', async () => {
      const visitor = app.agent();
      const attempts = [
        send(visitor, 'POST', '/api/task-categories', { category: 'CRM' }),
        send(visitor, 'PUT', '/api/task-categories/order', { categories: ['CRM'] }),
        send(visitor, 'PUT', '/api/task-categories/link', { category: 'CRM', url: 'example.com' }),
      ];
      expect((await Promise.all(attempts)).map((response) => response.status)).toEqual([401, 401, 401]);
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
