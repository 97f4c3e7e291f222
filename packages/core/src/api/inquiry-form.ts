import { z } from 'zod';
import {
  inquiryFormIdPattern,
  inquiryFormSettingsSchema,
  publicInquiryFormSchema,
  sendInquiryResponseSchema,
  sendInquirySchema,
  updateInquiryFormSchema,
} from '../studio-links';
import { endpoint } from './endpoint';

const inquiryTags = ['Inquiry form'] as const;

/** An unknown, replaced or turned-off form is one answer: 404. */
const inquiryFormParams = z.object({
  id: z
    .string()
    .regex(inquiryFormIdPattern, 'Inquiry form was not found.')
    .meta({ param: { name: 'id', in: 'path' }, description: "The public form's id." }),
});

/** The website inquiry form: its settings, and the public page that turns a visitor's inquiry into a lead (docs/decisions/0013). */
export const inquiryFormContracts = {
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
