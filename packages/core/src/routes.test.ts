import { describe, expect, it } from 'vitest';
import { matchRoute, routeNeedsPlan, routes, sendsToPlans } from './routes';

describe('matchRoute', () => {
  it('finds static and parameterised routes, ignoring a trailing slash', () => {
    expect(matchRoute('/dashboard')?.access).toBe('user');
    expect(matchRoute('/dashboard/')?.path).toBe('/dashboard');
    expect(matchRoute('/admin/users/abc123')?.path).toBe('/admin/users/:id');
    expect(matchRoute('/')?.access).toBe('guest');
  });

  it('knows no unknown path', () => {
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/admin/users/abc/extra')).toBeUndefined();
    expect(matchRoute('/dashboardx')).toBeUndefined();
  });

  it('lets users without a plan reach account, support, billing, checkout results, the reset page and public pages', () => {
    const signedInAllowed = routes
      .filter((route) => route.access === 'user' && !routeNeedsPlan(route))
      .map((route) => route.path);
    // The success page confirms the checkout itself: Stripe's webhook may not have made the user paid yet.
    expect(signedInAllowed.sort()).toEqual([
      '/account',
      '/bug-report',
      '/checkout/failure',
      '/checkout/success',
      '/subscription/manage',
      '/update-password',
    ]);
    expect(routes.filter((route) => route.access !== 'user').every((route) => !routeNeedsPlan(route))).toBe(true);
    expect(routes.filter(routeNeedsPlan).map((route) => route.path)).toEqual([
      '/welcome',
      '/dashboard',
      '/clients',
      '/session-templates',
      '/leads',
      '/workflows',
      '/notifications',
      '/feedback',
    ]);
  });

  it('sends a signed-in user without a plan to the plans page only from a route that needs one, with billing on', () => {
    const dashboard = matchRoute('/dashboard')!;
    const unpaid = { subscription: 'free-trial', isBanned: false } as const;
    expect(sendsToPlans(dashboard, unpaid, true)).toBe(true);
    expect(sendsToPlans(dashboard, unpaid, false)).toBe(false);
    expect(sendsToPlans(dashboard, { ...unpaid, subscription: 'paid' }, true)).toBe(false);
    // A banned user sees the banned screen instead.
    expect(sendsToPlans(dashboard, { ...unpaid, isBanned: true }, true)).toBe(false);
    for (const path of ['/account', '/bug-report', '/subscription/manage', '/admin/users/u1', '/subscription/plans']) {
      expect(sendsToPlans(matchRoute(path)!, unpaid, true)).toBe(false);
    }
  });

  it('declares the guest-only and public routes of the spec', () => {
    const access = Object.fromEntries(routes.map((route) => [route.path, route.access]));
    expect(access).toMatchObject({
      '/': 'guest',
      '/login': 'guest',
      '/register': 'guest',
      '/forgot-password': 'public',
      '/waitlist': 'public',
      '/subscription/plans': 'public',
      '/admin/dashboard': 'admin',
    });
  });
});
