import {
  categoryDisplayName,
  categoryLinkKeys,
  type RenameCategoryRequest,
  type TaskCategory,
} from '@shutterdesk/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, tasks, type ProfileRow } from '../../db/schema';
import { AppError, notFound, profileNotFound } from '../../errors';
import { lockProfileRow } from '../../profile/rows';

/** The category cards of a dashboard are the profile's task_categories, in the order the cards are shown. */

async function writeCategories(tx: Database, userId: string, taskCategories: TaskCategory[]) {
  await tx.update(profiles).set({ taskCategories, updatedAt: new Date() }).where(eq(profiles.id, userId));
}

/** POST /api/task-categories: a new card, placed last. */
export async function addCategory(db: Database, userId: string, category: TaskCategory): Promise<void> {
  await db.transaction(async (tx) => {
    const { taskCategories } = await lockProfileRow(tx, userId);
    if (taskCategories.includes(category)) {
      throw new AppError('CATEGORY_ALREADY_CHOSEN', `${category} is already on your dashboard.`);
    }
    await writeCategories(tx, userId, [...taskCategories, category]);
  });
}

/** PUT /api/task-categories/order: the cards in a new order; it must name exactly the cards there are. */
export async function reorderCategories(db: Database, userId: string, categories: TaskCategory[]): Promise<void> {
  await db.transaction(async (tx) => {
    const { taskCategories } = await lockProfileRow(tx, userId);
    const samePermutation =
      categories.length === taskCategories.length && categories.every((category) => taskCategories.includes(category));
    if (!samePermutation) {
      throw new AppError('INVALID_ORDER', 'The order must list each of your categories exactly once.', {
        categories: 'List every category on your dashboard exactly once.',
      });
    }
    await writeCategories(tx, userId, categories);
  });
}

/** PUT /api/task-categories/link: one card's link (already normalised by the schema); '' removes it. */
export async function setCategoryLink(db: Database, userId: string, category: TaskCategory, url: string) {
  const change = JSON.stringify({ [categoryLinkKeys[category]]: url });
  // Merged in SQL, so two cards' links saved at the same moment do not overwrite each other.
  const updated = await db
    .update(profiles)
    .set({ links: sql`${profiles.links} || ${change}::jsonb`, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  if (updated.length === 0) throw profileNotFound();
}

/** The profile, locked; a card that is not on this user's dashboard is not found (it may be on another's). */
async function lockProfileWithCard(tx: Database, userId: string, category: TaskCategory): Promise<ProfileRow> {
  const profile = await lockProfileRow(tx, userId);
  if (!profile.taskCategories.includes(category)) throw notFound(`The ${category} card`);
  return profile;
}

/**
 * PUT /api/task-categories/name: the card's own name (already trimmed); the category's name takes it away. Two
 * cards may not share a title, or the user could not tell them apart.
 */
export async function renameCategory(db: Database, userId: string, { category, name }: RenameCategoryRequest) {
  await db.transaction(async (tx) => {
    const { taskCategories, categoryNames } = await lockProfileWithCard(tx, userId, category);
    const sameTitle = (other: TaskCategory) =>
      other !== category && categoryDisplayName(other, categoryNames).toLowerCase() === name.toLowerCase();
    if (taskCategories.some(sameTitle)) {
      const message = `Another card is already called ${name}.`;
      throw new AppError('VALIDATION_FAILED', message, { name: message });
    }
    const { [category]: _previous, ...others } = categoryNames;
    const named = name === category ? others : { ...others, [category]: name };
    await tx.update(profiles).set({ categoryNames: named, updatedAt: new Date() }).where(eq(profiles.id, userId));
  });
}

/**
 * POST /api/task-categories/remove: the card goes, and its tasks are deleted as single deletes are (their
 * completions stay as history, so points and the admin's counts do not change). Its name and link go too: the
 * category comes back in Add Category, and adding it again gives a fresh card.
 */
export async function removeCategory(db: Database, userId: string, category: TaskCategory): Promise<void> {
  await db.transaction(async (tx) => {
    const { taskCategories, categoryNames, links } = await lockProfileWithCard(tx, userId, category);
    const { [category]: _removedName, ...otherNames } = categoryNames;
    await tx.delete(tasks).where(and(eq(tasks.userId, userId), eq(tasks.category, category)));
    await tx
      .update(profiles)
      .set({
        taskCategories: taskCategories.filter((chosen) => chosen !== category),
        categoryNames: otherNames,
        links: { ...links, [categoryLinkKeys[category]]: '' },
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, userId));
  });
}
