import { bugReportMaxBodyBytes } from '@shutterdesk/core';
import { apiContracts } from '@shutterdesk/core/api';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { idempotentRequest, markReplayed } from '../../http/idempotency';
import type { Routing } from '../../http/routing';
import { createOnce } from '../../records/idempotent-create';
import type { SheetForwarding } from '../../sheets/forwarding';
import { saveBugReport } from './service';

/** /api/bug-reports: the bug report form. It is stored first; forwarding it never holds up the reply. */
export function bugReportRoutes(db: Database, { router, route }: Routing, clock: Clock, forwarding: SheetForwarding) {
  return router().openapi(route(apiContracts.submitBugReport, { maxBodyBytes: bugReportMaxBodyBytes }), async (c) => {
    const input = c.req.valid('json');
    const { body, replayed } = await createOnce(db, await idempotentRequest(c, 'submitBugReport'), async (tx) => ({
      id: await saveBugReport(tx, c.get('userId'), input, clock.now()),
    }));
    markReplayed(c, replayed);
    // Forwarded once the report is stored (after the transaction), and only the first time.
    if (!replayed) forwarding.forwardSoon('bugReport', body.id);
    return c.json(body, 201);
  });
}
