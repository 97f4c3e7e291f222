import { describe, expect, it } from 'vitest';
import { checkSettings, settingsDraftOf } from './settings-draft';

const off = settingsDraftOf({
  inquiryReply: { enabled: false, templateId: null },
  followUps: { enabled: false, steps: [] },
});

describe('the workflow settings draft', () => {
  it('is off and valid as the server first gives it', () => {
    expect(off).toEqual({
      inquiryReply: { enabled: false, templateId: '' },
      followUps: { enabled: false, steps: [] },
    });
    expect(checkSettings(off)).toEqual({});
  });

  it('asks for the template of a switch turned on', () => {
    expect(
      checkSettings({ inquiryReply: { enabled: true, templateId: '' }, followUps: { enabled: true, steps: [] } }),
    ).toEqual({ inquiryReply: 'Choose a template to send.', followUps: 'Choose a template to send.' });
  });

  it('keeps follow-up days in range and each later than the one before', () => {
    const errors = checkSettings({
      ...off,
      followUps: {
        enabled: true,
        steps: [
          { afterDays: '3', templateId: 'a' },
          { afterDays: '3', templateId: '' },
          { afterDays: '61', templateId: 'b' },
        ],
      },
    });
    expect(errors.steps).toEqual([
      {},
      { afterDays: 'Each follow-up must come later than the one before it.', templateId: 'Choose a template to send.' },
      { afterDays: 'Send a follow-up between 1 and 60 days after the inquiry.' },
    ]);
    expect(
      checkSettings({ ...off, followUps: { enabled: true, steps: [{ afterDays: '2.5', templateId: 'a' }] } }).steps,
    ).toEqual([{ afterDays: 'Send a follow-up between 1 and 60 days after the inquiry.' }]);
  });
});
