import { describe, expect, it } from 'vitest';
import { importDate, looksLikeFormula, neutraliseFormula, restoreNeutralised } from './csv-cells';
import { clientCsvColumns, leadCsvColumns, mapCsvHeaders } from './csv-columns';
import { readLeadImportRow } from './csv-import';

describe('CSV import and export rules', () => {
  it.each([
    ['2026-03-14', 'eu', '2026-03-14'],
    ['2026/3/4', 'us', '2026-03-04'],
    ['3/4/2026', 'us', '2026-03-04'],
    ['3/4/2026', 'eu', '2026-04-03'],
    ['14.03.2026', 'eu', '2026-03-14'],
    ['  ', 'iso', ''],
    ['31/02/2026', 'eu', null],
    ['2026-02-29', 'iso', null],
    ['3/4/2026', 'iso', null],
    ['March 4', 'us', null],
  ] as const)('reads the date %j written %s as %j', (text, format, expected) => {
    expect(importDate(text, format)).toBe(expected);
  });

  it.each(['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx', "'=x", "''", 'plain', "'plain", '', "it's"])(
    'gives back %j after neutralising it',
    (text) => {
      expect(restoreNeutralised(neutraliseFormula(text))).toBe(text);
    },
  );

  it('neutralises what a spreadsheet would run, and nothing else', () => {
    expect(neutraliseFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutraliseFormula('Ada')).toBe('Ada');
    expect(looksLikeFormula('=1+1')).toBe(true);
    expect(looksLikeFormula('@cmd')).toBe(true);
    expect(looksLikeFormula('+cmd|x')).toBe(true);
    expect(looksLikeFormula('+44 20 7946 0958')).toBe(false);
    expect(looksLikeFormula('-5')).toBe(false);
    expect(looksLikeFormula("'=1+1")).toBe(false);
  });

  it('maps headers by title, id and common CRM names, each column once', () => {
    expect(
      mapCsvHeaders(
        ['Full Name', 'E-mail Address', 'Shoot Date', 'session type', 'Contract Signed', 'Name', 'Shoe'],
        clientCsvColumns,
      ),
    ).toEqual(['name', 'email', 'sessionDate', 'sessionType', 'contractSigned', null, null]);
    expect(mapCsvHeaders(['Lead Source', 'Platform', 'Follow up date'], leadCsvColumns)).toEqual([
      'source',
      null,
      'followUp',
    ]);
  });

  it('reads a lead by its names and reports each bad cell under its title', () => {
    const row = { name: 'Ivy', inquiryDate: '2026-02-01', sessionType: 'headshot', source: 'Google' };
    expect(readLeadImportRow({ line: 2, cells: row }, 'iso')).toMatchObject({
      ok: true,
      row: { lead: { name: 'Ivy', sessionType: 'Headshot', source: '3', bookingStatus: 'pending' } },
    });
    expect(readLeadImportRow({ line: 9, cells: { ...row, source: 'Myspace', booked: 'perhaps' } }, 'iso')).toEqual({
      ok: false,
      errors: [
        { line: 9, field: 'Source', message: expect.stringMatching(/^"Myspace" is not a lead source/) },
        { line: 9, field: 'Booked', message: '"perhaps" is not Yes or No.' },
      ],
    });
  });
});
