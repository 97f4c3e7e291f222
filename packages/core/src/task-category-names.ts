import { z } from 'zod';
import { categoryNameMaxLength } from './limits';
import { taskCategoryField } from './tasks';
import { isSingleLine, singleLineMessage } from './text-policy';
import { dashboardTexts } from './task-texts';

/**
 * Renaming and removing a category card (the cards themselves are the profile's taskCategories). The schemas
 * live apart from the name rules (options.ts, limits.ts, texts.ts) so the dashboard loads no zod for them.
 */

/** PUT /api/task-categories/name: a card's new name; the category's own name takes the given one away. */
export const renameCategorySchema = z.object({
  category: taskCategoryField,
  name: z
    .string({ error: dashboardTexts.categoryNameRequired })
    .refine(isSingleLine, singleLineMessage)
    .trim()
    .min(1, dashboardTexts.categoryNameRequired)
    .max(categoryNameMaxLength, `Card names can be at most ${categoryNameMaxLength} characters.`),
});
export type RenameCategoryRequest = z.input<typeof renameCategorySchema>;

/** POST /api/task-categories/remove: a card off the dashboard, its tasks with it. */
export const removeCategorySchema = z.object({ category: taskCategoryField });
export type RemoveCategoryRequest = z.infer<typeof removeCategorySchema>;
