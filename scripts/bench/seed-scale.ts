/**
 * Seeds the scale section's database (DATABASE_URL, as the server reads it): one photographer for each list size in
 * BENCH_SCALE_SIZES (comma-separated, from scale.ts), and a neighbour with a typical list whose requests are timed
 * while the largest list is loaded. Prints their credentials and one client id of each as JSON.
 */
import { sql } from 'drizzle-orm';
import { createClients, createUser, factoryContextForCommand, openDatabaseFromEnv } from '@shutterdesk/server/testing';

const neighbourClientCount = 200;

const { env, handle } = await openDatabaseFromEnv();
const { context, close } = factoryContextForCommand(env, handle);
try {
  const seedUser = async (name: string, clientCount: number, seed: number) => {
    const user = await createUser(context, { name });
    const [clientId] = await createClients(handle.db, user.id, clientCount, { seed });
    return { user, clientCount, clientId };
  };
  const sizes = [];
  for (const [index, clientCount] of (process.env.BENCH_SCALE_SIZES ?? '').split(',').map(Number).entries()) {
    sizes.push(await seedUser(`Bench Scale ${clientCount}`, clientCount, 20 + index));
  }
  const neighbour = await seedUser('Bench Neighbour', neighbourClientCount, 7);
  // As autovacuum would leave the table once it has settled, rather than at work on the new rows while the first
  // size is measured.
  await handle.db.execute(sql`vacuum analyze`);
  console.log(JSON.stringify({ sizes, neighbour }));
} finally {
  close();
  await handle.close();
}
