import { z } from 'zod';
import { calendarFeedSchema, calendarFeedTokenPattern } from '../studio-links';
import { endpoint } from './endpoint';

const calendarTags = ['Calendar feed'] as const;

/** A wrong, revoked or malformed token is one answer: 404, the same for all three. */
const feedTokenParams = z.object({
  token: z
    .string()
    .regex(calendarFeedTokenPattern, 'Calendar feed was not found.')
    .meta({ param: { name: 'token', in: 'path' }, description: "The feed's secret token." }),
});

const calendarDocument = z.string().meta({ description: 'An iCalendar (RFC 5545) document.' });

/** The private calendar feed of sessions and follow-ups (docs/decisions/0013). */
export const calendarFeedContracts = {
  readCalendarFeed: endpoint({
    operationId: 'readCalendarFeed',
    method: 'get',
    path: '/api/calendar-feed',
    tags: calendarTags,
    summary: "The signed-in user's private calendar feed address (made on the first read).",
    access: 'user',
    response: calendarFeedSchema,
  }),
  renewCalendarFeed: endpoint({
    operationId: 'renewCalendarFeed',
    method: 'post',
    path: '/api/calendar-feed/renew',
    tags: calendarTags,
    summary: 'Makes a new calendar feed address; the old one answers 404 from now on.',
    access: 'subscriber',
    response: calendarFeedSchema,
  }),
  fetchCalendarFeed: endpoint({
    operationId: 'fetchCalendarFeed',
    method: 'get',
    path: '/api/calendar/{token}',
    tags: calendarTags,
    summary:
      "A user's session dates and lead follow-ups as all-day events in their time zone, read fresh on each fetch. " +
      'No session: the token is the key. A wrong or revoked token answers 404.',
    access: 'public',
    request: { params: feedTokenParams },
    response: { contentType: 'text/calendar', schema: calendarDocument },
  }),
};
