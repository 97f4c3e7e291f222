import { createLogger } from '../../src/logger';
import { startServer } from '../../src/server';
import { testServerEnv } from '../../src/testing/test-server';

/**
 * The server as `npm start` runs it on a data directory: no AUTH_SECRET, so it keeps its own there, with its backup
 * socket and (unless told otherwise) no backup timer.
 */
export function startEmbeddedServer(dataDir: string, overrides: Record<string, string> = {}) {
  const env = { ...testServerEnv(dataDir, { BACKUP_INTERVAL_HOURS: '0', ...overrides }), AUTH_SECRET: undefined };
  return startServer({ env, logger: createLogger(env.LOG_LEVEL), database: { kind: 'pglite', dataDir } });
}
