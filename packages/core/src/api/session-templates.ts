import {
  clientStepListSchema,
  clientStepSchema,
  clientStepSummaryListSchema,
  saveSessionTemplateSchema,
  sessionTemplateListSchema,
  sessionTemplateSchema,
  sessionTypeParams,
  updateClientStepSchema,
} from '../session-templates';
import { endpoint } from './endpoint';
import { rowIdParams } from './params';

const tags = ['Session templates'] as const;

export const sessionTemplateContracts = {
  listSessionTemplates: endpoint({
    operationId: 'listSessionTemplates',
    method: 'get',
    path: '/api/session-templates',
    tags,
    summary: "The signed-in user's session templates, one per session type that has one, each with its ordered steps.",
    access: 'user',
    response: sessionTemplateListSchema,
  }),
  saveSessionTemplate: endpoint({
    operationId: 'saveSessionTemplate',
    method: 'put',
    path: '/api/session-templates/{sessionType}',
    tags,
    summary:
      'Creates or replaces the template of a session type with the given ordered steps (1 to 50; names up to 80 ' +
      "characters; due offsets within 365 days of the session), each optionally sending one of the user's e-mail " +
      "templates ('auto' on its due day, or 'ready' for one click). New clients of that type get a copy of the " +
      'steps; clients already added keep the steps they have and gain those whose name they do not have yet.',
    access: 'subscriber',
    request: { params: sessionTypeParams, body: saveSessionTemplateSchema },
    response: sessionTemplateSchema,
  }),
  deleteSessionTemplate: endpoint({
    operationId: 'deleteSessionTemplate',
    method: 'delete',
    path: '/api/session-templates/{sessionType}',
    tags,
    summary: "Deletes a session type's template; clients already added keep their steps.",
    access: 'subscriber',
    request: { params: sessionTypeParams },
    status: 204,
    response: null,
  }),
  listClientStepSummaries: endpoint({
    operationId: 'listClientStepSummaries',
    method: 'get',
    path: '/api/client-steps',
    tags,
    summary:
      "For each of the signed-in user's clients that has template steps: how many are done, how many there are, " +
      'and the open step due first.',
    access: 'user',
    response: clientStepSummaryListSchema,
  }),
  listClientSteps: endpoint({
    operationId: 'listClientSteps',
    method: 'get',
    path: '/api/clients/{id}/steps',
    tags,
    summary: "A client's template steps in order, each with its due date (the session date moved by its offset).",
    access: 'user',
    request: { params: rowIdParams('Client') },
    response: clientStepListSchema,
  }),
  updateClientStep: endpoint({
    operationId: 'updateClientStep',
    method: 'patch',
    path: '/api/client-steps/{id}',
    tags,
    summary: "Ticks or unticks one of a client's template steps; answers with the step.",
    access: 'subscriber',
    request: { params: rowIdParams('Client step'), body: updateClientStepSchema },
    response: clientStepSchema,
  }),
};
