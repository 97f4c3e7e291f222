import { z } from 'zod';
import { endpoint } from './endpoint';

/** Whether the process and its database answer: for load balancers and the start-up check. */
export const healthContracts = {
  checkHealth: endpoint({
    operationId: 'checkHealth',
    method: 'get',
    path: '/api/health',
    tags: ['Server'],
    summary: 'Liveness: the process answers (for load balancers).',
    access: 'public',
    response: z.object({ status: z.literal('ok') }),
  }),
  checkReady: endpoint({
    operationId: 'checkReady',
    method: 'get',
    path: '/api/ready',
    tags: ['Server'],
    summary: 'Readiness: the database answers; 503 NOT_READY while it does not.',
    access: 'public',
    response: z.object({ status: z.literal('ready') }),
    errors: ['NOT_READY'],
  }),
};
