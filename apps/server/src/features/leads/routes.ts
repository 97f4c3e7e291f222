import type { ImportedLead, LeadList } from '@shutterdesk/core';
import { apiContracts } from '@shutterdesk/core/api';
import type { CacheInvalidation } from '../../cache/invalidation';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { bulkDeleteMaxBodyBytes, importMaxBodyBytes, type Routing } from '../../http/routing';
import { csvDownload } from '../../http/csv-download';
import { exportLeadsCsv, importLeads } from './csv';
import { leadInsights } from './insights';
import {
  convertLead,
  createLead,
  deleteLead,
  deleteLeads,
  listLeadWindow,
  listWholeLeadList,
  updateLead,
  type LeadReminders,
  type LeadListQuery,
} from './service';
import { idempotentRequest, markReplayed } from '../../http/idempotency';
import { createOnce } from '../../records/idempotent-create';
import { ImportChecks } from '../../records/import-checks';
import { windowedListRead } from '../../http/windowed-list';

/** Whole lead lists a server keeps in memory, in bytes of JSON: 1,000 leads (wholeListMaxRows) are about 0.4 MB. */
const leadListCacheCapacity = 16 * 1024 * 1024;

/**
 * /api/leads: Lead Flow's inquiries, and their conversion into clients. A short list is sent whole and a long one a
 * window at a time (http/windowed-list.ts), as Client Flow's list is.
 */
export function leadRoutes(
  db: Database,
  { router, route }: Routing,
  clock: Clock,
  reminders: LeadReminders,
  invalidation: CacheInvalidation,
) {
  const leadList = windowedListRead<LeadList, LeadListQuery>(invalidation, {
    topic: 'leads',
    capacity: leadListCacheCapacity,
    readWhole: (userId) => listWholeLeadList(db, userId),
    readWindow: (userId, query) => listLeadWindow(db, userId, query),
  });

  const importChecks = new ImportChecks<ImportedLead>();

  return router()
    .openapi(route(apiContracts.listLeads), (c) => leadList.answer(c, c.get('userId'), c.req.valid('query')))
    .openapi(route(apiContracts.createLead), async (c) => {
      const input = c.req.valid('json');
      const { body, replayed } = await createOnce(db, await idempotentRequest(c, 'createLead'), (tx) =>
        createLead(tx, reminders, c.get('userId'), input, 'added', clock.now()),
      );
      markReplayed(c, replayed);
      return c.json(leadList.changed(c.get('userId'), body), 201);
    })
    .openapi(route(apiContracts.deleteLeads, { maxBodyBytes: bulkDeleteMaxBodyBytes }), async (c) => {
      const userId = c.get('userId');
      return c.json(leadList.changed(userId, await deleteLeads(db, userId, c.req.valid('json').ids)), 200);
    })
    .openapi(route(apiContracts.importLeads, { maxBodyBytes: importMaxBodyBytes }), async (c) => {
      const userId = c.get('userId');
      const request = c.req.valid('json');
      const importer = { userId, checks: importChecks, now: clock.now() };
      if (request.dryRun) return c.json(await importLeads(db, importer, request), 200);
      const { body, replayed } = await createOnce(db, await idempotentRequest(c, 'importLeads'), (tx) =>
        importLeads(tx, importer, request),
      );
      markReplayed(c, replayed);
      return c.json(leadList.changed(userId, body), 200);
    })
    .openapi(route(apiContracts.leadInsights), async (c) =>
      c.json(await leadInsights(db, c.get('userId'), clock.now()), 200),
    )
    .openapi(route(apiContracts.exportLeads), (c) =>
      csvDownload('leads', clock.now(), exportLeadsCsv(db, c.get('userId'), c.req.valid('query'))),
    )
    .openapi(route(apiContracts.convertLead), async (c) => {
      const userId = c.get('userId');
      const { id } = c.req.valid('param');
      const session = c.req.valid('json');
      const { body: converted, replayed } = await createOnce(db, await idempotentRequest(c, 'convertLead'), (tx) =>
        convertLead(tx, userId, id, session, clock.now()),
      );
      markReplayed(c, replayed);
      // Converting adds a client: the caller's cached client list on this server goes at once (as the clients
      // routes do), not when the database's announcement arrives.
      invalidation.forgetOwner('clients', userId);
      return c.json(leadList.changed(userId, converted), 201);
    })
    .openapi(route(apiContracts.updateLead), async (c) => {
      const userId = c.get('userId');
      const { id } = c.req.valid('param');
      return c.json(leadList.changed(userId, await updateLead(db, userId, id, c.req.valid('json'), clock.now())), 200);
    })
    .openapi(route(apiContracts.deleteLead), async (c) => {
      const userId = c.get('userId');
      leadList.changed(userId, await deleteLead(db, userId, c.req.valid('param').id));
      return c.body(null, 204);
    });
}
