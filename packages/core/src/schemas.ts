import { z } from 'zod';
import { profileBillingSchema } from './billing-schemas';
import { emailMaxLength, nameMaxLength, passwordMaxLength, passwordMinLength } from './limits';
import { isSingleLine, singleLineMessage } from './text-policy';
import { authTexts } from './texts';
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

/** Shapes shared by the forms and the handlers: one schema validates both sides. */

export const emailField = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(emailMaxLength, 'That email address is too long.')
  .pipe(z.email('Please enter a valid email address.'));

/** A person's own name: the registration, feedback and bug report forms. */
export const personNameField = z
  .string({ error: 'Please enter your name.' })
  .refine(isSingleLine, singleLineMessage)
  .trim()
  .min(1, 'Please enter your name.')
  .max(nameMaxLength, `Name must be at most ${nameMaxLength} characters.`);

/** A required free-text answer of a form (feedback, bug report): trimmed, not blank, bounded. */
export const answerField = (missingMessage: string, maxLength: number) =>
  z
    .string({ error: missingMessage })
    .trim()
    .min(1, missingMessage)
    .max(maxLength, `Answers can be at most ${maxLength} characters.`);

/** A password being chosen: registration, a reset, and the sign-up endpoint itself. */
export const newPasswordField = z
  .string({ error: 'Please enter a password.' })
  .min(1, 'Please enter a password.')
  .min(passwordMinLength, `Password must be at least ${passwordMinLength} characters.`)
  .max(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters.`);

export const registerSchema = z
  .object({
    name: personNameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string({ error: 'Please confirm your password.' }).min(1, 'Please confirm your password.'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: authTexts.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.'),
});
export type LoginForm = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

export const updatePasswordSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string({ error: 'Please confirm your password.' }).min(1, 'Please confirm your password.'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: authTexts.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type UpdatePasswordForm = z.infer<typeof updatePasswordSchema>;

/** POST /api/password-reset: the token from the reset e-mail and the new password. */
export const completePasswordResetSchema = z.object({
  token: z
    .string({ error: 'The reset link is missing its token.' })
    .trim()
    .min(1, 'The reset link is missing its token.')
    .max(512),
  newPassword: newPasswordField,
});
export type CompletePasswordResetRequest = z.infer<typeof completePasswordResetSchema>;

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneField = z
  .string({ error: 'Please give a time zone.' })
  .trim()
  .min(1, 'Please give a time zone.')
  .max(64, 'That time zone is not known.')
  .refine(isValidTimeZone, 'That time zone is not known.');

/** POST /api/profile: create the signed-in user's profile if it is missing. */
export const createProfileSchema = z.object({ timezone: timeZoneField });
export type CreateProfileRequest = z.infer<typeof createProfileSchema>;

/** POST /api/waitlist */
export const joinWaitlistSchema = z.object({ email: emailField });
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistSchema>;
export const joinWaitlistResponseSchema = z.object({ status: z.enum(['joined', 'already-joined']) });
export type JoinWaitlistResponse = z.infer<typeof joinWaitlistResponseSchema>;

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

/** GET /api/config: what the browser needs to know about this server. */
export const publicConfigSchema = z.object({
  billingEnabled: z.boolean(),
  supportEmail: z.string(),
  /** BILLING_GRACE_DAYS: how many days a failed payment keeps access while Stripe retries the card. */
  graceDays: z.number().int(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
