import { OpenAPIHono } from '@hono/zod-openapi';
import { apiContracts } from '@shutterdesk/core/api';
import { HTTPException } from 'hono/http-exception';
import { isAPIError } from 'better-auth/api';
import { requestId } from 'hono/request-id';
import type { Context } from 'hono';
import type { Auth } from './auth/auth';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { emailTakenAnswer } from './auth/email-change';
import { authErrorResponse, inApiErrorShape } from './auth/error-shape';
import { createRequireUser, type WatchSession } from './auth/require-user';
import type { CacheInvalidation } from './cache/invalidation';
import type { Clock } from './clock';
import type { Database } from './db/client';
import { databaseUnavailableMessage, isDatabaseUnavailable, type DatabaseOutages } from './db/unavailable';
import type { Env } from './env';
import { adminCouponRoutes } from './features/admin/coupons-routes';
import { adminInboxRoutes } from './features/admin/inboxes-routes';
import { adminUserRoutes } from './features/admin/users-routes';
import { apiDocsRoutes } from './features/api-docs/routes';
import { billingRoutes, stripeWebhookGate } from './features/billing/routes';
import { bugReportRoutes } from './features/bug-report/routes';
import type { Billing } from './features/billing/service';
import { chatRoutes } from './features/chat/routes';
import { clientHeaderRoutes, clientRoutes } from './features/clients/routes';
import { configRoutes } from './features/config/routes';
import { taskCategoryRoutes } from './features/dashboard/categories-routes';
import { priorityTaskRoutes } from './features/dashboard/priority-tasks-routes';
import { taskRoutes } from './features/dashboard/tasks-routes';
import { feedbackRoutes } from './features/feedback/routes';
import { healthRoutes } from './features/health/routes';
import { calendarFeedRoutes } from './features/calendar-feed/routes';
import { inquiryFormRoutes } from './features/inquiry-form/routes';
import { leadRoutes } from './features/leads/routes';
import { searchRoutes } from './features/search/routes';
import { sessionTemplateRoutes } from './features/session-templates/routes';
import { createLead } from './features/leads/service';
import { announceWebsiteLead, notifyOfWebsiteInquiry } from './features/notifications/inquiry-notification';
import type { NotificationFeed } from './features/notifications/live-feed';
import { leadReminders } from './features/notifications/reminders/lead-reminders';
import { notificationPreferenceRoutes, notificationRoutes } from './features/notifications/routes';
import { onboardingRoutes } from './features/onboarding/routes';
import { accountRoutes } from './features/account/routes';
import { waitlistRoutes } from './features/waitlist/routes';
import { queueInquiryReply } from './features/workflows/inquiry-reply';
import type { Outbox } from './features/workflows/outbox';
import { workflowRoutes } from './features/workflows/routes';
import { clientIp } from './http/client-ip';
import { compressAnswers } from './http/compression';
import type { AppBindings } from './http/context';
import { AppError } from './errors';
import { errorResponse, rejectedByMiddleware, respondWithError } from './http/errors';
import { createRouting, defaultMaxBodyBytes, limitBody, type Routing } from './http/routing';
import { requestLog } from './http/request-log';
import { refuseCrossSiteWrites, securityHeaders } from './http/security';
import { serveWebApp } from './http/static';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { ProfileView } from './profile/profile';
import type { SheetForwarding } from './sheets/forwarding';

export interface AppDependencies {
  env: Env;
  appUrl: string;
  db: Database;
  auth: Auth;
  /** The server's secret (AUTH_SECRET or the one kept for the embedded database); calendar feed tokens derive from it. */
  secret: string;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
  /** The built SPA; without it only /api is served (as in development, where Vite serves the pages). */
  webDistDir: string;
  /** Sends stored feedback and bug reports on to the spreadsheet script; started and stopped with the server. */
  sheetForwarding: SheetForwarding;
  /** New notifications as they are created on any server, for the live event stream. */
  notificationFeed: NotificationFeed;
  /** Keeps the in-memory caches (sessions, client lists) true to the database. */
  cacheInvalidation: CacheInvalidation;
  /** Plans, checkout and subscriptions; undefined while no Stripe keys are set. */
  billing: Billing | undefined;
  /** Logs a database outage once as it starts and ends, however many requests it refuses. */
  databaseOutages: DatabaseOutages;
  /** The workflows' automatic messages: nudged when an inquiry queues its reply. */
  outbox: Outbox;
}

