import { onboardingSchema, type OnboardingResult } from '@shutterdesk/core';
import { Hono } from 'hono';
import type { RequireUser } from '../../auth/require-user';
import type { Database } from '../../db/client';
import type { AppBindings } from '../../http/context';
import { readJson } from '../../http/validate';
import { readProfile } from '../../profile/profile';
import { saveOnboarding } from './service';

/** POST /api/onboarding: the wizard's final save; answers with the updated profile. */
export function onboardingRoutes(db: Database, requireUser: RequireUser, adminEmails: readonly string[]) {
  return new Hono<AppBindings>().post('/', requireUser(), async (c) => {
    const request = await readJson(c, onboardingSchema);
    const tasksAdded = await saveOnboarding(db, c.get('userId'), request);
    return c.json({
      tasksAdded,
      profile: await readProfile(db, c.get('userId'), adminEmails),
    } satisfies OnboardingResult);
  });
}
