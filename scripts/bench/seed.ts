/**
 * Seeds a bench database (DATA_DIR or DATABASE_URL, as the server reads them): one photographer with a typical
 * client list, and one with 10,000 clients and 10,000 leads. Prints their credentials, the typical one's client ids and one of the large one's as JSON.
 */
import {
  createClients,
  createLeads,
  createUser,
  factoryContextForCommand,
  openDatabaseFromEnv,
} from '@shutterdesk/server/testing';

export const typicalClientCount = 200;
export const largeListCount = 10_000;

const { env, handle } = await openDatabaseFromEnv();
const { context, close } = factoryContextForCommand(env, handle);
try {
  const typical = await createUser(context, { name: 'Bench Typical' });
  const clientIds = await createClients(handle.db, typical.id, typicalClientCount, { seed: 7 });
  const large = await createUser(context, { name: 'Bench Large' });
  const [largeClientId] = await createClients(handle.db, large.id, largeListCount, { seed: 8 });
  await createLeads(handle.db, large.id, largeListCount, { seed: 9 });
  console.log(JSON.stringify({ typical, large, clientIds, largeClientId }));
} finally {
  close();
  await handle.close();
}
