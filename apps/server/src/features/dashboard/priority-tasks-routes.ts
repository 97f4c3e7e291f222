import { apiContracts } from '@shutterdesk/core/api';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Routing } from '../../http/routing';
import {
  createPriorityTask,
  deletePriorityTask,
  listPriorityTasks,
  renamePriorityTask,
  setPriorityTaskCompletion,
} from './priority-tasks-service';
import { idempotentRequest, markReplayed } from '../../http/idempotency';
import { createOnce } from '../../records/idempotent-create';

/** /api/priority-tasks: the one-off tasks of the Priority Tasks card. */
export function priorityTaskRoutes(db: Database, { router, route }: Routing, clock: Clock) {
  return router()
    .openapi(route(apiContracts.listPriorityTasks), async (c) => {
      return c.json({ priorityTasks: await listPriorityTasks(db, c.get('userId')) }, 200);
    })
    .openapi(route(apiContracts.createPriorityTask), async (c) => {
      const { title } = c.req.valid('json');
      const { body, replayed } = await createOnce(db, await idempotentRequest(c, 'createPriorityTask'), (tx) =>
        createPriorityTask(tx, c.get('userId'), title),
      );
      markReplayed(c, replayed);
      return c.json(body, 201);
    })
    .openapi(route(apiContracts.renamePriorityTask), async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await renamePriorityTask(db, c.get('userId'), id, c.req.valid('json').title), 200);
    })
    .openapi(route(apiContracts.setPriorityTaskCompletion), async (c) => {
      const { id } = c.req.valid('param');
      const { completed } = c.req.valid('json');
      return c.json(await setPriorityTaskCompletion(db, c.get('userId'), id, completed, clock.now()), 200);
    })
    .openapi(route(apiContracts.deletePriorityTask), async (c) => {
      await deletePriorityTask(db, c.get('userId'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
