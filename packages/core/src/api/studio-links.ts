import { z } from 'zod';
import {
  calendarFeedSchema,
  calendarFeedTokenPattern,
  inquiryFormIdPattern,
  inquiryFormSettingsSchema,
  publicInquiryFormSchema,
  sendInquiryResponseSchema,
  sendInquirySchema,
  updateInquiryFormSchema,
} from '../studio-links';
import { endpoint } from './endpoint';

const calendarTags = ['Calendar feed'] as const;
const inquiryTags = ['Inquiry form'] as const;

/** A wrong, revoked or malformed token is one answer: 404, the same for all three. */
const feedTokenParams = z.object({
  token: z
    .string()
    .regex(calendarFeedTokenPattern, 'Calendar feed was not found.')
    .meta({ param: { name: 'token', in: 'path' }, description: "The feed's secret token." }),
});

/** An unknown, replaced or turned-off form is one answer: 404. */
const inquiryFormParams = z.object({
  id: z
    .string()
    .regex(inquiryFormIdPattern, 'Inquiry form was not found.')
    .meta({ param: { name: 'id', in: 'path' }, description: "The public form's id." }),
});

const calendarDocument = z.string().meta({ description: 'An iCalendar (RFC 5545) document.' });

/** The private calendar feed and the public website inquiry form (docs/decisions/0013). */
export const studioLinkContracts = {
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
  readInquiryForm: endpoint({
    operationId: 'readInquiryForm',
    method: 'get',
    path: '/api/inquiry-form',
    tags: inquiryTags,
    summary: "The signed-in user's website inquiry form: on or off, and its public address (made on the first read).",
    access: 'user',
    response: inquiryFormSettingsSchema,
  }),
  updateInquiryForm: endpoint({
    operationId: 'updateInquiryForm',
    method: 'put',
    path: '/api/inquiry-form',
    tags: inquiryTags,
    summary: 'Turns the website inquiry form on or off.',
    access: 'subscriber',
    request: { body: updateInquiryFormSchema },
    response: inquiryFormSettingsSchema,
  }),
  renewInquiryForm: endpoint({
    operationId: 'renewInquiryForm',
    method: 'post',
    path: '/api/inquiry-form/renew',
    tags: inquiryTags,
    summary: 'Gives the inquiry form a new public address; the old one answers 404 from now on.',
    access: 'subscriber',
    response: inquiryFormSettingsSchema,
  }),
  readPublicInquiryForm: endpoint({
    operationId: 'readPublicInquiryForm',
    method: 'get',
    path: '/api/inquiry-forms/{id}',
    tags: inquiryTags,
    summary: 'What the public form shows: whom the visitor writes to. 404 for an unknown or turned-off form.',
    access: 'public',
    request: { params: inquiryFormParams },
    response: publicInquiryFormSchema,
  }),
  sendInquiry: endpoint({
    operationId: 'sendInquiry',
    method: 'post',
    path: '/api/inquiry-forms/{id}',
    tags: inquiryTags,
    summary:
      "A visitor's inquiry, without an account: it becomes a lead (source Website, inquiry date today), a " +
      'notification and an e-mail to the photographer. Markup is removed; limited per address and per form.',
    access: 'public',
    request: { params: inquiryFormParams, body: sendInquirySchema },
    response: sendInquiryResponseSchema,
    errors: ['RATE_LIMITED'],
  }),
};
