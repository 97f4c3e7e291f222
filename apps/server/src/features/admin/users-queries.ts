import type {
  AccessGrantKind,
  AdminStatusFilter,
  AdminUserDetails,
  AdminUserRow,
  BillingInterval,
  SubscriptionStatus,
} from '@shutterdesk/core';
import { adminUserAuditEventCount } from '@shutterdesk/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { isAdminAccount } from '../../profile/profile';
import { listAuditEvents } from './audit';
import { adminPage, isoTime, isoTimeOrNull, pageWindow, type PageRequest } from './paging';
import { containsPattern, rowsOf } from '../../db/raw-sql';

/**
 * The admin's reads of users, in SQL: the list pages, searches, filters and counts in the database, so one page
 * costs the same among a hundred users as among a hundred thousand.
 */

export interface UserListRequest extends PageRequest {
  search: string;
  status: AdminStatusFilter;
}

/** A user and their current subscription's summary, as the row queries below select them. */
interface UserRecord {
  id: string;
  name: string;
  email: string;
  created_at: Date | string;
  banned_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  last_active_at: Date | string | null;
  is_admin: boolean;
  access_grant: AccessGrantKind | null;
  access_grant_ends_at: Date | string | null;
  subscription_status: SubscriptionStatus | null;
  subscription_canceled_at: Date | string | null;
  subscription_cancel_at_period_end: boolean | null;
}

/**
 * The list's current subscription (alias `cs`): the newest by current period start that is not canceled, else the
 * newest. A user without a profile yet (sign-up not finished) is listed too, hence users, not profiles.
 */
const currentSubscriptionJoin = sql`
  left join lateral (
    select s.status, s.canceled_at, s.cancel_at_period_end
    from user_subscriptions s
    where s.user_id = u.id
    order by s.status = 'canceled', s.current_period_start desc nulls last, s.created_at desc
    limit 1
  ) cs on true`;

/**
 * A user's columns as the list and the details show them. Last active is the later of the last notification (the
 * spec's "last active") and the last sign-in: a photographer who works daily but never opens the bell is active.
 */
const userColumns = sql`
  u.id, u.name, u.email, u.created_at,
  p.is_banned as banned_at, p.last_sign_in_at, greatest(p.last_active_at, p.last_sign_in_at) as last_active_at,
  coalesce(p.is_admin, false) as is_admin,
  p.access_grant, p.access_grant_ends_at,
  cs.status as subscription_status, cs.canceled_at as subscription_canceled_at,
  cs.cancel_at_period_end as subscription_cancel_at_period_end`;

/** A status filter on `cs`: a subscription cancelled in any way counts as canceled only, whatever its status. */
function statusCondition(status: AdminStatusFilter): SQL {
  switch (status) {
    case 'all':
      return sql`true`;
    case 'canceled':
      return sql`(cs.status = 'canceled' or cs.canceled_at is not null or cs.cancel_at_period_end)`;
    default:
      return sql`(cs.status = ${status} and cs.canceled_at is null and not cs.cancel_at_period_end)`;
  }
}

function searchCondition(search: string): SQL {
  if (!search) return sql`true`;
  // users.search_text is name and e-mail in lower case, under a trigram index.
  return sql`u.search_text like lower(${containsPattern(search)})`;
}

/** What the admin's user reads need: the database, and who is an admin by configuration (ADMIN_EMAILS). */
export interface UserQueryContext {
  db: Database;
  adminEmails: readonly string[];
}

function toRow({ adminEmails }: UserQueryContext, record: UserRecord): AdminUserRow {
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    createdAt: isoTime(record.created_at),
    bannedAt: isoTimeOrNull(record.banned_at),
    lastSignInAt: isoTimeOrNull(record.last_sign_in_at),
    lastActiveAt: isoTimeOrNull(record.last_active_at),
    isAdmin: isAdminAccount(record.is_admin, record.email, adminEmails),
    accessGrant: record.access_grant
      ? { kind: record.access_grant, endsAt: isoTimeOrNull(record.access_grant_ends_at) }
      : null,
    subscription: record.subscription_status
      ? {
          status: record.subscription_status,
          canceledAt: isoTimeOrNull(record.subscription_canceled_at),
          cancelAtPeriodEnd: record.subscription_cancel_at_period_end ?? false,
        }
      : null,
  };
}

/**
 * A page and the count of all that match. Without a status filter the page is a walk down the creation index
 * and the count a plain count, each cheap on its own. A status filter reads every matching user's current
 * subscription: that set is found once, counted and paged in one statement, and only the page's rows are read
 * in full.
 */
