import { describe, expect, it } from 'vitest';
import { bugReportFormFields, bugReportSchema, screenshotTypeOf } from './bug-report';

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const u32be = (value: number) => [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
const u32le = (value: number) => u32be(value).reverse();
const chunk = (type: string, data: number[]) => [...u32be(data.length), ...ascii(type), ...data, 0, 0, 0, 0];

const png = [
  0x89,
  ...ascii('PNG'),
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...chunk('IHDR', new Array<number>(13).fill(1)),
  ...chunk('IDAT', [1, 2, 3]),
  ...chunk('IEND', []),
];
const jpeg = [0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9];
const gif = [...ascii('GIF89a'), 1, 2, 3, 0x3b];
const webpBody = [...ascii('WEBP'), ...ascii('VP8 '), 1, 2, 3, 4];
const webp = [...ascii('RIFF'), ...u32le(webpBody.length), ...webpBody];
const bytes = (list: number[]) => Uint8Array.from(list);

describe('screenshotTypeOf', () => {
  it.each([
    ['a PNG', png, 'image/png'],
    ['a JPEG', jpeg, 'image/jpeg'],
    ['a JPEG padded with zeros after its end', [...jpeg, 0, 0, 0], 'image/jpeg'],
    ['a GIF', gif, 'image/gif'],
    ['a WebP', webp, 'image/webp'],
  ])('reads %s from its bytes', (_case, list, type) => {
    expect(screenshotTypeOf(bytes(list))).toBe(type);
  });

  it.each([
    ['a PNG cut off before its end', png.slice(0, png.length - 6)],
    ['a PNG with bytes after its end', [...png, 0]],
    ['a PNG whose chunk lengths run past the file', [...png.slice(0, 8), ...u32be(9999), ...png.slice(12)]],
    ['a JPEG without its end marker', jpeg.slice(0, -2)],
    ['a GIF without its trailer', gif.slice(0, -1)],
    ['a WebP whose stated size is wrong', [...webp, 0, 0]],
    ['plain text', ascii('hello, this is not an image')],
    ['an SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['nothing', []],
  ])('refuses %s', (_case, list) => {
    expect(screenshotTypeOf(bytes(list))).toBeUndefined();
  });
});

describe('bugReportSchema', () => {
  const report = {
    name: 'Ava',
    email: 'ava@example.com',
    device: 'Tablet',
    browser: 'Safari on iPad',
    action: 'Saving a client',
    issue: 'Nothing happened',
    recreate: 'Press Save twice',
  };

  it('takes a report without a screenshot, and one with base64 data', () => {
    expect(bugReportSchema.safeParse(report).success).toBe(true);
    const screenshot = { fileName: 'a.png', dataBase64: 'iVBORw0KGgo=' };
    expect(bugReportSchema.safeParse({ ...report, screenshot }).success).toBe(true);
  });

  it.each(['not base64!', 'abc', 'ab=c', 'a===', ''])('refuses screenshot data %j', (dataBase64) => {
    const result = bugReportSchema.safeParse({ ...report, screenshot: { fileName: 'a.png', dataBase64 } });
    expect(result.error?.issues[0]?.message).toBe('The screenshot could not be read. Please choose the file again.');
  });

  it('gives the spreadsheet lower-cased keys, the base64 data and the sheet name', () => {
    expect(bugReportFormFields(bugReportSchema.parse(report), 'QUJD')).toEqual({
      ...report,
      screenshotbase64: 'QUJD',
      sheetName: 'Bug Report',
    });
  });
});
