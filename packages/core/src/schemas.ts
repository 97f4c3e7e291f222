import { z } from 'zod';
import { emailMaxLength, nameMaxLength, passwordMaxLength, passwordMinLength } from './limits';
import { authTexts } from './texts';
import type { ClientHeaders, NotificationPreferences, ProfileLinks, Subscription, TaskCategory } from './options';

/** Shapes shared by the forms and the handlers: one schema validates both sides. */

export const emailField = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(emailMaxLength, 'That email address is too long.')
  .pipe(z.email('Please enter a valid email address.'));

/** A person's own name: the registration form and the feedback form. */
export const personNameField = z
  .string({ error: 'Please enter your name.' })
  .trim()
  .min(1, 'Please enter your name.')
  .max(nameMaxLength, `Name must be at most ${nameMaxLength} characters.`);

const newPasswordField = z
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
export interface JoinWaitlistResponse {
  status: 'joined' | 'already-joined';
}

/** GET /api/profile: the signed-in user's profile. Computed fields (isAdmin) come from the server only. */
export interface Profile {
  id: string;
  name: string;
  email: string;
  points: number;
  goal: string | null;
  subscription: Subscription;
  taskCategories: TaskCategory[];
  links: ProfileLinks;
  timezone: string;
  clientHeaders: ClientHeaders;
  notificationPreferences: NotificationPreferences;
  isBanned: boolean;
  isAdmin: boolean;
  lastActiveAt: string | null;
  createdAt: string;
}

/**
 * GET /api/session: who is signed in, in one request that never fails for a visitor. `profile` is null for a
 * signed-in user whose profile does not exist yet (the browser then creates it with POST /api/profile).
 */
export type SessionResponse = { signedIn: false } | { signedIn: true; profile: Profile | null };

/** GET /api/config: what the browser needs to know about this server. */
export interface PublicConfig {
  billingEnabled: boolean;
  supportEmail: string;
}

/** Every non-2xx answer of our own API. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Field name -> message, for a rejected form. */
    fields?: Record<string, string>;
  };
}
