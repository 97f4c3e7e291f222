import { apiContracts } from '@shutterdesk/core/api';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Routing } from '../../http/routing';
import {
  deleteTemplate,
  listClientSteps,
  listStepSummaries,
  listTemplates,
  saveTemplate,
  setClientStepDone,
} from './service';

/**
 * /api/session-templates and the steps clients got from them: the templates editor, Client Flow's Steps cell and
 * its dialog (docs/decisions/0018-session-templates.md).
 */
export function sessionTemplateRoutes(db: Database, { router, route }: Routing, clock: Clock) {
  return router()
    .openapi(route(apiContracts.listSessionTemplates), async (c) =>
      c.json({ templates: await listTemplates(db, c.get('userId')) }, 200),
    )
    .openapi(route(apiContracts.saveSessionTemplate), async (c) => {
      const { sessionType } = c.req.valid('param');
      return c.json(await saveTemplate(db, c.get('userId'), sessionType, c.req.valid('json'), clock.now()), 200);
    })
    .openapi(route(apiContracts.deleteSessionTemplate), async (c) => {
      await deleteTemplate(db, c.get('userId'), c.req.valid('param').sessionType);
      return c.body(null, 204);
    })
    .openapi(route(apiContracts.listClientStepSummaries), async (c) =>
      c.json({ summaries: await listStepSummaries(db, c.get('userId')) }, 200),
    )
    .openapi(route(apiContracts.listClientSteps), async (c) =>
      c.json(await listClientSteps(db, c.get('userId'), c.req.valid('param').id), 200),
    )
    .openapi(route(apiContracts.updateClientStep), async (c) => {
      const { id } = c.req.valid('param');
      const { done } = c.req.valid('json');
      return c.json(await setClientStepDone(db, c.get('userId'), id, done, clock.now()), 200);
    });
}
