import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationDestination } from './notifications/rules';
import { inquiryNotes, sendInquirySchema, withoutMarkup } from './studio-links';

describe('withoutMarkup', () => {
  it.each([
    ['<b>Nora</b> Quill', 'Nora Quill'],
    ['Hi <img src=x onerror=alert(1)>there', 'Hi there'],
    ['<script>alert(1)</script>', 'alert(1)'],
    ['an unclosed <a href="x"', 'an unclosed'],
    ['<!-- a comment -->kept', 'kept'],
  ])('keeps only the text of %j', (input, text) => {
    expect(withoutMarkup(input)).toBe(text);
  });

  it('keeps angle brackets that are no tag', () => {
    expect(withoutMarkup('We <3 film; 2 < 3 and 5 > 4')).toBe('We <3 film; 2 < 3 and 5 > 4');
  });

  it.each([
    ['<<script>script>alert(1)</script>', 'alert(1)'],
    ['<<<b>b>b>x', 'x'],
    // A tag ends at its first '>', as in a browser.
    ['<scr<b>ipt>alert(1)', 'ipt>alert(1)'],
    ['a </ b', 'a'],
    ['</1>kept', 'kept'],
  ])('leaves no tag behind once the tags inside it are gone: %j', (input, text) => {
    expect(withoutMarkup(input)).toBe(text);
  });

  /** What a browser would start a tag, an end tag, a comment or a processing instruction with. */
  const tagStart = /<[A-Za-z/!?]/;
  // Text made of the characters markup is made of, so that tags nested and split in every way come up.
  const markupish = fc.string({
    unit: fc.constantFrom('<', '>', '/', '!', '?', 's', 'c', 'B', ' ', '-', '"', '=', '1', '\n'),
    maxLength: 60,
  });

  // 2,000 runs take about a second alone, and longer than the default 5 s on a busy machine.
  it('never leaves "<" before a letter, "/", "!" or "?", whatever it is given', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        fc.oneof(markupish, fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 60 })),
        (input) => {
          expect(withoutMarkup(input)).not.toMatch(tagStart);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is stable: stripping its own output changes nothing', () => {
    fc.assert(
      fc.property(markupish, (input) => {
        const once = withoutMarkup(input);
        expect(withoutMarkup(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('sendInquirySchema', () => {
  it('a blank session type is Other, and the notes hold what Lead Flow has no column for', () => {
    const inquiry = sendInquirySchema.parse({ name: ' Nora ', email: 'nora@example.com', message: '<p>Hello</p>' });
    expect(inquiry).toMatchObject({ name: 'Nora', sessionType: 'Other', message: 'Hello', website: '' });
    expect(inquiryNotes(inquiry)).toBe('Website inquiry\nE-mail: nora@example.com\n\nHello');
  });
});

describe('the website inquiry notification', () => {
  it('leads to Lead Flow', () => {
    expect(notificationDestination('WebsiteInquiry').path).toBe('/leads');
  });
});
