import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Measurement } from './index';
import {
  createBenchDatabase,
  freePort,
  median,
  root,
  seedBenchData,
  signIn,
  startApp,
  stopApp,
  waitUntilReady,
  watchPeakMemory,
  type Seeded,
} from './process';

/**
 * docs/budgets.md, API: the authenticated list-clients and toggle-a-checklist-item endpoints under load
 * (50 connections), on PGlite and on PostgreSQL, each beside a bare baseline running the same query through the
 * same driver without the framework (baseline-server.ts). The list is served from the app's in-memory cache under
 * load, so its share is taken of the baseline's cached list; one request at a time, the first list after a change
 * (uncached) is printed beside the cached one, for the app and for the baseline.
 */
const connections = 50;
const durationSeconds = 10;

interface Target {
  name: string;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
  peakMemoryMb: number;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-bench-api-'));
  return { name: 'PGlite', env: { DATA_DIR: dataDir }, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
}

async function postgresTarget(): Promise<Target | null> {
  const database = await createBenchDatabase('api');
  if (!database) return null;
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: database.url, AUTH_SECRET: randomBytes(32).toString('base64url') },
    cleanup: database.drop,
  };
}

/** Load with autocannon while sampling the server's memory; a short warm-up run comes first. */
async function load(pid: number, options: autocannon.Options): Promise<LoadResult> {
  await autocannon({ ...options, connections, duration: 2 });
  const memory = watchPeakMemory(pid);
  try {
    const result = await autocannon({ ...options, connections, duration: durationSeconds });
    return {
      requestsPerSecond: result.requests.average,
      p99Ms: result.latency.p99,
      failures: result.errors + result.timeouts + result.non2xx,
      peakMemoryMb: memory.stop(),
    };
  } finally {
    memory.stop();
  }
}

export interface ListTimes {
  /** The first list after a change to the rows, which the server must read from the database. */
  uncachedMs: number;
  /** The same list again, straight after. */
  cachedMs: number;
}

async function timeRequest(url: string, init: RequestInit = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status}`);
  return performance.now() - started;
}

/**
 * One request at a time, median of `rounds` (after one unmeasured round): `invalidate` changes a row (which
 * empties the cache), then the list is read twice, uncached then cached.
 */
export async function timeList(
  listUrl: string,
  init: RequestInit,
  invalidate: () => Promise<unknown>,
  rounds = 5,
): Promise<ListTimes> {
  const uncached: number[] = [];
  const cached: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    await invalidate();
    const first = await timeRequest(listUrl, init);
    const again = await timeRequest(listUrl, init);
    if (round === 0) continue;
    uncached.push(first);
    cached.push(again);
  }
  return { uncachedMs: median(uncached), cachedMs: median(cached) };
}

export const togglePatch = JSON.stringify({ preSession: { contractSigned: true } });

/** Ticks a checklist item of one client through the API: a change to the user's clients. */
export function tickClient(url: string, cookie: string, clientId: string): Promise<number> {
  return timeRequest(`${url}/api/clients/${clientId}`, {
    method: 'PATCH',
    headers: { cookie, origin: url, 'content-type': 'application/json' },
    body: togglePatch,
  });
}

/**
 * Load that ticks a checklist item of the given clients in turn. The budgeted run ticks one client's item, as the
 * issue words it: its 50 connections then queue on that row's lock. A second run, reported only, goes through all
 * 200 clients, where the database no longer sets the pace and the app's own cost per request shows.
 */
function toggleLoad(url: string, pathOf: (clientId: string) => string, clientIds: readonly string[], headers = {}) {
  let next = 0;
  return {
    url,
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: togglePatch,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          path: pathOf(clientIds[next++ % clientIds.length] ?? ''),
        }),
      },
    ],
  } satisfies autocannon.Options;
}

async function measureApp(target: Target, seeded: Seeded) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = startApp({ ...target.env, PORT: String(port), APP_URL: url });
  try {
    await waitUntilReady(url, performance.now(), 120_000);
    const cookie = await signIn(url, seeded.typical.email, seeded.typical.password);
    const list = await load(app.pid ?? 0, { url: `${url}/api/clients`, headers: { cookie } });
    const toggleLoadOf = (clientIds: readonly string[]) =>
      toggleLoad(url, (id) => `/api/clients/${id}`, clientIds, { cookie, origin: url });
    const toggle = await load(app.pid ?? 0, toggleLoadOf(seeded.clientIds.slice(0, 1)));
    const toggleSpread = await load(app.pid ?? 0, toggleLoadOf(seeded.clientIds));

    const typicalList = await timeList(`${url}/api/clients`, { headers: { cookie } }, () =>
      tickClient(url, cookie, seeded.clientIds[0] ?? ''),
    );
    const largeCookie = await signIn(url, seeded.large.email, seeded.large.password);
    const largeList = await timeList(`${url}/api/clients`, { headers: { cookie: largeCookie } }, () =>
      tickClient(url, largeCookie, seeded.largeClientId),
    );
    return { list, toggle, toggleSpread, typicalList, largeList };
  } finally {
    await stopApp(app);
  }
}

async function measureBaseline(target: Target, seeded: Seeded) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'baseline-server.ts')], {
    cwd: root,
    env: { ...process.env, ...target.env, PORT: String(port), BENCH_USER_ID: seeded.typical.id },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
      child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
    });
    const url = `http://127.0.0.1:${port}`;
    const list = await load(child.pid ?? 0, { url: `${url}/clients` });
    const toggleLoadOf = (clientIds: readonly string[]) => toggleLoad(url, (id) => `/clients/${id}`, clientIds);
    const toggle = await load(child.pid ?? 0, toggleLoadOf(seeded.clientIds.slice(0, 1)));
    const toggleSpread = await load(child.pid ?? 0, toggleLoadOf(seeded.clientIds));
    const uncachedList = await load(child.pid ?? 0, { url: `${url}/clients?uncached` });
    const typicalList = await timeList(`${url}/clients`, {}, () =>
      timeRequest(`${url}/clients/${seeded.clientIds[0]}`, { method: 'PATCH', body: togglePatch }),
    );
    return { list, toggle, toggleSpread, uncachedList, typicalList };
  } finally {
    await stopApp(child);
  }
}

