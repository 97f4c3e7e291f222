import { bugReportSchema, submitBugReportResponseSchema } from '../bug-report';
import { endpoint } from './endpoint';
import { idempotencyKeyHeaders } from './params';

/** The bug report form, with its optional screenshot. */
export const bugReportContracts = {
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
};
