/**
 * Every route of the product and who may open it (docs/product.md). The web router
 * renders from this table and the server uses it to answer unknown paths with 404, so the two never disagree.
 */
export type RouteAccess =
  /** Signed-out visitors only; a signed-in user is sent to /dashboard. */
  | 'guest'
  /** Anyone. */
  | 'public'
  /** A signed-in user. */
  | 'user'
  /** A signed-in admin; everyone else sees the not-found page. */
  | 'admin';

export interface RouteDefinition {
  path: string;
  access: RouteAccess;
  /**
   * A signed-in user without a plan that gives access (a free trial never started, a plan lapsed, a payment failed
   * past its grace) may open it even while billing is enabled.
   */
  allowFreeTrial: boolean;
}

function route(path: string, access: RouteAccess, allowFreeTrial = access !== 'user'): RouteDefinition {
  return { path, access, allowFreeTrial };
}

export const routes = [
  route('/', 'guest'),
  route('/login', 'guest'),
  route('/register', 'guest'),
  route('/forgot-password', 'public'),
  route('/waitlist', 'public'),
  // A photographer's public website inquiry form; its unguessable id is the address (docs/decisions/0013).
  route('/inquiry/:id', 'public'),
  // Where an automatic e-mail's unsubscribe link leads: its signed token stands for the lead or client.
  route('/unsubscribe/:token', 'public'),
  // The reset e-mail's token stands in for the session here (see docs/decisions/0003-password-reset.md).
  route('/update-password', 'user', true),
  route('/welcome', 'user'),
  route('/dashboard', 'user'),
  route('/clients', 'user'),
  // Client Flow's checklist templates per session type (docs/decisions/0018-session-templates.md).
  route('/session-templates', 'user'),
  route('/leads', 'user'),
  // E-mail templates and the workflows that send them (docs/decisions/0022-workflows.md).
  route('/workflows', 'user'),
  route('/notifications', 'user'),
  route('/feedback', 'user'),
  route('/subscription/plans', 'public'),
  // Open whatever the plan: a user who lapsed or whose payment failed resumes, opens the billing portal and fixes
  // the card here, and deletes, exports, changes the password and asks for help below (docs/decisions/0020).
  route('/subscription/manage', 'user', true),
  // Stripe's webhooks may arrive after the browser does: the screen itself confirms the checkout (docs/billing.md).
  route('/checkout/success', 'user', true),
  route('/checkout/failure', 'user', true),
  route('/account', 'user', true),
  route('/bug-report', 'user', true),
  // The admin area is open to admins whatever their own plan: the operator does not buy their own product.
  route('/admin/dashboard', 'admin'),
  route('/admin/users', 'admin'),
  route('/admin/users/:id', 'admin'),
  route('/admin/discount-coupons', 'admin'),
  // The admin area's inboxes (waitlist, feedback, bug reports) and its audit trail.
  route('/admin/waitlist', 'admin'),
  route('/admin/feedback', 'admin'),
  route('/admin/bug-reports', 'admin'),
  route('/admin/audit', 'admin'),
] as const satisfies readonly RouteDefinition[];

export type RoutePath = (typeof routes)[number]['path'];

/** Whether opening `route` needs a plan that gives access, while billing is enabled. */
export function routeNeedsPlan(route: RouteDefinition): boolean {
  return !route.allowFreeTrial;
}

/**
 * The guard's plan rule: a signed-in, unbanned user whose plan gives no access now (the session's effective
 * `subscription`) is sent to the plans page from a route that needs one, while billing is enabled. The web app's
 * guard decides with it, and the server's billing tests assert it for every route.
 */
export function sendsToPlans(
  route: RouteDefinition,
  user: { subscription: 'free-trial' | 'paid'; isBanned: boolean },
  billingEnabled: boolean,
): boolean {
  return billingEnabled && !user.isBanned && user.subscription !== 'paid' && routeNeedsPlan(route);
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The route that serves `pathname`, or undefined for an unknown path. A trailing slash is ignored. */
export function matchRoute(pathname: string): RouteDefinition | undefined {
  const actual = segments(pathname);
  return routes.find((candidate) => {
    const pattern = segments(candidate.path);
    return (
      pattern.length === actual.length && pattern.every((part, index) => part.startsWith(':') || part === actual[index])
    );
  });
}
