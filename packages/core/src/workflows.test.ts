import { describe, expect, it } from 'vitest';
import { saveEmailTemplateSchema, updateWorkflowSettingsSchema } from './workflow-schemas';
import {
  renderTemplate,
  sampleMergeValues,
  starterTemplateKeys,
  starterTemplates,
  unknownFields,
  withUnsubscribeLink,
} from './email-templates';
import { workflowMessages } from './workflows';

describe('e-mail templates', () => {
  it('names each unknown field once, and knows every field the starters use', () => {
    expect(unknownFields('Hi {lead.name}, {client.nickname} and {oops} and {client.nickname} {}')).toEqual([
      '{client.nickname}',
      '{oops}',
      '{}',
    ]);
    for (const key of starterTemplateKeys) {
      const { subject, body } = starterTemplates[key];
      expect(unknownFields(`${subject}\n${body}`), key).toEqual([]);
    }
  });

  it('renders paragraphs, line breaks, links and bold, and escapes every merged value', () => {
    const rendered = renderTemplate(
      {
        subject: 'Hello {lead.firstName}\r\nagain',
        body: 'Hi **{lead.name}**,\n\nSee https://example.com/a?b=1&c=2.\nBye {unknown}\n\n\n{studio.inquiryLink}',
      },
      {
        '{lead.firstName}': 'Ann',
        '{lead.name}': '<script>alert("x")</script> **not bold**',
        '{studio.inquiryLink}': 'https://studio.example/inquiry/x"y',
      },
    );
    expect(rendered.subject).toBe('Hello Ann again');
    expect(rendered.html).toBe(
      '<p>Hi <strong>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; **not bold**</strong>,</p>\n' +
        '<p>See <a href="https://example.com/a?b=1&amp;c=2">https://example.com/a?b=1&amp;c=2</a>.<br>Bye {unknown}</p>\n' +
        '<p><a href="https://studio.example/inquiry/x&quot;y">https://studio.example/inquiry/x&quot;y</a></p>',
    );
    expect(rendered.text).toBe(
      'Hi <script>alert("x")</script> **not bold**,\n\nSee https://example.com/a?b=1&c=2.\nBye {unknown}\n\n\nhttps://studio.example/inquiry/x"y',
    );
  });

  it('fills a missing value with nothing, and the sample fills every field', () => {
    expect(renderTemplate({ subject: '{client.firstName}!', body: 'x' }, {}).subject).toBe('!');
    const sample = renderTemplate(starterTemplates['booking-confirmation'], sampleMergeValues);
    expect(sample.subject).toBe("You're booked! Your Wedding session on Sep 12, 2026");
  });

  it('adds the unsubscribe link to both parts', () => {
    const message = withUnsubscribeLink({ subject: 's', text: 't', html: '<p>t</p>' }, 'https://app.example/u/abc');
    expect(message.text).toContain('https://app.example/u/abc');
    expect(message.html).toContain('<a href="https://app.example/u/abc">');
  });

  it('refuses to save an unknown field, naming it', () => {
    const result = saveEmailTemplateSchema.safeParse({ name: 'A', subject: 'Hi {lead.nam}', body: 'x {studio}' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['subject', workflowMessages.unknownField('{lead.nam}')],
      ['body', workflowMessages.unknownField('{studio}')],
    ]);
  });

  it('wants a template for a switch turned on, at most three follow-ups, each later than the one before', () => {
    const id = '0b6f4c1e-4a57-4c59-9d0e-7b1f7e0b9a11';
    const off = { inquiryReply: { enabled: false, templateId: null }, followUps: { enabled: false, steps: [] } };
    expect(updateWorkflowSettingsSchema.safeParse(off).success).toBe(true);
    expect(
      updateWorkflowSettingsSchema.safeParse({ ...off, inquiryReply: { enabled: true, templateId: null } }).success,
    ).toBe(false);
    const steps = (days: number[]) => days.map((afterDays) => ({ afterDays, templateId: id }));
    const withSteps = (days: number[]) =>
      updateWorkflowSettingsSchema.safeParse({ ...off, followUps: { enabled: true, steps: steps(days) } });
    expect(withSteps([3, 7, 14]).success).toBe(true);
    expect(withSteps([3, 7, 14, 21]).success).toBe(false);
    expect(withSteps([7, 3]).error?.issues[0]?.message).toBe(workflowMessages.followUpOrder);
    expect(withSteps([0]).success).toBe(false);
    expect(withSteps([61]).success).toBe(false);
  });
});
