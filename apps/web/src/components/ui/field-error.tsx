import type { ReactNode } from 'react';

/** The id of the message under the field `fieldId`, for the field's aria-describedby. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

/** What a field that needs fixing carries: marked invalid and pointing at its message; nothing otherwise. */
export function invalidFieldProps(fieldId: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(fieldId) } : {};
}

/** The message under a field that needs fixing (TextField, SelectField, DateField). */
export function FieldError({ fieldId, children }: { fieldId: string; children: ReactNode }) {
  return (
    <p id={fieldErrorId(fieldId)} className="text-sm text-danger">
      {children}
    </p>
  );
}
