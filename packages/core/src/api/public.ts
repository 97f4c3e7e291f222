import { z } from 'zod';
import { bugReportSchema, submitBugReportResponseSchema } from '../bug-report';
import { feedbackSchema, submitFeedbackResponseSchema } from '../feedback';
import {
  completePasswordResetSchema,
  joinWaitlistResponseSchema,
  joinWaitlistSchema,
  publicConfigSchema,
} from '../schemas';
import { endpoint } from './endpoint';
import { idempotencyKeyHeaders } from './params';

export const publicContracts = {
  checkHealth: endpoint({
    operationId: 'checkHealth',
    method: 'get',
    path: '/api/health',
    tags: ['Server'],
    summary: 'Liveness: the process answers (for load balancers).',
    access: 'public',
    response: z.object({ status: z.literal('ok') }),
  }),
  checkReady: endpoint({
    operationId: 'checkReady',
    method: 'get',
    path: '/api/ready',
    tags: ['Server'],
    summary: 'Readiness: the database answers; 503 NOT_READY while it does not.',
    access: 'public',
    response: z.object({ status: z.literal('ready') }),
    errors: ['NOT_READY'],
  }),
  readConfig: endpoint({
    operationId: 'readConfig',
    method: 'get',
    path: '/api/config',
    tags: ['Server'],
    summary: "What the browser may know about this server's setup; nothing secret.",
    access: 'public',
    response: publicConfigSchema,
  }),
  joinWaitlist: endpoint({
    operationId: 'joinWaitlist',
    method: 'post',
    path: '/api/waitlist',
    tags: ['Waitlist'],
    summary: 'Puts an e-mail on the waitlist (201), or says it is there already (200); limited per address.',
    access: 'public',
    request: { body: joinWaitlistSchema },
    status: [201, 200],
    response: joinWaitlistResponseSchema,
    errors: ['RATE_LIMITED'],
  }),
  submitFeedback: endpoint({
    operationId: 'submitFeedback',
    method: 'post',
    path: '/api/feedback',
    tags: ['Feedback'],
    summary: 'Stores the feedback form; forwarding it to the spreadsheet script happens after the answer.',
    access: 'user',
    request: { headers: idempotencyKeyHeaders, body: feedbackSchema },
    status: 201,
    response: submitFeedbackResponseSchema,
  }),
  submitBugReport: endpoint({
    operationId: 'submitBugReport',
    method: 'post',
    path: '/api/bug-reports',
    tags: ['Feedback'],
    summary:
      'Stores a bug report with its optional screenshot (a PNG, JPEG, GIF or WebP of at most 5 MB, its type read ' +
      'from its bytes); forwarding it to the spreadsheet script happens after the answer.',
    access: 'user',
    request: { headers: idempotencyKeyHeaders, body: bugReportSchema },
    status: 201,
    response: submitBugReportResponseSchema,
  }),
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
