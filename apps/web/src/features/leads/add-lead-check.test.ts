import { requiredFieldsMessage } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { checkNewLead } from './add-lead-check';
import { emptyNewLeadForm } from './add-lead-form';
import { localIsoDate } from '@/lib/local-date';

describe('checkNewLead', () => {
  it('names every blank required field in one message, and marks exactly those', () => {
    const check = checkNewLead({ ...emptyNewLeadForm(''), sessionType: '' });
    expect(check).toEqual({
      ok: false,
      message: requiredFieldsMessage(['Name', 'Session Type', 'Source', 'Inquiry Date']),
      fieldErrors: {
        name: 'Name is required',
        inquiryDate: 'Inquiry date is required',
        sessionType: 'Session type is required',
        source: 'Source is required',
      },
    });
  });

  it('marks only what is blank: a new lead without a name or source', () => {
    expect(checkNewLead(emptyNewLeadForm('2026-11-22'))).toEqual({
      ok: false,
      message: requiredFieldsMessage(['Name', 'Source']),
      fieldErrors: { name: 'Name is required', source: 'Source is required' },
    });
  });

  it('refuses an e-mail address that is not one, and marks the field', () => {
    const check = checkNewLead({ ...emptyNewLeadForm('2026-11-22'), name: 'Ava', source: '2', email: 'ava@' });
    expect(check).toMatchObject({ ok: false, fieldErrors: { email: 'Please enter a valid email address.' } });
  });

  it('accepts a filled-in form (inquiry date defaults to today, session type to Portrait)', () => {
    const form = { ...emptyNewLeadForm('2026-11-22'), name: 'Ava', source: '2', email: 'ava@example.com' };
    const check = checkNewLead(form);
    expect(check).toEqual({ ok: true, request: form });
    expect(form.sessionType).toBe('Portrait');
  });
});

describe('localIsoDate', () => {
  it('formats the local date', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
