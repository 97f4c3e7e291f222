import {
  currentPeriodKeys,
  maxTasksPerCategory,
  periodKey,
  pointsForCompletion,
  taskFrequencies,
  type CompletionResult,
  type ReorderTasksRequest,
  type Task,
  type TaskCategory,
  type TaskFrequency,
  type createTaskSchema,
  type updateTaskSchema,
} from '@shutterdesk/core';
import { and, asc, count, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { taskCompletions, tasks, type TaskRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { changePoints, lockProfileRow, readProfileRow } from '../../profile/rows';
import { isUuid } from '../../uuid';
import type { z } from 'zod';

const taskNotFound = () => notFound('Task');

function toTask(row: TaskRow, completedAt: Date | null): Task {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    frequency: row.frequency,
    custom: row.custom,
    linkUrl: row.linkUrl,
    order: row.position,
    completed: completedAt !== null,
    completedAt: completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The user's tasks with their completion in the current period, in one query: each task is joined to the
 * completion whose key is the current key of the task's own frequency. Sorted by position, then age.
 */
async function selectTasks(
  db: Database,
  userId: string,
  periodKeys: Record<TaskFrequency, string>,
  where?: SQL,
): Promise<Task[]> {
  const currentKey = sql`case ${tasks.frequency} ${sql.join(
    taskFrequencies.map((frequency) => sql`when ${frequency} then ${periodKeys[frequency]}`),
    sql` `,
  )} end`;
  const rows = await db
    .select({ task: tasks, completedAt: taskCompletions.completedAt })
    .from(tasks)
    .leftJoin(taskCompletions, and(eq(taskCompletions.taskId, tasks.id), eq(taskCompletions.periodKey, currentKey)))
    .where(and(eq(tasks.userId, userId), where))
    .orderBy(asc(tasks.position), asc(tasks.createdAt), asc(tasks.id));
  return rows.map(({ task, completedAt }) => toTask(task, completedAt));
}

async function selectTask(db: Database, userId: string, taskId: string, timezone: string, now: Date): Promise<Task> {
  const [task] = await selectTasks(db, userId, currentPeriodKeys(now, timezone), eq(tasks.id, taskId));
  if (!task) throw taskNotFound();
  return task;
}

/** GET /api/tasks: every task of the user, in the order of the profile's categories, then the card's order. */
export async function listTasks(db: Database, userId: string, now: Date): Promise<Task[]> {
  const profile = await readProfileRow(db, userId);
  const list = await selectTasks(db, userId, currentPeriodKeys(now, profile.timezone));
  const rank = new Map(profile.taskCategories.map((category, index) => [category, index]));
  const rankOf = (category: TaskCategory) => rank.get(category) ?? rank.size;
  // Array.prototype.sort is stable, so each category keeps the query's order.
  return list.sort((a, b) => rankOf(a.category) - rankOf(b.category));
}

/** POST /api/tasks: a custom task, placed last in its category card. */
export async function createTask(
  db: Database,
  userId: string,
  request: z.output<typeof createTaskSchema>,
): Promise<Task> {
  return db.transaction(async (tx) => {
    const profile = await lockProfileRow(tx, userId);
    if (!profile.taskCategories.includes(request.category)) {
      throw new AppError(
        'CATEGORY_NOT_CHOSEN',
        `${request.category} is not on your dashboard. Add the category first.`,
        { category: 'Add this category to your dashboard first.' },
      );
    }
    const [existing] = await tx
      .select({ count: count(), lastPosition: max(tasks.position) })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.category, request.category)));
    if ((existing?.count ?? 0) >= maxTasksPerCategory) {
      throw new AppError('TASK_LIMIT', `A category can hold at most ${maxTasksPerCategory} tasks.`);
    }
    const [row] = await tx
      .insert(tasks)
      .values({ userId, ...request, custom: true, position: (existing?.lastPosition ?? -1) + 1 })
      .returning();
    if (!row) throw new Error('The new task was not returned');
    return toTask(row, null);
  });
}

