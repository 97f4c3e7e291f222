import { apiContracts } from '@shutterdesk/core/api';
import type { Database } from '../../db/client';
import type { Routing } from '../../http/routing';
import { readProfile, type ProfileView } from '../../profile/profile';
import { saveOnboarding } from './service';

/** POST /api/onboarding: the wizard's final save; answers with the updated profile. */
export function onboardingRoutes(db: Database, { router, route }: Routing, view: ProfileView) {
  return router().openapi(route(apiContracts.saveOnboarding), async (c) => {
    const tasksAdded = await saveOnboarding(db, c.get('userId'), c.req.valid('json'));
    return c.json({ tasksAdded, profile: await readProfile(db, c.get('userId'), view) }, 200);
  });
}
