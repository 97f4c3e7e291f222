import { defaultSessionType } from '@shutterdesk/core';
import { newClientSessionLabels } from '@/components/ui/new-client-session-fields';

/** The Add New Client form as typed: every field text, '' while not filled in or not chosen. */
export interface NewClientForm {
  name: string;
  email: string;
  phone: string;
  sessionDate: string;
  sessionType: string;
  sessionPackage: string;
}

export function emptyNewClientForm(): NewClientForm {
  return { name: '', email: '', phone: '', sessionDate: '', sessionType: defaultSessionType, sessionPackage: '' };
}

/** The labels of the form's fields. */
export const newClientLabels = {
  name: 'Client Name',
  email: 'Email',
  phone: 'Phone',
  sessionType: 'Session Type',
  ...newClientSessionLabels,
} as const satisfies Record<keyof NewClientForm, string>;
