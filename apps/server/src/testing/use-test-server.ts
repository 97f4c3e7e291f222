import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestDatabaseKind, type TestServer } from './test-server';

/**
 * A test server for the enclosing describe block: started before its tests, closed after them. The settings may
 * be a function, read when the server starts, for values that earlier hooks produce (a loopback AI server's
 * address, say). The handle can be passed around at once; its parts are there from the first test on. The log goes
 * to `logDestination` when given.
 */
export function useTestServer(
  kind: TestDatabaseKind,
  envOverrides: Record<string, string> | (() => Record<string, string>) = {},
  logDestination?: DestinationStream,
): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(
      kind,
      typeof envOverrides === 'function' ? envOverrides() : envOverrides,
      logDestination,
    );
  });
  afterAll(async () => {
    await started?.close();
  });

  const current = () => {
    if (!started) throw new Error('The test server starts in beforeAll: use it inside hooks and tests.');
    return started;
  };
  return {
    kind,
    get server() {
      return current().server;
    },
    get url() {
      return current().url;
    },
    get outboxDir() {
      return current().outboxDir;
    },
    get clock() {
      return current().clock;
    },
    agent: () => current().agent(),
    close: () => current().close(),
  };
}
