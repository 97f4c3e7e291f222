import { z } from 'zod';
import { completePasswordResetSchema } from '../auth-schemas';
import { endpoint } from './endpoint';

/** What the server adds to better-auth's own endpoints (under /api/auth, documented apart): the password reset's last step. */
export const authContracts = {
  completePasswordReset: endpoint({
    operationId: 'completePasswordReset',
    method: 'post',
    path: '/api/password-reset',
    tags: ['Auth'],
    summary: 'Sets the new password from the e-mailed token and signs the user in (the session cookie is set).',
    access: 'public',
    request: { body: completePasswordResetSchema },
    response: z.object({ ok: z.literal(true) }),
    errors: ['INVALID_TOKEN', 'RESET_FAILED', 'RATE_LIMITED', 'ACCOUNT_BANNED'],
  }),
};
