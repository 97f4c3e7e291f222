import { createAuthClient } from 'better-auth/client';
import { twoFactorClient } from 'better-auth/client/plugins';

/**
 * The better-auth client. Import it only with `await import(...)` from code that runs on a user action, so the
 * library stays out of the first page load (docs/budgets.md). "Who is signed in" is the profile query
 * (features/auth/api.ts), not this client's session store.
 */
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
  // The login form shows the code step itself when sign-in answers `twoFactorRedirect`; no redirect to a page.
  plugins: [twoFactorClient()],
});
