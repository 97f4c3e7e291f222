import { createLeadSchema, defaultSessionType, toIsoDate, type CreateLeadRequest } from '@shutterdesk/core';
import { formProblem, type FormCheck, type RequiredLabels } from '../../lib/checked-form';

/** The Add New Lead form as typed: '' while a field is not filled in or not chosen. */
export interface NewLeadForm {
  name: string;
  inquiryDate: string;
  sessionType: string;
  source: string;
  contactMethod: string;
  followUp: string;
  notes: string;
  booked: boolean;
  sessionPackage: string;
}

/** Today as yyyy-MM-dd in the user's own time zone (the default inquiry date). */
export function localIsoDate(now: Date): string {
  return toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

export function emptyNewLeadForm(today: string): NewLeadForm {
  return {
    name: '',
    inquiryDate: today,
    sessionType: defaultSessionType,
    source: '',
    contactMethod: '',
    followUp: '',
    notes: '',
    booked: false,
    sessionPackage: '',
  };
}

/** The labels of the form's fields. */
export const newLeadLabels = {
  name: 'Name',
  inquiryDate: 'Inquiry Date',
  sessionType: 'Session Type',
  source: 'Source',
  contactMethod: 'Contact Method',
  followUp: 'Follow-up',
  notes: 'Notes',
  booked: 'Booked',
  sessionPackage: 'Session Package',
} as const satisfies Record<keyof NewLeadForm, string>;

/** The fields createLeadSchema requires; add-lead-form.test.ts checks that the toast names the same ones. */
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
