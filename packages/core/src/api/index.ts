import type { z } from 'zod';
import { accountContracts } from './account';
import { adminContracts } from './admin';
import { adminCouponContracts } from './admin-coupons';
import { adminInboxContracts } from './admin-inboxes';
import { authContracts } from './auth';
import { billingContracts } from './billing';
import { bugReportContracts } from './bug-report';
import { calendarFeedContracts } from './calendar-feed';
import { chatContracts } from './chat';
import { clientContracts } from './clients';
import { configContracts } from './config';
import { dashboardContracts } from './dashboard';
import { feedbackContracts } from './feedback';
import { healthContracts } from './health';
import { inquiryFormContracts } from './inquiry-form';
import { leadContracts } from './leads';
import { notificationContracts } from './notifications';
import { onboardingContracts } from './onboarding';
import { searchContracts } from './search';
import { sessionTemplateContracts } from './session-templates';
import { waitlistContracts } from './waitlist';
import { workflowContracts } from './workflows';

export * from './endpoint';
export { rowKindOf } from './params';

/**
 * Every endpoint of the API by operation id. The server registers each; the web client is typed from them. Each file
 * is named after the server feature that serves it (`features/<name>/`, the admin area's files `features/admin/`,
 * `auth.ts` the server's `auth/`); apps/server/src/contract-files.test.ts holds the two to one name.
 */
export const apiContracts = {
  ...healthContracts,
  ...configContracts,
  ...waitlistContracts,
  ...feedbackContracts,
  ...bugReportContracts,
  ...authContracts,
  ...accountContracts,
  ...onboardingContracts,
  ...dashboardContracts,
  ...clientContracts,
  ...leadContracts,
  ...notificationContracts,
  ...chatContracts,
  ...billingContracts,
  ...adminContracts,
  ...adminCouponContracts,
  ...adminInboxContracts,
  ...calendarFeedContracts,
  ...inquiryFormContracts,
  ...searchContracts,
  ...sessionTemplateContracts,
  ...workflowContracts,
};

export type ApiContracts = typeof apiContracts;
export type OperationId = keyof ApiContracts;

/** How the web client names an endpoint: `'PATCH /api/clients/{id}'`, greppable on both sides. */
export type EndpointKey = {
  [Id in OperationId]: `${Uppercase<ApiContracts[Id]['method']>} ${ApiContracts[Id]['path']}`;
}[OperationId];

/** The contract behind an endpoint key. */
export type ContractOf<Key extends EndpointKey> = {
  [Id in OperationId]: `${Uppercase<ApiContracts[Id]['method']>} ${ApiContracts[Id]['path']}` extends Key
    ? ApiContracts[Id]
    : never;
}[OperationId];

type RequestPart<C extends { request: object }, Part extends 'params' | 'query'> = C['request'] extends {
  [P in Part]: infer Schema extends z.ZodType;
}
  ? { [P in Part]: z.input<Schema> }
  : { [P in Part]?: never };

type RequestBody<C extends { request: object }> = C['request'] extends {
  body: { content: { 'application/json': { schema: infer Schema extends z.ZodType } } };
}
  ? { body: z.input<Schema> }
  : { body?: never };

/** What a call of the endpoint sends: its path params, query and JSON body, each only where it has one. */
export type RequestOf<Key extends EndpointKey> = RequestPart<ContractOf<Key>, 'params'> &
  RequestPart<ContractOf<Key>, 'query'> &
  RequestBody<ContractOf<Key>>;

type JsonSchemaOf<Response> = Response extends {
  content: { 'application/json': { schema: infer S extends z.ZodType } };
}
  ? z.output<S>
  : undefined;

/** What a successful call of the endpoint resolves with (undefined for 204 and for streams). */
export type ResponseOf<Key extends EndpointKey> = ContractOf<Key>['responses'] extends { 200: infer R }
  ? JsonSchemaOf<R>
  : ContractOf<Key>['responses'] extends { 201: infer R }
    ? JsonSchemaOf<R>
    : undefined;