export async function listUsers(ctx: UserQueryContext, request: UserListRequest) {
  const { db } = ctx;
  const where = sql`${searchCondition(request.search)} and ${statusCondition(request.status)}`;
  const countMatching = async (join: SQL) => {
    const [counted] = await rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from users u ${join} where ${where}`,
    );
    return counted?.total ?? 0;
  };
  if (request.status === 'all') {
    const [records, total] = await Promise.all([
      rowsOf<UserRecord>(
        db,
        sql`select ${userColumns}
            from users u
            left join profiles p on p.id = u.id
            ${currentSubscriptionJoin}
            where ${where}
            order by u.created_at desc, u.id desc
            ${pageWindow(request)}`,
      ),
      countMatching(sql``),
    ]);
    return adminPage(
      records.map((record) => toRow(ctx, record)),
      total,
      request,
    );
  }
  const records = await rowsOf<UserRecord & { total: number }>(
    db,
    sql`with matching as materialized (
          select u.id, u.created_at from users u ${currentSubscriptionJoin} where ${where}
        ),
        page as (select id, created_at from matching order by created_at desc, id desc ${pageWindow(request)})
        select ${userColumns}, (select count(*)::int from matching) as total
        from page
        join users u on u.id = page.id
        left join profiles p on p.id = u.id
        ${currentSubscriptionJoin}
        order by page.created_at desc, page.id desc`,
  );
  // A page past the last has no row to carry the count.
  const total = records[0]?.total ?? (await countMatching(currentSubscriptionJoin));
  return adminPage(
    records.map((record) => toRow(ctx, record)),
    total,
    request,
  );
}

/** One user's row as the list shows it; 404 for an unknown id. */
export async function readUserRow(ctx: UserQueryContext, userId: string): Promise<AdminUserRow> {
  const [record] = await rowsOf<UserRecord>(
    ctx.db,
    sql`select ${userColumns}
        from users u
        left join profiles p on p.id = u.id
        ${currentSubscriptionJoin}
        where u.id = ${userId}`,
  );
  if (!record) throw notFound('User');
  return toRow(ctx, record);
}

/** One user's details: their row, subscription, counts, task completions and latest audit events. */
export async function readUserDetails(ctx: UserQueryContext, userId: string): Promise<AdminUserDetails> {
  const [[record], auditEvents] = await Promise.all([
    rowsOf<DetailsRecord>(ctx.db, detailsQuery(userId)),
    listAuditEvents(ctx.db, { page: 1, pageSize: adminUserAuditEventCount, search: '', userId }),
  ]);
  if (!record) throw notFound('User');
  return {
    ...toRow(ctx, record),
    subscription: toSubscription(record),
    leads: record.leads,
    clients: record.clients,
    conversionRate: record.leads === 0 ? 0 : Math.round((record.clients / record.leads) * 100),
    tasksCompleted: {
      daily: record.daily_tasks,
      weekly: record.weekly_tasks,
      monthly: record.monthly_tasks,
      yearly: record.yearly_tasks,
    },
    auditEvents: auditEvents.items,
  };
}

interface DetailsRecord extends UserRecord {
  subscription_id: string | null;
  stripe_subscription_id: string;
  plan_name: string;
  amount: number;
  interval: BillingInterval;
  currency: string;
  subscription_created_at: Date | string;
  subscription_updated_at: Date | string;
  current_period_start: Date | string | null;
  current_period_end: Date | string | null;
  trial_end: Date | string | null;
  leads: number;
  clients: number;
  daily_tasks: number;
  weekly_tasks: number;
  monthly_tasks: number;
  yearly_tasks: number;
}

/**
 * A user with, in one round trip, the details' subscription (the newest by creation that is not canceled, else
 * the newest: alias `cs`, which the row columns read too), their lead and client counts and their task
 * completions by frequency.
 */
function detailsQuery(userId: string): SQL {
  return sql`
    select ${userColumns},
      cs.id as subscription_id, cs.stripe_subscription_id, cs.plan_name, cs.amount, cs.interval, cs.currency,
      cs.created_at as subscription_created_at, cs.updated_at as subscription_updated_at,
      cs.current_period_start, cs.current_period_end, cs.trial_end,
      (select count(*)::int from leads where leads.user_id = u.id) as leads,
      (select count(*)::int from clients where clients.user_id = u.id) as clients,
      tc.daily_tasks, tc.weekly_tasks, tc.monthly_tasks, tc.yearly_tasks
    from users u
    left join profiles p on p.id = u.id
    left join lateral (
      select s.* from user_subscriptions s
      where s.user_id = u.id
      order by s.status = 'canceled', s.created_at desc
      limit 1
    ) cs on true
    cross join lateral (
      select
        count(*) filter (where frequency = 'daily')::int as daily_tasks,
        count(*) filter (where frequency = 'weekly')::int as weekly_tasks,
        count(*) filter (where frequency = 'monthly')::int as monthly_tasks,
        count(*) filter (where frequency = 'yearly')::int as yearly_tasks
      from task_completions where task_completions.user_id = u.id
    ) tc
    where u.id = ${userId}`;
}

function toSubscription(record: DetailsRecord): AdminUserDetails['subscription'] {
  if (!record.subscription_id || !record.subscription_status) return null;
  return {
    id: record.subscription_id,
    stripeSubscriptionId: record.stripe_subscription_id,
    status: record.subscription_status,
    planName: record.plan_name,
    amount: record.amount,
    interval: record.interval,
    currency: record.currency,
    createdAt: isoTime(record.subscription_created_at),
    updatedAt: isoTime(record.subscription_updated_at),
    currentPeriodStart: isoTimeOrNull(record.current_period_start),
    currentPeriodEnd: isoTimeOrNull(record.current_period_end),
    trialEnd: isoTimeOrNull(record.trial_end),
    canceledAt: isoTimeOrNull(record.subscription_canceled_at),
    cancelAtPeriodEnd: record.subscription_cancel_at_period_end ?? false,
  };
}
