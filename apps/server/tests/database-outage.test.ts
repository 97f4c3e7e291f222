import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { createLogger } from '../src/logger';
import type { TestAgent } from '../src/testing/test-agent';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer } from './dashboard-helpers';
import { manualReminders, openEventStream, type EventStream } from './notifications-helpers';

/**
 * A second connection to the test server's own database, as its owner, to cut or refuse the app's connections. The
 * database takes connections again after the tests, whatever they left it in.
 */
function useDatabaseAdmin(app: ReturnType<typeof useTestServer>) {
  const database = { admin: new pg.Client({ connectionString: process.env.TEST_DATABASE_URL }), name: '' };
  beforeAll(async () => {
    await database.admin.connect();
    const [row] = await app.server.database.db
      .select({ name: sql<string>`current_database()` })
      .from(sql`(select 1) as one`);
    database.name = row!.name;
  });
  afterAll(async () => {
    await database.admin.query(`alter database ${database.name} allow_connections true`).catch(() => {});
    await database.admin.end();
  });
  return database;
}

/**
 * The database drops the app's connections (a restart, a failover, a proxy's idle timeout) or refuses new ones for a
 * while. The server must answer only 2xx or 503 NOT_READY meanwhile, never crash or hang, and heal by itself: the
 * pool opens new connections and the LISTEN connection comes back, so live notifications flow again.
 */
