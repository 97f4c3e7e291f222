import type { ApiErrorBody } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../src/testing/test-server';
import { deeplyNested } from '../src/testing/fuzz-endpoint';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer } from './dashboard-helpers';

const nul = 'Mia\u0000Hart';
const loneSurrogate = 'Canvas \uD800 print';

/**
 * Text no database can store (a NUL byte, a lone UTF-16 surrogate) used to fail deep in a query with a 500. Every
 * body and query is now checked at the door (packages/core/src/text-policy.ts): a 400 naming the field, nothing
 * stored. The property-based fuzz (api-fuzz tests) tries every endpoint; these pin the fields it was first seen in.
 */
describe.each(testDatabaseKinds)('[HOSTILE TEXT] on %s', (kind) => {
  const app = useTestServer(kind);

  const client = { name: 'Mia Hart', sessionDate: '2026-12-05', sessionType: 'Family', sessionPackage: 'Mini session' };
  const cases: { name: string; method: 'POST' | 'PUT'; path: string; body: unknown; field: string }[] = [
    { name: 'client name', method: 'POST', path: '/api/clients', body: { ...client, name: nul }, field: 'name' },
    {
      name: 'lead notes',
      method: 'POST',
      path: '/api/leads',
      body: { name: 'Ivy', inquiryDate: '2026-06-12', sessionType: 'Newborn', source: '1', notes: nul },
      field: 'notes',
    },
    {
      name: 'task title',
      method: 'POST',
      path: '/api/tasks',
      body: { title: nul, category: 'Finance', frequency: 'daily' },
      field: 'title',
    },
    { name: 'priority task title', method: 'POST', path: '/api/priority-tasks', body: { title: nul }, field: 'title' },
    {
      name: 'category link (lone surrogate)',
      method: 'PUT',
      path: '/api/task-categories/link',
      body: { category: 'Finance', url: `example.com/${loneSurrogate}` },
      field: 'url',
    },
    {
      name: 'onboarding task',
      method: 'POST',
      path: '/api/onboarding',
      body: { categories: ['Finance'], tasks: [{ title: nul, category: 'Finance', frequency: 'daily' }] },
      field: 'tasks.0.title',
    },
    {
      name: 'password reset token',
      method: 'POST',
      path: '/api/password-reset',
      body: { token: nul, newPassword: 'a-new-secret-1' },
      field: 'token',
    },
  ];

  it.each(cases)(
    'refuses a bad character in the $name with a 400 naming the field',
    async ({ method, path, body, field }) => {
      const { browser } = await signedInPhotographer(app);
      const response = await send<ApiErrorBody>(browser, method, path, body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.body.error.fields ?? {})).toEqual([field]);
    },
  );

  it('refuses a lone surrogate in a client order note and stores nothing', async () => {
    const { browser } = await signedInPhotographer(app);
    const created = await send<{ id: string }>(browser, 'POST', '/api/clients', client);
    const response = await send<ApiErrorBody>(browser, 'PATCH', `/api/clients/${created.body.id}`, {
      postSession: { orderNotes: loneSurrogate },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ 'postSession.orderNotes': expect.any(String) });
    const list = await send<{ clients: { postSession: { orderNotes: string } }[] }>(browser, 'GET', '/api/clients');
    expect(list.body.clients[0]?.postSession.orderNotes).toBe('');
  });

  it('refuses a NUL byte in a query value', async () => {
    const { browser } = await signedInPhotographer(app);
    const response = await send<ApiErrorBody>(browser, 'GET', '/api/notifications?filter=all%00');
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ filter: expect.any(String) });
  });

  const crlf = 'Mia\r\nX-Injected: yes';
  const lead = { name: 'Ivy', inquiryDate: '2026-06-12', sessionType: 'Newborn', source: '1' };
  const lineBreakCases: { name: string; method: 'POST' | 'PUT'; path: string; body: unknown; field: string }[] = [
    { name: 'client name', method: 'POST', path: '/api/clients', body: { ...client, name: crlf }, field: 'name' },
    {
      name: 'client phone',
      method: 'POST',
      path: '/api/clients',
      body: { ...client, phone: '555\n0100' },
      field: 'phone',
    },
    { name: 'lead name', method: 'POST', path: '/api/leads', body: { ...lead, name: crlf }, field: 'name' },
    {
      name: 'lead name (a line separator)',
      method: 'POST',
      path: '/api/leads',
      body: { ...lead, name: 'Ivy\u2028Vale' },
      field: 'name',
    },
    {
      name: 'task title (a tab)',
      method: 'POST',
      path: '/api/tasks',
      body: { title: 'Edit\tphotos', category: 'Finance', frequency: 'daily' },
      field: 'title',
    },
    {
      name: 'card name',
      method: 'PUT',
      path: '/api/task-categories/name',
      body: { category: 'Finance', name: 'Money\r\n' },
      field: 'name',
    },
    {
      name: 'session template step',
      method: 'PUT',
      path: '/api/session-templates/Newborn',
      body: { steps: [{ name: 'Call\rback' }] },
      field: 'steps.0.name',
    },
    {
      name: 'category link',
      method: 'PUT',
      path: '/api/task-categories/link',
      body: { category: 'Finance', url: 'example.com/a\u0007b' },
      field: 'url',
    },
  ];

  it.each(lineBreakCases)(
    'refuses a line break or control character in the one-line $name with a 400 naming the field',
    async ({ method, path, body, field }) => {
      const { browser } = await signedInPhotographer(app);
      const response = await send<ApiErrorBody>(browser, method, path, body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      expect(response.body.error.fields).toEqual({
        [field]: 'Use one line of text, without line breaks or control characters.',
      });
    },
  );

  it('refuses a line break in the account name, at sign-up and when renamed, and keeps the name it had', async () => {
    const { browser, user } = await signedInPhotographer(app, { name: 'Mia Hart' });
    const renamed = await send<ApiErrorBody>(browser, 'POST', '/api/auth/update-user', { name: crlf });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.code).toBe('VALIDATION_FAILED');
    const signUp = await app.agent().post<ApiErrorBody>('/api/auth/sign-up/email', {
      name: 'New\nStudio',
      email: `new-${user.id}@example.com`,
      password: 'a-long-secret-1',
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body.error.fields).toEqual({ name: expect.any(String) });
    const session = await send<{ profile: { name: string } }>(browser, 'GET', '/api/session');
    expect(session.body.profile.name).toBe('Mia Hart');
  });

  it.each([4_750, 10_000])(
    'refuses a body nested %i levels deep with a 400, on our endpoints and on better-auth’s',
    async (levels) => {
      const { browser } = await signedInPhotographer(app);
      for (const body of [deeplyNested.arrays(levels), deeplyNested.objects(levels)]) {
        const ours = await browser.request<ApiErrorBody>('POST', '/api/clients', {
          rawBody: `{"name":${body}}`,
          headers: { 'content-type': 'application/json' },
        });
        expect(ours.status).toBe(400);
        expect(ours.body.error.code).toBe('VALIDATION_FAILED');
        expect(Object.keys(ours.body.error.fields ?? {})[0]).toMatch(/^name(\.|$)/);
        const auth = await app.agent().request<ApiErrorBody>('POST', '/api/auth/sign-in/email', {
          rawBody: `{"email":"a@example.com","password":${body}}`,
          headers: { 'content-type': 'application/json' },
        });
        expect(auth.status).toBe(400);
        expect(auth.body.error.code).toBe('VALIDATION_FAILED');
      }
      const list = await send<{ clients: unknown[] }>(browser, 'GET', '/api/clients');
      expect(list.body.clients).toEqual([]);
    },
  );

  it('still takes a body nested as deep as our own forms nest', async () => {
    const { browser } = await signedInPhotographer(app);
    const created = await send<{ id: string }>(browser, 'POST', '/api/clients', client);
    const response = await send(browser, 'PATCH', `/api/clients/${created.body.id}`, {
      postSession: { orderNotes: 'Two prints' },
    });
    expect(response.status).toBe(200);
  });

  it('still takes emoji and every other character people type', async () => {
    const { browser } = await signedInPhotographer(app);
    const response = await send<{ name: string }>(browser, 'POST', '/api/clients', {
      ...client,
      name: 'Zoë 📷 Ørsted',
    });
    expect(response.status).toBe(201);
    expect(response.body.name).toBe('Zoë 📷 Ørsted');
  });
});
