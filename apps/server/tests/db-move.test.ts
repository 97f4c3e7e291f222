import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser, seedDemoData } from '../src/cli/demo-data';
import { createLogger } from '../src/logger';
import { startServer, type RunningServer } from '../src/server';
import { TestAgent } from '../src/testing/test-agent';
import { createTestDatabase, testServerEnv } from '../src/testing/test-server';
import { startEmbeddedServer } from './support/embedded-server';
import { runCli } from './support/run-cli';

/** What the demo photographer's dashboard and lists ask the API for. */
const dashboardRequests = [
  '/api/session',
  '/api/profile',
  '/api/tasks',
  '/api/priority-tasks',
  '/api/clients',
  '/api/leads',
  '/api/notifications',
];

async function dashboardAnswers(agent: TestAgent) {
  const answers: Record<string, { status: number; body: unknown }> = {};
  for (const request of dashboardRequests) {
    const { status, body } = await agent.get(request);
    answers[request] = { status, body };
  }
  return answers;
}

const agentOf = (server: RunningServer) =>
  new TestAgent(`http://127.0.0.1:${server.port}`, '198.51.100.77', server.url);

const cliTimeout = 180_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)('[postgres] db:move from an embedded data directory', () => {
  let workDir: string;
  let dataDir: string;
  let embedded: RunningServer | undefined;
  let target: Awaited<ReturnType<typeof createTestDatabase>>;
  let targetUrl: string;
  let before: Awaited<ReturnType<typeof dashboardAnswers>>;
  let cookies: Map<string, string>;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-move-'));
    dataDir = path.join(workDir, 'data');
    // No reminder ticks on either server: notifications made between the two readings would differ.
    embedded = await startEmbeddedServer(dataDir, { REMINDER_INTERVAL_SECONDS: '0' });
    await seedDemoData({ auth: embedded.auth, db: embedded.database.db }, embedded.database.db);
    const demo = agentOf(embedded);
    expect((await demo.signIn(demoUser.email, demoUser.password)).status).toBe(200);
    before = await dashboardAnswers(demo);
    cookies = demo.cookies;
    target = await createTestDatabase('postgres');
    if (target.target.kind !== 'postgres') throw new Error('db:move needs PostgreSQL');
    targetUrl = target.target.url;
  }, 180_000);
  afterAll(async () => {
    await embedded?.close();
    await target?.drop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('refuses while the server holds the data directory', { timeout: cliTimeout }, async () => {
    const result = await runCli('db-move.ts', ['--to', targetUrl], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.output).toContain('stop the server first');
  });

  it('copies every table, checks the counts and prints the settings to use', { timeout: cliTimeout }, async () => {
    await embedded!.close();
    embedded = undefined;
    const result = await runCli('db-move.ts', ['--to', targetUrl], { DATA_DIR: dataDir });
    expect(result.output).toContain('the row counts match');
    expect(result.code).toBe(0);
    const storedSecret = (await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim();
    expect(result.output).toContain(`DATABASE_URL=${targetUrl}`);
    expect(result.output).toContain(`AUTH_SECRET=${storedSecret}`);
    expect(result.output).toMatch(/^users\s+1\s+1$/m);
    expect(result.output).toMatch(/^clients\s+(\d+)\s+\1$/m);
  });

  it('the app on PostgreSQL gives the demo photographer the same answers', { timeout: cliTimeout }, async () => {
    const storedSecret = (await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim();
    const env = testServerEnv(path.join(workDir, 'postgres-server'), {
      AUTH_SECRET: storedSecret,
      REMINDER_INTERVAL_SECONDS: '0',
    });
    const server = await startServer({ env, logger: createLogger(env.LOG_LEVEL), database: target.target });
    try {
      // The session made on the embedded server is still good: the secret and the sessions table moved together.
      const keptSession = agentOf(server);
      for (const [name, value] of cookies) keptSession.cookies.set(name, value);
      const answers = await dashboardAnswers(keptSession);
      expect(Object.values(answers).map((answer) => answer.status)).toEqual(dashboardRequests.map(() => 200));
      expect(answers).toEqual(before);

      // And the password still signs in.
      const fresh = agentOf(server);
      expect((await fresh.signIn(demoUser.email, demoUser.password)).status).toBe(200);
      expect(await dashboardAnswers(fresh)).toEqual(before);
    } finally {
      await server.close();
    }
  });

  it('refuses a database that is not empty', { timeout: cliTimeout }, async () => {
    const result = await runCli('db-move.ts', ['--to', targetUrl], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.output).toContain('The target database is not empty: it holds data');
    expect(result.output).toContain('db:move only fills an empty database.');
  });

  it('explains its usage', { timeout: cliTimeout }, async () => {
    const result = await runCli('db-move.ts', ['--to', 'mysql://example.com/db'], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.output).toContain('--to must be a postgres:// connection string');
  });
});
