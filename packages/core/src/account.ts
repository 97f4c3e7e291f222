import { z } from 'zod';
import { linkUrlMaxLength, passwordMaxLength, passwordMinLength } from './limits';
import {
  linkKeys,
  notificationCategories,
  type LinkKey,
  type NotificationPreferences,
  type ProfileLinks,
} from './options';
import { leadWaitingHours } from './notifications/rules';
import { emailField, personNameField, timeZoneField } from './fields';
import { isSingleLine, singleLineMessage } from './text-policy';

/** Account settings (docs/product.md, "Account settings"): the forms' shapes, rules and texts. */

export const accountTexts = {
  sections: {
    profile: 'Profile',
    password: 'Password',
    links: 'Links',
    notifications: 'Notification Settings',
    subscription: 'Subscription',
  },
  profileUpdated: 'Profile updated successfully',
  linksUpdated: 'Links updated successfully',
  preferencesUpdated: 'Notification preferences updated successfully',
  preferencesFailed: 'Failed to update notification preferences',
  leadWaiting: {
    label: 'New lead waiting after (hours)',
    hint: 'A reminder when a new lead is still not contacted this long after it arrived (the Leads switch turns it off).',
    save: 'Save hours',
    saved: (hours: number) => `New lead reminder set to ${hours} ${hours === 1 ? 'hour' : 'hours'}`,
    failed: 'We could not save the hours. Check your connection.',
  },
  categoryTasks: 'Category Tasks',
  samePassword: 'You cannot set old password as new password',
  passwordsDoNotMatch: 'New passwords do not match',
  passwordTooShort: `Password must be at least ${passwordMinLength} characters`,
  passwordChanged: 'Password changed. Every other device has been signed out.',
  wrongPassword: 'That password is not right.',
  accountDeleted: 'Your account and everything in it have been deleted.',
  emailChangeSent: (email: string) =>
    `We sent a confirmation link to ${email}. Your e-mail changes once you follow it; until then, keep using the current one.`,
  emailChangePasswordHint: 'Changing your e-mail takes your current password.',
  emailChangeNeedsPassword: 'Please enter your current password to change your e-mail.',
  /** What the account page says when the link to change the e-mail came back with `emailTakenCode`. */
  emailTaken: 'That e-mail address belongs to another account now, so your e-mail was not changed.',
  /** What the account page says when a link to change the e-mail came back expired (`emailLinkErrors`). */
  emailLinkExpired:
    'That e-mail link has expired, so your e-mail was not changed. Save the new address again for a new link.',
  /** ...or not valid (altered, cut short, of another account, or of an account that is gone). */
  emailLinkInvalid:
    'That e-mail link is not valid, so your e-mail was not changed. Save the new address again for a new link.',
} as const;

/** An optional link without http:// or https:// gets 'https://' put in front; blank stays blank. */
export function normalizeLinkUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * An http(s) address with a host (letters of any script, an IPv4 or a bracketed IPv6), an optional port and any
 * path. A pattern rather than `new URL`: core compiles without the browser's or Node's types.
 */
