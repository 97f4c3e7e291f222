/** The query key of the client a link brings into view on Client Flow. */
export const focusedClientKey = 'client';

/** Client Flow showing this client: /clients?client=<id> (the filters stand aside so the row is there). */
export function clientLink(clientId: string): string {
  return `/clients?${new URLSearchParams({ [focusedClientKey]: clientId })}`;
}
