import type { Client } from '@shutterdesk/core';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenerApplicationName } from '../src/db/listen';
import type { Database } from '../src/db/client';
import { clients } from '../src/db/schema';
import { AdjustableClock } from '../src/clock';
import type { RunningServer } from '../src/server';
import { afterAnnouncement } from '../src/testing/announcements';
import { createClients, createLeads } from '../src/testing/client-lead-factories';
import { createUser, setBanned } from '../src/testing/factories';
import { TestAgent } from '../src/testing/test-agent';
import { startTestCluster, testDatabaseKinds, type TestCluster } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer } from './dashboard-helpers';
import { storeNotifications } from './notifications-helpers';

/**
 * The in-memory caches of sessions and client lists (cache/invalidation.ts, docs/decisions/0007): they answer
 * from memory, and every change to the rows behind them, made anywhere, reaches them.
 */

const namesIn = async (browser: TestAgent) => {
  const response = await send<{ clients: Client[] }>(browser, 'GET', '/api/clients');
  expect(response.status).toBe(200);
  return response.body.clients.map((client) => client.name).sort();
};

/**
 * Renames a client without the database's announcement (triggers off for this transaction), as a change that
 * bypassed the caches would: what the API answers afterwards shows whether it read the rows or its memory.
 */
async function renameUnannounced(db: Database, clientId: string, name: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(clients).set({ name }).where(eq(clients.id, clientId));
  });
}

/**
 * Runs `work` with the clients table's announcing trigger off (migration 0005_cache_invalidation), so that only
 * what the server itself does can drop a cached client list.
 */
async function withoutClientAnnouncements(db: Database, work: () => Promise<void>) {
  await db.execute(sql`alter table clients disable trigger clients_announce_change`);
  try {
    await work();
  } finally {
    await db.execute(sql`alter table clients enable trigger clients_announce_change`);
  }
}

describe.each(testDatabaseKinds)('[CACHES] on %s', (kind) => {
  const app = useTestServer(kind);

  const db = () => app.server.database.db;

  it('answers a client list from memory until the database announces a change to that user’s clients', async () => {
    const { user, browser } = await signedInPhotographer(app);
    const [noahId] = await createClients(db(), user.id, [{ name: 'Noah Reed' }]);
    expect(await namesIn(browser)).toEqual(['Noah Reed']);

    await renameUnannounced(db(), noahId!, 'Renamed unannounced');
    expect(await namesIn(browser)).toEqual(['Noah Reed']);

    await createClients(db(), user.id, [{ name: 'Ella Stone' }]);
    await afterAnnouncement(kind, async () =>
      expect(await namesIn(browser)).toEqual(['Ella Stone', 'Renamed unannounced']),
    );
  });

  it('shows a user’s own change on their very next read, and another user’s change never touches their list', async () => {
    const ava = await signedInPhotographer(app);
    const ben = await signedInPhotographer(app);
    const [avaClientId] = await createClients(db(), ava.user.id, [{ name: 'Mia Hart' }]);
    const [benClientId] = await createClients(db(), ben.user.id, [{ name: 'Leo Park' }]);
    const listOf = async (browser: TestAgent) =>
      (await send<{ clients: Client[] }>(browser, 'GET', '/api/clients')).body.clients;
    const [before] = await listOf(ava.browser);
    await listOf(ben.browser);

    const contractSigned = !before!.preSession.contractSigned;
    const ticked = await send<Client>(ava.browser, 'PATCH', `/api/clients/${avaClientId}`, {
      preSession: { contractSigned },
    });
    expect(ticked.status).toBe(200);
    const [after] = await listOf(ava.browser);
    expect(after!.preSession).toEqual({ ...before!.preSession, contractSigned });

    // Ben's list was cached before; his rows are untouched, and Ava's id is no way into them.
    expect((await send(ben.browser, 'PATCH', `/api/clients/${avaClientId}`, { name: 'Taken' })).status).toBe(404);
    expect((await listOf(ben.browser)).map((client) => [client.id, client.name])).toEqual([[benClientId, 'Leo Park']]);
  });

  it('drops a user’s cached list when they change clients or convert a lead, not when they read a notification', async () => {
    const { user, browser } = await signedInPhotographer(app);
    const [noahId] = await createClients(db(), user.id, [{ name: 'Noah Reed' }]);
    const [leadId] = await createLeads(db(), user.id, [{ name: 'Ivy Park', booked: false, bookingStatus: 'pending' }]);
    const [notificationId] = await storeNotifications(db(), user.id, [{ createdAt: new Date() }]);
    let renames = 0;
    /** Renames Noah unannounced and checks the list still comes from memory; returns the name it will show once read. */
    const renameNoahUnseen = async () => {
      const shown = await namesIn(browser);
      renames += 1;
      await renameUnannounced(db(), noahId!, `Noah ${renames}`);
      expect(await namesIn(browser)).toEqual(shown);
      return `Noah ${renames}`;
    };

    await withoutClientAnnouncements(db(), async () => {
      let noah = await renameNoahUnseen();
      const read = await send(browser, 'PATCH', `/api/notifications/${notificationId}`, { isRead: true });
      expect(read.status).toBe(200);
      expect(await namesIn(browser)).toEqual(['Noah Reed']);

      const created = await send<Client>(browser, 'POST', '/api/clients', {
        name: 'Ella Stone',
        sessionDate: '2026-12-05',
        sessionType: 'Family',
        sessionPackage: 'Mini session',
      });
      expect(created.status).toBe(201);
      expect(await namesIn(browser)).toEqual(['Ella Stone', noah]);

      noah = await renameNoahUnseen();
      const ellaId = created.body.id;
      expect((await send(browser, 'PATCH', `/api/clients/${ellaId}`, { name: 'Ella Hart' })).status).toBe(200);
      expect(await namesIn(browser)).toEqual(['Ella Hart', noah]);

      noah = await renameNoahUnseen();
      expect((await send(browser, 'DELETE', `/api/clients/${ellaId}`)).status).toBe(204);
      expect(await namesIn(browser)).toEqual([noah]);

      noah = await renameNoahUnseen();
      const booking = { sessionDate: '2026-12-05', sessionPackage: 'Mini session' };
      expect((await send(browser, 'POST', `/api/leads/${leadId}/convert`, booking)).status).toBe(201);
      expect(await namesIn(browser)).toEqual(['Ivy Park', noah]);

      noah = await renameNoahUnseen();
      const ivyId = (await send<{ clients: Client[] }>(browser, 'GET', '/api/clients')).body.clients.find(
        (client) => client.name === 'Ivy Park',
      )!.id;
      expect((await send(browser, 'POST', '/api/clients/bulk-delete', { ids: [ivyId] })).status).toBe(200);
      expect(await namesIn(browser)).toEqual([noah]);
    });
  });

  it('ends a cached session at a ban, a sign-out or the session row’s removal', async () => {
    const banned = await signedInPhotographer(app);
    expect((await banned.browser.get('/api/clients')).status).toBe(200);
    await setBanned({ auth: app.server.auth, db: db() }, banned.user.id);
    await afterAnnouncement(kind, async () => expect((await banned.browser.get('/api/clients')).status).toBe(403));

    const signedOut = await signedInPhotographer(app);
    const stolenCookies = new Map(signedOut.browser.cookies);
    expect((await signedOut.browser.get('/api/clients')).status).toBe(200);
    expect((await signedOut.browser.post('/api/auth/sign-out')).status).toBe(200);
    const replay = app.agent();
    stolenCookies.forEach((value, name) => replay.cookies.set(name, value));
    expect((await replay.get('/api/clients')).status).toBe(401);

    const removed = await signedInPhotographer(app);
    expect((await removed.browser.get('/api/clients')).status).toBe(200);
    await db().execute(sql`delete from sessions where user_id = ${removed.user.id}`);
    await afterAnnouncement(kind, async () => expect((await removed.browser.get('/api/clients')).status).toBe(401));
  });
});

