import { matchRoute, routes, type RouteDefinition, type RoutePath } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { pages } from './pages';
import {
  checksFreeTrial,
  decideRouteAccess,
  opensWithResetLink,
  unknownRoute,
  type BillingState,
  type GuardLocation,
  type GuardProfile,
  type GuardSession,
  type RouteAccessInput,
} from './route-access';

function route(pathname: string): RouteDefinition {
  const found = matchRoute(pathname);
  if (!found) throw new Error(`No route serves ${pathname}`);
  return found;
}

/** A concrete path that `definition` serves. */
function samplePath(definition: RouteDefinition): string {
  return definition.path.replace(/:\w+/g, 'u1');
}

function profile(overrides: Partial<GuardProfile> = {}): GuardProfile {
  return { isBanned: false, isAdmin: false, subscription: 'paid', ...overrides };
}

const signedOut: GuardSession = { status: 'ready', profile: null };
const signedIn = (overrides: Partial<GuardProfile> = {}): GuardSession => ({
  status: 'ready',
  profile: profile(overrides),
});
const freeTrial = signedIn({ subscription: 'free-trial' });

function at(pathname: string, { search = '', hash = '', state = null }: Partial<GuardLocation> = {}): GuardLocation {
  return { pathname, search, hash, state };
}

/** The decision for `pathname` (matched against core's route table, or the unknown route when none serves it). */
function decide(
  pathname: string,
  session: GuardSession,
  { billing = 'disabled', ...location }: Partial<GuardLocation> & { billing?: BillingState } = {},
) {
  const input: RouteAccessInput = {
    route: matchRoute(pathname) ?? unknownRoute,
    session,
    billing,
    location: at(pathname, location),
  };
  return decideRouteAccess(input);
}

const userRoutes = routes.filter((definition) => definition.access === 'user');
const adminRoutes = routes.filter((definition) => definition.access === 'admin');
const guestRoutes = routes.filter((definition) => definition.access === 'guest');
const publicRoutes = routes.filter((definition) => definition.access === 'public');
const paidOnlyRoutes = routes.filter((definition) => !definition.allowFreeTrial);

describe('decideRouteAccess, step 1: loading', () => {
  it.each(routes.map((definition) => samplePath(definition)))('shows loading on %s while the session loads', (path) => {
    expect(decide(path, { status: 'loading' }, { billing: 'enabled' })).toEqual({ kind: 'loading' });
  });

  it('shows loading on an unknown path while the session loads', () => {
    expect(decide('/no/such/page', { status: 'loading' })).toEqual({ kind: 'loading' });
  });

  it('shows loading even for a reset link, before anything else is decided', () => {
    expect(decide('/update-password', { status: 'loading' }, { search: '?token=abc' })).toEqual({ kind: 'loading' });
  });

  it('shows loading while a free-trial user waits to learn whether billing is on', () => {
    expect(decide('/dashboard', freeTrial, { billing: 'loading' })).toEqual({ kind: 'loading' });
  });

  it('does not wait for the billing answer when the free-trial rule does not apply', () => {
    expect(decide('/dashboard', signedIn(), { billing: 'loading' })).toEqual({ kind: 'render' });
    expect(decide('/checkout/failure', freeTrial, { billing: 'loading' })).toEqual({ kind: 'render' });
    expect(decide('/forgot-password', freeTrial, { billing: 'loading' })).toEqual({ kind: 'render' });
    expect(decide('/dashboard', signedOut, { billing: 'loading' })).toMatchObject({ kind: 'redirect', to: '/login' });
  });
});

