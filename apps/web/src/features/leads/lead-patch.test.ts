import type { Lead } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { applyLeadPatch, fieldsChangedBy, leadChange } from './lead-patch';

const booked: Lead = {
  id: 'l1',
  name: 'Ava Stone',
  inquiryDate: '2026-03-10',
  sessionType: 'Portrait',
  source: '1',
  contactMethod: '',
  notes: 'Wants golden hour',
  email: '',
  crmWorkflowStarted: false,
  booked: true,
  sessionPackage: '',
  contacted: false,
  contactedAt: null,
  pricingSent: false,
  followUp: '',
  bookingStatus: 'booked',
  clientId: 'c1',
  createdAt: '2026-03-10T10:00:00.000Z',
};

describe('an optimistic change to a lead', () => {
  it('shows unticking Booked as the server saves it: the status goes back to pending', () => {
    expect(applyLeadPatch(booked, { booked: false })).toMatchObject({ booked: false, bookingStatus: 'pending' });
    expect(applyLeadPatch(booked, { booked: false, bookingStatus: 'not booked' }).bookingStatus).toBe('not booked');
    expect(applyLeadPatch(booked, { notes: '' })).toEqual({ ...booked, notes: '' });
  });

  it('names the fields a patch changes, the status too when Booked is unticked', () => {
    expect(fieldsChangedBy({ notes: 'x', followUp: '2026-04-01' })).toEqual(['notes', 'followUp']);
    expect(fieldsChangedBy({ booked: false })).toEqual(['booked', 'bookingStatus']);
  });

  it('is taken back field by field, so another change to the same lead stays', () => {
    const change = leadChange({ booked: false });
    const meanwhile = { ...change.apply(booked), notes: 'Newer notes' };
    expect(change.revert(meanwhile, booked)).toEqual({ ...booked, notes: 'Newer notes' });
  });
});
