import { apiContracts } from '@shutterdesk/core/api';
import { deleteCookie } from 'hono/cookie';
import type { Auth } from '../../auth/auth';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { profileNotFound } from '../../errors';
import type { Routing } from '../../http/routing';
import { findProfile, readProfile, type ProfileView } from '../../profile/profile';
import { deleteAccount, type SubscriptionEnding } from './deletion';
import { exportArchive } from './export';
import { ensureProfile, updateProfileSettings } from './service';

/**
 * GET /api/session, the browser's one question on every page load: a visitor gets 200 { signedIn: false } rather
 * than a 401, so a signed-out page load makes no failed request; a banned user still gets the profile, which is how
 * the banned screen knows to show. GET and POST /api/profile read and create the signed-in user's profile; PUT
 * /api/profile/links, /timezone and /lead-waiting-hours save those account settings; POST /api/account/delete ends the account and GET /api/account/export downloads it. Name,
 * e-mail and password go through better-auth.
 */
export function accountRoutes(
  db: Database,
  auth: Auth,
  { router, route }: Routing,
  view: ProfileView,
  billing: SubscriptionEnding | undefined,
  clock: Clock,
) {
  const sessionCookie = auth.$context.then(({ authCookies }) => authCookies.sessionToken);
  return router()
    .openapi(route(apiContracts.readSession), async (c) => {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) return c.json({ signedIn: false as const }, 200);
      const profile = await findProfile(db, session.user.id, view);
      return c.json({ signedIn: true as const, profile }, 200);
    })
    .openapi(route(apiContracts.readProfile), async (c) => {
      const profile = await findProfile(db, c.get('userId'), view);
      if (!profile) throw profileNotFound();
      return c.json(profile, 200);
    })
    .openapi(route(apiContracts.createProfile), async (c) => {
      const { timezone } = c.req.valid('json');
      const { profile, created } = await ensureProfile(db, c.get('userId'), timezone, view);
      return created ? c.json(profile, 201) : c.json(profile, 200);
    })
    .openapi(route(apiContracts.setProfileLinks), async (c) => {
      await updateProfileSettings(db, c.get('userId'), { links: c.req.valid('json') });
      return c.json(await readProfile(db, c.get('userId'), view), 200);
    })
    .openapi(route(apiContracts.setTimeZone), async (c) => {
      await updateProfileSettings(db, c.get('userId'), { timezone: c.req.valid('json').timezone });
      return c.json(await readProfile(db, c.get('userId'), view), 200);
    })
    .openapi(route(apiContracts.setLeadWaitingHours), async (c) => {
      await updateProfileSettings(db, c.get('userId'), { leadWaitingHours: c.req.valid('json').hours });
      return c.json(await readProfile(db, c.get('userId'), view), 200);
    })
    .openapi(route(apiContracts.exportAccountData), async (c) => {
      const now = clock.now();
      const archive = await exportArchive(db, c.get('userId'), now);
      return new Response(new Uint8Array(archive), {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="shutterdesk-export-${now.toISOString().slice(0, 10)}.zip"`,
        },
      });
    })
    .openapi(route(apiContracts.deleteAccount), async (c) => {
      await deleteAccount(db, auth, billing, c.get('userId'), c.req.valid('json').password, clock.now());
      // The session row is gone with the user; the browser forgets its cookie too.
      const { name, attributes } = await sessionCookie;
      deleteCookie(c, name, { path: attributes.path ?? '/', secure: attributes.secure });
      return c.json({ deleted: true as const }, 200);
    });
}