const webAddress =
  /^https?:\/\/(?:[^\s/?#@]+@)?(?:[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/**
 * A link of a category: blank, or a web address. Without http:// or https:// it gets 'https://' put in front, so
 * `studio.example.com` is accepted and `javascript:…` or `data:…` (which become no valid address) are refused.
 */
export const linkUrlField = z
  .string({ error: 'The link must be text.' })
  .max(linkUrlMaxLength, `Links can be at most ${linkUrlMaxLength} characters.`)
  .refine(isSingleLine, singleLineMessage)
  .transform(normalizeLinkUrl)
  .refine((url) => url === '' || webAddress.test(url), 'Enter a web address such as https://example.com.');

/** PUT /api/profile/links: all nine links at once; a blank one removes it. */
export const profileLinksSchema = z.strictObject(
  Object.fromEntries(linkKeys.map((key) => [key, linkUrlField])) as Record<LinkKey, typeof linkUrlField>,
) satisfies z.ZodType<ProfileLinks, Record<LinkKey, string>>;
export type ProfileLinksRequest = z.input<typeof profileLinksSchema>;

/** PUT /api/profile/timezone: the zone the routines' periods and the reminders follow. */
export const timeZoneRequestSchema = z.object({ timezone: timeZoneField });
export type TimeZoneRequest = z.infer<typeof timeZoneRequestSchema>;

/**
 * PUT /api/profile/lead-waiting-hours: how long a new lead may wait to be contacted before 'New lead waiting'. Whole
 * hours, at least one and at most a week: a longer wait would only remind of an inquiry already lost.
 */
export const leadWaitingHoursSchema = z.strictObject({
  hours: z
    .number({ error: 'Please enter the number of hours as a number.' })
    .int('Please enter a whole number of hours.')
    .min(leadWaitingHours.min, `Please enter at least ${leadWaitingHours.min} hour.`)
    .max(leadWaitingHours.max, `Please enter at most ${leadWaitingHours.max} hours (one week).`),
});
export type LeadWaitingHoursRequest = z.infer<typeof leadWaitingHoursSchema>;

/** The `error` a link to change the e-mail brings back to the account page when another account has the address. */
export const emailTakenCode = 'EMAIL_TAKEN';

/**
 * The `error` codes a failed e-mail link brings a signed-in user back to the account page with (the server's
 * verification-links.ts sends them there), and what its Profile section says for each: better-auth's codes for a
 * link that expired or is not valid, and ours for an address another account took.
 */
export const emailLinkErrors: Readonly<Record<string, string>> = {
  [emailTakenCode]: accountTexts.emailTaken,
  TOKEN_EXPIRED: accountTexts.emailLinkExpired,
  INVALID_TOKEN: accountTexts.emailLinkInvalid,
  INVALID_USER: accountTexts.emailLinkInvalid,
  USER_NOT_FOUND: accountTexts.emailLinkInvalid,
};

/**
 * The Profile section: the name is saved at once; a changed e-mail takes the current password and goes through a
 * confirmation link.
 */
export function accountProfileSchema(currentEmail: string) {
  return z
    .object({ name: personNameField, email: emailField, password: z.string().max(passwordMaxLength) })
    .superRefine((form, context) => {
      if (form.email.toLowerCase() !== currentEmail.toLowerCase() && form.password === '') {
        context.addIssue({ code: 'custom', path: ['password'], message: accountTexts.emailChangeNeedsPassword });
      }
    });
}
export type AccountProfileForm = z.infer<ReturnType<typeof accountProfileSchema>>;

/** The Password section, with the spec's messages in the spec's order. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password.').max(passwordMaxLength),
    newPassword: z
      .string()
      .min(passwordMinLength, accountTexts.passwordTooShort)
      .max(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters`),
    confirmPassword: z.string(),
  })
  .superRefine((form, context) => {
    if (form.newPassword === form.currentPassword && form.newPassword !== '') {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: accountTexts.samePassword });
    }
    if (form.newPassword !== form.confirmPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: accountTexts.passwordsDoNotMatch });
    }
  });
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

/** Deleting the account: the password again, so a forgotten open session cannot end an account. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(passwordMaxLength),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;
export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

/** The master 'Category Tasks' switch is on only while all nine category switches are. */
export function allCategoryTasksOn(preferences: NotificationPreferences): boolean {
  return notificationCategories.every((category) => preferences.categoryTasks[category]);
}

/** Toggling the master switch sets all nine to the opposite of its current state. */
export function toggleAllCategoryTasks(preferences: NotificationPreferences): NotificationPreferences {
  const next = !allCategoryTasksOn(preferences);
  return {
    ...preferences,
    categoryTasks: Object.fromEntries(notificationCategories.map((category) => [category, next])) as Record<
      (typeof notificationCategories)[number],
      boolean
    >,
  };
}

/**
 * Two-factor sign-in with an authenticator app (better-auth's two-factor plugin). A code is six digits; a backup
 * code is the plugin's `xxxxx-xxxxx`. Anything longer than `twoFactorCodeMaxLength` is refused before it is checked.
 */
export const twoFactorCodeMaxLength = 32;

export const twoFactorTexts = {
  enabled: 'Two-factor sign-in is on. Keep your backup codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  codeRequired: 'Please enter the 6-digit code from your authenticator app.',
  backupCodeRequired: 'Please enter one of your backup codes.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  wrongBackupCode: 'That backup code is not right, or it has been used already.',
  tooManyTries: 'Too many wrong codes. Please wait a little and try again.',
  challengeExpired: 'Your sign-in took too long. Please log in again.',
} as const;

/** A code typed in: spaces (as authenticator apps show them) are dropped. */
const typedCode = z
  .string()
  .max(twoFactorCodeMaxLength)
  .transform((code) => code.replace(/\s+/g, ''));

/** The authenticator's six digits, at sign-in and when turning two-factor sign-in on. */
export const totpCodeSchema = z.object({
  code: typedCode.pipe(z.string().regex(/^\d{6}$/, twoFactorTexts.codeRequired)),
  trustDevice: z.boolean(),
});
export type TotpCodeForm = z.input<typeof totpCodeSchema>;

/** A backup code, for a sign-in without the authenticator at hand. */
export const backupCodeSchema = z.object({
  code: typedCode.pipe(z.string().min(1, twoFactorTexts.backupCodeRequired)),
  trustDevice: z.boolean(),
});
export type BackupCodeForm = z.input<typeof backupCodeSchema>;
