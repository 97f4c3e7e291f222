import { z } from 'zod';
import { newClientSessionSchema } from '../client-schemas';
import { importResultSchema, leadImportSchema } from '../csv-import';
import { bulkDeleteResultSchema, bulkDeleteSchema } from '../forms';
import {
  convertLeadResultSchema,
  createLeadSchema,
  leadExportQuerySchema,
  leadInsightsSchema,
  leadListQuerySchema,
  leadListSchema,
  leadSchema,
  updateLeadSchema,
} from '../lead-schemas';
import { endpoint } from './endpoint';
import { idempotencyKeyHeaders, rowIdParams } from './params';

const tags = ['Lead Flow'] as const;
const leadId = rowIdParams('Lead');

/** Lead Flow's table: its leads, and booking one, which makes it a client. */
export const leadContracts = {
  listLeads: endpoint({
    operationId: 'listLeads',
    method: 'get',
    path: '/api/leads',
    tags,
    summary:
      "The signed-in user's leads and their booking rate: a short list whole, newest inquiry first; a long one (or " +
      'any list asked for with offset or limit) one window at a time, filtered and sorted by inquiry date, with ' +
      'exact counts. An unknown stored status reads as pending.',
    access: 'user',
    request: { query: leadListQuerySchema },
    response: leadListSchema,
  }),
  createLead: endpoint({
    operationId: 'createLead',
    method: 'post',
    path: '/api/leads',
    tags,
    summary: 'Adds a lead (the Add New Lead form); ticking Booked there saves it as booked.',
    access: 'subscriber',
    request: { headers: idempotencyKeyHeaders, body: createLeadSchema },
    status: 201,
    response: leadSchema,
  }),
  deleteLeads: endpoint({
    operationId: 'deleteLeads',
    method: 'post',
    path: '/api/leads/bulk-delete',
    tags,
    summary: 'Deletes the listed leads, all or none; ids of other users count as unknown.',
    access: 'subscriber',
    request: { body: bulkDeleteSchema },
    response: bulkDeleteResultSchema,
    errors: ['NOT_FOUND'],
  }),
  importLeads: endpoint({
    operationId: 'importLeads',
    method: 'post',
    path: '/api/leads/import',
    tags,
    summary:
      'Imports the rows of a CSV file as mapped in the browser: each row checked with the Add New Lead rules, rows ' +
      'whose name and inquiry date match a lead of the caller listed as duplicates (skipped, or updated for the ' +
      'lines in updateLines). With dryRun nothing is written; otherwise every row is written in one transaction, ' +
      'and a file with any bad row is refused whole (400, nothing written). A check that finds no bad row answers ' +
      'a checkToken: the commit may send it instead of the rows (IMPORT_CHECK_EXPIRED once the server no longer ' +
      'holds that check; send the rows then).',
    access: 'subscriber',
    errors: ['IMPORT_CHECK_EXPIRED'],
    request: { headers: idempotencyKeyHeaders, body: leadImportSchema },
    response: importResultSchema,
  }),
  leadInsights: endpoint({
    operationId: 'leadInsights',
    method: 'get',
    path: '/api/leads/insights',
    tags,
    summary:
      "Figures of the signed-in user's leads whose inquiry date falls in the last 12 months (the current month " +
      "in the user's time zone included): leads and booking rate by month and by source, the median time from a " +
      'lead arriving to its first Contacted tick, and the booking rate of leads contacted within a day against ' +
      'later. Leads without a known contact time are counted apart.',
    access: 'user',
    response: leadInsightsSchema,
    errors: ['PROFILE_NOT_FOUND'],
  }),
  exportLeads: endpoint({
    operationId: 'exportLeads',
    method: 'get',
    path: '/api/leads/export.csv',
    tags,
    summary:
      "The caller's leads that pass the list's filters, in its order, as a CSV download: UTF-8 with a BOM, CRLF, the " +
      'columns titled as on the screen, sources by name, ticks as Yes/No, and a cell that starts with =, +, -, @ or ' +
      'an apostrophe written behind an apostrophe, so a spreadsheet shows it as text (import takes it away).',
    access: 'user',
    request: { query: leadExportQuerySchema },
    response: { contentType: 'text/csv', schema: z.string() },
  }),
  convertLead: endpoint({
    operationId: 'convertLead',
    method: 'post',
    path: '/api/leads/{id}/convert',
    tags,
    summary:
      'Books a lead: creates its client with the session date and package given and marks the lead booked, in one ' +
      'step. A lead converted before whose client still exists is refused (LEAD_ALREADY_CONVERTED): open that client.',
    access: 'subscriber',
    request: { headers: idempotencyKeyHeaders, params: leadId, body: newClientSessionSchema },
    status: 201,
    response: convertLeadResultSchema,
    errors: ['LEAD_ALREADY_BOOKED', 'LEAD_ALREADY_CONVERTED'],
  }),
  updateLead: endpoint({
    operationId: 'updateLead',
    method: 'patch',
    path: '/api/leads/{id}',
    tags,
    summary: 'Changes any field of a lead; booked can only be cleared here (booking is convertLead).',
    access: 'subscriber',
    request: { params: leadId, body: updateLeadSchema },
    response: leadSchema,
  }),
  deleteLead: endpoint({
    operationId: 'deleteLead',
    method: 'delete',
    path: '/api/leads/{id}',
    tags,
    summary: 'Deletes one lead.',
    access: 'subscriber',
    request: { params: leadId },
    status: 204,
    response: null,
  }),
};
