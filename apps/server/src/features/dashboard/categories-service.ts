import { categoryLinkKeys, type TaskCategory } from '@shutterdesk/core';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError, profileNotFound } from '../../errors';
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
