import { createClientSchema, defaultSessionType, type CreateClientRequest } from '@shutterdesk/core';
import { formProblem, type FormCheck } from '../../lib/checked-form';

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

export type NewClientCheck = FormCheck<CreateClientRequest>;

/**
 * Checks the form with the same schema the server uses. A form with blank required fields gets the spec's one
 * message naming them all ('Please fill in the required field: Session Package.').
 */
export function checkNewClient(form: NewClientForm): NewClientCheck {
  const result = createClientSchema.safeParse(form);
  return result.success ? { ok: true, request: result.data } : formProblem(result.error.issues);
}
