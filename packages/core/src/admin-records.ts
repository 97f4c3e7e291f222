import { z } from 'zod';
import { adminPageQuerySchema, adminPersonSchema } from './admin';
import { couponCodeMaxLength } from './billing';
import { bugReportDevices } from './bug-report';
import { feedbackHelpedOptions } from './feedback';
import { toIsoDate } from './dates';
import { isoDateOrBlankField } from './forms';
import { calendarDateIn } from './periods';
import { isSingleLine, singleLineMessage } from './text-policy';

/**
 * The admin's coupons screen and inboxes (waitlist, feedback, bug reports): the coupon form's rules and messages,
 * which the dialog and the server validate with the same schema, and the rows those screens list.
 */

export const couponStatuses = ['active', 'inactive'] as const;
export type CouponStatus = (typeof couponStatuses)[number];

export const couponNameMaxLength = 100;
export const couponCodeMinLength = 3;
/** Far beyond any campaign; it keeps the allowance an ordinary integer. */
export const couponUsageLimitMax = 1_000_000;

export const couponFormTexts = {
  nameRequired: 'Coupon name is required',
  nameTooLong: `Coupon name can be at most ${couponNameMaxLength} characters`,
  codeRequired: 'Coupon code is required',
  codeTooShort: `Coupon code must be at least ${couponCodeMinLength} characters`,
  codeTooLong: `Coupon code can be at most ${couponCodeMaxLength} characters`,
  codeCharacters: 'Coupon code can use only letters, digits, - and _',
  codeTaken: 'This coupon code already exists',
  discountRequired: 'Discount percentage is required',
  discountRange: 'Discount must be between 1 and 100',
  allowanceRequired: 'Usage allowance is required',
  allowanceMin: 'Allowance must be at least 1',
  allowanceTooLarge: `Allowance can be at most ${couponUsageLimitMax}`,
  expiryInPast: 'Expiry date cannot be in the past',
} as const;

/**
 * Today as an admin's calendar shows it, in their time zone: an expiry date before it is refused. The dialog and the
 * server (with the acting admin's profile time zone) both use it, so a date the dialog accepts is one the server
 * accepts, and an evening in the Americas may still choose today.
 */
export function couponDay(now: Date, timeZone: string): string {
  return toIsoDate(calendarDateIn(now, timeZone));
}

/**
 * The zone in which a coupon's expiry date ends for checkout: UTC-12, the last place on Earth a calendar day ends.
 * Whatever time zone the admin chose the date in, the coupon stays usable through the whole of that day there, so a
 * coupon saved with today's date is never already expired at checkout (apps/server/src/features/billing/coupons.ts).
 */
export const couponExpiryTimeZone = 'Etc/GMT+12';

/** Whether a coupon with this expiry date ('YYYY-MM-DD', or null for none) has expired at `now`. */
export function couponExpired(expiresAt: string | null, now: Date): boolean {
  return expiresAt !== null && expiresAt < couponDay(now, couponExpiryTimeZone);
}

/** An empty field, as a form holds it (undefined, null, '', or NaN from a number input), is "required". */
const isEmptyInput = (input: unknown) =>
  input === undefined || input === null || input === '' || (typeof input === 'number' && Number.isNaN(input));

/** A whole number field: empty is `requiredMessage`, anything but a whole number (12.5, "ten") `invalidMessage`. */
const wholeNumberField = (requiredMessage: string, invalidMessage: string) =>
  z.number({ error: (issue) => (isEmptyInput(issue.input) ? requiredMessage : invalidMessage) }).int(invalidMessage);

/** A letters-and-digits code, stored and compared in upper case as checkout compares it. */
const couponCodeField = z
  .string({ error: couponFormTexts.codeRequired })
  .trim()
  .min(1, couponFormTexts.codeRequired)
  .min(couponCodeMinLength, couponFormTexts.codeTooShort)
  .max(couponCodeMaxLength, couponFormTexts.codeTooLong)
  // A plain alphabet: upper-casing it is the same in JavaScript and PostgreSQL, and it reads out over the phone.
  .regex(/^[A-Za-z0-9_-]*$/, couponFormTexts.codeCharacters)
  .transform((code) => code.toUpperCase());

/**
 * An optional expiry date ('' or null for none); with `today`, a date before it is refused, unless it is the
 * coupon's expiry as saved (`keptExpiry`): an expired coupon can still be deactivated or renamed without a new date.
 */
const expiryField = (today: string | null, keptExpiry: string | null = null) =>
  isoDateOrBlankField
    .nullable()
    .transform((date) => date || null)
    .refine(
      (date) => today === null || date === null || date >= today || date === keptExpiry,
      couponFormTexts.expiryInPast,
    );

