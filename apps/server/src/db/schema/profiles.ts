import {
  accessGrantKinds,
  defaultClientHeaders,
  defaultLinks,
  defaultNotificationPreferences,
  leadWaitingHours,
  type AccessGrantKind,
  type CategoryNames,
  type ClientHeaders,
  type NotificationPreferences,
  type ProfileLinks,
  type Subscription,
  type TaskCategory,
} from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A photographer's profile (docs/product.md, "Profile"); one row per user, same id. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    points: integer('points').notNull().default(0),
    goal: text('goal'),
    /**
     * 'paid' while a subscription or a grant gave access when it was last worked out (profile/plan-access.ts), which
     * happens whenever one of them changes; with `accessEndsAt` it is read as of now (planAt in packages/core).
     */
    subscription: text('subscription').$type<Subscription>().notNull().default('free-trial'),
    /** While 'paid': when that access lapses by itself (a period end, a grace end, a grant's end); null: open-ended. */
    accessEndsAt: timestamp('access_ends_at', { withTimezone: true }),
    /** When an outstanding failed payment of a running subscription was due; null without one. */
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    /** A new checkout starts without a free trial. */
    trialUsed: boolean('trial_used').notNull().default(false),
    /** Access given without Stripe: by an admin ('comp') or when billing was switched on ('trial', 'free'). */
    accessGrant: text('access_grant').$type<AccessGrantKind>(),
    accessGrantEndsAt: timestamp('access_grant_ends_at', { withTimezone: true }),
    taskCategories: jsonb('task_categories').$type<TaskCategory[]>().notNull().default([]),
    /** Names the user gave category cards, by category; a card without one shows its category. */
    categoryNames: jsonb('category_names').$type<CategoryNames>().notNull().default({}),
    links: jsonb('links').$type<ProfileLinks>().notNull().default(defaultLinks),
    timezone: text('timezone').notNull().default('UTC'),
    clientHeaders: jsonb('client_headers').$type<ClientHeaders>().notNull().default(defaultClientHeaders()),
    notificationPreferences: jsonb('notification_preferences')
      .$type<NotificationPreferences>()
      .notNull()
      .default(defaultNotificationPreferences()),
    /** Hours a new lead may wait to be contacted before its 'New lead waiting' reminder. */
    leadWaitingHours: integer('lead_waiting_hours').notNull().default(leadWaitingHours.default),
    /** When an admin banned the user; null while they are not banned. The column keeps its first name. */
    bannedAt: timestamp('is_banned', { withTimezone: true }),
    isAdmin: boolean('is_admin').notNull().default(false),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** When the user's newest session began (set as better-auth creates it). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('profiles_points_not_negative', sql`${table.points} >= 0`),
    check('profiles_subscription_known', sql`${table.subscription} in ('free-trial', 'paid')`),
    check(
      'profiles_access_grant_known',
      sql`${table.accessGrant} in (${sql.raw(accessGrantKinds.map((kind) => `'${kind}'`).join(', '))})`,
    ),
    check(
      'profiles_lead_waiting_hours_range',
      sql`${table.leadWaitingHours} between ${sql.raw(String(leadWaitingHours.min))} and ${sql.raw(String(leadWaitingHours.max))}`,
    ),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
