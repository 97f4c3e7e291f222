import { profileLinksSchema, timeZoneRequestSchema } from '../account';
import { createProfileSchema, profileSchema, sessionResponseSchema } from '../schemas';
import { endpoint } from './endpoint';

const tags = ['Account'] as const;

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
};
