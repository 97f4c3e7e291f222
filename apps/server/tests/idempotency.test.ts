import { idempotentEndpoints, type ApiErrorBody } from '@shutterdesk/core';
import { apiContracts } from '@shutterdesk/core/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, idempotencyKeys, priorityTasks } from '../src/db/schema';
import { createLeads } from '../src/testing/client-lead-factories';
import type { TestAgent } from '../src/testing/test-agent';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { signedInPhotographer } from './dashboard-helpers';
import { manualReminders } from './notifications-helpers';

const newClient = {
  name: 'Mia Hart',
  sessionDate: '2026-12-05',
  sessionType: 'Family',
  sessionPackage: 'Mini session',
};

/** A POST that creates a row, sent with an Idempotency-Key, creates it once however often it is retried. */
describe.each(testDatabaseKinds)('[IDEMPOTENCY] on %s', (kind) => {
  const app = useTestServer(kind, manualReminders);
  const db = () => app.server.database.db;

  const post = <Body = unknown>(browser: TestAgent, path: string, json: unknown, key?: string) =>
    browser.request<Body>('POST', path, { json, headers: key ? { 'idempotency-key': key } : {} });
  const clientCount = (userId: string) => db().$count(clients, eq(clients.userId, userId));

  it('the same key twice makes one client, and the retry gets the first answer, marked replayed', async () => {
    const { browser, user } = await signedInPhotographer(app);
    const first = await post<{ id: string }>(browser, '/api/clients', newClient, 'submit-1');
    const again = await post<{ id: string }>(browser, '/api/clients', newClient, 'submit-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(await clientCount(user.id)).toBe(1);
  });

  it('five parallel requests with one key make one row', async () => {
    const { browser, user } = await signedInPhotographer(app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post<{ id: string }>(browser, '/api/priority-tasks', { title: 'Call the lab' }, 'k'),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await db().$count(priorityTasks, eq(priorityTasks.userId, user.id))).toBe(1);
  });

  it('the same key with another request is refused with 422 and creates nothing', async () => {
    const { browser, user } = await signedInPhotographer(app);
    await post(browser, '/api/clients', newClient, 'reused');
    const other = await post<ApiErrorBody>(browser, '/api/clients', { ...newClient, name: 'Noah Reed' }, 'reused');
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await clientCount(user.id)).toBe(1);
  });

  it("keys belong to their user: another user's same key makes their own row and never shows the first answer", async () => {
    const ava = await signedInPhotographer(app);
    const ben = await signedInPhotographer(app);
    const avas = await post<{ id: string; name: string }>(ava.browser, '/api/clients', newClient, 'shared-key');
    const bens = await post<{ id: string }>(ben.browser, '/api/clients', newClient, 'shared-key');
    expect(bens.status).toBe(201);
    expect(bens.body.id).not.toBe(avas.body.id);
    expect(bens.headers.get('idempotency-replayed')).toBeNull();
    expect(await clientCount(ben.user.id)).toBe(1);
  });

  it('converting a lead with a key twice makes one client; without a key two requests make two rows', async () => {
    const { browser, user } = await signedInPhotographer(app);
    const [leadId] = await createLeads(db(), user.id, [{ name: 'Ivy Lane' }]);
    const booking = { sessionDate: '2026-12-05', sessionPackage: 'Mini session' };
    const first = await post(browser, `/api/leads/${leadId}/convert`, booking, 'convert-1');
    const again = await post(browser, `/api/leads/${leadId}/convert`, booking, 'convert-1');
    expect(again.body).toEqual(first.body);
    expect(await clientCount(user.id)).toBe(1);

    await post(browser, '/api/clients', newClient);
    await post(browser, '/api/clients', newClient);
    expect(await clientCount(user.id)).toBe(3);
  });

  it('refuses a malformed key with 400 and creates nothing', async () => {
    const { browser, user } = await signedInPhotographer(app);
    for (const key of ['x'.repeat(256), 'has space', 'tab\there']) {
      const answer = await post<ApiErrorBody>(browser, '/api/clients', newClient, key);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect(await clientCount(user.id)).toBe(0);
  });

  it('forgets keys after a day, in the daily cleanup', async () => {
    const { browser } = await signedInPhotographer(app);
    await post(browser, '/api/clients', newClient, 'old-key');
    await db()
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    app.clock.set(new Date());
    await app.server.reminders.cleanUp();
    expect(await db().$count(idempotencyKeys)).toBe(0);
  });

  it('the endpoints the web client sends keys to are exactly those whose contracts take one', () => {
    const declared = Object.values(apiContracts)
      .filter((contract) => 'headers' in contract.request)
      .map((contract) => `${contract.method.toUpperCase()} ${contract.path}`);
    expect(declared.sort()).toEqual([...idempotentEndpoints].sort());
  });
});
