import { searchQuerySchema, searchResultsPerKind, searchResultsSchema } from '../search';
import { endpoint } from './endpoint';

const tags = ['Search'] as const;

export const searchContracts = {
  search: endpoint({
    operationId: 'search',
    method: 'get',
    path: '/api/search',
    tags,
    summary:
      "The signed-in user's clients, leads, routines and priority tasks whose name or title holds the query, case " +
      'and accents aside: an exact name first, then names that start with it, then a word that does, then the rest ' +
      `by likeness; at most ${searchResultsPerKind} of each kind. Any text is a fine query: one too short finds ` +
      'nothing, and a long one is read up to its limit.',
    access: 'user',
    request: { query: searchQuerySchema },
    response: searchResultsSchema,
  }),
};
