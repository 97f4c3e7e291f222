import { publicConfigSchema } from '../config-schemas';
import { endpoint } from './endpoint';

/** What the browser may know about the server's setup. */
export const configContracts = {
  readConfig: endpoint({
    operationId: 'readConfig',
    method: 'get',
    path: '/api/config',
    tags: ['Server'],
    summary: "What the browser may know about this server's setup; nothing secret.",
    access: 'public',
    response: publicConfigSchema,
  }),
};
