import {
  cancelMessageSchema,
  emailTemplateListSchema,
  emailTemplatePreviewSchema,
  emailTemplateSchema,
  previewEmailTemplateSchema,
  saveEmailTemplateSchema,
  sentStepSchema,
  stepMessagePreviewSchema,
  timelineMessageSchema,
  timelineSchema,
  todayMessagesSchema,
  unsubscribeParams,
  unsubscribeStateSchema,
  updateWorkflowSettingsSchema,
  workflowSettingsSchema,
} from '../workflow-schemas';
import { endpoint } from './endpoint';
import { rowIdParams } from './params';

const tags = ['Workflows'] as const;
const templateId = rowIdParams('E-mail template');

/** E-mail templates, the workflow switches, timelines and the recipient's unsubscribe (docs/decisions/0022-workflows.md). */
export const workflowContracts = {
  listEmailTemplates: endpoint({
    operationId: 'listEmailTemplates',
    method: 'get',
    path: '/api/email-templates',
    tags,
    summary:
      "The signed-in user's e-mail templates, oldest first. The first read gives a new user the six starter " +
      'templates, once: deleted ones do not come back.',
    access: 'user',
    response: emailTemplateListSchema,
  }),
  createEmailTemplate: endpoint({
    operationId: 'createEmailTemplate',
    method: 'post',
    path: '/api/email-templates',
    tags,
    summary: 'Adds an e-mail template; a `{…}` that is not a merge field is refused, named in the message.',
    access: 'subscriber',
    request: { body: saveEmailTemplateSchema },
    status: 201,
    response: emailTemplateSchema,
    errors: ['TEMPLATE_LIMIT'],
  }),
  updateEmailTemplate: endpoint({
    operationId: 'updateEmailTemplate',
    method: 'put',
    path: '/api/email-templates/{id}',
    tags,
    summary:
      "Replaces a template's name, subject and body. Messages already queued keep the text they were rendered with.",
    access: 'subscriber',
    request: { params: templateId, body: saveEmailTemplateSchema },
    response: emailTemplateSchema,
  }),
  deleteEmailTemplate: endpoint({
    operationId: 'deleteEmailTemplate',
    method: 'delete',
    path: '/api/email-templates/{id}',
    tags,
    summary:
      'Deletes a template. One that a workflow setting or a session step sends is refused (409) with where it is used.',
    access: 'subscriber',
    request: { params: templateId },
    status: 204,
    response: null,
    errors: ['TEMPLATE_IN_USE'],
  }),
  previewEmailTemplate: endpoint({
    operationId: 'previewEmailTemplate',
    method: 'post',
    path: '/api/email-templates/preview',
    tags,
    summary:
      'Renders a subject and body as the message would read, filled with a sample client and lead, and lists the ' +
      '`{…}` that are not merge fields. Saves nothing; part of writing templates, so it needs a plan as they do.',
    access: 'subscriber',
    request: { body: previewEmailTemplateSchema },
    response: emailTemplatePreviewSchema,
  }),
  readWorkflowSettings: endpoint({
    operationId: 'readWorkflowSettings',
    method: 'get',
    path: '/api/workflow-settings',
    tags,
    summary: "The signed-in user's workflow switches: the inquiry reply and the lead follow-ups, all off at first.",
    access: 'user',
    response: workflowSettingsSchema,
  }),
  updateWorkflowSettings: endpoint({
    operationId: 'updateWorkflowSettings',
    method: 'put',
    path: '/api/workflow-settings',
    tags,
    summary:
      'Replaces the workflow switches. A switch turned on needs its template; follow-ups are up to three steps, each ' +
      '1 to 60 days after the inquiry and later than the one before. A template of another user is not found.',
    access: 'subscriber',
    request: { body: updateWorkflowSettingsSchema },
    response: workflowSettingsSchema,
    errors: ['NOT_FOUND'],
  }),
  previewStepMessage: endpoint({
    operationId: 'previewStepMessage',
    method: 'get',
    path: '/api/client-steps/{id}/message',
    tags,
    summary:
      "The e-mail a client's step sends, rendered for that client as it would go, and its recipient: what the photographer " +
      'sees before sending a step that is ready to send. A step that sends nothing is not found.',
    access: 'user',
    request: { params: rowIdParams('Client step') },
    response: stepMessagePreviewSchema,
  }),
  sendStepMessage: endpoint({
    operationId: 'sendStepMessage',
    method: 'post',
    path: '/api/client-steps/{id}/send',
    tags,
    summary:
      "Sends a client's step's e-mail now (one click after the preview): queued under the step's key and sent within " +
      'the minute. Refused when the client has no address or has unsubscribed (422), and when the step was sent or ' +
      'cancelled already (409): a step sends once.',
    access: 'subscriber',
    request: { params: rowIdParams('Client step') },
    response: sentStepSchema,
    errors: ['NO_RECIPIENT', 'MESSAGE_NOT_PENDING'],
  }),
  listLeadMessages: endpoint({
    operationId: 'listLeadMessages',
    method: 'get',
    path: '/api/leads/{id}/messages',
    tags,
    summary:
      "A lead's message timeline: what was sent, failed or cancelled, what is queued, and the follow-ups still to " +
      'come while the lead is pending (scheduled), in time order, each with its rendered text; and whether the lead ' +
      'has unsubscribed.',
    access: 'user',
    request: { params: rowIdParams('Lead') },
    response: timelineSchema,
  }),
  cancelLeadMessage: endpoint({
    operationId: 'cancelLeadMessage',
    method: 'post',
    path: '/api/leads/{id}/messages/cancel',
    tags,
    summary:
      "Cancels one of a lead's messages not sent yet, queued or scheduled, by its key: it never goes. One sent, " +
      'sending or cancelled already is refused (409).',
    access: 'user',
    request: { params: rowIdParams('Lead'), body: cancelMessageSchema },
    response: timelineMessageSchema,
    errors: ['MESSAGE_NOT_PENDING'],
  }),
  listClientMessages: endpoint({
    operationId: 'listClientMessages',
    method: 'get',
    path: '/api/clients/{id}/messages',
    tags,
    summary:
      "A client's message timeline: the steps' e-mails sent, failed, cancelled or queued, those still to come " +
      "(scheduled) and those waiting for the photographer's click (ready), in time order; and whether the client " +
      'has unsubscribed.',
    access: 'user',
    request: { params: rowIdParams('Client') },
    response: timelineSchema,
  }),
  cancelClientMessage: endpoint({
    operationId: 'cancelClientMessage',
    method: 'post',
    path: '/api/clients/{id}/messages/cancel',
    tags,
    summary:
      "Cancels one of a client's messages not sent yet, queued, scheduled or ready, by its key: it never goes. One " +
      'sent, sending or cancelled already is refused (409).',
    access: 'user',
    request: { params: rowIdParams('Client'), body: cancelMessageSchema },
    response: timelineMessageSchema,
    errors: ['MESSAGE_NOT_PENDING'],
  }),
  readTodayMessages: endpoint({
    operationId: 'readTodayMessages',
    method: 'get',
    path: '/api/messages/today',
    tags,
    summary: "The dashboard's figure: automatic messages sent today and still due today, in the user's time zone.",
    access: 'user',
    response: todayMessagesSchema,
  }),
  readUnsubscribe: endpoint({
    operationId: 'readUnsubscribe',
    method: 'get',
    path: '/api/public/unsubscribe/{token}',
    tags,
    summary:
      "What the unsubscribe page of an automatic message shows: the studio's name, and whether its recipient has " +
      'unsubscribed already. A forged, malformed or outdated link is not found.',
    access: 'public',
    request: { params: unsubscribeParams },
    response: unsubscribeStateSchema,
    errors: ['NOT_FOUND'],
  }),
  unsubscribe: endpoint({
    operationId: 'unsubscribe',
    method: 'post',
    path: '/api/public/unsubscribe/{token}',
    tags,
    summary:
      "Unsubscribes the link's lead or client from the studio's automatic messages, and cancels those queued for " +
      "them. The one-click POST of the List-Unsubscribe header (RFC 8058) and the page's button; any body is ignored.",
    access: 'public',
    request: { params: unsubscribeParams },
    response: unsubscribeStateSchema,
    errors: ['NOT_FOUND'],
  }),
};
