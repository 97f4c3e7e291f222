import { createClientSchema, defaultSessionType, type CreateClientRequest } from '@shutterdesk/core';
import { newClientSessionLabels } from '../../components/ui/new-client-session-fields';
import { formProblem, type FormCheck, type RequiredLabels } from '../../lib/checked-form';

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

/** The fields createClientSchema requires; add-client-form.test.ts checks that the toast names the same ones. */
const newClientRequired: RequiredLabels<NewClientForm> = {
  name: newClientLabels.name,
  sessionType: newClientLabels.sessionType,
  ...newClientSessionLabels,
};

export type NewClientCheck = FormCheck<NewClientForm, CreateClientRequest>;

/**
 * Checks the form with the same schema the server uses. A form with blank required fields gets the spec's one
 * message naming them all ('Please fill in the required field: Session Package.') and a mark on each.
 */
export function checkNewClient(form: NewClientForm): NewClientCheck {
  const result = createClientSchema.safeParse(form);
  return result.success
    ? { ok: true, request: result.data }
    : formProblem(result.error.issues, form, newClientRequired);
}
