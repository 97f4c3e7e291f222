import type { ClientList, Profile } from '@shutterdesk/core';
import { apiContracts } from '@shutterdesk/core/api';
import type { CacheInvalidation } from '../../cache/invalidation';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { encodeJson, sendEncodedJson, type EncodedJson } from '../../http/encoded-json';
import { bulkDeleteMaxBodyBytes, type Routing } from '../../http/routing';
import {
  createClient,
  deleteClient,
  deleteClients,
  listClients,
  prepareChecklistUpdate,
  setClientHeaders,
  updateClient,
} from './service';

/** Client lists a server keeps in memory, in bytes of JSON: a list of 200 clients is about 190 kB. */
const clientListCacheCapacity = 32 * 1024 * 1024;

/**
 * /api/clients: Client Flow's clients and their checklists. The whole list is what Client Flow loads and reloads,
 * so each user's answer is kept, serialised, until the database announces a change to their clients
 * (cache/invalidation.ts).
 */
export function clientRoutes(db: Database, routing: Routing, clock: Clock, invalidation: CacheInvalidation) {
  const { router, route } = routing;
  const checklistUpdate = prepareChecklistUpdate(db);
  // Kept as encoded bytes, which are written to the socket as they are.
  const clientLists = invalidation.createCache<EncodedJson<ClientList>>('clients', {
    capacity: clientListCacheCapacity,
    weigh: (json) => json.byteLength,
  });
  const loadClientList = async (userId: string) => ({
    value: encodeJson<ClientList>({ clients: await listClients(db, userId) }),
    owner: userId,
  });

  return router()
    .openapi(route(apiContracts.listClients), async (c) => {
      const userId = c.get('userId');
      const json = await clientLists.get(userId, () => loadClientList(userId));
      return sendEncodedJson(c, json);
    })
    .openapi(route(apiContracts.createClient), async (c) => {
      return c.json(await createClient(db, c.get('userId'), c.req.valid('json'), clock.now()), 201);
    })
    .openapi(route(apiContracts.deleteClients, { maxBodyBytes: bulkDeleteMaxBodyBytes }), async (c) => {
      return c.json(await deleteClients(db, c.get('userId'), c.req.valid('json').ids), 200);
    })
    .openapi(route(apiContracts.updateClient), async (c) => {
      const { id } = c.req.valid('param');
      const changes = c.req.valid('json');
      return c.json(await updateClient(db, checklistUpdate, c.get('userId'), id, changes, clock.now()), 200);
    })
    .openapi(route(apiContracts.deleteClient), async (c) => {
      await deleteClient(db, c.get('userId'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}

/**
 * /api/client-headers: the Client Flow columns shown and their order, kept in the profile so they follow the
 * user to another device. Answers with the profile, which the browser keeps as its session profile;
 * `readProfile` comes from the app (features do not import each other).
 */
export function clientHeaderRoutes(
  db: Database,
  { router, route }: Routing,
  readProfile: (userId: string) => Promise<Profile>,
) {
  return router().openapi(route(apiContracts.setClientHeaders), async (c) => {
    await setClientHeaders(db, c.get('userId'), c.req.valid('json'));
    return c.json(await readProfile(c.get('userId')), 200);
  });
}