/**
 * The budgets (docs/budgets.md): on PostgreSQL, list and toggle at >= 70% of the baseline with p99 <= 50 ms; on
 * PGlite, the list at >= 1,000 requests/s with p99 <= 100 ms. The PGlite toggle and the spread toggle are reported
 * only.
 */
function rows(target: Target, endpoint: string, app: LoadResult, baseline: LoadResult, budgeted = true) {
  const label = `${target.name}, ${endpoint}`;
  // On PostgreSQL the throughput budget is relative to the baseline; on PGlite it is absolute, for the list.
  const budgets: { requests?: number; share?: number; p99?: number } = !budgeted
    ? {}
    : target.name === 'PostgreSQL'
      ? { share: 70, p99: 50 }
      : endpoint.startsWith('list')
        ? { requests: 1000, p99: 100 }
        : {};
  return [
    {
      name: `${label}: requests/s`,
      value: app.requestsPerSecond,
      unit: 'req',
      ...(budgets.requests ? { target: budgets.requests, atLeast: true } : {}),
    },
    { name: `${label}: baseline requests/s`, value: baseline.requestsPerSecond, unit: 'req' },
    {
      name: `${label}: share of baseline`,
      value: (app.requestsPerSecond / Math.max(baseline.requestsPerSecond, 1)) * 100,
      unit: '%',
      ...(budgets.share ? { target: budgets.share, atLeast: true } : {}),
    },
    { name: `${label}: p99 latency`, value: app.p99Ms, unit: 'ms', ...(budgets.p99 ? { target: budgets.p99 } : {}) },
    { name: `${label}: failed requests`, value: app.failures, unit: '', target: 0 },
  ] satisfies Measurement[];
}

function listTimeRows(label: string, times: ListTimes): Measurement[] {
  return [
    { name: `${label}: uncached, after a change`, value: times.uncachedMs, unit: 'ms' },
    { name: `${label}: cached`, value: times.cachedMs, unit: 'ms' },
  ];
}

export async function measureApi(): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  const targets = [await pgliteTarget(), await postgresTarget()].filter((target) => target !== null);
  for (const target of targets) {
    try {
      const seeded = await seedBenchData(target.env);
      const app = await measureApp(target, seeded);
      const baseline = await measureBaseline(target, seeded);
      measurements.push(
        ...rows(target, 'list 200 clients (cached)', app.list, baseline.list),
        {
          name: `${target.name}, list 200 clients: baseline uncached requests/s`,
          value: baseline.uncachedList.requestsPerSecond,
          unit: 'req',
        },
        ...rows(target, 'toggle a checklist item', app.toggle, baseline.toggle),
        ...rows(target, 'toggle across 200 clients', app.toggleSpread, baseline.toggleSpread, false),
        ...listTimeRows(`${target.name}, list 200 clients`, app.typicalList),
        ...listTimeRows(`${target.name}, baseline list 200 clients`, baseline.typicalList),
        ...listTimeRows(`${target.name}, list 10,000 clients`, app.largeList),
        {
          name: `${target.name}, server memory under load`,
          value: Math.max(app.list.peakMemoryMb, app.toggle.peakMemoryMb, app.toggleSpread.peakMemoryMb),
          unit: 'MB',
          target: 400,
        },
      );
    } finally {
      await target.cleanup();
    }
  }
  return measurements;
}