describe('decideRouteAccess, step 2: login required', () => {
  it.each([...userRoutes, ...adminRoutes].map((definition) => definition.path))(
    'sends a signed-out visitor on %s to /login',
    (path) => {
      const pathname = path.replace(':id', 'u1');
      expect(decide(pathname, signedOut)).toEqual({
        kind: 'redirect',
        reason: 'login-required',
        to: '/login',
        state: { from: pathname },
      });
    },
  );

  it('remembers the whole path, query and hash for after login', () => {
    expect(decide('/leads', signedOut, { search: '?filter=booked', hash: '#top' })).toEqual({
      kind: 'redirect',
      reason: 'login-required',
      to: '/login',
      state: { from: '/leads?filter=booked#top' },
    });
  });

  it('sends a signed-out visitor on an admin route to /login, not to Not Found', () => {
    expect(decide('/admin/users/abc123', signedOut)).toMatchObject({ kind: 'redirect', to: '/login' });
  });

  it.each([...guestRoutes, ...publicRoutes].map((definition) => definition.path))(
    'lets a signed-out visitor open %s',
    (path) => {
      expect(decide(path, signedOut)).toEqual({ kind: 'render' });
    },
  );

  it('lets a signed-out visitor see the not-found page for an unknown path', () => {
    expect(decide('/no/such/page', signedOut)).toEqual({ kind: 'render' });
  });
});

