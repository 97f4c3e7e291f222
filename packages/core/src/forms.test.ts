import { describe, expect, it } from 'vitest';
import { requiredFieldsMessage } from './forms';

describe('requiredFieldsMessage', () => {
  it('names one missing field in the singular', () => {
    expect(requiredFieldsMessage(['Client Name'])).toBe('Please fill in the required field: Client Name.');
  });

  it('lists several missing fields in the plural', () => {
    expect(requiredFieldsMessage(['Client Name', 'Session Date'])).toBe(
      'Please fill in the required fields: Client Name, Session Date.',
    );
  });

  it('has nothing to say when nothing is missing', () => {
    expect(requiredFieldsMessage([])).toBeNull();
  });
});
