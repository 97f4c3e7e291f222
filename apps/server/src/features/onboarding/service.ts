import { predefinedTasks, type onboardingSchema, type TaskCategory } from '@shutterdesk/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { profiles, tasks } from '../../db/schema';
import { lockProfileRow } from '../../profile/rows';

type OnboardingInput = z.output<typeof onboardingSchema>;

/**
 * POST /api/onboarding, in one transaction: the chosen areas join the profile's categories (those already
 * there keep their place) and the chosen tasks are added after each card's existing tasks. A task whose title
 * (case-insensitive) its card already has, or that the request repeats, is skipped. Returns how many were added.
 */
export async function saveOnboarding(db: Database, userId: string, request: OnboardingInput): Promise<number> {
  return db.transaction(async (tx) => {
    const profile = await lockProfileRow(tx, userId);
    const existing = await tx
      .select({ category: tasks.category, title: tasks.title, position: tasks.position })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), inArray(tasks.category, request.categories)));

    const titlesByCategory = new Map<TaskCategory, Set<string>>();
    const nextPosition = new Map<TaskCategory, number>();
    const titlesOf = (category: TaskCategory) => {
      const titles = titlesByCategory.get(category) ?? new Set<string>();
      titlesByCategory.set(category, titles);
      return titles;
    };
    for (const task of existing) {
      titlesOf(task.category).add(task.title.toLowerCase());
      nextPosition.set(task.category, Math.max(nextPosition.get(task.category) ?? 0, task.position + 1));
    }

    const newTasks = [];
    for (const task of request.tasks) {
      const titles = titlesOf(task.category);
      if (titles.has(task.title.toLowerCase())) continue;
      titles.add(task.title.toLowerCase());
      const position = nextPosition.get(task.category) ?? 0;
      nextPosition.set(task.category, position + 1);
      const custom = !predefinedTasks[task.category][task.frequency].includes(task.title);
      newTasks.push({ userId, ...task, custom, position });
    }
    if (newTasks.length > 0) await tx.insert(tasks).values(newTasks);

    const added = request.categories.filter((category) => !profile.taskCategories.includes(category));
    if (added.length > 0) {
      await tx
        .update(profiles)
        .set({ taskCategories: [...profile.taskCategories, ...added], updatedAt: new Date() })
        .where(eq(profiles.id, userId));
    }
    return newTasks.length;
  });
}
