import { z } from 'zod';
import { adminPageQuerySchema, adminPageSchema } from '../admin';
import {
  adminCsvQuerySchema,
  bugReportEntrySchema,
  couponCreateRequestSchema,
  couponListSchema,
  couponSchema,
  couponUpdateRequestSchema,
  feedbackEntrySchema,
  waitlistEntrySchema,
} from '../admin-records';
import { endpoint } from './endpoint';
import { rowIdParams } from './params';

const tags = ['Admin'] as const;
const couponParams = rowIdParams('Coupon');
const csvDownload = { contentType: 'text/csv', schema: z.string() } as const;

const listSummary = (what: string, searched: string) =>
  `One page of ${what}, newest first, with the exact count of all that match: search is a case-insensitive ` +
  `"contains" on ${searched}.`;
const csvSummary = (what: string) =>
  `Every one of ${what} that matches the search, newest first, as a CSV download; a cell starting with =, +, - ` +
  'or @ gets a leading apostrophe, so a spreadsheet shows it as text.';

/** The coupons screen and the inboxes: waitlist sign-ups, feedback answers, bug reports and their screenshots. */
export const adminRecordContracts = {
  listAdminCoupons: endpoint({
    operationId: 'listAdminCoupons',
    method: 'get',
    path: '/api/admin/coupons',
    tags,
    summary: 'Every discount coupon, newest first, with how often it was used (completed and open checkouts).',
    access: 'admin',
    response: couponListSchema,
  }),
  createAdminCoupon: endpoint({
    operationId: 'createAdminCoupon',
    method: 'post',
    path: '/api/admin/coupons',
    tags,
    summary:
      'Adds a coupon, always inactive; the code is stored in upper case and must be unique in any letter case ' +
      '(409). The expiry date may not be before today (UTC). Recorded in the audit trail.',
    access: 'admin',
    request: { body: couponCreateRequestSchema },
    status: 201,
    response: couponSchema,
    errors: ['COUPON_CODE_TAKEN'],
  }),
  updateAdminCoupon: endpoint({
    operationId: 'updateAdminCoupon',
    method: 'patch',
    path: '/api/admin/coupons/{id}',
    tags,
    summary:
      'Changes any of a coupon’s fields, its status included; the code stays unique among the other coupons ' +
      '(409). Recorded in the audit trail.',
    access: 'admin',
    request: { params: couponParams, body: couponUpdateRequestSchema },
    response: couponSchema,
    errors: ['COUPON_CODE_TAKEN'],
  }),
  deleteAdminCoupon: endpoint({
    operationId: 'deleteAdminCoupon',
    method: 'delete',
    path: '/api/admin/coupons/{id}',
    tags,
    summary:
      'Deletes a coupon and answers with it as it was. Its uses go with it; subscriptions already bought with it ' +
      'keep their discount at Stripe. Recorded in the audit trail.',
    access: 'admin',
    request: { params: couponParams },
    response: couponSchema,
  }),
  listAdminWaitlist: endpoint({
    operationId: 'listAdminWaitlist',
    method: 'get',
    path: '/api/admin/waitlist',
    tags,
    summary: listSummary('the waitlist sign-ups', 'the e-mail'),
    access: 'admin',
    request: { query: adminPageQuerySchema },
    response: adminPageSchema(waitlistEntrySchema),
  }),
  downloadAdminWaitlistCsv: endpoint({
    operationId: 'downloadAdminWaitlistCsv',
    method: 'get',
    path: '/api/admin/waitlist.csv',
    tags,
    summary: csvSummary('the waitlist sign-ups'),
    access: 'admin',
    request: { query: adminCsvQuerySchema },
    response: csvDownload,
  }),
  listAdminFeedback: endpoint({
    operationId: 'listAdminFeedback',
    method: 'get',
    path: '/api/admin/feedback',
    tags,
    summary: listSummary('the feedback answers', 'the names, e-mails (typed and of the account) and written answers'),
    access: 'admin',
    request: { query: adminPageQuerySchema },
    response: adminPageSchema(feedbackEntrySchema),
  }),
  downloadAdminFeedbackCsv: endpoint({
    operationId: 'downloadAdminFeedbackCsv',
    method: 'get',
    path: '/api/admin/feedback.csv',
    tags,
    summary: csvSummary('the feedback answers'),
    access: 'admin',
    request: { query: adminCsvQuerySchema },
    response: csvDownload,
  }),
  listAdminBugReports: endpoint({
    operationId: 'listAdminBugReports',
    method: 'get',
    path: '/api/admin/bug-reports',
    tags,
    summary: listSummary(
      'the bug reports',
      'the names, e-mails (typed and of the account), device, browser and the written answers',
    ),
    access: 'admin',
    request: { query: adminPageQuerySchema },
    response: adminPageSchema(bugReportEntrySchema),
  }),
  downloadAdminBugReportsCsv: endpoint({
    operationId: 'downloadAdminBugReportsCsv',
    method: 'get',
    path: '/api/admin/bug-reports.csv',
    tags,
    summary: csvSummary('the bug reports (without their screenshots)'),
    access: 'admin',
    request: { query: adminCsvQuerySchema },
    response: csvDownload,
  }),
  readAdminBugReportScreenshot: endpoint({
    operationId: 'readAdminBugReportScreenshot',
    method: 'get',
    path: '/api/admin/bug-reports/{id}/screenshot',
    tags,
    summary:
      'The screenshot of a bug report, shown inline with the image type read from its bytes when it was sent ' +
      '(PNG, JPEG, GIF or WebP); 404 for a report without one.',
    access: 'admin',
    request: { params: rowIdParams('Bug report') },
    response: { contentType: 'image/*', schema: z.string().meta({ format: 'binary' }) },
  }),
};
