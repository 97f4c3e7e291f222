import { z } from 'zod';
import { subscriptionStatuses, type AccessGrantKind } from './billing';
import { accessGrantSchema, subscriptionRecordSchema } from './billing-schemas';
import { personNameField } from './fields';

/**
 * The admin area: what its screens say (every text the product specification quotes, verbatim) and the paging
 * every admin list shares. Users, coupons, inboxes and the audit trail build their schemas on these.
 */
export const adminTexts = {
  dashboardTitle: 'Admin Dashboard',
  adminBadge: 'Admin',
  userDashboard: 'User dashboard',
  usersTile: 'Users',
  couponsTile: 'Discount Coupons',
  loadingUsers: 'Loading users...',
  noUsers: 'No users found.',
  fetchUsersFailed: 'Failed to fetch users',
  fetchUserFailed: 'Failed to fetch user details',
  updateUserFailed: 'Failed to update user',
  /** The toast of any ban or unban that did not go through. */
  banToastFailed: 'Failed to change ban status',
  /** The users page's message for it when the server gave no reason of its own. */
  banFailed: 'Failed to update ban status',
  userBanned: 'User banned',
  userUnbanned: 'User unbanned',
  userUpdated: 'User updated',
  noSubscription: 'No subscription found',
  willCancel: 'Will cancel at period end',
  cannotBanSelf: 'You cannot ban yourself.',
  loadingCoupons: 'Loading coupons...',
  noCoupons: 'No coupons found.',
  couponDeleteFailed: 'Failed to delete coupon',
  couponDeleted: 'Coupon deleted successfully!',
  couponUpdateFailed: 'Failed to update coupon',
  couponUpdated: 'Coupon updated successfully!',
  couponCreateFailed: 'Failed to create coupon',
  couponCreated: 'Coupon added successfully!',
  adminOnly: 'Only an admin can do that.',
  twoFactorRequired: 'Turn on two-factor sign-in in your account settings before you use the admin area.',
  /** 'Showing X to Y of Z results' */
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} results`,
  /** 'Page N of M' */
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  perInterval: (interval: string) => `per ${interval}`,
  /** The user page's free access ("comp"): access without Stripe, given and ended by an admin. */
  giveFreeAccess: 'Give free access',
  endFreeAccess: 'End free access',
  freeAccessGiven: 'Free access given',
  freeAccessEnded: 'Free access ended',
  freeAccessFailed: 'Failed to change free access',
  giveFreeAccessHint: 'The user gets every feature without paying, until an admin ends it. Stripe is not involved.',
  accessGrantLabels: {
    comp: 'Free access, given by an admin',
    trial: 'Free trial, given when billing was switched on',
    free: 'Free until they choose a plan, given when billing was switched on',
  } satisfies Record<AccessGrantKind, string>,
  grantEndsOn: (date: string) => `Until ${date}`,
  /** The ban dialog and the user page: a ban stops the renewal (docs/decisions/0020-billing-access.md). */
  banStopsBilling: 'Banning also cancels their subscription at the end of the period already paid for.',
} as const;

/** The users list's status filter: its choices in the specification's index order (0 all … 4 canceled). */
export const adminStatusFilters = ['all', 'active', 'trialing', 'past_due', 'canceled'] as const;
export type AdminStatusFilter = (typeof adminStatusFilters)[number];
export const adminStatusFilterLabels: Record<AdminStatusFilter, string> = {
  all: 'All Users',
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past Due',
  canceled: 'Canceled',
};

export const adminPageSizes = [10, 20, 50] as const;
export type AdminPageSize = (typeof adminPageSizes)[number];
export const defaultAdminPageSize: AdminPageSize = 10;
/** The search box waits this long after the last key before it asks again (and goes back to page 1). */
export const adminSearchDebounceMs = 350;
export const adminSearchMaxLength = 200;

/** A page of an admin list: page 1 and 10 rows unless asked otherwise; only the offered page sizes. */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size): size is AdminPageSize => (adminPageSizes as readonly number[]).includes(size), {
      message: `Rows per page must be one of ${adminPageSizes.join(', ')}`,
    })
    .default(defaultAdminPageSize),
  /** Case-insensitive "contains"; blank means everything. */
  search: z.string().trim().max(adminSearchMaxLength).default(''),
});
export type AdminPageQuery = z.input<typeof adminPageQuerySchema>;

/** How every admin list answers: the rows of one page and the exact count of all that match. */
export function adminPageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    items: z.array(row),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int(),
    pageCount: z.number().int().min(1),
  });
}

/** Total pages = ceil(total / per page), and at least one, so an empty list still reads 'Page 1 of 1'. */
export function adminPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows shown, 1-based, for 'Showing X to Y of Z results'; 0 to 0 when there are none. */
export function adminPageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}

/** What the audit trail records; `user.*` by the users screens, `coupon.*` by the coupons screen. */
export const adminAuditActions = [
  'user.update',
  'user.ban',
  'user.unban',
  'user.comp',
  'user.end-comp',
  'coupon.create',
  'coupon.update',
  'coupon.delete',
] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];

/** Per changed field, its value before and after. */
export type AdminAuditChanges = Record<string, { from: unknown; to: unknown }>;

/** A user as another user's record names them: who acted, who made a coupon. */
export const adminPersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AdminPerson = z.infer<typeof adminPersonSchema>;

export const auditEventSchema = z
  .object({
    id: z.string(),
    at: z.string(),
    /** Null once the acting admin's account is deleted. */
    actor: adminPersonSchema.nullable(),
    action: z.enum(adminAuditActions),
    targetUserId: z.string().nullable(),
    targetCouponId: z.string().nullable(),
    /** The target as it was named when the action was taken. */
    targetLabel: z.string(),
    changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  })
  .meta({ id: 'AdminAuditEvent' });
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** What the users list shows of the current subscription; null is a Free user. */
const adminSubscriptionSummarySchema = z.object({
  status: z.enum(subscriptionStatuses),
  canceledAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});

export const adminUserRowSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    createdAt: z.string(),
    bannedAt: z.string().nullable(),
    lastSignInAt: z.string().nullable(),
    lastActiveAt: z.string().nullable(),
    isAdmin: z.boolean(),
    /** Access given without Stripe (an admin's free access, or the billing switch's); null without one. */
    accessGrant: accessGrantSchema.nullable(),
    /** The newest by current period start that is not canceled, else the newest; null without any. */
    subscription: adminSubscriptionSummarySchema.nullable(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserDetailsSchema = adminUserRowSchema
  .extend({
    /** The newest by creation that is not canceled, else the newest; null without any. */
    subscription: subscriptionRecordSchema.nullable(),
    leads: z.number().int().min(0),
    clients: z.number().int().min(0),
    /** Clients per lead, as a rounded percentage; 0 without leads. */
    conversionRate: z.number().int().min(0),
    tasksCompleted: z.object({
      daily: z.number().int().min(0),
      weekly: z.number().int().min(0),
      monthly: z.number().int().min(0),
      yearly: z.number().int().min(0),
    }),
    /** The newest events about this user. */
    auditEvents: z.array(auditEventSchema),
  })
  .meta({ id: 'AdminUserDetails' });
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;

/** How many of a user's audit events the details show. */
export const adminUserAuditEventCount = 20;

export const adminUsersQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(adminStatusFilters).default('all'),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminAuditQuerySchema = adminPageQuerySchema.extend({
  /** Only the events about this user. */
  userId: z.string().trim().min(1).max(255).optional(),
});
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

/** The e-mail is the sign-in name and stays the user's own to change; an admin edits the name only. */
export const adminUserUpdateSchema = z.strictObject({ name: personNameField });
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;
