import { describe, expect, it } from 'vitest';
import { matchRoute, routes } from './routes';

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

  it('lets free-trial users reach only public pages, the checkout result pages and the reset page', () => {
    const signedInAllowed = routes
      .filter((route) => route.access === 'user' && route.allowFreeTrial)
      .map((route) => route.path);
    // The success page confirms the checkout itself: Stripe's webhook may not have made the user paid yet.
    expect(signedInAllowed.sort()).toEqual(['/checkout/failure', '/checkout/success', '/update-password']);
    expect(
      routes
        .filter((route) => route.access !== 'user' && route.access !== 'admin')
        .every((route) => route.allowFreeTrial),
    ).toBe(true);
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
