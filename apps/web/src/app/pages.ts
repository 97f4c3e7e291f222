import type { RoutePath } from '@shutterdesk/core';
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * The screen of each route in core's `routes` table, loaded on demand. A route without an entry here is still
 * guarded by its access rule but shows the not-found page until its screen is built: add one line per screen.
 */
export const pages: Partial<Record<RoutePath, () => Promise<PageModule>>> = {
  '/': () => import('../features/landing/landing-page'),
  '/login': () => import('../features/auth/login-page'),
  '/register': () => import('../features/auth/register-page'),
  '/forgot-password': () => import('../features/auth/forgot-password-page'),
  '/update-password': () => import('../features/auth/update-password-page'),
  '/waitlist': () => import('../features/waitlist/waitlist-page'),
  '/inquiry/:id': () => import('../features/inquiry-form/inquiry-page'),
  '/unsubscribe/:token': () => import('../features/workflows/unsubscribe-page'),
  '/welcome': () => import('../features/onboarding/onboarding-page'),
  '/dashboard': () => import('../features/dashboard/dashboard-page'),
  '/clients': () => import('../features/clients/clients-page'),
  '/session-templates': () => import('../features/session-templates/session-templates-page'),
  '/leads': () => import('../features/leads/leads-page'),
  '/workflows': () => import('../features/workflows/workflows-page'),
  '/notifications': () => import('../features/notifications/notifications-page'),
  '/feedback': () => import('../features/feedback/feedback-page'),
  '/subscription/plans': () => import('../features/billing/plans-page'),
  '/subscription/manage': () => import('../features/billing/manage-page'),
  '/checkout/success': () => import('../features/billing/checkout-success-page'),
  '/checkout/failure': () => import('../features/billing/checkout-failure-page'),
  '/account': () => import('../features/account/account-page'),
  '/bug-report': () => import('../features/bug-report/bug-report-page'),
  '/admin/dashboard': () => import('../features/admin/admin-dashboard-page'),
  '/admin/users': () => import('../features/admin/admin-users-page'),
  '/admin/users/:id': () => import('../features/admin/admin-user-page'),
  '/admin/discount-coupons': () => import('../features/admin/admin-coupons-page'),
  '/admin/waitlist': () => import('../features/admin/admin-waitlist-page'),
  '/admin/feedback': () => import('../features/admin/admin-feedback-page'),
  '/admin/bug-reports': () => import('../features/admin/admin-bug-reports-page'),
  '/admin/audit': () => import('../features/admin/admin-audit-page'),
};

/** Each screen's component once its code has loaded. */
const loadedPages = new Map<string, ComponentType>();
const pageLoads = new Map<string, Promise<void>>();

/**
 * Loads the screen of route `path`, once (route-data.ts starts it with the screen's reads; the route waits for it).
 * A failed load is forgotten, so the next navigation or the error boundary's retry tries again.
 */
export function loadPage(path: string): Promise<void> | undefined {
  const load = pages[path as RoutePath];
  if (!load) return undefined;
  let loading = pageLoads.get(path);
  if (!loading) {
    loading = load().then((module) => void loadedPages.set(path, module.default));
    loading.catch(() => pageLoads.delete(path));
    pageLoads.set(path, loading);
  }
  return loading;
}

/**
 * The screen of route `path` if its code is here. A route draws it at once then, without suspending: React paces
 * what it reveals after a Suspense fallback (up to 300 ms from the fallback), so a screen whose code came with the
 * page (named in its HTML) would otherwise wait on a timer.
 */
export function loadedPage(path: string): ComponentType | undefined {
  return loadedPages.get(path);
}

/**
 * The marketing screens, drawn edge to edge for their bands and glow, with their own side padding; every other one
 * sits in the PageFrame.
 */
export const fullBleedPaths: ReadonlySet<string> = new Set<RoutePath>(['/', '/waitlist', '/inquiry/:id']);

/**
 * Screens shown without the app's header and chat button: the public inquiry form, which visitors open from the
 * photographer's website or see inside an iframe there, and the unsubscribe page a studio's client opens from an
 * e-mail.
 */
export function isStandaloneScreen(pathname: string): boolean {
  return pathname.startsWith('/inquiry/') || pathname.startsWith('/unsubscribe/');
}
