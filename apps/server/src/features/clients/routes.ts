import type { ClientList, ImportedClient } from '@shutterdesk/core';
import { apiContracts } from '@shutterdesk/core/api';
import type { CacheInvalidation } from '../../cache/invalidation';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { bulkDeleteMaxBodyBytes, importMaxBodyBytes, type Routing } from '../../http/routing';
import { csvDownload } from '../../http/csv-download';
import { exportClientsCsv, importClients } from './csv';
import { readProfile, type ProfileView } from '../../profile/profile';
import {
  createClient,
  deleteClient,
  deleteClients,
  listClientWindow,
  listWholeClientList,
  prepareChecklistUpdate,
  setClientHeaders,
  updateClient,
  type ClientListQuery,
} from './service';
import { idempotentRequest, markReplayed } from '../../http/idempotency';
import { createOnce } from '../../records/idempotent-create';
import { ImportChecks } from '../../records/import-checks';
import { windowedListRead } from '../../http/windowed-list';

/**
 * Whole client lists a server keeps in memory, in bytes of JSON: a list of 1,000 clients (wholeListMaxRows, the
 * longest sent whole) is about 0.7 MB.
 */
const clientListCacheCapacity = 32 * 1024 * 1024;

/**
 * /api/clients: Client Flow's clients and their checklists, a short list whole and a long one a window at a time
 * (http/windowed-list.ts).
 */
export function clientRoutes(db: Database, { router, route }: Routing, clock: Clock, invalidation: CacheInvalidation) {
  const checklistUpdate = prepareChecklistUpdate(db);
  const clientList = windowedListRead<ClientList, ClientListQuery>(invalidation, {
    topic: 'clients',
    capacity: clientListCacheCapacity,
    readWhole: (userId) => listWholeClientList(db, userId),
    readWindow: (userId, query) => listClientWindow(db, userId, query),
  });
  const importChecks = new ImportChecks<ImportedClient>();
  /** A deleted client unlinks the lead it came from: the caller's cached lead list goes too. */
  const deletedClientsOf = <Result>(userId: string, result: Result): Result => {
    invalidation.forgetOwner('leads', userId);
    return clientList.changed(userId, result);
  };

  return router()
    .openapi(route(apiContracts.listClients), (c) => clientList.answer(c, c.get('userId'), c.req.valid('query')))
    .openapi(route(apiContracts.createClient), async (c) => {
      const userId = c.get('userId');
      const input = c.req.valid('json');
      const { body, replayed } = await createOnce(db, await idempotentRequest(c, 'createClient'), (tx) =>
        createClient(tx, userId, input, clock.now()),
      );
      markReplayed(c, replayed);
      return c.json(clientList.changed(userId, body), 201);
    })
    .openapi(route(apiContracts.deleteClients, { maxBodyBytes: bulkDeleteMaxBodyBytes }), async (c) => {
      const userId = c.get('userId');
      return c.json(deletedClientsOf(userId, await deleteClients(db, userId, c.req.valid('json').ids)), 200);
    })
    .openapi(route(apiContracts.importClients, { maxBodyBytes: importMaxBodyBytes }), async (c) => {
      const userId = c.get('userId');
      const request = c.req.valid('json');
      const importer = { userId, checks: importChecks, now: clock.now() };
      if (request.dryRun) return c.json(await importClients(db, importer, request), 200);
      const { body, replayed } = await createOnce(db, await idempotentRequest(c, 'importClients'), (tx) =>
        importClients(tx, importer, request),
      );
      markReplayed(c, replayed);
      return c.json(clientList.changed(userId, body), 200);
    })
    .openapi(route(apiContracts.exportClients), (c) =>
      csvDownload('clients', clock.now(), exportClientsCsv(db, c.get('userId'), c.req.valid('query'))),
    )
    .openapi(route(apiContracts.updateClient), async (c) => {
      const userId = c.get('userId');
      const { id } = c.req.valid('param');
      const saved = await updateClient(db, checklistUpdate, userId, id, c.req.valid('json'), clock.now());
      return c.json(clientList.changed(userId, saved), 200);
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
export function clientHeaderRoutes(db: Database, { router, route }: Routing, view: ProfileView) {
  return router().openapi(route(apiContracts.setClientHeaders), async (c) => {
    await setClientHeaders(db, c.get('userId'), c.req.valid('json'));
    return c.json(await readProfile(db, c.get('userId'), view), 200);
  });
}
