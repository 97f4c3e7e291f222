import { describe, expect, it } from 'vitest';
import { notificationDestination } from './notifications';
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
