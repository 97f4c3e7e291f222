import { apiContracts } from '@shutterdesk/core/api';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Routing } from '../../http/routing';
import { readWorkflowSettings, updateWorkflowSettings } from './settings';
import { readUnsubscribe, unsubscribe } from './unsubscribe';
import {
  createEmailTemplate,
  deleteEmailTemplate,
  listEmailTemplates,
  previewEmailTemplate,
  updateEmailTemplate,
} from './templates';

/**
 * /api/email-templates, /api/workflow-settings and the recipient's /api/public/unsubscribe/{token}
 * (docs/decisions/0022-workflows.md). The secret signs the unsubscribe links.
 */
export function workflowRoutes(db: Database, { router, route }: Routing, clock: Clock, secret: string) {
  return router()
    .openapi(route(apiContracts.listEmailTemplates), async (c) =>
      c.json({ templates: await listEmailTemplates(db, c.get('userId'), clock.now()) }, 200),
    )
    .openapi(route(apiContracts.createEmailTemplate), async (c) =>
      c.json(await createEmailTemplate(db, c.get('userId'), c.req.valid('json'), clock.now()), 201),
    )
    .openapi(route(apiContracts.previewEmailTemplate), (c) => c.json(previewEmailTemplate(c.req.valid('json')), 200))
    .openapi(route(apiContracts.updateEmailTemplate), async (c) =>
      c.json(
        await updateEmailTemplate(db, c.get('userId'), c.req.valid('param').id, c.req.valid('json'), clock.now()),
        200,
      ),
    )
    .openapi(route(apiContracts.deleteEmailTemplate), async (c) => {
      await deleteEmailTemplate(db, c.get('userId'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(route(apiContracts.readWorkflowSettings), async (c) =>
      c.json(await readWorkflowSettings(db, c.get('userId')), 200),
    )
    .openapi(route(apiContracts.updateWorkflowSettings), async (c) =>
      c.json(await updateWorkflowSettings(db, c.get('userId'), c.req.valid('json'), clock.now()), 200),
    )
    .openapi(route(apiContracts.readUnsubscribe), async (c) =>
      c.json(await readUnsubscribe(db, c.req.valid('param').token, secret), 200),
    )
    .openapi(route(apiContracts.unsubscribe), async (c) =>
      c.json(await unsubscribe(db, c.req.valid('param').token, secret, clock.now()), 200),
    );
}
