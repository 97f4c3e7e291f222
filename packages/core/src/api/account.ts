import {
  deleteAccountResponseSchema,
  deleteAccountSchema,
  leadWaitingHoursSchema,
  profileLinksSchema,
  timeZoneRequestSchema,
} from '../account';
import { createProfileSchema, profileSchema, sessionResponseSchema } from '../profile-schemas';
import { z } from 'zod';
import { endpoint } from './endpoint';

const tags = ['Account'] as const;

const accountExportSchema = z.string().meta({
  format: 'binary',
  description: 'A zip archive: data.json, clients.csv and leads.csv.',
});

export const accountContracts = {
  readSession: endpoint({
    operationId: 'readSession',
    method: 'get',
    path: '/api/session',
    tags,
    summary: 'Who is signed in, with their profile; a visitor gets { signedIn: false }, never a 401.',
    access: 'public',
    response: sessionResponseSchema,
  }),
  readProfile: endpoint({
    operationId: 'readProfile',
    method: 'get',
    path: '/api/profile',
    tags,
    summary: "The signed-in user's profile; a banned user may read it (that is how the banned screen shows).",
    access: 'user-even-banned',
    response: profileSchema,
    errors: ['PROFILE_NOT_FOUND'],
  }),
  createProfile: endpoint({
    operationId: 'createProfile',
    method: 'post',
    path: '/api/profile',
    tags,
    summary: "Creates the signed-in user's profile in their time zone (201), or answers the existing one (200).",
    access: 'user-even-banned',
    request: { body: createProfileSchema },
    status: [201, 200],
    response: profileSchema,
  }),
  setProfileLinks: endpoint({
    operationId: 'setProfileLinks',
    method: 'put',
    path: '/api/profile/links',
    tags,
    summary:
      'Replaces the nine category links (account settings); blank removes one, a link without a scheme gets https://, only web addresses are kept.',
    access: 'user',
    request: { body: profileLinksSchema },
    response: profileSchema,
    errors: ['PROFILE_NOT_FOUND'],
  }),
  setTimeZone: endpoint({
    operationId: 'setTimeZone',
    method: 'put',
    path: '/api/profile/timezone',
    tags,
    summary: "Sets the time zone the routines' periods and the reminders follow.",
    access: 'user',
    request: { body: timeZoneRequestSchema },
    response: profileSchema,
    errors: ['PROFILE_NOT_FOUND'],
  }),
  setLeadWaitingHours: endpoint({
    operationId: 'setLeadWaitingHours',
    method: 'put',
    path: '/api/profile/lead-waiting-hours',
    tags,
    summary:
      "Sets how many whole hours (1 to 168) a new lead may wait to be contacted before the 'New lead waiting' reminder.",
    access: 'user',
    request: { body: leadWaitingHoursSchema },
    response: profileSchema,
    errors: ['PROFILE_NOT_FOUND'],
  }),
  exportAccountData: endpoint({
    operationId: 'exportAccountData',
    method: 'get',
    path: '/api/account/export',
    tags,
    summary:
      'One download of everything the signed-in user owns: a zip with data.json (every row, by table) and ' +
      'clients.csv and leads.csv for a spreadsheet.',
    access: 'user-even-banned',
    response: { contentType: 'application/zip', schema: accountExportSchema },
  }),
  deleteAccount: endpoint({
    operationId: 'deleteAccount',
    method: 'post',
    path: '/api/account/delete',
    tags,
    summary:
      "Deletes the signed-in user's account and every row they own in one transaction, after checking the password; " +
      'a running subscription is cancelled at Stripe first. The session ends with it.',
    access: 'user',
    request: { body: deleteAccountSchema },
    response: deleteAccountResponseSchema,
    errors: ['WRONG_PASSWORD', 'RATE_LIMITED', 'PAYMENT_PROVIDER_FAILED'],
  }),
};
