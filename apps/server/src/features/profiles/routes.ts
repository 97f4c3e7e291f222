import { createProfileSchema } from '@shutterdesk/core';
import { Hono } from 'hono';
import type { RequireUser } from '../../auth/require-user';
import type { Database } from '../../db/client';
import type { AppBindings } from '../../http/context';
import { AppError } from '../../errors';
import { readJson } from '../../http/validate';
import { findProfile } from '../../profile/profile';
import { ensureProfile } from './service';

export function profileRoutes(db: Database, requireUser: RequireUser, adminEmails: readonly string[]) {
  // A banned user may read their profile: that is how the browser learns to show the banned screen.
  const signedIn = requireUser({ allowBanned: true });
  return new Hono<AppBindings>()
    .get('/', signedIn, async (c) => {
      const profile = await findProfile(db, c.get('userId'), adminEmails);
      if (!profile) throw new AppError('PROFILE_NOT_FOUND', 'No profile exists for this account yet.');
      return c.json(profile);
    })
    .post('/', signedIn, async (c) => {
      const { timezone } = await readJson(c, createProfileSchema);
      const { profile, created } = await ensureProfile(db, c.get('userId'), timezone, adminEmails);
      return c.json(profile, created ? 201 : 200);
    });
}
