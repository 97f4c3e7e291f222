import { apiContracts } from '@shutterdesk/core/api';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Routing } from '../../http/routing';
import { createTask, deleteTask, listTasks, reorderTasks, setTaskCompletion, updateTask } from './tasks-service';
import { idempotentRequest, markReplayed } from '../../http/idempotency';
import { createOnce } from '../../records/idempotent-create';

/** /api/tasks: the recurring tasks of the category cards. */
export function taskRoutes(db: Database, { router, route }: Routing, clock: Clock) {
  return router()
    .openapi(route(apiContracts.listTasks), async (c) => {
      return c.json({ tasks: await listTasks(db, c.get('userId'), clock.now()) }, 200);
    })
    .openapi(route(apiContracts.createTask), async (c) => {
      const input = c.req.valid('json');
      const { body, replayed } = await createOnce(db, await idempotentRequest(c, 'createTask'), (tx) =>
        createTask(tx, c.get('userId'), input),
      );
      markReplayed(c, replayed);
      return c.json(body, 201);
    })
    .openapi(route(apiContracts.reorderTasks), async (c) => {
      await reorderTasks(db, c.get('userId'), c.req.valid('json'));
      return c.body(null, 204);
    })
    .openapi(route(apiContracts.updateTask), async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await updateTask(db, c.get('userId'), id, c.req.valid('json'), clock.now()), 200);
    })
    .openapi(route(apiContracts.setTaskCompletion), async (c) => {
      const { id } = c.req.valid('param');
      const { completed } = c.req.valid('json');
      return c.json(await setTaskCompletion(db, c.get('userId'), id, completed, clock.now()), 200);
    })
    .openapi(route(apiContracts.deleteTask), async (c) => {
      await deleteTask(db, c.get('userId'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
