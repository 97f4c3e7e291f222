import { apiContracts } from '@shutterdesk/core/api';
import type { Database } from '../../db/client';
import type { Routing } from '../../http/routing';
import { readProfile, type ProfileView } from '../../profile/profile';
import { addCategory, removeCategory, renameCategory, reorderCategories, setCategoryLink } from './categories-service';

/**
 * /api/task-categories: the dashboard's category cards. Every change answers with the updated profile, which
 * the browser keeps as its session profile.
 */
export function taskCategoryRoutes(db: Database, { router, route }: Routing, view: ProfileView) {
  return router()
    .openapi(route(apiContracts.addTaskCategory), async (c) => {
      await addCategory(db, c.get('userId'), c.req.valid('json').category);
      return c.json(await readProfile(db, c.get('userId'), view), 200);
    })
    .openapi(route(apiContracts.reorderTaskCategories), async (c) => {
      await reorderCategories(db, c.get('userId'), c.req.valid('json').categories);
      return c.json(await readProfile(db, c.get('userId'), view), 200);
    })
    .openapi(route(apiContracts.setTaskCategoryLink), async (c) => {
      const { category, url } = c.req.valid('json');
      await setCategoryLink(db, c.get('userId'), category, url);
      return c.json(await readProfile(db, c.get('userId'), view), 200);
    })
    .openapi(route(apiContracts.renameTaskCategory), async (c) => {
      await renameCategory(db, c.get('userId'), c.req.valid('json'));
      return c.json(await readProfile(db, c.get('userId'), view), 200);
    })
    .openapi(route(apiContracts.removeTaskCategory), async (c) => {
      await removeCategory(db, c.get('userId'), c.req.valid('json').category);
      return c.json(await readProfile(db, c.get('userId'), view), 200);
    });
}
