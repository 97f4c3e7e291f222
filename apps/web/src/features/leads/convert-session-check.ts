import { newClientSessionSchema, type NewClientSessionRequest } from '@shutterdesk/core';
import { newClientSessionLabels } from '@/components/ui/new-client-session-fields';
import { formProblem, type FormCheck } from '@/lib/checked-form';

// Loaded when 'Convert to Client?' opens (useCheckedForm): it brings core's zod schemas, which the list never needs.

/** Convert to Client's two fields as typed: '' while not filled in or not chosen. */
export interface SessionForm {
  sessionDate: string;
  sessionPackage: string;
}

/** Checks the session a converted lead's client needs with the schema the server uses. */
export function checkSession(form: SessionForm): FormCheck<SessionForm, NewClientSessionRequest> {
  const result = newClientSessionSchema.safeParse(form);
  return result.success
    ? { ok: true, request: result.data }
    : formProblem(result.error.issues, form, newClientSessionLabels);
}
