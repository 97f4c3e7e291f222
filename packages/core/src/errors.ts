import { z } from 'zod';

/**
 * Every error code the API answers with, and the HTTP status it travels with: the one table both sides read.
 * The server throws a code (never a status), and the web app branches on codes, so a renamed code breaks the
 * build instead of a screen.
 */
export const errorStatuses = {
  /** A field of the request broke its rule; `fields` names each one. */
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  INVALID_ORDER: 400,
  /** The password-reset link is unknown, used or expired. */
  INVALID_TOKEN: 400,
  RESET_FAILED: 400,
  /** A Stripe webhook whose signature does not match its body. */
  INVALID_SIGNATURE: 400,
  UNAUTHENTICATED: 401,
  /** Billing is on and the caller's plan does not give access now: the endpoint needs one (access 'subscriber'). */
  SUBSCRIPTION_REQUIRED: 402,
  ACCOUNT_BANNED: 403,
  /** Signed in, but not an admin, on an admin endpoint. */
  ADMIN_ONLY: 403,
  /** An admin without two-factor sign-in, while ADMIN_REQUIRE_2FA is on: set it up in account settings first. */
  TWO_FACTOR_REQUIRED: 403,
  /** The password given to confirm an action (deleting the account) is not the user's. */
  WRONG_PASSWORD: 403,
  /** A state-changing request from another origin, or one Hono's own middleware refused. */
  REQUEST_REJECTED: 403,
  /** Unknown ids and other users' rows alike: a row of another user is never confirmed to exist. */
  NOT_FOUND: 404,
  /** Signed in, but the browser has not created the profile yet (it does so on the first page load). */
  PROFILE_NOT_FOUND: 404,
  TASK_LIMIT: 409,
  PRIORITY_TASK_LIMIT: 409,
  CATEGORY_ALREADY_CHOSEN: 409,
  LEAD_ALREADY_BOOKED: 409,
  /** The lead was converted before and its client still exists: converting again would make a second one. */
  LEAD_ALREADY_CONVERTED: 409,
  /** An admin may not ban their own account. */
  CANNOT_BAN_SELF: 409,
  /** Another coupon has this code (compared in upper case). */
  COUPON_CODE_TAKEN: 409,
  /** No Stripe keys are configured on this server, so there is nothing to buy or manage. */
  BILLING_DISABLED: 409,
  /** A subscription of the user is not finished (running, cancelled but in its period, or waiting for a payment). */
  ALREADY_SUBSCRIBED: 409,
  /** Another checkout of the same user is being started at this moment (a second tab). */
  CHECKOUT_IN_PROGRESS: 409,
  /** The subscription has ended (or its period is over), so it can no longer be resumed. */
  SUBSCRIPTION_ENDED: 409,
  /** An import's commit named a check this server no longer holds (expired, or made on another server). */
  IMPORT_CHECK_EXPIRED: 409,
  /** An e-mail template a workflow setting or a session step sends: the message names where. */
  TEMPLATE_IN_USE: 409,
  /** The user already keeps as many e-mail templates as allowed. */
  TEMPLATE_LIMIT: 409,
  /** A message already sent (or being sent) cannot be cancelled or sent again. */
  MESSAGE_NOT_PENDING: 409,
  /** A message cannot go: the lead or client has no e-mail address, or has unsubscribed. */
  NO_RECIPIENT: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CATEGORY_NOT_CHOSEN: 422,
  UNSUPPORTED_REFINEMENT: 422,
  /** A price id that is not one of the server's plans. */
  UNKNOWN_PLAN: 422,
  /** A coupon code that does not exist, is inactive, has expired or is used up; the message says which. */
  COUPON_NOT_USABLE: 422,
  RATE_LIMITED: 429,
  DRAFT_LIMIT_REACHED: 429,
  INTERNAL_ERROR: 500,
  /** The AI endpoint answered with an error, or with no text. */
  AI_DRAFT_FAILED: 502,
  AI_NO_RESPONSE: 502,
  /** Stripe could not be reached or answered with an error; nothing was changed. */
  PAYMENT_PROVIDER_FAILED: 502,
  NOT_READY: 503,
  /** The AI endpoint did not answer within AI_TIMEOUT_SECONDS. */
  AI_TIMED_OUT: 504,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatuses;
export type ErrorStatus = (typeof errorStatuses)[ErrorCode];

export const errorCodes = Object.keys(errorStatuses) as ErrorCode[];

/** The body of every non-2xx answer under /api. */
export const apiErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]),
      message: z.string(),
      /** Field name -> message, for a rejected form. */
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
