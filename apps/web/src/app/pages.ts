import type { RoutePath } from '@shutterdesk/core';
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * The screen of each route in core's `routes` table, loaded on demand. A route without an entry here is still
 * guarded by its access rule but shows the not-found page until its screen is built: add one line per screen.
 */
export const pages: Partial<Record<RoutePath, () => Promise<PageModule>>> = {
  '/': () => import('../features/landing/LandingPage'),
  '/login': () => import('../features/auth/LoginPage'),
  '/register': () => import('../features/auth/RegisterPage'),
  '/forgot-password': () => import('../features/auth/ForgotPasswordPage'),
  '/update-password': () => import('../features/auth/UpdatePasswordPage'),
  '/waitlist': () => import('../features/waitlist/WaitlistPage'),
  '/welcome': () => import('../features/onboarding/OnboardingPage'),
  '/dashboard': () => import('../features/dashboard/DashboardPage'),
  '/clients': () => import('../features/clients/ClientsPage'),
  '/leads': () => import('../features/leads/LeadsPage'),
  '/notifications': () => import('../features/notifications/NotificationsPage'),
  '/feedback': () => import('../features/feedback/FeedbackPage'),
};
