import { z } from 'zod';
import {
  adminAuditQuerySchema,
  adminPageSchema,
  adminUserDetailsSchema,
  adminUserRowSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
  auditEventSchema,
} from '../admin';
import { endpoint } from './endpoint';

const tags = ['Admin'] as const;

/**
 * The `{id}` of a user: better-auth's ids are short random strings, not uuids. Anything else can name no user,
 * so it is answered 404 like an unknown one.
 */
const userIdParams = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'User was not found.')
    .meta({ param: { name: 'id', in: 'path' }, description: "The user's id." }),
});

export const adminContracts = {
  listAdminUsers: endpoint({
    operationId: 'listAdminUsers',
    method: 'get',
    path: '/api/admin/users',
    tags,
    summary:
      'One page of users, newest account first, with the exact count of all that match: search is a ' +
      'case-insensitive "contains" on name or e-mail, status filters on the current subscription.',
    access: 'admin',
    request: { query: adminUsersQuerySchema },
    response: adminPageSchema(adminUserRowSchema),
  }),
  readAdminUser: endpoint({
    operationId: 'readAdminUser',
    method: 'get',
    path: '/api/admin/users/{id}',
    tags,
    summary: "A user's details: subscription, leads, clients, completed tasks by frequency, recent admin actions.",
    access: 'admin',
    request: { params: userIdParams },
    response: adminUserDetailsSchema,
  }),
  updateAdminUser: endpoint({
    operationId: 'updateAdminUser',
    method: 'patch',
    path: '/api/admin/users/{id}',
    tags,
    summary: "Renames a user (the e-mail stays the user's own to change); recorded in the audit trail.",
    access: 'admin',
    request: { params: userIdParams, body: adminUserUpdateSchema },
    response: adminUserRowSchema,
  }),
  banAdminUser: endpoint({
    operationId: 'banAdminUser',
    method: 'post',
    path: '/api/admin/users/{id}/ban',
    tags,
    summary:
      'Bans a user: their sessions and open live streams end at once and sign-in is refused, and their running ' +
      "subscriptions are set to cancel at the end of the period paid for. Banning one's own account is refused (409). " +
      'Recorded in the audit trail; banning a banned user changes nothing.',
    access: 'admin',
    request: { params: userIdParams },
    response: adminUserRowSchema,
    errors: ['CANNOT_BAN_SELF'],
  }),
  unbanAdminUser: endpoint({
    operationId: 'unbanAdminUser',
    method: 'post',
    path: '/api/admin/users/{id}/unban',
    tags,
    summary: 'Lifts a ban; the user signs in again. Recorded in the audit trail; unbanning changes nothing otherwise.',
    access: 'admin',
    request: { params: userIdParams },
    response: adminUserRowSchema,
    errors: ['CANNOT_BAN_SELF'],
  }),
  giveFreeAccess: endpoint({
    operationId: 'giveFreeAccess',
    method: 'post',
    path: '/api/admin/users/{id}/free-access',
    tags,
    summary:
      'Gives a user every feature without Stripe until an admin ends it (replacing a grant from the billing switch). ' +
      'Recorded in the audit trail; giving it again changes nothing.',
    access: 'admin',
    request: { params: userIdParams },
    response: adminUserRowSchema,
  }),
  endFreeAccess: endpoint({
    operationId: 'endFreeAccess',
    method: 'delete',
    path: '/api/admin/users/{id}/free-access',
    tags,
    summary:
      "Ends a user's free access (an admin's, or the billing switch's); a subscription of theirs still counts. " +
      'Recorded in the audit trail; a user without it is answered as they are.',
    access: 'admin',
    request: { params: userIdParams },
    response: adminUserRowSchema,
  }),
  listAdminAuditEvents: endpoint({
    operationId: 'listAdminAuditEvents',
    method: 'get',
    path: '/api/admin/audit',
    tags,
    summary:
      'One page of the audit trail, newest first, with the exact count: search is a case-insensitive "contains" ' +
      "on the target or the acting admin's name or e-mail; userId keeps the events about one user.",
    access: 'admin',
    request: { query: adminAuditQuerySchema },
    response: adminPageSchema(auditEventSchema),
  }),
};
