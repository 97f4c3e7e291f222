import { addCategorySchema, categoryLinkSchema, reorderCategoriesSchema } from '@shutterdesk/core';
import { Hono } from 'hono';
import type { RequireUser } from '../../auth/require-user';
import type { Database } from '../../db/client';
import type { AppBindings } from '../../http/context';
import { readJson } from '../../http/validate';
import { readProfile } from '../../profile/profile';
import { addCategory, reorderCategories, setCategoryLink } from './service';

/**
 * /api/task-categories: the dashboard's category cards. Every change answers with the updated profile, which
 * the browser keeps as its session profile.
 */
export function taskCategoryRoutes(db: Database, requireUser: RequireUser, adminEmails: readonly string[]) {
  const signedIn = requireUser();
  return new Hono<AppBindings>()
    .post('/', signedIn, async (c) => {
      const { category } = await readJson(c, addCategorySchema);
      await addCategory(db, c.get('userId'), category);
      return c.json(await readProfile(db, c.get('userId'), adminEmails));
    })
    .put('/order', signedIn, async (c) => {
      const { categories } = await readJson(c, reorderCategoriesSchema);
      await reorderCategories(db, c.get('userId'), categories);
      return c.json(await readProfile(db, c.get('userId'), adminEmails));
    })
    .put('/link', signedIn, async (c) => {
      const { category, url } = await readJson(c, categoryLinkSchema);
      await setCategoryLink(db, c.get('userId'), category, url);
      return c.json(await readProfile(db, c.get('userId'), adminEmails));
    });
}
