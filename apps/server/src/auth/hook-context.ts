import type { createAuthMiddleware } from 'better-auth/api';

/** What better-auth hands its `before` and `after` hooks: the request, its body and query, and its AuthContext. */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
