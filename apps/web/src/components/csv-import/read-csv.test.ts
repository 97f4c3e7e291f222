import { csvTexts } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { readCsv } from './read-csv';

const utf8 = (text: string) => new TextEncoder().encode(text);
const messages = csvTexts.fileErrors;

describe('reading a CSV file', () => {
  it('reads the header, the rows and the line each row starts on, past blank lines and quoted line breaks', () => {
    const result = readCsv(utf8('\uFEFFName,Notes\r\nAda,"two\r\nlines"\r\n\r\nBea,plain\r\n'), 'utf-8');
    expect(result).toEqual({
      ok: true,
      table: {
        headers: ['Name', 'Notes'],
        rows: [
          ['Ada', 'two\r\nlines'],
          ['Bea', 'plain'],
        ],
        lines: [2, 5],
      },
    });
  });

  it.each([
    ['an empty file', new Uint8Array(), messages.empty],
    ['a file of blank lines', utf8('\r\n\r\n'), messages.empty],
    ['a header alone', utf8('Name,Email\r\n'), messages.headerOnly],
    ['binary data', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x14]), messages.binary],
    ['a quote left open', utf8('Name,Notes\nAda,"never closed\nBea,x\n'), messages.unclosedQuote(2)],
    [
      '10,000 columns',
      utf8(`${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\nx\n`),
      messages.tooManyColumns(10_000),
    ],
    ['10,001 rows', utf8(`Name\n${'Ada\n'.repeat(10_001)}`), messages.tooManyRows],
  ])('refuses %s with a clear message', (_, bytes, message) => {
    expect(readCsv(bytes, 'utf-8')).toEqual({ ok: false, message, encodingProblem: false });
  });

  it('says a Latin-1 file is not UTF-8, and reads it once Latin-1 is chosen', () => {
    const latin1 = new Uint8Array([...utf8('Name\n'), 0x4a, 0xf6, 0x72, 0x67, 0x0a]); // "Jörg" in Latin-1
    expect(readCsv(latin1, 'utf-8')).toEqual({ ok: false, message: messages.notUtf8, encodingProblem: true });
    expect(readCsv(latin1, 'windows-1252')).toMatchObject({ ok: true, table: { rows: [['Jörg']] } });
  });
});
