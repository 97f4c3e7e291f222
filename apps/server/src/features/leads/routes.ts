import { bulkDeleteSchema, createLeadSchema, updateLeadSchema } from '@shutterdesk/core';
import { Hono } from 'hono';
import type { RequireUser } from '../../auth/require-user';
import type { CacheInvalidation } from '../../cache/invalidation';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { AppBindings } from '../../http/context';
import { uuidParam } from '../../http/params';
import { bulkDeleteMaxJsonBytes, readJson } from '../../http/validate';
import { convertLead, createLead, deleteLead, deleteLeads, listLeads, updateLead, type LeadReminders } from './service';

/** /api/leads: Lead Flow's inquiries, and their conversion into clients. */
export function leadRoutes(
  db: Database,
  requireUser: RequireUser,
  clock: Clock,
  reminders: LeadReminders,
  invalidation: CacheInvalidation,
) {
  const signedIn = requireUser();
  return new Hono<AppBindings>()
    .use('/:id/convert', async (c, next) => {
      await next();
      // Converting adds a client: the caller's cached client list on this server goes at once (as the clients
      // routes do), not when the database's announcement arrives.
      const userId = c.get('userId');
      if (userId) invalidation.forgetOwner('clients', userId);
    })
    .get('/', signedIn, async (c) => {
      return c.json({ leads: await listLeads(db, c.get('userId')) });
    })
    .post('/', signedIn, async (c) => {
      const request = await readJson(c, createLeadSchema);
      return c.json(await createLead(db, reminders, c.get('userId'), request, clock.now()), 201);
    })
    .post('/bulk-delete', signedIn, async (c) => {
      const { ids } = await readJson(c, bulkDeleteSchema, { maxBytes: bulkDeleteMaxJsonBytes });
      return c.json(await deleteLeads(db, c.get('userId'), ids));
    })
    .post('/:id/convert', signedIn, async (c) => {
      const leadId = uuidParam(c, 'id', 'Lead');
      return c.json(await convertLead(db, c.get('userId'), leadId, clock.now()), 201);
    })
    .patch('/:id', signedIn, async (c) => {
      const leadId = uuidParam(c, 'id', 'Lead');
      const changes = await readJson(c, updateLeadSchema);
      return c.json(await updateLead(db, c.get('userId'), leadId, changes));
    })
    .delete('/:id', signedIn, async (c) => {
      await deleteLead(db, c.get('userId'), uuidParam(c, 'id', 'Lead'));
      return c.body(null, 204);
    });
}
