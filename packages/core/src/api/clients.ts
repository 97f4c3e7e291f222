import { z } from 'zod';
import { bulkDeleteResultSchema, bulkDeleteSchema } from '../forms';
import {
  clientExportQuerySchema,
  clientHeadersSchema,
  clientListQuerySchema,
  clientListSchema,
  clientSchema,
  createClientSchema,
  updateClientSchema,
} from '../client-schemas';
import { clientImportSchema, importResultSchema } from '../csv-import';
import { profileSchema } from '../profile-schemas';
import { endpoint } from './endpoint';
import { idempotencyKeyHeaders, rowIdParams } from './params';

const tags = ['Client Flow'] as const;
const clientId = rowIdParams('Client');

export const clientContracts = {
  listClients: endpoint({
    operationId: 'listClients',
    method: 'get',
    path: '/api/clients',
    tags,
    summary:
      "The signed-in user's clients with their checklists: a short list whole, newest first; a long one (or any " +
      'list asked for with offset or limit) one window at a time, filtered by session date and sorted by it ' +
      '(clients without a date last), with exact counts.',
    access: 'user',
    request: { query: clientListQuerySchema },
    response: clientListSchema,
  }),
  createClient: endpoint({
    operationId: 'createClient',
    method: 'post',
    path: '/api/clients',
    tags,
    summary: 'Adds a client (the Add New Client form); its checklists start empty.',
    access: 'subscriber',
    request: { headers: idempotencyKeyHeaders, body: createClientSchema },
    status: 201,
    response: clientSchema,
  }),
  deleteClients: endpoint({
    operationId: 'deleteClients',
    method: 'post',
    path: '/api/clients/bulk-delete',
    tags,
    summary: 'Deletes the listed clients, all or none; ids of other users count as unknown.',
    access: 'subscriber',
    request: { body: bulkDeleteSchema },
    response: bulkDeleteResultSchema,
    errors: ['NOT_FOUND'],
  }),
  importClients: endpoint({
    operationId: 'importClients',
    method: 'post',
    path: '/api/clients/import',
    tags,
    summary:
      'Imports the rows of a CSV file as mapped in the browser: each row checked with the Add New Client rules, ' +
      'rows whose e-mail, or name and session date, match a client of the caller listed as duplicates (skipped, or ' +
      'updated for the lines in updateLines). With dryRun nothing is written; otherwise every row is written in one ' +
      'transaction, and a file with any bad row is refused whole (400, nothing written). A check that finds no bad ' +
      'row answers a checkToken: the commit may send it instead of the rows (IMPORT_CHECK_EXPIRED once the server ' +
      'no longer holds that check; send the rows then).',
    access: 'subscriber',
    errors: ['IMPORT_CHECK_EXPIRED'],
    request: { headers: idempotencyKeyHeaders, body: clientImportSchema },
    response: importResultSchema,
  }),
  exportClients: endpoint({
    operationId: 'exportClients',
    method: 'get',
    path: '/api/clients/export.csv',
    tags,
    summary:
      "The caller's clients that pass the list's session date filter, in its order, as a CSV download: UTF-8 with a " +
      'BOM, CRLF, the columns titled as on the screen, checklist ticks as Yes/No, and a cell that starts with =, +, -, ' +
      '@ or an apostrophe written behind an apostrophe, so a spreadsheet shows it as text (import takes it away).',
    access: 'user',
    request: { query: clientExportQuerySchema },
    response: { contentType: 'text/csv', schema: z.string() },
  }),
  updateClient: endpoint({
    operationId: 'updateClient',
    method: 'patch',
    path: '/api/clients/{id}',
    tags,
    summary: 'Changes any part of a client: details, session, checklist items.',
    access: 'subscriber',
    request: { params: clientId, body: updateClientSchema },
    response: clientSchema,
  }),
  deleteClient: endpoint({
    operationId: 'deleteClient',
    method: 'delete',
    path: '/api/clients/{id}',
    tags,
    summary: 'Deletes one client.',
    access: 'subscriber',
    request: { params: clientId },
    status: 204,
    response: null,
  }),
  setClientHeaders: endpoint({
    operationId: 'setClientHeaders',
    method: 'put',
    path: '/api/client-headers',
    tags,
    summary: 'Which checklist columns Client Flow shows, in their order; answers with the profile that keeps them.',
    access: 'subscriber',
    request: { body: clientHeadersSchema },
    response: profileSchema,
    errors: ['PROFILE_NOT_FOUND'],
  }),
};
