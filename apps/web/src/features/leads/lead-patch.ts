import type { Lead, UpdateLeadRequest } from '@shutterdesk/core';
import { restoreFields, type ItemChange } from '../../lib/optimistic-list';

/** A patch as the server applies it: unticking Booked also makes the status 'pending'. */
export function applyLeadPatch(lead: Lead, patch: UpdateLeadRequest): Lead {
  const next = { ...lead, ...patch } as Lead;
  return patch.booked === false && patch.bookingStatus === undefined ? { ...next, bookingStatus: 'pending' } : next;
}

/** The fields a patch changes on the server, so a failure puts back exactly those. */
export function fieldsChangedBy(patch: UpdateLeadRequest): (keyof Lead)[] {
  const fields = Object.keys(patch) as (keyof UpdateLeadRequest)[];
  return patch.booked === false ? [...fields, 'bookingStatus'] : fields;
}

/** A patch as the cached list shows it at once, and how a failure takes back just its fields. */
export function leadChange(patch: UpdateLeadRequest): ItemChange<Lead> {
  return { apply: (lead) => applyLeadPatch(lead, patch), revert: restoreFields(fieldsChangedBy(patch)) };
}
