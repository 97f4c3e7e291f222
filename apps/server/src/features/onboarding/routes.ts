import { onboardingSchema, type OnboardingResult, type Profile } from '@shutterdesk/core';
import { Hono } from 'hono';
import type { RequireUser } from '../../auth/require-user';
import type { Database } from '../../db/client';
import type { AppBindings } from '../../http/context';
import { readJson } from '../../http/validate';
import { saveOnboarding } from './service';

/** POST /api/onboarding: the wizard's final save. `readProfile` comes from the app (features do not import each other). */
export function onboardingRoutes(
  db: Database,
  requireUser: RequireUser,
  readProfile: (userId: string) => Promise<Profile>,
) {
  return new Hono<AppBindings>().post('/', requireUser(), async (c) => {
    const request = await readJson(c, onboardingSchema);
    const tasksAdded = await saveOnboarding(db, c.get('userId'), request);
    return c.json({ tasksAdded, profile: await readProfile(c.get('userId')) } satisfies OnboardingResult);
  });
}
