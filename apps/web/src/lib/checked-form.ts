import { useEffect, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { notify } from './toast';

/** When the form's check could not be loaded (the connection dropped since the page loaded). */
const checkNotLoaded = 'The form could not be checked. Please check your connection and try again.';

/** What shows under each field that needs fixing, by field. */
export type FieldErrors<Form> = Partial<Record<keyof Form, string>>;

/** The labels of a form's required fields, by field: each blank one is marked with its own message. */
export type RequiredLabels<Form> = Partial<Record<keyof Form, string>>;

/**
 * A form checked with the server's schema: the request to send, or the one message to toast and the message
 * under each field that needs fixing.
 */
export type FormCheck<Form, Request> =
  { ok: true; request: Request } | { ok: false; message: string; fieldErrors: FieldErrors<Form> };

interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** 'Session Date' → 'Session date is required', the wording of the admin coupon form's marks. */
export function requiredFieldMessage(label: string): string {
  return `${label.charAt(0)}${label.slice(1).toLowerCase()} is required`;
}

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/**
 * A failed check: the form-wide message (the spec's "Please fill in the required fields: …", which names every
 * blank field) before any field's own complaint goes in the toast; each blank required field is marked as
 * required, and a field the schema refuses (an e-mail that is not one) gets the schema's message.
 */
export function formProblem<Form extends object>(
  issues: readonly SchemaIssue[],
  form: Form,
  required: RequiredLabels<Form>,
): FormCheck<Form, never> {
  const fieldErrors: FieldErrors<Form> = {};
  for (const [field, label] of Object.entries(required) as [keyof Form, string][]) {
    if (isBlank(form[field])) fieldErrors[field] = requiredFieldMessage(label);
  }
  for (const { path, message } of issues) {
    const [field] = path;
    if (typeof field === 'string' && field in form) fieldErrors[field as keyof Form] ??= message;
  }
  const issue = issues.find((candidate) => candidate.path.length === 0) ?? issues[0];
  return { ok: false, message: issue?.message ?? 'Please check the form.', fieldErrors };
}

/** The marks left once `changes` are made: editing a field takes its own mark away at once. */
export function withoutEditedFields<Form>(errors: FieldErrors<Form>, changes: Partial<Form>): FieldErrors<Form> {
  const edited = Object.keys(changes).filter((field) => field in errors);
  if (edited.length === 0) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !edited.includes(field))) as FieldErrors<Form>;
}

/** Loads a form's check: the checks use core's zod schemas, which the screens behind the forms need not load. */
export type LoadCheck<Form, Request> = () => Promise<(form: Form) => FormCheck<Form, Request>>;

/**
 * A form's fields, and a submit that checks them first: a good form is saved; a problem is toasted, each field
 * that needs fixing is marked (TextField, SelectField and DateField take `errors[field]`), and the first of them
 * gets the focus. The check starts loading as the form opens (a dialog's form mounts when it opens), so it is
 * there long before the first submit.
 */
export function useCheckedForm<Form extends object, Request>(
  initial: () => Form,
  loadCheck: LoadCheck<Form, Request>,
  save: (request: Request) => void,
) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Form>>({});
  useEffect(() => {
    loadCheck().catch(() => undefined);
  }, [loadCheck]);
  const set = (changes: Partial<Form>) => {
    setForm((current) => ({ ...current, ...changes }));
    setErrors((current) => withoutEditedFields(current, changes));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const check = await loadCheck().catch(() => undefined);
    if (!check) {
      notify.error(checkNotLoaded);
      return;
    }
    const result = check(form);
    if (result.ok) {
      save(result.request);
      return;
    }
    notify.error(result.message);
    // The marks are rendered at once, so the first marked field (in the order on screen) can take the focus.
    flushSync(() => setErrors(result.fieldErrors));
    formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };
  return { form, set, submit, errors };
}
