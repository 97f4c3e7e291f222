import { apiContracts } from '@shutterdesk/core/api';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Routing } from '../../http/routing';
import { csvHeaderOf, toCsv } from '../../records/csv';
import {
  allInboxRows,
  bugReportInbox,
  feedbackInbox,
  inboxPage,
  readScreenshot,
  waitlistInbox,
  type Inbox,
} from './inboxes-queries';

/**
 * An image a user sent, shown to an admin: its stored type (read from its bytes when it arrived, never from its
 * name), never sniffed as anything else, and a policy that lets it run nothing should a browser render it as a page.
 */
const screenshotHeaders = (contentType: string, bugReportId: string) => ({
  'content-type': contentType,
  'content-disposition': `inline; filename="bug-report-${bugReportId}.${contentType.split('/')[1]}"`,
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
});

/**
 * /api/admin/waitlist, /feedback and /bug-reports: the admin's inboxes, as pages and as CSV downloads, and a bug
 * report's screenshot.
 */
export function adminInboxRoutes(db: Database, { router, route }: Routing, clock: Clock) {
  const csvDownload = async <Row extends Record<string, unknown>>(
    inbox: Inbox<never, Row>,
    fileName: string,
    search: string,
  ) => {
    const csv = toCsv(await allInboxRows(db, inbox, search), csvHeaderOf(inbox.rowSchema));
    const day = clock.now().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}-${day}.csv"`,
      },
    });
  };

  return router()
    .openapi(route(apiContracts.listAdminWaitlist), async (c) => {
      return c.json(await inboxPage(db, waitlistInbox, c.req.valid('query')), 200);
    })
    .openapi(route(apiContracts.downloadAdminWaitlistCsv), async (c) => {
      return csvDownload(waitlistInbox, 'waitlist', c.req.valid('query').search);
    })
    .openapi(route(apiContracts.listAdminFeedback), async (c) => {
      return c.json(await inboxPage(db, feedbackInbox, c.req.valid('query')), 200);
    })
    .openapi(route(apiContracts.downloadAdminFeedbackCsv), async (c) => {
      return csvDownload(feedbackInbox, 'feedback', c.req.valid('query').search);
    })
    .openapi(route(apiContracts.listAdminBugReports), async (c) => {
      return c.json(await inboxPage(db, bugReportInbox, c.req.valid('query')), 200);
    })
    .openapi(route(apiContracts.downloadAdminBugReportsCsv), async (c) => {
      return csvDownload(bugReportInbox, 'bug-reports', c.req.valid('query').search);
    })
    .openapi(route(apiContracts.readAdminBugReportScreenshot), async (c) => {
      const { id } = c.req.valid('param');
      const { bytes, contentType } = await readScreenshot(db, id);
      return new Response(new Uint8Array(bytes), { headers: screenshotHeaders(contentType, id) });
    });
}
