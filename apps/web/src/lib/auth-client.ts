import { createAuthClient } from 'better-auth/client';

/**
 * The better-auth client. Import it only with `await import(...)` from code that runs on a user action, so the
 * library stays out of the first page load (docs/budgets.md). "Who is signed in" is the profile query
 * (features/auth/api.ts), not this client's session store.
 */
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
});
