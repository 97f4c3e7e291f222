import { z } from 'zod';
import { adminPageQuerySchema, adminPageSchema } from '../admin';
import { adminCsvQuerySchema, bugReportEntrySchema, feedbackEntrySchema, waitlistEntrySchema } from '../admin-records';
import { endpoint } from './endpoint';
import { rowIdParams } from './params';

const tags = ['Admin'] as const;
const csvDownload = { contentType: 'text/csv', schema: z.string() } as const;

const listSummary = (what: string, searched: string) =>
  `One page of ${what}, newest first, with the exact count of all that match: search is a case-insensitive ` +
  `"contains" on ${searched}.`;
const csvSummary = (what: string) =>
  `Every one of ${what} that matches the search, newest first, as a CSV download; a cell starting with =, +, - ` +
  'or @ gets a leading apostrophe, so a spreadsheet shows it as text.';

/** The admin area's inboxes: waitlist sign-ups, feedback answers, bug reports and their screenshots. */
export const adminInboxContracts = {
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