describe('decideRouteAccess: the /update-password reset link', () => {
  it('opens without a session when the reset e-mail brought a token', () => {
    expect(decide('/update-password', signedOut, { search: '?token=abc' })).toEqual({ kind: 'render' });
  });

  it('opens without a session when the reset link came back with an error to show', () => {
    expect(decide('/update-password', signedOut, { search: '?error=INVALID_TOKEN' })).toEqual({ kind: 'render' });
  });

  it('opens with a reset link even when the session cannot be read', () => {
    expect(decide('/update-password', { status: 'unavailable' }, { search: '?token=abc' })).toEqual({
      kind: 'render',
    });
  });

  it('requires login on /update-password without a reset link', () => {
    expect(decide('/update-password', signedOut)).toMatchObject({ kind: 'redirect', to: '/login' });
    expect(decide('/update-password', signedOut, { search: '?other=1' })).toMatchObject({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('does not treat a token on any other login-required route as a credential', () => {
    expect(decide('/dashboard', signedOut, { search: '?token=abc' })).toMatchObject({ kind: 'redirect', to: '/login' });
    expect(decide('/account', signedOut, { search: '?error=x' })).toMatchObject({ kind: 'redirect', to: '/login' });
  });

  it('lets a signed-in free-trial user change the password with billing on', () => {
    expect(decide('/update-password', freeTrial, { billing: 'enabled' })).toEqual({ kind: 'render' });
  });
});

describe('decideRouteAccess: the session cannot be read', () => {
  const unavailable: GuardSession = { status: 'unavailable' };

  it.each(['/dashboard', '/account', '/admin/dashboard'])(
    'offers a retry on %s instead of a login redirect',
    (path) => {
      expect(decide(path, unavailable)).toEqual({ kind: 'session-unavailable' });
    },
  );

  it.each(['/', '/login', '/register', '/forgot-password', '/waitlist', '/subscription/plans', '/no/such/page'])(
    'still shows %s as to a visitor',
    (path) => {
      expect(decide(path, unavailable, { billing: 'enabled' })).toEqual({ kind: 'render' });
    },
  );
});

describe('decideRouteAccess, step 3: banned', () => {
  const banned = signedIn({ isBanned: true });

  it.each([...routes.map((definition) => samplePath(definition)), '/no/such/page'])(
    'shows only the banned screen on %s',
    (path) => {
      expect(decide(path, banned)).toEqual({ kind: 'banned' });
    },
  );

  it('shows a banned admin the banned screen on admin routes', () => {
    expect(decide('/admin/users', signedIn({ isBanned: true, isAdmin: true }))).toEqual({ kind: 'banned' });
  });

  it('shows a banned free-trial user with billing on the banned screen, not the plans redirect', () => {
    const bannedTrial = signedIn({ isBanned: true, subscription: 'free-trial' });
    expect(decide('/dashboard', bannedTrial, { billing: 'enabled' })).toEqual({ kind: 'banned' });
    expect(decide('/dashboard', bannedTrial, { billing: 'loading' })).toEqual({ kind: 'banned' });
  });

  it('shows a banned user on a guest-only page the banned screen, not the dashboard redirect', () => {
    expect(decide('/login', banned)).toEqual({ kind: 'banned' });
    expect(decide('/', banned, { state: { from: '/leads' } })).toEqual({ kind: 'banned' });
  });

  it('shows a banned non-admin on an admin route the banned screen, not Not Found', () => {
    expect(decide('/admin/dashboard', banned)).toEqual({ kind: 'banned' });
  });
});

describe('decideRouteAccess, step 4: free trial', () => {
  it.each(paidOnlyRoutes.filter((definition) => definition.access === 'user').map((definition) => definition.path))(
    'sends a free-trial user on %s to the plans page while billing is enabled',
    (path) => {
      expect(decide(path, freeTrial, { billing: 'enabled' })).toEqual({
        kind: 'redirect',
        reason: 'free-trial',
        to: '/subscription/plans',
      });
    },
  );

  it('lets a free-trial user through to /checkout/failure', () => {
    expect(route('/checkout/failure').allowFreeTrial).toBe(true);
    expect(decide('/checkout/failure', freeTrial, { billing: 'enabled' })).toEqual({ kind: 'render' });
  });

  it('lets a free-trial user see the plans page itself, so the redirect cannot loop', () => {
    expect(decide('/subscription/plans', freeTrial, { billing: 'enabled' })).toEqual({ kind: 'render' });
  });

  it.each(['/forgot-password', '/waitlist', '/no/such/page'])('lets a free-trial user open %s', (path) => {
    expect(decide(path, freeTrial, { billing: 'enabled' })).toEqual({ kind: 'render' });
  });

  it('redirects nobody as free-trial while billing is off', () => {
    for (const definition of userRoutes) {
      expect(decide(definition.path, freeTrial, { billing: 'disabled' })).toEqual({ kind: 'render' });
    }
  });

  it('lets the user through when the billing setting could not be read (the server still enforces the rule)', () => {
    expect(decide('/dashboard', freeTrial, { billing: 'unknown' })).toEqual({ kind: 'render' });
  });

  it('never redirects a paid user to the plans page', () => {
    for (const definition of userRoutes) {
      expect(decide(definition.path, signedIn(), { billing: 'enabled' })).toEqual({ kind: 'render' });
    }
  });

  it('sends a free-trial user on a guest-only page to the dashboard, which then asks for a plan', () => {
    expect(decide('/login', freeTrial, { billing: 'enabled' })).toEqual({
      kind: 'redirect',
      reason: 'guest-only',
      to: '/dashboard',
    });
    expect(decide('/dashboard', freeTrial, { billing: 'enabled' })).toMatchObject({ to: '/subscription/plans' });
  });

  it('lets a free-trial admin into the admin area: the operator does not buy their own product', () => {
    expect(
      decide('/admin/users', signedIn({ isAdmin: true, subscription: 'free-trial' }), { billing: 'enabled' }),
    ).toEqual({ kind: 'render' });
  });

  it('shows a free-trial non-admin on an admin route Not Found, as everyone else', () => {
    expect(decide('/admin/dashboard', freeTrial, { billing: 'enabled' })).toEqual({ kind: 'not-found' });
    expect(decide('/admin/dashboard', freeTrial, { billing: 'disabled' })).toEqual({ kind: 'not-found' });
  });
});

/** A decision in one word, for the table below. */
function outcome(decision: ReturnType<typeof decideRouteAccess>): string {
  if (decision.kind !== 'redirect') return decision.kind;
  return decision.reason === 'free-trial' ? 'plans' : decision.to === '/dashboard' ? 'dashboard' : decision.to;
}

/**
 * The plan rule, route by route (docs/decisions/0020-billing-access.md): where a signed-in user without a plan, and
 * an admin without one, land while billing is on. Every route of the table must be here, so a new one is decided
 * on purpose.
 */
const withoutPlan: Record<RoutePath, { user: string; admin: string }> = {
  '/': { user: 'dashboard', admin: 'dashboard' },
  '/login': { user: 'dashboard', admin: 'dashboard' },
  '/register': { user: 'dashboard', admin: 'dashboard' },
  '/forgot-password': { user: 'render', admin: 'render' },
  '/waitlist': { user: 'render', admin: 'render' },
  '/inquiry/:id': { user: 'render', admin: 'render' },
  '/unsubscribe/:token': { user: 'render', admin: 'render' },
  '/update-password': { user: 'render', admin: 'render' },
  '/welcome': { user: 'plans', admin: 'plans' },
  '/dashboard': { user: 'plans', admin: 'plans' },
  '/clients': { user: 'plans', admin: 'plans' },
  '/session-templates': { user: 'plans', admin: 'plans' },
  '/leads': { user: 'plans', admin: 'plans' },
  '/workflows': { user: 'plans', admin: 'plans' },
  '/notifications': { user: 'plans', admin: 'plans' },
  '/feedback': { user: 'plans', admin: 'plans' },
  '/subscription/plans': { user: 'render', admin: 'render' },
  '/subscription/manage': { user: 'render', admin: 'render' },
  '/checkout/success': { user: 'render', admin: 'render' },
  '/checkout/failure': { user: 'render', admin: 'render' },
  '/account': { user: 'render', admin: 'render' },
  '/bug-report': { user: 'render', admin: 'render' },
  '/admin/dashboard': { user: 'not-found', admin: 'render' },
  '/admin/users': { user: 'not-found', admin: 'render' },
  '/admin/users/:id': { user: 'not-found', admin: 'render' },
  '/admin/discount-coupons': { user: 'not-found', admin: 'render' },
  '/admin/waitlist': { user: 'not-found', admin: 'render' },
  '/admin/feedback': { user: 'not-found', admin: 'render' },
  '/admin/bug-reports': { user: 'not-found', admin: 'render' },
  '/admin/audit': { user: 'not-found', admin: 'render' },
};

describe('decideRouteAccess: the plan rule as a table, for a user and an admin without a plan', () => {
  const freeTrialAdmin = signedIn({ isAdmin: true, subscription: 'free-trial' });

  it.each(routes.map((definition) => ({ path: samplePath(definition), ...withoutPlan[definition.path] })))(
    '$path with billing on: a user gets $user, an admin $admin',
    ({ path, user, admin }) => {
      expect(outcome(decide(path, freeTrial, { billing: 'enabled' }))).toBe(user);
      expect(outcome(decide(path, freeTrialAdmin, { billing: 'enabled' }))).toBe(admin);
    },
  );

  it.each(routes.map(samplePath))('%s: nobody is sent to the plans with billing off', (path) => {
    expect(outcome(decide(path, freeTrial, { billing: 'disabled' }))).not.toBe('plans');
    expect(outcome(decide(path, freeTrialAdmin, { billing: 'disabled' }))).not.toBe('plans');
  });

  it.each(routes.map(samplePath))('%s: a paid user is never sent to the plans', (path) => {
    expect(outcome(decide(path, signedIn(), { billing: 'enabled' }))).not.toBe('plans');
  });
});

describe('decideRouteAccess, step 5: guest only', () => {
  it.each(guestRoutes.map((definition) => definition.path))('sends a signed-in user on %s to /dashboard', (path) => {
    expect(decide(path, signedIn())).toEqual({ kind: 'redirect', reason: 'guest-only', to: '/dashboard' });
  });

  it('sends a user who just logged in back to the page they wanted', () => {
    expect(decide('/login', signedIn(), { state: { from: '/leads?filter=booked' } })).toEqual({
      kind: 'redirect',
      reason: 'guest-only',
      to: '/leads?filter=booked',
    });
  });

  it('sends a user back to the page the server remembered in the login address', () => {
    expect(decide('/login', signedIn(), { search: '?from=%2Fleads%3Ffilter%3Dbooked' })).toEqual({
      kind: 'redirect',
      reason: 'guest-only',
      to: '/leads?filter=booked',
    });
    expect(decide('/login', signedIn(), { search: '?from=%2F%2Fevil.example' })).toEqual({
      kind: 'redirect',
      reason: 'guest-only',
      to: '/dashboard',
    });
  });

  it.each([['https://evil.example/'], ['//evil.example'], ['/\\evil.example'], ['javascript:alert(1)'], [42]])(
    'ignores an unsafe remembered path %j and goes to /dashboard',
    (from) => {
      expect(decide('/login', signedIn(), { state: { from } })).toEqual({
        kind: 'redirect',
        reason: 'guest-only',
        to: '/dashboard',
      });
    },
  );

  it('lets a signed-in user open the public pages', () => {
    for (const definition of publicRoutes) {
      expect(decide(definition.path, signedIn())).toEqual({ kind: 'render' });
    }
  });
});

describe('decideRouteAccess, last: admin-only routes', () => {
  it.each(adminRoutes.map((definition) => samplePath(definition)))(
    'shows Not Found to a signed-in non-admin on %s',
    (path) => {
      expect(decide(path, signedIn())).toEqual({ kind: 'not-found' });
    },
  );

  it.each(adminRoutes.map((definition) => samplePath(definition)))('lets an admin open %s', (path) => {
    expect(decide(path, signedIn({ isAdmin: true }))).toEqual({ kind: 'render' });
  });

  it('lets a paid admin through with billing on', () => {
    expect(decide('/admin/discount-coupons', signedIn({ isAdmin: true }), { billing: 'enabled' })).toEqual({
      kind: 'render',
    });
  });

  it.each(['/admin/waitlist', '/admin/feedback', '/admin/bug-reports', '/admin/audit'])(
    'keeps the inbox or audit trail %s to admins',
    (path) => {
      expect(route(path).access).toBe('admin');
      expect(decide(path, signedIn())).toEqual({ kind: 'not-found' });
      expect(decide(path, signedIn({ isAdmin: true }))).toEqual({ kind: 'render' });
    },
  );

  it('has a screen for every admin route, so an admin never lands on the not-found page', () => {
    expect(
      adminRoutes.filter((definition) => !(definition.path in pages)).map((definition) => definition.path),
    ).toEqual([]);
  });

  it('lets an admin open the ordinary user routes too', () => {
    for (const definition of userRoutes) {
      expect(decide(definition.path, signedIn({ isAdmin: true }))).toEqual({ kind: 'render' });
    }
  });
});

describe('checksFreeTrial', () => {
  it('applies only to a signed-in, unbanned free-trial user on a route that does not allow free trial', () => {
    const dashboard = route('/dashboard');
    expect(checksFreeTrial(dashboard, profile({ subscription: 'free-trial' }))).toBe(true);
    expect(checksFreeTrial(dashboard, profile({ subscription: 'paid' }))).toBe(false);
    expect(checksFreeTrial(dashboard, profile({ subscription: 'free-trial', isBanned: true }))).toBe(false);
    expect(checksFreeTrial(dashboard, null)).toBe(false);
    expect(checksFreeTrial(route('/checkout/failure'), profile({ subscription: 'free-trial' }))).toBe(false);
    expect(checksFreeTrial(unknownRoute, profile({ subscription: 'free-trial' }))).toBe(false);
  });
});

describe('opensWithResetLink', () => {
  it('is true only on /update-password with a token or an error', () => {
    expect(opensWithResetLink(route('/update-password'), '?token=abc')).toBe(true);
    expect(opensWithResetLink(route('/update-password'), '?error=INVALID_TOKEN')).toBe(true);
    expect(opensWithResetLink(route('/update-password'), '')).toBe(false);
    expect(opensWithResetLink(route('/update-password'), '?tokens=abc')).toBe(false);
    expect(opensWithResetLink(route('/dashboard'), '?token=abc')).toBe(false);
  });
});