describe.runIf(testDatabaseKinds.includes('postgres'))('[OUTAGE] the database drops connections on postgres', () => {
  const app = useTestServer('postgres', manualReminders);
  const database = useDatabaseAdmin(app);
  const streams: EventStream[] = [];
  afterAll(() => streams.forEach((stream) => stream.close()));

  /** Ends every connection of the app: the pool's and the listener's. */
  async function terminateBackends(): Promise<number> {
    const result = await database.admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database.name],
    );
    return result.rowCount ?? 0;
  }

  /**
   * Ends the app's connections once it holds some again: after a cut the pool reconnects on its next query, which
   * on a busy machine may come later than any fixed pause.
   */
  async function terminateBackendsOnceReconnected(): Promise<number> {
    let ended = 0;
    await vi.waitFor(
      async () => {
        ended = await terminateBackends();
        expect(ended).toBeGreaterThan(0);
      },
      { timeout: 15_000, interval: 100 },
    );
    return ended;
  }

  const newClient = (name: string) => ({
    name,
    sessionDate: '2026-12-05',
    sessionType: 'Family',
    sessionPackage: 'Mini session',
  });
  const newLead = (name: string) => ({ name, inquiryDate: '2026-06-12', sessionType: 'Newborn', source: '1' });

  /** Mixed reads and writes from several users until stopped; every answer's status and error code is kept. */
  function startLoad(browsers: TestAgent[]) {
    const answers: { status: number; code?: string }[] = [];
    let running = true;
    let sequence = 0;
    const worker = async (browser: TestAgent) => {
      while (running) {
        sequence += 1;
        const request =
          sequence % 3 === 0
            ? send(browser, 'POST', '/api/clients', newClient(`Client ${sequence}`))
            : sequence % 3 === 1
              ? send(browser, 'GET', '/api/clients')
              : send(browser, 'GET', '/api/leads');
        const answer = await request;
        answers.push({ status: answer.status, code: (answer.body as { error?: { code: string } }).error?.code });
      }
    };
    const workers = browsers.flatMap((browser) => [worker(browser), worker(browser)]);
    return {
      answers,
      async stop() {
        running = false;
        await Promise.all(workers);
      },
    };
  }

  const readyEvents = (stream: EventStream) => stream.events.filter((event) => event.event === 'ready').length;

  const ready = async (browser: TestAgent) => (await browser.get('/api/ready')).status;

  async function waitUntilReady(browser: TestAgent) {
    for (let attempt = 0; attempt < 100; attempt++) {
      if ((await ready(browser)) === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the server did not become ready again');
  }

  it('answers only 2xx or 503 while connections are cut three times under load, and heals by itself', async () => {
    const photographers = await Promise.all([signedInPhotographer(app), signedInPhotographer(app)]);
    const stream = await openEventStream(photographers[0]!.browser);
    streams.push(stream);
    const load = startLoad(photographers.map((photographer) => photographer.browser));

    let readiesBeforeRecovery: number;
    try {
      for (let round = 0; round < 3; round++) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await terminateBackendsOnceReconnected()).toBeGreaterThan(0);
      }
      readiesBeforeRecovery = readyEvents(stream);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await load.stop();
    }

    const failed = load.answers.filter((answer) => answer.status >= 300);
    expect(failed.filter((answer) => !(answer.status === 503 && answer.code === 'NOT_READY'))).toEqual([]);
    expect(load.answers.filter((answer) => answer.status < 300).length).toBeGreaterThan(10);

    await waitUntilReady(photographers[0]!.browser);
    // The LISTEN connection came back and said so on the open stream (the browser then reads what it missed)...
    await vi.waitFor(() => expect(readyEvents(stream)).toBeGreaterThan(readiesBeforeRecovery), { timeout: 15_000 });
    // ...and a new notification reaches it live.
    await send(photographers[0]!.browser, 'POST', '/api/leads', newLead('Iris Vale'));
    await stream.waitFor((notification) => notification.message.includes('Iris Vale'));
  });

  it('gives back a connection that dies under BEGIN, so outages do not drain the pool', async () => {
    const proxy = await startCuttingProxy(new URL(process.env.TEST_DATABASE_URL!));
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${database.name}`;
    // One connection: a single one lost for good would leave every later query waiting out the connect timeout.
    const handle = await openDatabase({ kind: 'postgres', url: url.href, poolSize: 1 }, createLogger('silent'));
    const transaction = () => handle.db.transaction(async (tx) => tx.execute(sql`select 1`));
    try {
      for (let cut = 0; cut < 3; cut++) {
        // The pool's connection is open and idle, so the cut lands on BEGIN rather than on the connection's start.
        await handle.db.execute(sql`select 1`);
        proxy.cutAtNextMessage();
        const failure = await transaction().then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(isDatabaseUnavailable(failure)).toBe(true);
      }
      await expect(transaction()).resolves.toBeDefined();
    } finally {
      await handle.close();
      await proxy.close();
    }
  });

  it('reports 503 NOT_READY while the database refuses connections, without hanging, and recovers', async () => {
    const { browser } = await signedInPhotographer(app);
    await database.admin.query(`alter database ${database.name} allow_connections false`);
    try {
      await terminateBackends();
      const readiness = await browser.get<{ error: { code: string; message: string } }>('/api/ready');
      expect(readiness.status).toBe(503);
      expect(readiness.body.error.code).toBe('NOT_READY');
      const list = await send<{ error: { code: string; message: string } }>(browser, 'GET', '/api/clients');
      expect(list.status).toBe(503);
      expect(list.body.error).toMatchObject({ code: 'NOT_READY', message: expect.stringMatching(/try again/) });
    } finally {
      await database.admin.query(`alter database ${database.name} allow_connections true`);
    }
    await waitUntilReady(browser);
    expect((await send(browser, 'GET', '/api/clients')).status).toBe(200);
  });
});

interface LogLine {
  level: number;
  msg: string;
  status?: number;
  refused?: number;
}

/**
 * An outage answered every request 503 and logged each at error level, and warned of each once more: 760 lines in
 * 20 s drowned everything else. Now the outage is logged once as it starts and once as it ends, at warn, and each
 * 503 only in its request line, below warn.
 */
describe.runIf(testDatabaseKinds.includes('postgres'))('[OUTAGE] what the log says on postgres', () => {
  const lines: LogLine[] = [];
  const app = useTestServer(
    'postgres',
    { ...manualReminders, LOG_LEVEL: 'info' },
    {
      write: (line: string) => void lines.push(JSON.parse(line) as LogLine),
    },
  );
  const database = useDatabaseAdmin(app);

  it('logs an outage once as it starts and once as it ends, with its 503s below warn', async () => {
    const { browser } = await signedInPhotographer(app);
    lines.length = 0;
    await database.admin.query(`alter database ${database.name} allow_connections false`);
    const statuses: number[] = [];
    try {
      await database.admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        database.name,
      ]);
      const until = performance.now() + 1500;
      while (performance.now() < until) statuses.push((await send(browser, 'GET', '/api/clients')).status);
    } finally {
      await database.admin.query(`alter database ${database.name} allow_connections true`);
    }
    const refused = statuses.filter((status) => status === 503).length;
    expect(refused).toBeGreaterThan(5);
    await vi.waitFor(() => expect(lines.map((line) => line.msg)).toContain('the database is reachable again'), {
      timeout: 10_000,
    });
    expect((await send(browser, 'GET', '/api/clients')).status).toBe(200);

    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings.filter((line) => /cannot be reached/.test(line.msg))).toHaveLength(1);
    const ended = warnings.filter((line) => line.msg === 'the database is reachable again');
    expect(ended).toHaveLength(1);
    expect(ended[0]!.refused).toBeGreaterThanOrEqual(refused);
    // Every request still has its line, the refused ones too, at info.
    const refusedLines = lines.filter((line) => line.status === 503);
    expect(refusedLines.length).toBeGreaterThanOrEqual(refused);
    expect(refusedLines.every((line) => line.level === 30)).toBe(true);
    // The few other warnings are the connections' own (each lost one, the listener's retries), not one per request.
    expect(warnings.length).toBeLessThan(refused / 2);
  });
});

/**
 * A TCP proxy in front of PostgreSQL that, once armed, drops both sides of the connection the moment the client sends
 * its next message: the connection dies under whatever query that is, as when a proxy or a failover cuts it.
 */
async function startCuttingProxy(target: URL) {
  let armed = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.on('data', (chunk) => {
      if (armed) {
        armed = false;
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cutAtNextMessage() {
      armed = true;
    },
    close() {
      sockets.forEach((socket) => socket.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
