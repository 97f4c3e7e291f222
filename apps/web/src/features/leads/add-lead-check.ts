import { createLeadSchema, type CreateLeadRequest } from '@shutterdesk/core';
import { formProblem, type FormCheck, type RequiredLabels } from '@/lib/checked-form';
import { newLeadLabels, type NewLeadForm } from './add-lead-form';

// Loaded when the Add New Lead dialog opens (useCheckedForm): it brings core's zod schemas, which the list never needs.

/** The fields createLeadSchema requires; add-lead-check.test.ts checks that the toast names the same ones. */
const newLeadRequired: RequiredLabels<NewLeadForm> = {
  name: newLeadLabels.name,
  inquiryDate: newLeadLabels.inquiryDate,
  sessionType: newLeadLabels.sessionType,
  source: newLeadLabels.source,
};

export type NewLeadCheck = FormCheck<NewLeadForm, CreateLeadRequest>;

/**
 * Checks the form with the server's schema; blank required fields get the spec's one message naming them all,
 * and a mark each.
 */
export function checkNewLead(form: NewLeadForm): NewLeadCheck {
  const result = createLeadSchema.safeParse(form);
  // The request is the form as typed: the server applies the same transform (package only when booked).
  return result.success
    ? { ok: true, request: form as CreateLeadRequest }
    : formProblem(result.error.issues, form, newLeadRequired);
}
