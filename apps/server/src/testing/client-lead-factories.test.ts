import { leadSources, postSessionChecks, preSessionChecks } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { buildClients, buildLeads } from './client-lead-factories';

const today = new Date('2026-06-15T12:00:00Z');

describe('buildClients', () => {
  it('makes the same clients from the same seed and day, and others from another seed', () => {
    expect(buildClients(50, { seed: 4, today })).toEqual(buildClients(50, { seed: 4, today }));
    expect(buildClients(50, { seed: 5, today })).not.toEqual(buildClients(50, { seed: 4, today }));
  });

  it('spreads sessions over two years around the day, all added by then', () => {
    const drafts = buildClients(1000, { seed: 1, today });
    const dates = drafts
      .map((client) => client.sessionDate)
      .filter(Boolean)
      .sort();
    expect(dates[0]! >= '2025-03-01').toBe(true);
    expect(dates.at(-1)! <= '2027-03-31').toBe(true);
    expect(dates.filter((date) => date < '2026-06-15').length).toBeGreaterThan(500);
    expect(dates.filter((date) => date > '2026-06-15').length).toBeGreaterThan(250);
    expect(drafts.every((client) => client.createdAt <= today)).toBe(true);
  });

  it('gives checklists that fit the session date', () => {
    const drafts = buildClients(1000, { seed: 2, today });
    const upcoming = drafts.filter((client) => client.sessionDate > '2026-06-15');
    const longPast = drafts.filter((client) => client.sessionDate && client.sessionDate < '2026-01-01');
    // Nothing of the after-session work is done before the session.
    expect(upcoming.every((client) => postSessionChecks.every((check) => !client.postSession![check]))).toBe(true);
    // Sessions half a year ago were prepared, and most have been delivered.
    expect(longPast.every((client) => client.preSession!.contractSigned && client.preSession!.prepEmail)).toBe(true);
    expect(longPast.filter((client) => client.postSession!.delivered).length / longPast.length).toBeGreaterThan(0.8);
    // Far-off sessions are mostly not prepared yet; every stage is represented somewhere.
    const farOff = upcoming.filter((client) => client.sessionDate > '2026-12-31');
    expect(farOff.filter((client) => client.preSession!.prepEmail)).toEqual([]);
    for (const check of preSessionChecks) expect(drafts.some((client) => client.preSession![check])).toBe(true);
    for (const check of postSessionChecks) expect(drafts.some((client) => client.postSession![check])).toBe(true);
  });

  it('makes a listed client as the Add form would, with what the spec sets', () => {
    const [client] = buildClients([{ name: 'Mia Hart', preSession: { invoicePaid: true } }], { today });
    expect(client).toMatchObject({ name: 'Mia Hart', email: '', phone: '', sessionDueDate: '' });
    expect(client!.sessionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.values(client!.preSession!).filter((value) => value === true)).toEqual([true]);
    expect(Object.values(client!.postSession!).some((value) => value === true)).toBe(false);
  });
});

describe('buildLeads', () => {
  it('makes the same leads from the same seed and day', () => {
    expect(buildLeads(50, { seed: 4, today })).toEqual(buildLeads(50, { seed: 4, today }));
  });

  it('uses every source and every status, with a package only when booked', () => {
    const drafts = buildLeads(300, { seed: 3, today });
    expect(new Set(buildLeads(7, { seed: 9, today }).map((lead) => lead.source))).toEqual(
      new Set(leadSources.map((source) => source.code)),
    );
    expect(new Set(drafts.map((lead) => lead.bookingStatus))).toEqual(new Set(['pending', 'booked', 'not booked']));
    expect(drafts.every((lead) => lead.booked === (lead.bookingStatus === 'booked'))).toBe(true);
    expect(drafts.every((lead) => (lead.sessionPackage !== null) === lead.booked)).toBe(true);
    expect(drafts.every((lead) => lead.inquiryDate <= '2026-06-15' && lead.inquiryDate >= '2024-06-15')).toBe(true);
    // Most open leads have a follow-up date; some do not.
    const open = drafts.filter((lead) => lead.bookingStatus === 'pending');
    expect(open.some((lead) => lead.followUp !== null)).toBe(true);
  });

  it('makes a listed lead pending and untouched unless the spec says otherwise', () => {
    const [pending, booked] = buildLeads([{ name: 'Ruby' }, { booked: true }], { today });
    expect(pending).toMatchObject({
      name: 'Ruby',
      booked: false,
      bookingStatus: 'pending',
      contacted: false,
      notes: '',
      sessionPackage: null,
      followUp: null,
    });
    expect(booked).toMatchObject({ booked: true, bookingStatus: 'booked', sessionPackage: expect.any(String) });
  });
});
