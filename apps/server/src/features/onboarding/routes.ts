import type { Profile } from '@shutterdesk/core';
import { apiContracts } from '@shutterdesk/core/api';
import type { Database } from '../../db/client';
import type { Routing } from '../../http/routing';
import { saveOnboarding } from './service';

/** POST /api/onboarding: the wizard's final save. `readProfile` comes from the app (features do not import each other). */
export function onboardingRoutes(
  db: Database,
  { router, route }: Routing,
  readProfile: (userId: string) => Promise<Profile>,
) {
  return router().openapi(route(apiContracts.saveOnboarding), async (c) => {
    const tasksAdded = await saveOnboarding(db, c.get('userId'), c.req.valid('json'));
    return c.json({ tasksAdded, profile: await readProfile(c.get('userId')) }, 200);
  });
}
