import { createTaskSchema, reorderTasksSchema, setCompletionSchema, updateTaskSchema } from '@shutterdesk/core';
import { Hono } from 'hono';
import type { RequireUser } from '../../auth/require-user';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { AppBindings } from '../../http/context';
import { uuidParam } from '../../http/params';
import { readJson } from '../../http/validate';
import { createTask, deleteTask, listTasks, reorderTasks, setTaskCompletion, updateTask } from './tasks-service';

/** /api/tasks: the recurring tasks of the category cards. */
export function taskRoutes(db: Database, requireUser: RequireUser, clock: Clock) {
  const signedIn = requireUser();
  return new Hono<AppBindings>()
    .get('/', signedIn, async (c) => {
      return c.json({ tasks: await listTasks(db, c.get('userId'), clock.now()) });
    })
    .post('/', signedIn, async (c) => {
      const request = await readJson(c, createTaskSchema);
      return c.json(await createTask(db, c.get('userId'), request), 201);
    })
    .put('/order', signedIn, async (c) => {
      const request = await readJson(c, reorderTasksSchema);
      await reorderTasks(db, c.get('userId'), request);
      return c.body(null, 204);
    })
    .patch('/:id', signedIn, async (c) => {
      const taskId = uuidParam(c, 'id', 'Task');
      const changes = await readJson(c, updateTaskSchema);
      return c.json(await updateTask(db, c.get('userId'), taskId, changes, clock.now()));
    })
    .put('/:id/completion', signedIn, async (c) => {
      const taskId = uuidParam(c, 'id', 'Task');
      const { completed } = await readJson(c, setCompletionSchema);
      return c.json(await setTaskCompletion(db, c.get('userId'), taskId, completed, clock.now()));
    })
    .delete('/:id', signedIn, async (c) => {
      await deleteTask(db, c.get('userId'), uuidParam(c, 'id', 'Task'));
      return c.body(null, 204);
    });
}
