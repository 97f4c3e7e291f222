import { DatabaseLockedError } from './db/client';
import { EnvError, parseEnv } from './env';
import { createLogger } from './logger';
import { startServer } from './server';

let env;
try {
  env = parseEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Whatever the server writes (the embedded database's files, the mail outbox) is for its own user only.
process.umask(0o077);
const logger = createLogger(env.LOG_LEVEL);
const started = performance.now();

try {
  const server = await startServer({ env, logger });
  logger.info(
    { url: server.url, database: server.database.kind, startupMs: Math.round(performance.now() - started) },
    `Shutterdesk is ready at ${server.url}`,
  );

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof DatabaseLockedError) {
    logger.fatal(error.message);
    console.error(error.message);
  } else {
    logger.fatal({ err: error }, 'start-up failed');
  }
  process.exit(1);
}
