import { joinWaitlistResponseSchema, joinWaitlistSchema } from '../waitlist-schemas';
import { endpoint } from './endpoint';

/** The landing page's waitlist. */
export const waitlistContracts = {
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
};
