import { addCategorySchema, categoryLinkSchema, reorderCategoriesSchema, type Profile } from '@shutterdesk/core';
import { Hono } from 'hono';
import type { RequireUser } from '../../auth/require-user';
import type { Database } from '../../db/client';
import type { AppBindings } from '../../http/context';
import { readJson } from '../../http/validate';
import { addCategory, reorderCategories, setCategoryLink } from './categories-service';

/**
 * /api/task-categories: the dashboard's category cards. Every change answers with the updated profile, which
 * the browser keeps as its session profile; `readProfile` comes from the app (features do not import each other).
 */
export function taskCategoryRoutes(
  db: Database,
  requireUser: RequireUser,
  readProfile: (userId: string) => Promise<Profile>,
) {
  const signedIn = requireUser();
  return new Hono<AppBindings>()
    .post('/', signedIn, async (c) => {
      const { category } = await readJson(c, addCategorySchema);
      await addCategory(db, c.get('userId'), category);
      return c.json(await readProfile(c.get('userId')));
    })
    .put('/order', signedIn, async (c) => {
      const { categories } = await readJson(c, reorderCategoriesSchema);
      await reorderCategories(db, c.get('userId'), categories);
      return c.json(await readProfile(c.get('userId')));
    })
    .put('/link', signedIn, async (c) => {
      const { category, url } = await readJson(c, categoryLinkSchema);
      await setCategoryLink(db, c.get('userId'), category, url);
      return c.json(await readProfile(c.get('userId')));
    });
}
