import { defaultSessionType } from '@shutterdesk/core';

/** The Add New Lead form as typed: '' while a field is not filled in or not chosen. */
export interface NewLeadForm {
  name: string;
  /** Optional: where automatic messages (follow-ups) go. */
  email: string;
  inquiryDate: string;
  sessionType: string;
  source: string;
  contactMethod: string;
  followUp: string;
  notes: string;
  booked: boolean;
  sessionPackage: string;
}

export function emptyNewLeadForm(today: string): NewLeadForm {
  return {
    name: '',
    email: '',
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
  email: 'E-mail',
  inquiryDate: 'Inquiry Date',
  sessionType: 'Session Type',
  source: 'Source',
  contactMethod: 'Contact Method',
  followUp: 'Follow-up',
  notes: 'Notes',
  booked: 'Booked',
  sessionPackage: 'Session Package',
} as const satisfies Record<keyof NewLeadForm, string>;
