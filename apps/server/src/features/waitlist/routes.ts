import { apiContracts } from '@shutterdesk/core/api';
import { consumeRateLimit } from '../../auth/rate-limit';
import { clientIpHeader } from '../../client-ip-header';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Routing } from '../../http/routing';
import { joinWaitlist } from './service';

/** A public form: limited per address so nobody can fill the table from one machine. */
const waitlistLimit = { window: 60, max: 10 };

export function waitlistRoutes(db: Database, { router, route }: Routing) {
  return router().openapi(route(apiContracts.joinWaitlist), async (c) => {
    const { email } = c.req.valid('json');
    const { allowed } = await consumeRateLimit(db, `waitlist|${c.req.header(clientIpHeader)}`, waitlistLimit);
    if (!allowed) throw new AppError('RATE_LIMITED', 'Too many requests. Please try again later.');
    const status = await joinWaitlist(db, email);
    return status === 'joined' ? c.json({ status }, 201) : c.json({ status }, 200);
  });
}
