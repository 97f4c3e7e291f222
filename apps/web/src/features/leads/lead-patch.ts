import type { LeadListRow, UpdateLeadRequest } from '@shutterdesk/core';
import { restoreFields, type ItemChange } from '@/lib/optimistic-list';

/** A patch as the server applies it: unticking Booked also makes the status 'pending'. */
export function applyLeadPatch<Row extends LeadListRow>(lead: Row, patch: UpdateLeadRequest): Row {
  const next = { ...lead, ...patch } as Row;
  return patch.booked === false && patch.bookingStatus === undefined ? { ...next, bookingStatus: 'pending' } : next;
}

/** The fields a patch changes on the server, so a failure puts back exactly those. */
export function fieldsChangedBy(patch: UpdateLeadRequest): (keyof UpdateLeadRequest)[] {
  const fields = Object.keys(patch) as (keyof UpdateLeadRequest)[];
  return patch.booked === false ? [...fields, 'bookingStatus'] : fields;
}

/** A patch as the cached list shows it at once, and how a failure takes back just its fields. */
export function leadChange<Row extends LeadListRow>(patch: UpdateLeadRequest): ItemChange<Row> {
  // A field the list does not show (pricing sent) is put back as it was too: absent.
  const fields = fieldsChangedBy(patch) as (keyof Row)[];
  return { apply: (lead) => applyLeadPatch(lead, patch), revert: restoreFields(fields) };
}
