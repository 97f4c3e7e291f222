import { joinWaitlistSchema, type JoinWaitlistResponse } from '@shutterdesk/core';
import { Hono } from 'hono';
import { consumeRateLimit } from '../../auth/rate-limit';
import { clientIpHeader } from '../../client-ip-header';
import type { Database } from '../../db/client';
import type { AppBindings } from '../../http/context';
import { AppError } from '../../errors';
import { readJson } from '../../http/validate';
import { joinWaitlist } from './service';

/** A public form: limited per address so nobody can fill the table from one machine. */
const waitlistLimit = { window: 60, max: 10 };

export function waitlistRoutes(db: Database) {
  return new Hono<AppBindings>().post('/', async (c) => {
    const { email } = await readJson(c, joinWaitlistSchema);
    const { allowed } = await consumeRateLimit(db, `waitlist|${c.req.header(clientIpHeader)}`, waitlistLimit);
    if (!allowed) throw new AppError('RATE_LIMITED', 'Too many requests. Please try again later.');
    const status = await joinWaitlist(db, email);
    return c.json({ status } satisfies JoinWaitlistResponse, status === 'joined' ? 201 : 200);
  });
}
