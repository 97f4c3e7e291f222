import type { ClientList } from '@shutterdesk/core';
import { apiContracts } from '@shutterdesk/core/api';
import type { CacheInvalidation } from '../../cache/invalidation';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { encodeJson, sendEncodedJson, type EncodedJson } from '../../http/encoded-json';
import { bulkDeleteMaxBodyBytes, type Routing } from '../../http/routing';
import { readProfile } from '../../profile/profile';
import {
  createClient,
  deleteClient,
  deleteClients,
  listClients,
  prepareChecklistUpdate,
  setClientHeaders,
  updateClient,
} from './service';
import { idempotentRequest, markReplayed } from '../../http/idempotency';
import { createOnce } from '../../records/idempotent-create';

/** Client lists a server keeps in memory, in bytes of JSON: a list of 200 clients is about 190 kB. */
const clientListCacheCapacity = 32 * 1024 * 1024;

/**
 * /api/clients: Client Flow's clients and their checklists. The whole list is what Client Flow loads and reloads,
 * so each user's answer is kept, serialised, until the database announces a change to their clients
 * (cache/invalidation.ts), or until the user changes them here.
 */
export function clientRoutes(db: Database, { router, route }: Routing, clock: Clock, invalidation: CacheInvalidation) {
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
  /**
   * After a change to the caller's clients: their next read on this server must show it even before the
   * database's announcement arrives; other servers learn of it from that announcement.
   */
  const changedClientsOf = <Result>(userId: string, result: Result): Result => {
    invalidation.forgetOwner('clients', userId);
    return result;
  };

  return router()
    .openapi(route(apiContracts.listClients), async (c) => {
      const userId = c.get('userId');
      const json = await clientLists.get(userId, () => loadClientList(userId));
      return sendEncodedJson(c, json);
    })
    .openapi(route(apiContracts.createClient), async (c) => {
      const userId = c.get('userId');
      const input = c.req.valid('json');
      const { body, replayed } = await createOnce(db, await idempotentRequest(c, 'createClient'), (tx) =>
        createClient(tx, userId, input, clock.now()),
      );
      markReplayed(c, replayed);
      return c.json(changedClientsOf(userId, body), 201);
    })
    .openapi(route(apiContracts.deleteClients, { maxBodyBytes: bulkDeleteMaxBodyBytes }), async (c) => {
      const userId = c.get('userId');
      return c.json(changedClientsOf(userId, await deleteClients(db, userId, c.req.valid('json').ids)), 200);
    })
    .openapi(route(apiContracts.updateClient), async (c) => {
      const userId = c.get('userId');
      const { id } = c.req.valid('param');
      const saved = await updateClient(db, checklistUpdate, userId, id, c.req.valid('json'), clock.now());
      return c.json(changedClientsOf(userId, saved), 200);
    })
    .openapi(route(apiContracts.deleteClient), async (c) => {
      const userId = c.get('userId');
      changedClientsOf(userId, await deleteClient(db, userId, c.req.valid('param').id));
      return c.body(null, 204);
    });
}

/**
 * /api/client-headers: the Client Flow columns shown and their order, kept in the profile so they follow the
 * user to another device. Answers with the profile, which the browser keeps as its session profile.
 */
export function clientHeaderRoutes(db: Database, { router, route }: Routing, adminEmails: readonly string[]) {
  return router().openapi(route(apiContracts.setClientHeaders), async (c) => {
    await setClientHeaders(db, c.get('userId'), c.req.valid('json'));
    return c.json(await readProfile(db, c.get('userId'), adminEmails), 200);
  });
}
