import { z } from 'zod';

/**
 * Global search (the command palette): the zod schemas of GET /api/search and the rules both sides share. A query
 * is forgiving by design: any text is a fine question, and one the server cannot use answers with no results
 * rather than an error.
 */

/** What the palette finds, in the order it groups them. A routine is a recurring task of a category card. */
export const searchKinds = ['client', 'lead', 'routine', 'priorityTask'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Fewer characters than this (after trimming) find nothing: two letters already match half a studio. */
export const searchMinLength = 2;
/** Characters of a query the server reads; the rest is ignored, so a pasted page still gets an answer. */
export const searchMaxLength = 200;
/** Results of each kind at most. */
export const searchResultsPerKind = 5;
/** The palette waits this long after the last key before it asks. */
export const searchDebounceMs = 150;

/** The text a query's results are found by: trimmed and cut at searchMaxLength characters (whole code points). */
export function searchNeedle(query: string): string {
  const trimmed = query.trim();
  if (trimmed.length <= searchMaxLength) return trimmed;
  return Array.from(trimmed).slice(0, searchMaxLength).join('').trim();
}

export const searchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'q must be text.' })
    .default('')
    .meta({
      description:
        `What to look for in names and titles, case and accents aside. Under ${searchMinLength} characters finds ` +
        `nothing; only the first ${searchMaxLength} are read.`,
    }),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchResultSchema = z
  .object({
    kind: z.enum(searchKinds),
    id: z.uuid(),
    /** The client's or lead's name, the task's title. */
    name: z.string(),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResultsSchema = z
  .object({
    /** Grouped by kind in searchKinds order; within a kind the best match first. */
    results: z.array(searchResultSchema),
  })
  .meta({ id: 'SearchResults' });
export type SearchResults = z.infer<typeof searchResultsSchema>;