describe.runIf(testDatabaseKinds.includes('postgres'))('[CACHES] two servers on one PostgreSQL', () => {
  let cluster: TestCluster | undefined;
  let servers: RunningServer[] = [];
  let databaseUrl = '';

  beforeAll(async () => {
    cluster = await startTestCluster([new AdjustableClock(), new AdjustableClock()]);
    servers = cluster.servers;
    databaseUrl = cluster.databaseUrl;
  });
  afterAll(async () => {
    await cluster?.close();
  });

  /** One photographer signed in once, with a browser talking to each server. */
  async function photographerOnBoth(address: string) {
    const [first, second] = servers as [RunningServer, RunningServer];
    const user = await createUser({ auth: first.auth, db: first.database.db });
    const onFirst = new TestAgent(`http://127.0.0.1:${first.port}`, address, first.url);
    expect((await onFirst.signIn(user.email, user.password)).status).toBe(200);
    const onSecond = new TestAgent(`http://127.0.0.1:${second.port}`, address, second.url);
    onFirst.cookies.forEach((value, name) => onSecond.cookies.set(name, value));
    return { user, onFirst, onSecond };
  }

  it('a change through one server reaches the other’s cached list, and a sign-out its cached session', async () => {
    const { user, onFirst, onSecond } = await photographerOnBoth('198.51.100.231');
    const [clientId] = await createClients(servers[0]!.database.db, user.id, [{ name: 'Ivy Lane' }]);
    expect(await namesIn(onSecond)).toEqual(['Ivy Lane']);

    expect((await send(onFirst, 'PATCH', `/api/clients/${clientId}`, { name: 'Ivy Lane-Moss' })).status).toBe(200);
    await afterAnnouncement('postgres', async () => expect(await namesIn(onSecond)).toEqual(['Ivy Lane-Moss']));

    expect((await onFirst.post('/api/auth/sign-out')).status).toBe(200);
    await afterAnnouncement('postgres', async () => expect((await onSecond.get('/api/clients')).status).toBe(401));
  });

  it('keeps nothing while its listener is cut off, and caches again once it has reconnected', async () => {
    const [first] = servers as [RunningServer];
    const { user, onFirst } = await photographerOnBoth('198.51.100.232');
    const [clientId] = await createClients(first.database.db, user.id, [{ name: 'Ada Quinn' }]);
    expect(await namesIn(onFirst)).toEqual(['Ada Quinn']);

    // Cut the servers' listener connections: announcements sent now would be lost.
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = $1`,
      [listenerApplicationName],
    );
    await admin.end();
    await vi.waitFor(() => expect(first.cacheInvalidation.listening).toBe(false), { timeout: 2000, interval: 5 });

    await renameUnannounced(first.database.db, clientId!, 'Ada Quinn-Hale');
    expect(await namesIn(onFirst)).toEqual(['Ada Quinn-Hale']);

    await vi.waitFor(() => expect(first.cacheInvalidation.listening).toBe(true), { timeout: 5000, interval: 20 });
    expect(await namesIn(onFirst)).toEqual(['Ada Quinn-Hale']);
    await renameUnannounced(first.database.db, clientId!, 'Served from memory again');
    expect(await namesIn(onFirst)).toEqual(['Ada Quinn-Hale']);
  });
});
