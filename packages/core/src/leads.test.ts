import { describe, expect, it } from 'vitest';
import { createLeadSchema, updateLeadSchema } from './lead-schemas';
import { bookingRate, leadSourceLabel, leadSources, normalizeBookingStatus } from './leads';

describe('bookingRate', () => {
  it('is booked leads over all leads as a rounded percent', () => {
    const leads = (statuses: string[]) => statuses.map((bookingStatus) => ({ bookingStatus }));
    expect(bookingRate(leads(['booked', 'pending', 'pending']))).toBe(33);
    expect(bookingRate(leads(['booked', 'booked', 'pending']))).toBe(67);
    expect(bookingRate(leads(['booked', 'not booked']))).toBe(50);
    expect(bookingRate(leads(['booked']))).toBe(100);
  });

  it('is 0 without leads', () => {
    expect(bookingRate([])).toBe(0);
  });

  it('counts an unknown status as pending, not booked', () => {
    expect(bookingRate([{ bookingStatus: 'BOOKED' }, { bookingStatus: 'booked' }])).toBe(50);
  });
});

describe('normalizeBookingStatus', () => {
  it('keeps the three known statuses and reads anything else as pending', () => {
    expect(normalizeBookingStatus('booked')).toBe('booked');
    expect(normalizeBookingStatus('not booked')).toBe('not booked');
    expect(normalizeBookingStatus('pending')).toBe('pending');
    for (const unknown of ['', 'Booked', 'lost', null, undefined, 3])
      expect(normalizeBookingStatus(unknown)).toBe('pending');
  });
});

describe('leadSources', () => {
  it('codes the seven lead sources 1 to 7 in the spec order', () => {
    expect(leadSources.map((source) => source.code)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(leadSourceLabel('6')).toBe('Previous Client');
    expect(leadSourceLabel('8')).toBeUndefined();
  });
});

describe('createLeadSchema', () => {
  const valid = { name: 'Noah Reed', sessionType: 'Wedding', source: '2', inquiryDate: '2026-11-20' };

  it('makes a pending lead with the optional fields empty', () => {
    expect(createLeadSchema.parse(valid)).toEqual({
      ...valid,
      contactMethod: '',
      followUp: '',
      notes: '',
      email: '',
      booked: false,
      sessionPackage: '',
      bookingStatus: 'pending',
    });
  });

  it('books the lead when Booked is ticked and keeps the package only then', () => {
    expect(createLeadSchema.parse({ ...valid, booked: true, sessionPackage: 'Custom package' })).toMatchObject({
      booked: true,
      bookingStatus: 'booked',
      sessionPackage: 'Custom package',
    });
    expect(createLeadSchema.parse({ ...valid, sessionPackage: 'Custom package' }).sessionPackage).toBe('');
  });

  it('names the missing required fields in the spec order', () => {
    expect(
      createLeadSchema.safeParse({ name: '', sessionType: '', source: '', inquiryDate: '' }).error?.issues[0]?.message,
    ).toBe('Please fill in the required fields: Name, Session Type, Source, Inquiry Date.');
  });

  it('treats required fields left out like blank ones', () => {
    expect(createLeadSchema.safeParse({ name: 'Noah Reed' }).error?.issues[0]?.message).toBe(
      'Please fill in the required fields: Session Type, Source, Inquiry Date.',
    );
  });

  it('refuses unknown sources and contact methods', () => {
    expect(createLeadSchema.safeParse({ ...valid, contactMethod: 'Fax' }).error?.issues[0]?.message).toMatch(
      /^Contact method must be one of/,
    );
    expect(createLeadSchema.safeParse({ ...valid, source: '8' }).success).toBe(false);
    expect(createLeadSchema.safeParse({ ...valid, source: 'Instagram' }).success).toBe(false);
    expect(createLeadSchema.safeParse({ ...valid, contactMethod: 'Carrier pigeon' }).success).toBe(false);
  });
});

describe('updateLeadSchema', () => {
  it('makes an unticked lead pending again', () => {
    expect(updateLeadSchema.parse({ booked: false })).toEqual({ booked: false, bookingStatus: 'pending' });
  });

  it('unticks booked when the status is set to something other than booked', () => {
    expect(updateLeadSchema.parse({ bookingStatus: 'not booked' })).toEqual({
      bookingStatus: 'not booked',
      booked: false,
    });
    expect(updateLeadSchema.safeParse({ bookingStatus: 'booked' }).success).toBe(false);
  });

  it('books only through conversion and refuses unknown fields', () => {
    expect(updateLeadSchema.safeParse({ booked: true }).success).toBe(false);
    expect(updateLeadSchema.safeParse({ user_id: 'x' }).success).toBe(false);
    expect(updateLeadSchema.safeParse({ contacted: true }).success).toBe(true);
  });
});
