/** The query key of the lead a link brings into view on Lead Flow. */
export const focusedLeadKey = 'lead';

/** Lead Flow showing this lead: /leads?lead=<id> (the filters stand aside so the row is there). */
export function leadLink(leadId: string): string {
  return `/leads?${new URLSearchParams({ [focusedLeadKey]: leadId })}`;
}