/** Every better-auth body is a small form: a name, an e-mail, a password or a token. */
const authMaxBodyBytes = 64 * 1024;

type AppRouter = OpenAPIHono<AppBindings>;

/** What runs in front of every route, in this order. */
function handleEveryRequest(app: AppRouter, { env, appUrl, logger, billing }: AppDependencies) {
  app.use(requestId());
  app.use(requestLog(logger));
  // The public inquiry form is embedded in photographers' own websites (docs/decisions/0013).
  app.use(securityHeaders(appUrl, (path) => path.startsWith('/inquiry/')));
  // The built pages' files come precompressed (http/static.ts); API answers are compressed as they go out.
  app.use('/api/*', compressAnswers());
  app.use('/api/*', clientIp(env.TRUST_PROXY));
  app.use('/api/*', refuseCrossSiteWrites(appUrl));
  // Public and server-to-server: its signature header is checked before a byte of its body (1 MB at most) is read.
  app.use(apiContracts.receiveStripeEvent.path, stripeWebhookGate(billing));
  // No limit in front of all of /api: a chunked body is read as it is counted, so a shared limit would read up to
  // the largest any route takes (16 MB) before the route's own limit saw it. Each route reads its body through its
  // own limit (http/routing.ts), /api/auth/* through 64 kB, and an unknown /api path through the default.
  app.use('/api/*', async (c, next) => {
    await next();
    // API answers are per-user: no shared cache may keep them. Set on the finished response's headers: c.header()
    // at this point would rebuild the response around a body stream, which Node's adapter then pipes slowly.
    c.res.headers.set('Cache-Control', 'no-store');
  });
}

/** Every failure answered in the API's one error shape; only the unexpected ones are logged. */
function answerErrors(app: AppRouter, databaseOutages: DatabaseOutages) {
  app.onError((error, c) => {
    if (error instanceof AppError) return respondWithError(c, error);
    // Hono's own middleware rejects with an HTTPException carrying the status to send.
    if (error instanceof HTTPException) return respondWithError(c, rejectedByMiddleware(error));
    if (isAPIError(error) && error.statusCode < 500) return authErrorResponse(error);
    if (isDatabaseUnavailable(error)) {
      databaseOutages.noteUnavailable(error);
      return errorResponse(c, 'NOT_READY', databaseUnavailableMessage);
    }
    c.get('logger').error({ err: error }, 'unhandled error');
    return errorResponse(c, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
  });
}

/** better-auth's endpoints under /api/auth; a POST may have ended the caller's sessions, so their cache goes. */
function mountAuth(app: AppRouter, auth: Auth, forgetCallerSessions: (c: Context<AppBindings>) => Promise<void>) {
  app.use('/api/auth/*', limitBody(authMaxBodyBytes));
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const response = await auth.handler(c.req.raw).catch((error: unknown) => {
      const answer = emailTakenAnswer(c.req.raw, error);
      if (!answer) throw error;
      return answer;
    });
    if (c.req.method === 'POST') await forgetCallerSessions(c);
    return inApiErrorShape(response);
  });
}

/** The website inquiry form, handed Lead Flow's and the notification centre's parts of an inquiry (decision 0013). */
function inquiryForm(
  db: Database,
  routing: Routing,
  { appUrl, secret, clock, mailer, cacheInvalidation, outbox }: AppDependencies,
) {
  return inquiryFormRoutes(db, routing, {
    appUrl,
    secret,
    clock,
    mailer,
    delivery: {
      addLead: (tx, userId, lead, now) => createLead(tx, leadReminders, userId, lead, 'websiteInquiry', now),
      notify: notifyOfWebsiteInquiry,
      announce: announceWebsiteLead,
      queueReply: (tx, userId, lead, now) => queueInquiryReply(tx, { appUrl, secret }, userId, lead, now),
    },
    forgetLeadLists: (userId) => cacheInvalidation.forgetOwner('leads', userId),
    sendQueuedMessages: () => outbox.nudge(),
  });
}

