/** The signed-in user's profile and session as the API answers them (zod). */
import { z } from 'zod';
import { profileBillingSchema } from './billing-schemas';
import { timeZoneField } from './fields';
import {
  linkKeys,
  notificationCategories,
  subscriptionStates,
  taskCategories,
  type ClientHeaders,
  type LinkKey,
  type NotificationCategory,
  type NotificationPreferences,
} from './options';

/** POST /api/profile: create the signed-in user's profile if it is missing. */
export const createProfileSchema = z.object({ timezone: timeZoneField });
export type CreateProfileRequest = z.infer<typeof createProfileSchema>;

const checklistHeadersSchema = z.array(z.object({ id: z.string(), label: z.string() }));

/**
 * Which reminders a user wants, every key present: the profile holds them, and GET and PUT
 * /api/notification-preferences answer with them.
 */
export const notificationPreferencesResultSchema = z
  .object({
    priorityTasks: z.boolean(),
    leads: z.boolean(),
    clients: z.boolean(),
    categoryTasks: z.object(
      Object.fromEntries(notificationCategories.map((category) => [category, z.boolean()])) as Record<
        NotificationCategory,
        z.ZodBoolean
      >,
    ),
  })
  .meta({ id: 'NotificationPreferences' }) satisfies z.ZodType<NotificationPreferences>;

/** GET /api/profile: the signed-in user's profile. Computed fields (isAdmin) come from the server only. */
export const profileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    points: z.number().int(),
    goal: z.string().nullable(),
    /** The plan as it gives access now: 'paid' only while a subscription or a grant does (docs/billing.md). */
    subscription: z.enum(subscriptionStates),
    billing: profileBillingSchema,
    taskCategories: z.array(z.enum(taskCategories)),
    /** The names the user gave category cards; a card without one shows its category. */
    categoryNames: z.partialRecord(z.enum(taskCategories), z.string()),
    links: z.object(Object.fromEntries(linkKeys.map((key) => [key, z.string()])) as Record<LinkKey, z.ZodString>),
    timezone: z.string(),
    clientHeaders: z.object({
      sessionInfo: checklistHeadersSchema,
      preSession: checklistHeadersSchema,
      postSession: checklistHeadersSchema,
    }) satisfies z.ZodType<ClientHeaders>,
    notificationPreferences: notificationPreferencesResultSchema,
    /** Hours a new lead may wait to be contacted before the 'New lead waiting' reminder. */
    leadWaitingHours: z.number().int(),
    isBanned: z.boolean(),
    isAdmin: z.boolean(),
    /** Sign-in asks for an authenticator code (set up and turned off in the account settings). */
    twoFactorEnabled: z.boolean(),
    lastActiveAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/**
 * GET /api/session: who is signed in, in one request that never fails for a visitor. `profile` is null for a
 * signed-in user whose profile does not exist yet (the browser then creates it with POST /api/profile).
 */
export const sessionResponseSchema = z.discriminatedUnion('signedIn', [
  z.object({ signedIn: z.literal(false) }),
  // A union with null rather than .nullable(): the OpenAPI generator would make the shared Profile nullable everywhere.
  z.object({ signedIn: z.literal(true), profile: z.union([profileSchema, z.null()]) }),
]);
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
