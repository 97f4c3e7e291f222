import path from 'node:path';
import type { Env } from '../env';
import { demoUser, seedDemoData } from './demo-data';
import { factoryContextForCommand, openDatabaseFromEnv, runCommand } from './open-from-env';

/** Where the seed wrote: the embedded database's directory, or PostgreSQL. */
function seededInto(env: Env): string {
  return env.DATABASE_URL ? 'the PostgreSQL database of DATABASE_URL' : `DATA_DIR ${path.resolve(env.DATA_DIR)}`;
}

await runCommand(async () => {
  const { env, handle } = await openDatabaseFromEnv();
  const { context, close } = factoryContextForCommand(env, handle);
  try {
    const { dashboardSeeded: seeded } = await seedDemoData(context, handle.db);
    console.log(
      `Demo photographer ready in ${seededInto(env)}${seeded ? ', with a dashboard and three weeks of history' : ''}. ` +
        `Log in with:\n  e-mail:   ${demoUser.email}\n  password: ${demoUser.password}`,
    );
  } finally {
    close();
    await handle.close();
  }
});
