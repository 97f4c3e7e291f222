import { bulkDeleteSchema, clientHeadersSchema, createClientSchema, updateClientSchema } from '@shutterdesk/core';
import { Hono } from 'hono';
import type { RequireUser } from '../../auth/require-user';
import type { CacheInvalidation } from '../../cache/invalidation';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { AppBindings } from '../../http/context';
import { uuidParam } from '../../http/params';
import { bulkDeleteMaxJsonBytes, readJson } from '../../http/validate';
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

/** Client lists a server keeps in memory, in bytes of JSON: a list of 200 clients is about 190 kB. */
const clientListCacheCapacity = 32 * 1024 * 1024;

/**
 * /api/clients: Client Flow's clients and their checklists. The whole list is what Client Flow loads and reloads,
 * so each user's answer is kept, serialised, until the database announces a change to their clients
 * (cache/invalidation.ts), or until the user changes them here.
 */
export function clientRoutes(db: Database, requireUser: RequireUser, clock: Clock, invalidation: CacheInvalidation) {
  const signedIn = requireUser();
  const checklistUpdate = prepareChecklistUpdate(db);
  // Kept as encoded bytes, which are written to the socket as they are.
  const clientLists = invalidation.createCache<Uint8Array<ArrayBuffer>>('clients', {
    capacity: clientListCacheCapacity,
    weigh: (json) => json.byteLength,
  });
  const loadClientList = async (userId: string) => ({
    value: Buffer.from(JSON.stringify({ clients: await listClients(db, userId) })),
    owner: userId,
  });

  return new Hono<AppBindings>()
    .use(async (c, next) => {
      await next();
      // Every other method here changes the caller's clients. Their next read on this server must show it even
      // before the database's announcement arrives; other servers learn of it from that announcement.
      const userId = c.get('userId');
      if (c.req.method !== 'GET' && userId) invalidation.forgetOwner('clients', userId);
    })
    .get('/', signedIn, async (c) => {
      const userId = c.get('userId');
      const json = await clientLists.get(userId, () => loadClientList(userId));
      return c.body(json, 200, { 'content-type': 'application/json' });
    })
    .post('/', signedIn, async (c) => {
      const request = await readJson(c, createClientSchema);
      return c.json(await createClient(db, c.get('userId'), request, clock.now()), 201);
    })
    .post('/bulk-delete', signedIn, async (c) => {
      const { ids } = await readJson(c, bulkDeleteSchema, { maxBytes: bulkDeleteMaxJsonBytes });
      return c.json(await deleteClients(db, c.get('userId'), ids));
    })
    .patch('/:id', signedIn, async (c) => {
      const clientId = uuidParam(c, 'id', 'Client');
      const changes = await readJson(c, updateClientSchema);
      return c.json(await updateClient(db, checklistUpdate, c.get('userId'), clientId, changes, clock.now()));
    })
    .delete('/:id', signedIn, async (c) => {
      await deleteClient(db, c.get('userId'), uuidParam(c, 'id', 'Client'));
      return c.body(null, 204);
    });
}

/**
 * /api/client-headers: the Client Flow columns shown and their order, kept in the profile so they follow the
 * user to another device. Answers with the profile, which the browser keeps as its session profile.
 */
export function clientHeaderRoutes(db: Database, requireUser: RequireUser, adminEmails: readonly string[]) {
  return new Hono<AppBindings>().put('/', requireUser(), async (c) => {
    const clientHeaders = await readJson(c, clientHeadersSchema);
    await setClientHeaders(db, c.get('userId'), clientHeaders);
    return c.json(await readProfile(db, c.get('userId'), adminEmails));
  });
}
