import { sendsToPlans, type Profile, type RouteDefinition } from '@shutterdesk/core';
import { loginRedirectState, rememberedPath, type LoginRedirectState } from '../lib/redirect';

/** Unknown paths are open to everyone; a banned user still sees only the banned screen. */
export const unknownRoute: RouteDefinition = { path: '*', access: 'public', allowFreeTrial: true };

/** What the guard reads of the signed-in user's profile. */
export type GuardProfile = Pick<Profile, 'isBanned' | 'isAdmin' | 'subscription'>;

/** The session query as the guard sees it. */
export type GuardSession =
  | { status: 'loading' }
  /** The session could not be read and there is no earlier answer to fall back on. */
  | { status: 'unavailable' }
  /** `profile` is null when signed out. */
  | { status: 'ready'; profile: GuardProfile | null };

/**
 * Whether billing is on (GET /api/config). 'unknown' means the config could not be read: the guard then lets the
 * user through rather than lock a paying user out over a failed read; the next navigation reads it again.
 */
export type BillingState = 'loading' | 'enabled' | 'disabled' | 'unknown';

export interface GuardLocation {
  pathname: string;
  search: string;
  hash: string;
  /** The history state; carries the path to go back to after login. */
  state: unknown;
}

export interface RouteAccessInput {
  route: RouteDefinition;
  session: GuardSession;
  billing: BillingState;
  location: GuardLocation;
}

export type RouteAccessDecision =
  | { kind: 'loading' }
  | { kind: 'session-unavailable' }
  | { kind: 'redirect'; reason: 'login-required'; to: '/login'; state: LoginRedirectState }
  | { kind: 'redirect'; reason: 'free-trial'; to: '/subscription/plans' }
  | { kind: 'redirect'; reason: 'guest-only'; to: string }
  | { kind: 'banned' }
  | { kind: 'not-found' }
  | { kind: 'render' };

function requiresLogin(route: RouteDefinition): boolean {
  return route.access === 'user' || route.access === 'admin';
}

/** The reset e-mail's token (or its error) is the credential of /update-password, so it opens without a session. */
export function opensWithResetLink(route: RouteDefinition, search: string): boolean {
  if (route.path !== '/update-password') return false;
  const params = new URLSearchParams(search);
  return params.has('token') || params.has('error');
}

/**
 * Whether the plan rule could send this user to the plans page from this route (core's `sendsToPlans`, as if billing
 * were on), i.e. whether the guard needs to know if billing is on. Account, support, billing and, for admins, the admin
 * area never need a plan (docs/decisions/0020-billing-access.md).
 */
export function checksFreeTrial(route: RouteDefinition, profile: GuardProfile | null): boolean {
  return profile !== null && sendsToPlans(route, profile, true);
}

/**
 * What a route shows, in the order of docs/product.md: loading -> login required -> banned -> free trial ->
 * guest only; then admin-only routes are not found for everyone else.
 */
export function decideRouteAccess({ route, session, billing, location }: RouteAccessInput): RouteAccessDecision {
  if (session.status === 'loading') return { kind: 'loading' };
  if (opensWithResetLink(route, location.search)) return { kind: 'render' };
  if (session.status === 'unavailable' && requiresLogin(route)) return { kind: 'session-unavailable' };

  // A page open to visitors still renders when the session cannot be read: it is shown as to a visitor.
  const profile = session.status === 'ready' ? session.profile : null;
  if (requiresLogin(route) && !profile) {
    return { kind: 'redirect', reason: 'login-required', to: '/login', state: loginRedirectState(location) };
  }
  if (profile?.isBanned) return { kind: 'banned' };
  if (profile && checksFreeTrial(route, profile)) {
    if (billing === 'loading') return { kind: 'loading' };
    // While billing is off nobody is treated as free-trial (README.md, "Configuration").
    if (sendsToPlans(route, profile, billing === 'enabled')) {
      return { kind: 'redirect', reason: 'free-trial', to: '/subscription/plans' };
    }
  }
  if (route.access === 'guest' && profile) {
    return { kind: 'redirect', reason: 'guest-only', to: rememberedPath(location) ?? '/dashboard' };
  }
  if (route.access === 'admin' && !profile?.isAdmin) return { kind: 'not-found' };
  return { kind: 'render' };
}
