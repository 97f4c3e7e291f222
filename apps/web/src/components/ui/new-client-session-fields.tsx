import { sessionPackages } from '@shutterdesk/core';
import { DateField } from './date-picker';
import { SelectField } from './select';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * Session Date and Session Package as Add New Client asks for them (core's newClientSessionSchema holds their
 * rules); converting a lead into a client asks for the same two.
 */
export function SessionDateField({ value, onChange }: FieldProps) {
  return <DateField label="Session Date" value={value} onChange={onChange} />;
}

export function SessionPackageField({ value, onChange }: FieldProps) {
  return (
    <SelectField
      label="Session Package"
      aria-required="true"
      options={sessionPackages}
      placeholder="Choose a package"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
