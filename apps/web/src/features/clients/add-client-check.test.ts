import { describe, expect, it } from 'vitest';
import { checkNewClient } from './add-client-check';
import { emptyNewClientForm } from './add-client-form';

const filled = {
  ...emptyNewClientForm(),
  name: 'Mia Hart',
  sessionDate: '2026-03-14',
  sessionPackage: 'Mini session',
};

describe('the Add New Client form check', () => {
  it('starts with session type Portrait and no package', () => {
    expect(emptyNewClientForm()).toMatchObject({ sessionType: 'Portrait', sessionPackage: '' });
  });

  it('names the one blank required field, and marks it', () => {
    expect(checkNewClient({ ...filled, sessionPackage: '' })).toEqual({
      ok: false,
      message: 'Please fill in the required field: Session Package.',
      fieldErrors: { sessionPackage: 'Session package is required' },
    });
  });

  it('names every blank required field in the form order, and marks exactly those', () => {
    expect(checkNewClient({ ...emptyNewClientForm(), sessionType: '' })).toEqual({
      ok: false,
      message: 'Please fill in the required fields: Client Name, Session Date, Session Type, Session Package.',
      fieldErrors: {
        name: 'Client name is required',
        sessionDate: 'Session date is required',
        sessionType: 'Session type is required',
        sessionPackage: 'Session package is required',
      },
    });
  });

  it('counts a name of spaces as blank', () => {
    expect(checkNewClient({ ...filled, name: '   ' })).toEqual({
      ok: false,
      message: 'Please fill in the required field: Client Name.',
      fieldErrors: { name: 'Client name is required' },
    });
  });

  it('toasts blank required fields before the email, and marks the email too', () => {
    const check = checkNewClient({ ...filled, email: 'not-an-email', sessionDate: '' });
    expect(check).toEqual({
      ok: false,
      message: 'Please fill in the required field: Session Date.',
      fieldErrors: { sessionDate: 'Session date is required', email: 'Please enter a valid email address.' },
    });
  });

  it('refuses an invalid email once the required fields are there', () => {
    expect(checkNewClient({ ...filled, email: 'not-an-email' })).toEqual({
      ok: false,
      message: 'Please enter a valid email address.',
      fieldErrors: { email: 'Please enter a valid email address.' },
    });
  });

  it('gives the request to send, trimmed, when the form is complete', () => {
    expect(checkNewClient({ ...filled, name: ' Mia Hart ', email: 'mia@example.com' })).toEqual({
      ok: true,
      request: {
        name: 'Mia Hart',
        email: 'mia@example.com',
        phone: '',
        sessionDate: '2026-03-14',
        sessionType: 'Portrait',
        sessionPackage: 'Mini session',
      },
    });
  });
});
