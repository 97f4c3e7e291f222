import { apiContracts } from '@shutterdesk/core/api';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Routing } from '../../http/routing';
import { cancelMessage } from './cancel';
import type { LinkContext } from './messages';
import { readWorkflowSettings, updateWorkflowSettings } from './settings';
import { previewStepMessage, sendStepMessage } from './step-messages';
import { readTimeline, type RecordKind } from './timeline';
import { readTodayMessages } from './today';
import { readUnsubscribe, unsubscribe } from './unsubscribe';
import {
  createEmailTemplate,
  deleteEmailTemplate,
  listEmailTemplates,
  previewEmailTemplate,
  updateEmailTemplate,
} from './templates';

export interface WorkflowRouteOptions {
  clock: Clock;
  /** The server's public origin and secret: message links, and the unsubscribe tokens they carry. */
  links: LinkContext;
  /** Sends queued messages soon, without waiting (a step sent by a click goes within the minute). */
  sendQueuedMessages(): void;
}

/**
 * /api/email-templates, /api/workflow-settings, the steps' sending, the leads' and clients' message timelines, the
 * dashboard's count and the recipient's /api/public/unsubscribe/{token} (docs/decisions/0022-workflows.md). The
 * secret signs the unsubscribe links.
 */
export function workflowRoutes(
  db: Database,
  { router, route }: Routing,
  { clock, links, sendQueuedMessages }: WorkflowRouteOptions,
) {
  const { secret } = links;
  // A lead's and a client's messages differ only in the record kind.
  const timeline = (kind: RecordKind, userId: string, recordId: string) =>
    readTimeline(db, kind, userId, recordId, links, clock.now());
  const cancel = (kind: RecordKind, userId: string, recordId: string, key: string) =>
    cancelMessage(db, kind, userId, recordId, key, links, clock.now());
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
    .openapi(route(apiContracts.previewStepMessage), async (c) =>
      c.json(await previewStepMessage(db, c.get('userId'), c.req.valid('param').id, links), 200),
    )
    .openapi(route(apiContracts.sendStepMessage), async (c) => {
      const sent = await sendStepMessage(db, c.get('userId'), c.req.valid('param').id, links, clock.now());
      sendQueuedMessages();
      return c.json(sent, 200);
    })
    .openapi(route(apiContracts.listLeadMessages), async (c) =>
      c.json(await timeline('lead', c.get('userId'), c.req.valid('param').id), 200),
    )
    .openapi(route(apiContracts.cancelLeadMessage), async (c) =>
      c.json(await cancel('lead', c.get('userId'), c.req.valid('param').id, c.req.valid('json').key), 200),
    )
    .openapi(route(apiContracts.listClientMessages), async (c) =>
      c.json(await timeline('client', c.get('userId'), c.req.valid('param').id), 200),
    )
    .openapi(route(apiContracts.cancelClientMessage), async (c) =>
      c.json(await cancel('client', c.get('userId'), c.req.valid('param').id, c.req.valid('json').key), 200),
    )
    .openapi(route(apiContracts.readTodayMessages), async (c) =>
      c.json(await readTodayMessages(db, c.get('userId'), clock.now()), 200),
    )
    .openapi(route(apiContracts.readUnsubscribe), async (c) =>
      c.json(await readUnsubscribe(db, c.req.valid('param').token, secret), 200),
    )
    .openapi(route(apiContracts.unsubscribe), async (c) =>
      c.json(await unsubscribe(db, c.req.valid('param').token, secret, clock.now()), 200),
    );
}
