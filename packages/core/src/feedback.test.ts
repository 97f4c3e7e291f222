import { describe, expect, it } from 'vitest';
import { feedbackFormFields, feedbackSchema, type FeedbackRequest } from './feedback';

const answers = {
  name: 'Ava Lens',
  email: 'ava@example.com',
  clients: 42,
  usage: 'Every morning for my routines.',
  intuitive: 'Easy.',
  helped: 'Sort of',
  change: 'Darker theme.',
  missing: 'Invoices.',
  longerTerm: 'A mobile app.',
  price: '$15',
} satisfies FeedbackRequest;

describe('feedbackSchema', () => {
  it('accepts a full answer with final thoughts left out', () => {
    expect(feedbackSchema.parse(answers)).toEqual({ ...answers, final: '' });
  });

  it.each(['name', 'email', 'clients', 'usage', 'intuitive', 'helped', 'change', 'missing', 'longerTerm', 'price'])(
    '%s is required',
    (field) => {
      const result = feedbackSchema.safeParse({ ...answers, [field]: undefined });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    },
  );

  it.each([-1, 2.5, '12'])('clients must be a whole number from 0 (%j is refused)', (clients) => {
    expect(feedbackSchema.safeParse({ ...answers, clients }).success).toBe(false);
  });

  it('helped must be one of the three answers', () => {
    expect(feedbackSchema.safeParse({ ...answers, helped: 'Yes, big time' }).success).toBe(true);
    expect(feedbackSchema.safeParse({ ...answers, helped: 'Maybe' }).success).toBe(false);
  });
});

describe('feedbackFormFields', () => {
  it('lower-cases every field name and adds the sheet name', () => {
    expect(feedbackFormFields(feedbackSchema.parse({ ...answers, clients: 0, final: 'Thanks!' }))).toEqual({
      name: 'Ava Lens',
      email: 'ava@example.com',
      clients: '0',
      usage: 'Every morning for my routines.',
      intuitive: 'Easy.',
      helped: 'Sort of',
      change: 'Darker theme.',
      missing: 'Invoices.',
      longerterm: 'A mobile app.',
      price: '$15',
      final: 'Thanks!',
      sheetName: 'Feedback',
    });
  });
});
