import type { LeadList } from '@shutterdesk/core';
import { apiContracts } from '@shutterdesk/core/api';
import type { CacheInvalidation } from '../../cache/invalidation';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { encodeJson, sendEncodedJson, type EncodedJson } from '../../http/encoded-json';
import { bulkDeleteMaxBodyBytes, type Routing } from '../../http/routing';
import {
  convertLead,
  createLead,
  deleteLead,
  deleteLeads,
  listLeadWindow,
  listWholeLeadList,
  updateLead,
  type LeadReminders,
} from './service';
import { idempotentRequest, markReplayed } from '../../http/idempotency';
import { createOnce } from '../../records/idempotent-create';

/** Whole lead lists a server keeps in memory, in bytes of JSON: 1,000 leads (wholeListMaxRows) are about 0.4 MB. */
const leadListCacheCapacity = 16 * 1024 * 1024;

/**
 * /api/leads: Lead Flow's inquiries, and their conversion into clients. A short list is sent whole and kept,
 * serialised, until the database announces a change to the user's leads or the user changes them here; a long
 * one is read one window at a time and never kept (docs/decisions/0011), as Client Flow's list is.
 */
export function leadRoutes(
  db: Database,
  { router, route }: Routing,
  clock: Clock,
  reminders: LeadReminders,
  invalidation: CacheInvalidation,
) {
  const leadLists = invalidation.createCache<EncodedJson<LeadList>>('leads', {
    capacity: leadListCacheCapacity,
    weigh: (json) => json.byteLength,
  });
  const loadWholeLeadList = async (userId: string) => {
    const list = await listWholeLeadList(db, userId);
    return list && { value: encodeJson<LeadList>(list), owner: userId };
  };
  /** After a change to the caller's leads: their next read on this server shows it before the announcement. */
  const changedLeadsOf = <Result>(userId: string, result: Result): Result => {
    invalidation.forgetOwner('leads', userId);
    return result;
  };

  return router()
    .openapi(route(apiContracts.listLeads), async (c) => {
      const userId = c.get('userId');
      const query = c.req.valid('query');
      const whole =
        query.offset === undefined && query.limit === undefined
          ? await leadLists.get(userId, () => loadWholeLeadList(userId))
          : null;
      if (whole) return sendEncodedJson(c, whole);
      return c.json(await listLeadWindow(db, userId, query), 200);
    })
    .openapi(route(apiContracts.createLead), async (c) => {
      const input = c.req.valid('json');
      const { body, replayed } = await createOnce(db, await idempotentRequest(c, 'createLead'), (tx) =>
        createLead(tx, reminders, c.get('userId'), input, clock.now()),
      );
      markReplayed(c, replayed);
      return c.json(changedLeadsOf(c.get('userId'), body), 201);
    })
    .openapi(route(apiContracts.deleteLeads, { maxBodyBytes: bulkDeleteMaxBodyBytes }), async (c) => {
      const userId = c.get('userId');
      return c.json(changedLeadsOf(userId, await deleteLeads(db, userId, c.req.valid('json').ids)), 200);
    })
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
      return c.json(changedLeadsOf(userId, converted), 201);
    })
    .openapi(route(apiContracts.updateLead), async (c) => {
      const userId = c.get('userId');
      const { id } = c.req.valid('param');
      return c.json(changedLeadsOf(userId, await updateLead(db, userId, id, c.req.valid('json'))), 200);
    })
    .openapi(route(apiContracts.deleteLead), async (c) => {
      const userId = c.get('userId');
      changedLeadsOf(userId, await deleteLead(db, userId, c.req.valid('param').id));
      return c.body(null, 204);
    });
}
