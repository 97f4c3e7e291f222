import { apiContracts } from '@shutterdesk/core/api';
import type { CacheInvalidation } from '../../cache/invalidation';
import type { Database } from '../../db/client';
import type { Routing } from '../../http/routing';
import type { ProfileView } from '../../profile/profile';
import { listAuditEvents } from './audit';
import { listUsers, readUserDetails, readUserRow, type UserQueryContext } from './users-queries';
import { renameUser, setFreeAccess, setUserBan } from './users-service';

/** What a ban needs of billing (handed in by app.ts while billing is on): stopping the user's renewals at Stripe. */
export interface RenewalStopping {
  stopRenewalsOf(userId: string): Promise<void>;
}

export interface AdminUserOptions {
  /** Who is an admin by configuration, the clock, and the grace period the plan is worked out with. */
  view: ProfileView;
  invalidation: CacheInvalidation;
  billing: RenewalStopping | undefined;
}

/** /api/admin/users and /api/admin/audit: the admin's users screens and the audit trail. */
export function adminUserRoutes(
  db: Database,
  { router, route }: Routing,
  { view, invalidation, billing }: AdminUserOptions,
) {
  const { clock, graceDays } = view;
  const queries: UserQueryContext = { db, adminEmails: view.adminEmails };

  /**
   * A ban takes effect on this server's cached sessions and live streams now, not when the announcement lands; and it
   * stops the user's renewals at Stripe once it has committed (docs/decisions/0020-billing-access.md).
   */
  const changeBan = async (actorId: string, userId: string, banned: boolean) => {
    await setUserBan(db, actorId, userId, banned, clock.now(), graceDays);
    invalidation.forgetOwner('session', userId);
    if (banned) await billing?.stopRenewalsOf(userId);
    return readUserRow(queries, userId);
  };

  /** Free access, like a ban, reaches this server's cached sessions at once. */
  const changeFreeAccess = async (actorId: string, userId: string, give: boolean) => {
    await setFreeAccess(db, actorId, userId, give, clock.now(), graceDays);
    invalidation.forgetOwner('session', userId);
    return readUserRow(queries, userId);
  };

  return router()
    .openapi(route(apiContracts.listAdminUsers), async (c) => {
      return c.json(await listUsers(queries, c.req.valid('query')), 200);
    })
    .openapi(route(apiContracts.readAdminUser), async (c) => {
      return c.json(await readUserDetails(queries, c.req.valid('param').id), 200);
    })
    .openapi(route(apiContracts.updateAdminUser), async (c) => {
      const { id } = c.req.valid('param');
      await renameUser(db, c.get('userId'), id, c.req.valid('json'), clock.now());
      return c.json(await readUserRow(queries, id), 200);
    })
    .openapi(route(apiContracts.banAdminUser), async (c) => {
      return c.json(await changeBan(c.get('userId'), c.req.valid('param').id, true), 200);
    })
    .openapi(route(apiContracts.unbanAdminUser), async (c) => {
      return c.json(await changeBan(c.get('userId'), c.req.valid('param').id, false), 200);
    })
    .openapi(route(apiContracts.giveFreeAccess), async (c) => {
      return c.json(await changeFreeAccess(c.get('userId'), c.req.valid('param').id, true), 200);
    })
    .openapi(route(apiContracts.endFreeAccess), async (c) => {
      return c.json(await changeFreeAccess(c.get('userId'), c.req.valid('param').id, false), 200);
    })
    .openapi(route(apiContracts.listAdminAuditEvents), async (c) => {
      return c.json(await listAuditEvents(db, c.req.valid('query')), 200);
    });
}
