import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { AdjustableClock } from '../clock';
import type { DatabaseTarget } from '../db/client';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { startServer, type RunningServer } from '../server';
import { TestAgent } from './test-agent';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server the tests may create databases on. */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/**
 * Where the integration tests' global setup (tests/support/database-templates.ts) left a migrated database of each
 * kind: a PGlite dump file, and a PostgreSQL database to use as a template.
 */
export const pgliteTemplateVariable = 'TEST_PGLITE_TEMPLATE';
export const postgresTemplateVariable = 'TEST_POSTGRES_TEMPLATE';

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh database of the given kind, dropped again by `drop`: empty, or (for a test server, which would migrate it
 * anyway) a copy of the migrated template when the global setup made one.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  contents: 'empty' | 'migrated' = 'empty',
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const templateFile = contents === 'migrated' ? process.env[pgliteTemplateVariable] : undefined;
    if (!templateFile) return { target: { kind: 'pglite-memory' }, drop: async () => {} };
    pgliteTemplate ??= readFile(templateFile).then((bytes) => new Blob([bytes]));
    return { target: { kind: 'pglite-memory', startFrom: await pgliteTemplate }, drop: async () => {} };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `shutterdesk_test_${randomBytes(6).toString('hex')}`;
  const template = contents === 'migrated' ? process.env[postgresTemplateVariable] : undefined;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString(), poolSize: 5 },
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestServer {
  kind: TestDatabaseKind;
  server: RunningServer;
  url: string;
  /** Where the file mail transport writes; read it with mail-outbox.ts. */
  outboxDir: string;
  /** The server's clock: move it to test what happens tomorrow or next week. */
  clock: AdjustableClock;
  /** A new browser-like client with its own cookies and its own client address. */
  agent(): TestAgent;
  close(): Promise<void>;
}

let agentSequence = 0;

/**
 * A test server's settings: a free loopback port, its own data folder, a fresh session secret (servers meant to
 * act as one cluster share one env, hence one secret) and no web build unless one is given.
 */
export function testServerEnv(dataDir: string, overrides: Record<string, string> = {}) {
  return parseEnv({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    // Each test agent presents its own address, as separate browsers behind a proxy would.
    TRUST_PROXY: 'true',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...overrides,
  });
}

export interface TestCluster {
  servers: RunningServer[];
  /** The fresh database they share. */
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * Servers of one cluster on one fresh PostgreSQL database, one per clock given. They share one env, hence one
 * session secret: a session made on one is good on the others.
 */
export async function startTestCluster(
  clocks: readonly AdjustableClock[],
  envOverrides: Record<string, string> = {},
): Promise<TestCluster> {
  const database = await createTestDatabase('postgres', 'migrated');
  if (database.target.kind !== 'postgres') throw new Error('A cluster needs PostgreSQL');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-test-'));
  const env = testServerEnv(dataDir, envOverrides);
  const servers: RunningServer[] = [];
  for (const clock of clocks) {
    servers.push(await startServer({ env, logger: createLogger(env.LOG_LEVEL), database: database.target, clock }));
  }
  return {
    servers,
    databaseUrl: database.target.url,
    async close() {
      await Promise.all(servers.map((server) => server.close()));
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the real server on a free loopback port, on a fresh database, with mail going to a temporary outbox. Its log
 * goes to `logDestination` when given (a test reading what the server logs; LOG_LEVEL in `envOverrides` sets how much).
 */
export async function startTestServer(
  kind: TestDatabaseKind,
  envOverrides: Record<string, string> = {},
  logDestination?: DestinationStream,
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-test-'));
  const database = await createTestDatabase(kind, 'migrated');
  const env = testServerEnv(dataDir, envOverrides);
  const clock = new AdjustableClock();
  const logger = createLogger(env.LOG_LEVEL, logDestination);
  const server = await startServer({ env, logger, database: database.target, clock });
  return {
    kind,
    server,
    url: server.url,
    outboxDir: path.join(dataDir, 'mail'),
    clock,
    agent: () => {
      agentSequence += 1;
      return new TestAgent(`http://127.0.0.1:${server.port}`, `198.51.100.${agentSequence % 250}`, server.url);
    },
    async close() {
      await server.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