/** The features' endpoints, each from its contracts (http/routing.ts). */
function mountFeatures(
  app: AppRouter,
  routing: Routing,
  profileView: ProfileView,
  watchSession: WatchSession,
  dependencies: AppDependencies,
) {
  const { env, appUrl, db, auth, secret, clock, sheetForwarding, notificationFeed, cacheInvalidation } = dependencies;
  const { billing, outbox } = dependencies;
  app.route('/', accountRoutes(db, auth, routing, profileView, billing, clock));
  app.route('/', waitlistRoutes(db, routing));
  app.route('/', onboardingRoutes(db, routing, profileView));
  app.route('/', taskRoutes(db, routing, clock));
  app.route('/', priorityTaskRoutes(db, routing, clock));
  app.route('/', taskCategoryRoutes(db, routing, profileView));
  app.route('/', clientRoutes(db, routing, clock, cacheInvalidation));
  app.route('/', clientHeaderRoutes(db, routing, profileView));
  app.route('/', leadRoutes(db, routing, clock, leadReminders, cacheInvalidation));
  app.route('/', searchRoutes(db, routing));
  app.route('/', sessionTemplateRoutes(db, routing, clock));
  app.route(
    '/',
    workflowRoutes(db, routing, { clock, links: { appUrl, secret }, sendQueuedMessages: () => outbox.nudge() }),
  );
  app.route('/', calendarFeedRoutes(db, routing, clock, { secret, appUrl }));
  app.route('/', inquiryForm(db, routing, dependencies));
  app.route('/', notificationRoutes(db, routing, watchSession, clock, notificationFeed));
  app.route('/', notificationPreferenceRoutes(db, routing));
  app.route('/', chatRoutes(db, routing, env, clock));
  app.route('/', feedbackRoutes(db, routing, clock, sheetForwarding));
  app.route('/', bugReportRoutes(db, routing, clock, sheetForwarding));
  app.route('/', billingRoutes(db, routing, billing));
  app.route('/', adminUserRoutes(db, routing, { view: profileView, invalidation: cacheInvalidation, billing }));
  app.route('/', adminCouponRoutes(db, routing, clock));
  app.route('/', adminInboxRoutes(db, routing, clock));
  app.route('/', apiDocsRoutes(app, auth, appUrl));
}

export function createApp(dependencies: AppDependencies) {
  const { env, db, auth, clock, webDistDir, cacheInvalidation, billing, databaseOutages } = dependencies;
  const app = new OpenAPIHono<AppBindings>();
  // ADMIN_EMAILS is read here only: the session checks and every route that shows a profile take it from this view.
  const profileView: ProfileView = { adminEmails: env.ADMIN_EMAILS, clock, graceDays: env.BILLING_GRACE_DAYS };
  const { requireUser, requireAdmin, forgetCallerSessions, watchSession, hasSessionCookie } = createRequireUser(
    auth,
    db,
    cacheInvalidation,
    { adminEmails: profileView.adminEmails, requireTwoFactor: env.ADMIN_REQUIRE_2FA },
    { billingEnabled: billing !== undefined, clock },
  );
  const routing = createRouting({ requireUser, requireAdmin, validateResponses: env.NODE_ENV !== 'production' });

  handleEveryRequest(app, dependencies);
  answerErrors(app, databaseOutages);
  app.route('/', healthRoutes(db, routing, databaseOutages));
  app.route('/', configRoutes(env, routing));
  app.route('/', passwordResetRoutes(db, auth, routing));
  mountAuth(app, auth, forgetCallerSessions);
  mountFeatures(app, routing, profileView, watchSession, dependencies);
  app.all('/api/*', limitBody(defaultMaxBodyBytes), (c) =>
    errorResponse(c, 'NOT_FOUND', `No API endpoint ${c.req.method} ${c.req.path}.`),
  );

  serveWebApp(app, webDistDir, hasSessionCookie);
  return app;
}

export type App = ReturnType<typeof createApp>;