/** PATCH /api/tasks/:id: title, frequency or link; the answer shows the task as the list would. */
export async function updateTask(
  db: Database,
  userId: string,
  taskId: string,
  changes: z.output<typeof updateTaskSchema>,
  now: Date,
): Promise<Task> {
  const [updated] = await db
    .update(tasks)
    .set(changes)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)))
    .returning({ id: tasks.id });
  if (!updated) throw taskNotFound();
  const profile = await readProfileRow(db, userId);
  return selectTask(db, userId, taskId, profile.timezone, now);
}

/**
 * PUT /api/tasks/:id/completion. Completing records a completion for the current period (in the user's time
 * zone) and awards the frequency's points; un-completing removes that period's completion and takes back what
 * it awarded. Earlier periods' completions are history and stay. Asking for the state the task is already in
 * changes nothing (pointsChange 0), also when two requests race: the unique (task, period) decides.
 */
export async function setTaskCompletion(
  db: Database,
  userId: string,
  taskId: string,
  completed: boolean,
  now: Date,
): Promise<CompletionResult<Task>> {
  return db.transaction(async (tx) => {
    const profile = await lockProfileRow(tx, userId);
    const [task] = await tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)));
    if (!task) throw taskNotFound();
    const currentKey = periodKey(task.frequency, now, profile.timezone);
    let change = 0;
    if (completed) {
      const inserted = await tx
        .insert(taskCompletions)
        .values({
          userId,
          taskId,
          category: task.category,
          frequency: task.frequency,
          periodKey: currentKey,
          pointsAwarded: pointsForCompletion(task.frequency),
          completedAt: now,
        })
        .onConflictDoNothing({ target: [taskCompletions.taskId, taskCompletions.periodKey] })
        .returning({ pointsAwarded: taskCompletions.pointsAwarded });
      change = inserted[0]?.pointsAwarded ?? 0;
    } else {
      const deleted = await tx
        .delete(taskCompletions)
        .where(and(eq(taskCompletions.taskId, taskId), eq(taskCompletions.periodKey, currentKey)))
        .returning({ pointsAwarded: taskCompletions.pointsAwarded });
      change = -(deleted[0]?.pointsAwarded ?? 0);
    }
    const { points, pointsChange } = await changePoints(tx, profile, change);
    const item = await selectTask(tx, userId, taskId, profile.timezone, now);
    return { item, points, pointsChange };
  });
}

/** DELETE /api/tasks/:id. Its completions stay (without the task) so history and counts remain true. */
export async function deleteTask(db: Database, userId: string, taskId: string): Promise<void> {
  const deleted = await db
    .delete(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)))
    .returning({ id: tasks.id });
  if (deleted.length === 0) throw taskNotFound();
}

const invalidOrder = (category: TaskCategory) =>
  new AppError('INVALID_ORDER', `The order must list each task of ${category} exactly once.`, {
    taskIds: 'List every task of the category exactly once.',
  });

/** PUT /api/tasks/order: the new order of one category card, which must list exactly that card's tasks. */
export async function reorderTasks(db: Database, userId: string, { category, taskIds }: ReorderTasksRequest) {
  // A malformed id can match no task; checking here keeps it away from the uuid cast below.
  if (!taskIds.every(isUuid)) throw invalidOrder(category);
  const requested = taskIds.map((id) => id.toLowerCase());
  await db.transaction(async (tx) => {
    await lockProfileRow(tx, userId);
    const current = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.category, category)));
    const currentIds = new Set(current.map((row) => row.id));
    if (requested.length !== currentIds.size || !requested.every((id) => currentIds.has(id))) {
      throw invalidOrder(category);
    }
    if (requested.length === 0) return;
    const newOrder = sql`array[${sql.join(
      requested.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]`;
    // One statement: each task's position is its place in the list (0-based).
    await tx
      .update(tasks)
      .set({ position: sql`array_position(${newOrder}, ${tasks.id}) - 1` })
      .where(and(eq(tasks.userId, userId), inArray(tasks.id, requested)));
  });
}
