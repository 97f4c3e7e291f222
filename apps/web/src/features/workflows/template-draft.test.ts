import { describe, expect, it } from 'vitest';
import { checkDraft, insertAt, liveErrors } from './template-draft';

describe('the template editor draft', () => {
  it('asks for every part, in the words the server would use', () => {
    expect(checkDraft({ name: ' ', subject: '', body: '\n' })).toEqual({
      name: 'Give the template a name.',
      subject: 'Give the e-mail a subject.',
      body: 'Write the e-mail before saving it.',
    });
  });

  it('names the first unknown merge field of the subject and of the body, and passes known ones', () => {
    const draft = { name: 'Hello', subject: 'Hi {client.firstName} {client.nickname}', body: 'From {studio.name}' };
    expect(checkDraft(draft)).toEqual({
      subject: '{client.nickname} is not a merge field. Use one of the fields listed, or remove it.',
    });
    expect(liveErrors({ ...draft, body: '{lead.name} {oops}' })).toEqual({
      subject: '{client.nickname} is not a merge field. Use one of the fields listed, or remove it.',
      body: '{oops} is not a merge field. Use one of the fields listed, or remove it.',
    });
    expect(checkDraft({ name: 'Hello', subject: 'Hi {lead.firstName}', body: 'See {studio.inquiryLink}' })).toEqual({});
  });

  it('refuses texts over their limits', () => {
    expect(checkDraft({ name: 'x'.repeat(81), subject: 's'.repeat(201), body: 'b'.repeat(10_001) })).toEqual({
      name: 'A template name can be at most 80 characters.',
      subject: 'A subject can be at most 200 characters.',
      body: 'An e-mail can be at most 10,000 characters.',
    });
  });

  it('puts a merge field in place of the selection and the caret after it', () => {
    expect(insertAt('Hi there', 3, 8, '{lead.firstName}')).toEqual({ text: 'Hi {lead.firstName}', caret: 19 });
    expect(insertAt('', 0, 0, '{studio.name}')).toEqual({ text: '{studio.name}', caret: 13 });
  });
});
