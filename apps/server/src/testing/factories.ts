import {
  periodKey,
  pointsForCompletion,
  predefinedTasks,
  type TaskCategory,
  type TaskFrequency,
} from '@shutterdesk/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import { register } from '../auth/sign-up';
import type { Database } from '../db/client';
import { priorityTasks, profiles, taskCompletions, tasks, users } from '../db/schema';
import { ensureProfile } from '../features/account/service';
import { backgroundProfileView } from '../profile/profile';

/**
 * Builders of realistic data, shared by the demo seed, the integration tests and the browser tests' fixture
 * server, so all three make users the same way the product does (its sign-up, not raw inserts).
 */
export interface FactoryContext {
  auth: Auth;
  db: Database;
}

export interface CreatedUser {
  id: string;
  name: string;
  email: string;
  password: string;
}

export interface UserOverrides {
  name?: string;
  email?: string;
  password?: string;
  /** Verified users can sign in at once; unverified ones must follow the e-mailed link first. */
  verified?: boolean;
  /** Create the profile as a first sign-in would. */
  withProfile?: boolean;
  timezone?: string;
  isBanned?: boolean;
  isAdmin?: boolean;
}

let sequence = 0;

/** An address no other test or run will have used. */
export function uniqueEmail(prefix = 'photographer'): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${sequence}@example.com`;
}

/**
 * Each password's hash, made once per process: a hash is slow on purpose (scrypt, 70 ms of CPU or more) and the
 * suites make thousands of users, nearly all with one password. Signing in still checks it the slow way.
 */
const passwordHashes = new Map<string, Promise<string>>();

function hashOnce(context: FactoryContext, password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = context.auth.$context.then((auth) => auth.password.hash(password));
    passwordHashes.set(password, hash);
  }
  return hash;
}

/**
 * A user as the sign-up makes one. A verified user (the default) is written by the sign-up's own `register` with
 * no mail, as if its link had been followed; an unverified one goes through the whole sign-up and gets its link.
 */
export async function createUser(context: FactoryContext, overrides: UserOverrides = {}): Promise<CreatedUser> {
  const name = overrides.name ?? 'Ava Lens';
  const email = (overrides.email ?? uniqueEmail()).toLowerCase();
  const password = overrides.password ?? 'shutter-secret-1';
  let user: { id: string };
  if (overrides.verified ?? true) {
    ({ user } = await register(context.db, name, email, await hashOnce(context, password)));
    await context.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  } else {
    ({ user } = await context.auth.api.signUpEmail({ body: { name, email, password } }));
  }
  if (overrides.withProfile ?? true) {
    await ensureProfile(context.db, user.id, overrides.timezone ?? 'UTC', backgroundProfileView);
    if (overrides.isBanned || overrides.isAdmin) {
      await context.db
        .update(profiles)
        .set({ bannedAt: overrides.isBanned ? new Date() : null, isAdmin: overrides.isAdmin ?? false })
        .where(eq(profiles.id, user.id));
    }
  }
  return { id: user.id, name, email, password };
}

export async function setBanned(context: FactoryContext, userId: string, isBanned = true): Promise<void> {
  await context.db
    .update(profiles)
    .set({ bannedAt: isBanned ? new Date() : null })
    .where(eq(profiles.id, userId));
}

export interface DashboardSetup {
  categories: TaskCategory[];
  tasks?: { title: string; category: TaskCategory; frequency: TaskFrequency; linkUrl?: string | null }[];
  /** Titles, oldest first (the dashboard lists them newest first). */
  priorityTasks?: string[];
}

export interface CreatedDashboard {
  taskIds: string[];
  priorityTaskIds: string[];
}

/** Gives a user the dashboard onboarding would have built: categories, tasks in the given order, priority tasks. */
export async function createDashboard(
  context: FactoryContext,
  userId: string,
  setup: DashboardSetup,
): Promise<CreatedDashboard> {
  await context.db.update(profiles).set({ taskCategories: setup.categories }).where(eq(profiles.id, userId));
  const positions = new Map<TaskCategory, number>();
  const taskRows = (setup.tasks ?? []).map((task) => {
    const position = positions.get(task.category) ?? 0;
    positions.set(task.category, position + 1);
    // As onboarding decides it: a title that is not one of the suggestions was written by the user.
    const custom = !predefinedTasks[task.category][task.frequency].includes(task.title);
    return { userId, ...task, linkUrl: task.linkUrl ?? null, position, custom };
  });
  const insertedTasks = taskRows.length
    ? await context.db.insert(tasks).values(taskRows).returning({ id: tasks.id })
    : [];
  const createdAt = Date.now();
  const priorityRows = (setup.priorityTasks ?? []).map((title, index) => ({
    userId,
    title,
    // A second apart, so "newest first" has a definite order.
    createdAt: new Date(createdAt - ((setup.priorityTasks?.length ?? 0) - index) * 1000),
  }));
  const insertedPriority = priorityRows.length
    ? await context.db.insert(priorityTasks).values(priorityRows).returning({ id: priorityTasks.id })
    : [];
  return { taskIds: insertedTasks.map((row) => row.id), priorityTaskIds: insertedPriority.map((row) => row.id) };
}

export interface PastCompletion {
  taskId: string;
  at: Date;
}

/**
 * Completions as if the user had ticked the tasks at those instants: each gets the period key of its instant in
 * the user's time zone and the frequency's points, which are added to the profile. A period that already has
 * a completion of the task is skipped, so recording the same history twice changes nothing.
 * Returns how many completions were recorded.
 */
export async function recordCompletions(
  context: FactoryContext,
  userId: string,
  completions: PastCompletion[],
): Promise<number> {
  if (completions.length === 0) return 0;
  const { db } = context;
  const [profile] = await db.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.id, userId));
  if (!profile) throw new Error(`No profile ${userId}`);
  const taskIds = [...new Set(completions.map((completion) => completion.taskId))];
  const owned = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, userId), inArray(tasks.id, taskIds)));
  const taskById = new Map(owned.map((task) => [task.id, task]));
  const rows = new Map<string, typeof taskCompletions.$inferInsert>();
  for (const { taskId, at } of completions) {
    const task = taskById.get(taskId);
    if (!task) throw new Error(`Task ${taskId} is not one of user ${userId}'s tasks`);
    const key = periodKey(task.frequency, at, profile.timezone);
    rows.set(`${taskId}|${key}`, {
      userId,
      taskId,
      category: task.category,
      frequency: task.frequency,
      periodKey: key,
      pointsAwarded: pointsForCompletion(task.frequency),
      completedAt: at,
    });
  }
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(taskCompletions)
      .values([...rows.values()])
      .onConflictDoNothing({ target: [taskCompletions.taskId, taskCompletions.periodKey] })
      .returning({ pointsAwarded: taskCompletions.pointsAwarded });
    await addPoints(
      tx,
      userId,
      inserted.reduce((sum, row) => sum + row.pointsAwarded, 0),
    );
    return inserted.length;
  });
}

/** Marks priority tasks done at `at` and awards their points; ones already done are left as they are. */
export async function completePriorityTasks(
  context: FactoryContext,
  userId: string,
  priorityTaskIds: string[],
  at: Date,
): Promise<void> {
  if (priorityTaskIds.length === 0) return;
  await context.db.transaction(async (tx) => {
    const completed = await tx
      .update(priorityTasks)
      .set({ completed: true, completedAt: at })
      .where(
        and(
          eq(priorityTasks.userId, userId),
          eq(priorityTasks.completed, false),
          inArray(priorityTasks.id, priorityTaskIds),
        ),
      )
      .returning({ id: priorityTasks.id });
    await addPoints(tx, userId, completed.length * pointsForCompletion('priority'));
  });
}

async function addPoints(db: Database, userId: string, points: number): Promise<void> {
  if (points === 0) return;
  await db
    .update(profiles)
    .set({ points: sql`${profiles.points} + ${points}` })
    .where(eq(profiles.id, userId));
}
