import { defaultGraceDays, workflowLimits } from '@shutterdesk/core';
import { z } from 'zod';

/**
 * The server's whole configuration, parsed once from the environment. A bad value stops start-up with a
 * message naming the variable, instead of surfacing later as a confusing runtime error.
 */
/** 'true'/'1' or 'false'/'0'; unset or blank is `whenUnset`. */
const booleanFlag = (whenUnset: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => (value ? value === 'true' || value === '1' : whenUnset));

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || (URL.canParse(value) && protocols.test(new URL(value).protocol)), hint);

const emailList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (emails) => emails.every((email) => z.email().safeParse(email).success),
    'must be e-mail addresses separated by commas',
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    APP_URL: optionalUrl(/^https?:$/, 'must be an http(s) URL such as https://app.example.com'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'must be a postgres:// connection string'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    MIGRATIONS_DIR: z.string().min(1).optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (try: openssl rand -base64 32)').optional(),
    SMTP_URL: optionalUrl(
      /^smtps?:$/,
      'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587',
    ),
    MAIL_FROM: z.string().min(3).default('Shutterdesk <no-reply@shutterdesk.local>'),
    SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@shutterdesk.app'),
    ADMIN_EMAILS: emailList,
    /** Admins must sign in with two factors to use the admin area; 'false' waives it (a risk: see README). */
    ADMIN_REQUIRE_2FA: booleanFlag(true),
    TRUST_PROXY: booleanFlag(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Comma-separated Stripe price ids: the plans on offer, in the order shown. */
    STRIPE_PRICE_IDS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    /** Another Stripe API origin, such as the Stripe-protocol test server of `npm run billing:sandbox`. */
    STRIPE_API_URL: optionalUrl(/^https?:$/, 'must be an http(s) URL such as http://127.0.0.1:12111'),
    /** Seconds between runs of the job that re-reads subscriptions from Stripe; 0 turns the timer off. */
    BILLING_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    /** Days a failed renewal keeps access while Stripe retries the card (docs/decisions/0020-billing-access.md). */
    BILLING_GRACE_DAYS: z.coerce
      .number('must be a whole number of days')
      .int('must be a whole number of days')
      .min(0, 'must be 0 (no grace) or more')
      .max(60, 'must be at most 60 days')
      .default(defaultGraceDays),
    /**
     * What the users who were here before billing was switched on get, once, on the first start with billing on:
     * 'trial' (the free trial from that day) or 'free' (full access until they choose a plan).
     */
    BILLING_EXISTING_USERS: z.enum(['trial', 'free'], { error: "must be 'trial' or 'free'" }).default('trial'),
    AI_BASE_URL: optionalUrl(
      /^https?:$/,
      'must be the http(s) URL of an OpenAI-compatible API, e.g. http://localhost:11434/v1',
    ),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(60),
    AI_DRAFTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
    SHEETS_WEBHOOK_URL: optionalUrl(/^https?:$/, 'must be the http(s) URL of the spreadsheet script'),
    SHEETS_RETRY_INTERVAL_SECONDS: z.coerce.number().positive().max(86_400).default(60),
    /** Automatic messages a photographer's leads and clients may be sent a day; more wait for the next day. */
    WORKFLOW_DAILY_CAP: z.coerce
      .number('must be a whole number of messages')
      .int('must be a whole number of messages')
      .min(1, 'must be at least 1')
      .max(100_000)
      .default(workflowLimits.defaultDailyCap),
    /** Seconds between reminder ticks; 0 turns the timer off (tests tick by hand). */
    REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** The embedded mode's scheduled backups: where (default DATA_DIR/backups), how often (0: never), how many kept. */
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_INTERVAL_HOURS: z.coerce
      .number('must be a number of hours (0 turns scheduled backups off)')
      .min(0, 'must be 0 (off) or more')
      .max(168, 'must be at most 168 (a week)')
      .default(24),
    BACKUP_KEEP: z.coerce
      .number('must be a whole number of backups to keep')
      .int('must be a whole number of backups to keep')
      .min(1, 'must keep at least 1 backup')
      .max(1000)
      .default(7),
  })
  .superRefine((env, context) => {
    // Several instances must sign sessions with one shared secret; only the embedded mode may make its own.
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required when DATABASE_URL is set (all instances must share it)',
      });
    }
    if (env.AI_BASE_URL && !env.AI_MODEL) {
      context.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'is required when AI_BASE_URL is set' });
    }
  });

export type RawEnv = z.infer<typeof envSchema>;

export interface Env extends RawEnv {
  /** Billing is on only when every Stripe setting is present. */
  billingEnabled: boolean;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'} ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    ...env,
    // Unset, the public origin is http://localhost:<the port actually bound> (see server.ts).
    APP_URL: env.APP_URL?.replace(/\/+$/, ''),
    billingEnabled: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_IDS.length > 0),
  };
}
