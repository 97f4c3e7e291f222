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
  listClientWindow,
  listWholeClientList,
  prepareChecklistUpdate,
  setClientHeaders,
  updateClient,
} from './service';
import { idempotentRequest, markReplayed } from '../../http/idempotency';
import { createOnce } from '../../records/idempotent-create';

/**
 * Whole client lists a server keeps in memory, in bytes of JSON: a list of 1,000 clients (wholeListMaxRows, the
 * longest sent whole) is about 0.7 MB.
 */
const clientListCacheCapacity = 32 * 1024 * 1024;

/**
 * /api/clients: Client Flow's clients and their checklists. A short list is sent whole, and each user's answer
 * is kept, serialised, until the database announces a change to their clients (cache/invalidation.ts), or until
 * the user changes them here. A long list is read one window at a time and never kept (docs/decisions/0011):
 * the windows of one user's 50,000 clients would push everyone else's lists out of the cache.
 */
export function clientRoutes(db: Database, { router, route }: Routing, clock: Clock, invalidation: CacheInvalidation) {
  const checklistUpdate = prepareChecklistUpdate(db);
  // Kept as encoded bytes, which are written to the socket as they are.
  const clientLists = invalidation.createCache<EncodedJson<ClientList>>('clients', {
    capacity: clientListCacheCapacity,
    weigh: (json) => json.byteLength,
  });
  const loadWholeClientList = async (userId: string) => {
    const list = await listWholeClientList(db, userId);
    return list && { value: encodeJson<ClientList>(list), owner: userId };
  };
  /**
   * After a change to the caller's clients: their next read on this server must show it even before the
   * database's announcement arrives; other servers learn of it from that announcement.
   */
  const changedClientsOf = <Result>(userId: string, result: Result): Result => {
    invalidation.forgetOwner('clients', userId);
    return result;
  };
  /** A deleted client unlinks the lead it came from: the caller's cached lead list goes too. */
  const deletedClientsOf = <Result>(userId: string, result: Result): Result => {
    invalidation.forgetOwner('leads', userId);
    return changedClientsOf(userId, result);
  };

  return router()
    .openapi(route(apiContracts.listClients), async (c) => {
      const userId = c.get('userId');
      const query = c.req.valid('query');
      const whole =
        query.offset === undefined && query.limit === undefined
          ? await clientLists.get(userId, () => loadWholeClientList(userId))
          : null;
      if (whole) return sendEncodedJson(c, whole);
      return c.json(await listClientWindow(db, userId, query), 200);
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
      return c.json(deletedClientsOf(userId, await deleteClients(db, userId, c.req.valid('json').ids)), 200);
    })
    .openapi(route(apiContracts.updateClient), async (c) => {
      const userId = c.get('userId');
      const { id } = c.req.valid('param');
      const saved = await updateClient(db, checklistUpdate, userId, id, c.req.valid('json'), clock.now());
      return c.json(changedClientsOf(userId, saved), 200);
    })
    .openapi(route(apiContracts.deleteClient), async (c) => {
      const userId = c.get('userId');
      deletedClientsOf(userId, await deleteClient(db, userId, c.req.valid('param').id));
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
