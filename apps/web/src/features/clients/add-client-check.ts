import { createClientSchema, type CreateClientRequest } from '@shutterdesk/core';
import { formProblem, type FormCheck, type RequiredLabels } from '@/lib/checked-form';
import { newClientLabels, type NewClientForm } from './add-client-form';
import { newClientSessionLabels } from '@/components/ui/new-client-session-fields';

// Loaded when the Add New Client dialog opens (useCheckedForm): it brings core's zod schemas, which the list never needs.

/** The fields createClientSchema requires; add-client-check.test.ts checks that the toast names the same ones. */
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
