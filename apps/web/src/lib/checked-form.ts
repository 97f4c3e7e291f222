import { useState, type FormEvent } from 'react';
import { notify } from './toast';

/** A form checked with the server's schema: the request to send, or the one message to show. */
export type FormCheck<Request> = { ok: true; request: Request } | { ok: false; message: string };

interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The message of a failed check: the form-wide one (the spec's "Please fill in the required fields: …", which
 * names every blank field) before any field's own complaint.
 */
export function formProblem(issues: readonly SchemaIssue[]): FormCheck<never> {
  const issue = issues.find((candidate) => candidate.path.length === 0) ?? issues[0];
  return { ok: false, message: issue?.message ?? 'Please check the form.' };
}

/** A form's fields, and a submit that checks them first: a problem is toasted, a good form is saved. */
export function useCheckedForm<Form extends object, Request>(
  initial: () => Form,
  check: (form: Form) => FormCheck<Request>,
  save: (request: Request) => void,
) {
  const [form, setForm] = useState(initial);
  const set = (changes: Partial<Form>) => setForm((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = check(form);
    if (result.ok) save(result.request);
    else notify.error(result.message);
  };
  return { form, set, submit };
}