function couponFields(today: string | null, keptExpiry: string | null = null) {
  return {
    name: z
      .string({ error: couponFormTexts.nameRequired })
      .refine(isSingleLine, singleLineMessage)
      .trim()
      .min(1, couponFormTexts.nameRequired)
      .max(couponNameMaxLength, couponFormTexts.nameTooLong),
    code: couponCodeField,
    discountPercentage: wholeNumberField(couponFormTexts.discountRequired, couponFormTexts.discountRange)
      .min(1, couponFormTexts.discountRange)
      .max(100, couponFormTexts.discountRange),
    usageLimit: wholeNumberField(couponFormTexts.allowanceRequired, couponFormTexts.allowanceMin)
      .min(1, couponFormTexts.allowanceMin)
      .max(couponUsageLimitMax, couponFormTexts.allowanceTooLarge),
    expiresAt: expiryField(today, keptExpiry).optional(),
  };
}

/** Editing also sets the status: a coupon is created inactive and switched on or off only here. */
function couponEditFields(today: string | null, keptExpiry: string | null = null) {
  return {
    ...couponFields(today, keptExpiry),
    status: z.enum(couponStatuses, { error: 'Choose active or inactive' }),
  };
}

/**
 * The coupon dialog's fields, for adding a coupon. `today` is couponDay(now, the admin's time zone): the browser
 * passes its own, the server the acting admin's, so an expiry date before it is refused on both sides.
 */
export function couponFormSchema(today: string) {
  return z.strictObject(couponFields(today));
}
export type CouponForm = z.input<ReturnType<typeof couponFormSchema>>;

/** Editing a coupon whose expiry is `keptExpiry`: that date may stay, even once it has passed. */
export function couponEditFormSchema(today: string, keptExpiry: string | null = null) {
  return z.strictObject(couponEditFields(today, keptExpiry));
}
export type CouponEditForm = z.input<ReturnType<typeof couponEditFormSchema>>;

/** PATCH: any of the edit dialog's fields; those left out keep their value. */
export function couponUpdateSchema(today: string, keptExpiry: string | null = null) {
  return couponEditFormSchema(today, keptExpiry).partial();
}
export type CouponUpdate = z.input<ReturnType<typeof couponUpdateSchema>>;

/**
 * The request bodies as the endpoint contracts declare them: every rule but the expiry's, which needs the
 * server's today, so the server checks the body again with couponFormSchema or couponUpdateSchema.
 */
export const couponCreateRequestSchema = z.strictObject(couponFields(null));
export const couponUpdateRequestSchema = z.strictObject(couponEditFields(null)).partial();

export const couponSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    discountPercentage: z.number().int(),
    usageLimit: z.number().int(),
    /** Checkouts completed with it, and those open now holding a use. */
    timesUsed: z.number().int().min(0),
    /** The last day it can be used ('YYYY-MM-DD', through its end in UTC-12: couponExpired), or null for no expiry. */
    expiresAt: z.string().nullable(),
    status: z.enum(couponStatuses),
    /** Null once the admin who made it has deleted their account. */
    createdBy: adminPersonSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof couponSchema>;

export const couponListSchema = z.object({ coupons: z.array(couponSchema) });
export type CouponList = z.infer<typeof couponListSchema>;

/** The inboxes are searched like the other admin lists; a CSV download takes the same search, without paging. */
export const adminCsvQuerySchema = adminPageQuerySchema.pick({ search: true });
export type AdminCsvQuery = z.input<typeof adminCsvQuerySchema>;

export const waitlistEntrySchema = z
  .object({ id: z.string(), email: z.string(), createdAt: z.string() })
  .meta({ id: 'AdminWaitlistEntry' });
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** What every form answer in an inbox carries: when it came, the name and e-mail typed in it, and the account that sent it. */
const sentFormFields = {
  id: z.string(),
  createdAt: z.string(),
  user: adminPersonSchema,
  name: z.string(),
  email: z.string(),
};

/** An answer of the feedback form. */
export const feedbackEntrySchema = z
  .object({
    ...sentFormFields,
    clients: z.number().int(),
    usage: z.string(),
    intuitive: z.string(),
    helped: z.enum(feedbackHelpedOptions),
    change: z.string(),
    missing: z.string(),
    longerTerm: z.string(),
    price: z.string(),
    final: z.string(),
  })
  .meta({ id: 'AdminFeedbackEntry' });
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

/** A bug report; its screenshot is fetched by the report's id. */
export const bugReportEntrySchema = z
  .object({
    ...sentFormFields,
    device: z.enum(bugReportDevices),
    browser: z.string(),
    action: z.string(),
    issue: z.string(),
    recreate: z.string(),
    hasScreenshot: z.boolean(),
    screenshotName: z.string().nullable(),
  })
  .meta({ id: 'AdminBugReportEntry' });
export type BugReportEntry = z.infer<typeof bugReportEntrySchema>;
