import { sessionTemplateLimits, sessionTemplateMessages } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { checkDraft, daysAtLeastOne, draftOf, emptyStep, moveStep, type DraftStep } from './template-draft';

const step = (overrides: Partial<DraftStep>): DraftStep => ({ ...emptyStep(), name: 'Step', ...overrides });

describe('the session template editor draft', () => {
  it('turns the due choice into offsets: before is negative, on the day zero, none null', () => {
    const check = checkDraft([
      step({ name: 'Contract', when: 'before', days: '90' }),
      step({ name: 'Shoot', when: 'on' }),
      step({ name: 'Card', when: 'after', days: '3' }),
      step({ name: 'Whenever', when: 'none', days: '12' }),
    ]);
    expect(check).toEqual({
      ok: true,
      request: {
        steps: [
          { name: 'Contract', dueOffsetDays: -90, sendsTemplateId: null, sendMode: null },
          { name: 'Shoot', dueOffsetDays: 0, sendsTemplateId: null, sendMode: null },
          { name: 'Card', dueOffsetDays: 3, sendsTemplateId: null, sendMode: null },
          { name: 'Whenever', dueOffsetDays: null, sendsTemplateId: null, sendMode: null },
        ],
      },
    });
  });

  it("keeps what each saved step sends through an edit, so saving never clears a step's e-mail", () => {
    const steps = draftOf({
      sessionType: 'Wedding',
      updatedAt: '2026-06-01T00:00:00.000Z',
      steps: [
        {
          id: 'a',
          name: 'Prep',
          dueOffsetDays: -7,
          sendsTemplateId: '8f0a3c1e-5b7d-4c2a-9e1f-000000000001',
          sendMode: 'auto',
        },
        {
          id: 'b',
          name: 'Thanks',
          dueOffsetDays: 2,
          sendsTemplateId: '8f0a3c1e-5b7d-4c2a-9e1f-000000000002',
          sendMode: 'ready',
        },
      ],
    });
    const check = checkDraft([
      ...steps,
      step({ name: 'Album', sendsTemplateId: '8f0a3c1e-5b7d-4c2a-9e1f-000000000003', sendMode: null }),
    ]);
    expect(check.ok && check.request.steps).toEqual([
      { name: 'Prep', dueOffsetDays: -7, sendsTemplateId: '8f0a3c1e-5b7d-4c2a-9e1f-000000000001', sendMode: 'auto' },
      { name: 'Thanks', dueOffsetDays: 2, sendsTemplateId: '8f0a3c1e-5b7d-4c2a-9e1f-000000000002', sendMode: 'ready' },
      // A template chosen without a mode waits for the photographer's click.
      {
        name: 'Album',
        dueOffsetDays: null,
        sendsTemplateId: '8f0a3c1e-5b7d-4c2a-9e1f-000000000003',
        sendMode: 'ready',
      },
    ]);
  });

  it('reads a saved template back into the same choices', () => {
    const steps = draftOf({
      sessionType: 'Wedding',
      updatedAt: '2026-06-01T00:00:00.000Z',
      steps: [
        { id: 'a', name: 'Contract', dueOffsetDays: -90, sendsTemplateId: null, sendMode: null },
        { id: 'b', name: 'Shoot', dueOffsetDays: 0, sendsTemplateId: null, sendMode: null },
        { id: 'c', name: 'Card', dueOffsetDays: null, sendsTemplateId: null, sendMode: null },
      ],
    });
    expect(steps.map(({ name, when, days }) => ({ name, when, days }))).toEqual([
      { name: 'Contract', when: 'before', days: '90' },
      { name: 'Shoot', when: 'on', days: '' },
      { name: 'Card', when: 'none', days: '' },
    ]);
  });

  it('gives each bad step its message, and the list its own', () => {
    const check = checkDraft([
      step({ name: '' }),
      step({ name: 'x'.repeat(sessionTemplateLimits.stepNameMaxLength + 1) }),
      step({ when: 'before', days: '1000000' }),
      step({ when: 'after', days: '2.5' }),
      step({ when: 'after', days: '' }),
      step({ when: 'before', days: '0' }),
    ]);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.stepErrors).toEqual([
      { name: sessionTemplateMessages.stepNameMissing },
      { name: sessionTemplateMessages.stepNameTooLong },
      { due: sessionTemplateMessages.offsetTooFar },
      { due: sessionTemplateMessages.offsetNotWhole },
      { due: sessionTemplateMessages.offsetNotWhole },
      { due: daysAtLeastOne },
    ]);
    expect(checkDraft([])).toEqual({ ok: false, stepErrors: [], formError: sessionTemplateMessages.noSteps });
  });

  it('moves a step up or down, and not past either end', () => {
    const steps = [step({ name: 'A' }), step({ name: 'B' }), step({ name: 'C' })];
    expect(moveStep(steps, 2, -1).map((each) => each.name)).toEqual(['A', 'C', 'B']);
    expect(moveStep(steps, 0, 1).map((each) => each.name)).toEqual(['B', 'A', 'C']);
    expect(moveStep(steps, 0, -1).map((each) => each.name)).toEqual(['A', 'B', 'C']);
  });
});
