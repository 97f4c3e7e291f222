import { maxPriorityTasks, pointsForCompletion, type CompletionResult, type PriorityTask } from '@shutterdesk/core';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { priorityTasks, type PriorityTaskRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { changePoints, lockProfileRow } from '../../profile/rows';

const priorityTaskNotFound = () => notFound('Priority task');

function toPriorityTask(row: PriorityTaskRow): PriorityTask {
  return {
    id: row.id,
    title: row.title,
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An archived priority task is off the user's list, so it is treated as gone. */
const ownActiveTask = (userId: string, taskId: string) =>
  and(eq(priorityTasks.id, taskId), eq(priorityTasks.userId, userId), eq(priorityTasks.isArchived, false));

/** GET /api/priority-tasks: the list, newest first. */
export async function listPriorityTasks(db: Database, userId: string): Promise<PriorityTask[]> {
  const rows = await db
    .select()
    .from(priorityTasks)
    .where(and(eq(priorityTasks.userId, userId), eq(priorityTasks.isArchived, false)))
    .orderBy(desc(priorityTasks.createdAt), desc(priorityTasks.id));
  return rows.map(toPriorityTask);
}

/** POST /api/priority-tasks. The limit holds under concurrent requests: the profile lock makes them take turns. */
export async function createPriorityTask(db: Database, userId: string, title: string): Promise<PriorityTask> {
  return db.transaction(async (tx) => {
    await lockProfileRow(tx, userId);
    const [existing] = await tx
      .select({ count: count() })
      .from(priorityTasks)
      .where(and(eq(priorityTasks.userId, userId), eq(priorityTasks.isArchived, false)));
    if ((existing?.count ?? 0) >= maxPriorityTasks) {
      throw new AppError(
        'PRIORITY_TASK_LIMIT',
        `You can have at most ${maxPriorityTasks} priority tasks. Complete or delete one first.`,
      );
    }
    const [row] = await tx.insert(priorityTasks).values({ userId, title }).returning();
    if (!row) throw new Error('The new priority task was not returned');
    return toPriorityTask(row);
  });
}

/** PATCH /api/priority-tasks/:id: a new title. */
export async function renamePriorityTask(
  db: Database,
  userId: string,
  taskId: string,
  title: string,
): Promise<PriorityTask> {
  const [row] = await db.update(priorityTasks).set({ title }).where(ownActiveTask(userId, taskId)).returning();
  if (!row) throw priorityTaskNotFound();
  return toPriorityTask(row);
}

/**
 * PUT /api/priority-tasks/:id/completion: completing records the time and awards the points, un-completing
 * clears the time and takes them back; asking for the current state changes nothing.
 */
export async function setPriorityTaskCompletion(
  db: Database,
  userId: string,
  taskId: string,
  completed: boolean,
  now: Date,
): Promise<CompletionResult<PriorityTask>> {
  return db.transaction(async (tx) => {
    const profile = await lockProfileRow(tx, userId);
    const [changed] = await tx
      .update(priorityTasks)
      .set({ completed, completedAt: completed ? now : null })
      .where(and(ownActiveTask(userId, taskId), ne(priorityTasks.completed, completed)))
      .returning();
    const row = changed ?? (await tx.select().from(priorityTasks).where(ownActiveTask(userId, taskId)))[0];
    if (!row) throw priorityTaskNotFound();
    const points = pointsForCompletion('priority');
    const change = changed ? (completed ? points : -points) : 0;
    return { item: toPriorityTask(row), ...(await changePoints(tx, profile, change)) };
  });
}

/** DELETE /api/priority-tasks/:id */
export async function deletePriorityTask(db: Database, userId: string, taskId: string): Promise<void> {
  const deleted = await db
    .delete(priorityTasks)
    .where(ownActiveTask(userId, taskId))
    .returning({ id: priorityTasks.id });
  if (deleted.length === 0) throw priorityTaskNotFound();
}
