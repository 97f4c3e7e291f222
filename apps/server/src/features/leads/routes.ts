import { apiContracts } from '@shutterdesk/core/api';
import type { CacheInvalidation } from '../../cache/invalidation';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { bulkDeleteMaxBodyBytes, type Routing } from '../../http/routing';
import { convertLead, createLead, deleteLead, deleteLeads, listLeads, updateLead, type LeadReminders } from './service';
import { idempotentRequest, markReplayed } from '../../http/idempotency';
import { createOnce } from '../../records/idempotent-create';

/** /api/leads: Lead Flow's inquiries, and their conversion into clients. */
export function leadRoutes(
  db: Database,
  { router, route }: Routing,
  clock: Clock,
  reminders: LeadReminders,
  invalidation: CacheInvalidation,
) {
  return router()
    .openapi(route(apiContracts.listLeads), async (c) => {
      return c.json({ leads: await listLeads(db, c.get('userId')) }, 200);
    })
    .openapi(route(apiContracts.createLead), async (c) => {
      const input = c.req.valid('json');
      const { body, replayed } = await createOnce(db, await idempotentRequest(c, 'createLead'), (tx) =>
        createLead(tx, reminders, c.get('userId'), input, clock.now()),
      );
      markReplayed(c, replayed);
      return c.json(body, 201);
    })
    .openapi(route(apiContracts.deleteLeads, { maxBodyBytes: bulkDeleteMaxBodyBytes }), async (c) => {
      return c.json(await deleteLeads(db, c.get('userId'), c.req.valid('json').ids), 200);
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
      return c.json(converted, 201);
    })
    .openapi(route(apiContracts.updateLead), async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await updateLead(db, c.get('userId'), id, c.req.valid('json')), 200);
    })
    .openapi(route(apiContracts.deleteLead), async (c) => {
      await deleteLead(db, c.get('userId'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
