import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLogger, defaultWebDistDir, startServer, testServerEnv } from '@shutterdesk/server/testing';

/** The web build the specs run against: a checkout's own, or the one E2E_WEB_DIST_DIR names. */
export const e2eWebDistDir = process.env.E2E_WEB_DIST_DIR ?? defaultWebDistDir;

export interface OwnApp {
  url: string;
  server: Awaited<ReturnType<typeof startServer>>;
  close(): Promise<void>;
}

/**
 * An app server of a spec's own, beside the shared one (server.ts), on an in-memory database, for a spec that needs
 * a setting or a build the shared one does not have. `env` is added to the test server's settings.
 */
export async function startOwnApp(env: Record<string, string>): Promise<OwnApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-e2e-own-'));
  const serverEnv = testServerEnv(dataDir, {
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    WEB_DIST_DIR: e2eWebDistDir,
    ...env,
  });
  const server = await startServer({
    env: serverEnv,
    logger: createLogger(serverEnv.LOG_LEVEL),
    database: { kind: 'pglite-memory' },
  });
  return {
    url: server.url,
    server,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
