import { sessionPackages } from '@shutterdesk/core';
import { DateField } from './date-picker';
import { SelectField } from './select';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The message under the field when it needs fixing. */
  error?: string | undefined;
}

/** The labels of the two fields, which also name them when they are left blank. */
export const newClientSessionLabels = { sessionDate: 'Session Date', sessionPackage: 'Session Package' } as const;

/**
 * Session Date and Session Package as Add New Client asks for them (core's newClientSessionSchema holds their
 * rules); converting a lead into a client asks for the same two.
 */
export function SessionDateField({ value, onChange, error }: FieldProps) {
  return <DateField label={newClientSessionLabels.sessionDate} value={value} onChange={onChange} error={error} />;
}

export function SessionPackageField({ value, onChange, error }: FieldProps) {
  return (
    <SelectField
      label={newClientSessionLabels.sessionPackage}
      aria-required="true"
      options={sessionPackages}
      placeholder="Choose a package"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
