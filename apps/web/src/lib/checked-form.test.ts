import { describe, expect, it } from 'vitest';
import { formProblem, requiredFieldMessage, withoutEditedFields } from './checked-form';

interface Form {
  name: string;
  email: string;
  sessionDate: string;
}

const blank: Form = { name: '', email: '', sessionDate: '' };
const required = { name: 'Client Name', sessionDate: 'Session Date' };

describe('a form check that fails', () => {
  it('words each mark as the admin forms do', () => {
    expect(requiredFieldMessage('Session Date')).toBe('Session date is required');
    expect(requiredFieldMessage('Name')).toBe('Name is required');
  });

  it('toasts the form-wide message and marks each blank required field', () => {
    const issues = [{ path: [], message: 'Please fill in the required fields: Client Name, Session Date.' }];
    expect(formProblem(issues, blank, required)).toEqual({
      ok: false,
      message: 'Please fill in the required fields: Client Name, Session Date.',
      fieldErrors: { name: 'Client name is required', sessionDate: 'Session date is required' },
    });
  });

  it("marks a refused field with the schema's message and ignores paths that are not fields", () => {
    const issues = [
      { path: ['email'], message: 'Please enter a valid email address.' },
      { path: ['elsewhere'], message: 'Not a field of this form.' },
    ];
    const form = { ...blank, name: 'Mia', sessionDate: '2026-03-14', email: 'mia@' };
    expect(formProblem(issues, form, required)).toEqual({
      ok: false,
      message: 'Please enter a valid email address.',
      fieldErrors: { email: 'Please enter a valid email address.' },
    });
  });
});

describe('editing a marked field', () => {
  const errors = { name: 'Client name is required', sessionDate: 'Session date is required' };

  it('takes away only the mark of the field edited', () => {
    expect(withoutEditedFields<Form>(errors, { name: 'M' })).toEqual({ sessionDate: 'Session date is required' });
  });

  it('keeps the same marks object when no marked field was edited', () => {
    expect(withoutEditedFields<Form>(errors, { email: 'm' })).toBe(errors);
  });
});
