import { priorityTaskTitleSchema, setCompletionSchema } from '@shutterdesk/core';
import { Hono } from 'hono';
import type { RequireUser } from '../../auth/require-user';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { AppBindings } from '../../http/context';
import { uuidParam } from '../../http/params';
import { readJson } from '../../http/validate';
import {
  createPriorityTask,
  deletePriorityTask,
  listPriorityTasks,
  renamePriorityTask,
  setPriorityTaskCompletion,
} from './priority-tasks-service';

/** /api/priority-tasks: the one-off tasks of the Priority Tasks card. */
export function priorityTaskRoutes(db: Database, requireUser: RequireUser, clock: Clock) {
  const signedIn = requireUser();
  return new Hono<AppBindings>()
    .get('/', signedIn, async (c) => {
      return c.json({ priorityTasks: await listPriorityTasks(db, c.get('userId')) });
    })
    .post('/', signedIn, async (c) => {
      const { title } = await readJson(c, priorityTaskTitleSchema);
      return c.json(await createPriorityTask(db, c.get('userId'), title), 201);
    })
    .patch('/:id', signedIn, async (c) => {
      const taskId = uuidParam(c, 'id', 'Priority task');
      const { title } = await readJson(c, priorityTaskTitleSchema);
      return c.json(await renamePriorityTask(db, c.get('userId'), taskId, title));
    })
    .put('/:id/completion', signedIn, async (c) => {
      const taskId = uuidParam(c, 'id', 'Priority task');
      const { completed } = await readJson(c, setCompletionSchema);
      return c.json(await setPriorityTaskCompletion(db, c.get('userId'), taskId, completed, clock.now()));
    })
    .delete('/:id', signedIn, async (c) => {
      await deletePriorityTask(db, c.get('userId'), uuidParam(c, 'id', 'Priority task'));
      return c.body(null, 204);
    });
}
