import { describe, expect, it } from 'vitest';
import { dueOffsetText, isStepOverdue, sessionTemplateMessages } from './session-template-texts';
import { saveSessionTemplateSchema, sessionTypeParams } from './session-templates';

describe('session templates', () => {
  it('says when a step is due in words', () => {
    expect(dueOffsetText(null)).toBe('No due day');
    expect(dueOffsetText(0)).toBe('Due on the session day');
    expect(dueOffsetText(-1)).toBe('Due 1 day before the session');
    expect(dueOffsetText(14)).toBe('Due 14 days after the session');
  });

  it('counts an open step overdue only after its due day', () => {
    expect(isStepOverdue('2026-06-13', '2026-06-14')).toBe(true);
    expect(isStepOverdue('2026-06-14', '2026-06-14')).toBe(false);
    expect(isStepOverdue('', '2026-06-14')).toBe(false);
  });

  it('trims names, leaves a missing offset null, and refuses unknown fields and session types', () => {
    expect(saveSessionTemplateSchema.parse({ steps: [{ name: '  Deposit  ' }] })).toEqual({
      steps: [{ name: 'Deposit', dueOffsetDays: null, sendsTemplateId: null, sendMode: null }],
    });
    expect(saveSessionTemplateSchema.safeParse({ steps: [{ name: 'A', due: 3 }] }).success).toBe(false);
    const unknown = sessionTypeParams.safeParse({ sessionType: 'Boudoir' });
    expect(unknown.error?.issues[0]?.message).toBe(sessionTemplateMessages.unknownSessionType);
  });
});
