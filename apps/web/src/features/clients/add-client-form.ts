import { createClientSchema, defaultSessionType, type CreateClientRequest } from '@shutterdesk/core';

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

export type NewClientCheck = { ok: true; request: CreateClientRequest } | { ok: false; message: string };

/**
 * Checks the form with the same schema the server uses. A form with blank required fields gets the spec's one
 * message naming them all ('Please fill in the required field: Session Package.').
 */
export function checkNewClient(form: NewClientForm): NewClientCheck {
  const result = createClientSchema.safeParse(form);
  if (result.success) return { ok: true, request: result.data };
  // The blank-fields message is about the whole form (no path); it goes before a field's own complaint.
  const { issues } = result.error;
  const issue = issues.find((candidate) => candidate.path.length === 0) ?? issues[0];
  return { ok: false, message: issue?.message ?? 'Please check the form.' };
}
