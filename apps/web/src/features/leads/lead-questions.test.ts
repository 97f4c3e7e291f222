import type { Lead } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import type { ListQuestion } from '@/lib/list-tracker';
import { leadQuestionText, shownLeadsText } from './lead-questions';

const ava = { id: 'l1', name: 'Ava Stone' } as Lead;

describe('the questions of Lead Flow', () => {
  it('leaves converting to its own dialog', () => {
    expect(leadQuestionText({ kind: 'convert', rowId: 'l1' }, [ava], 0)).toBeNull();
  });

  it.each<[ListQuestion<'convert'> | null, number, string | undefined]>([
    [{ kind: 'deleteOne', rowId: 'l1' }, 0, 'Delete Ava Stone?'],
    [{ kind: 'deleteSelected' }, 1, 'Delete 1 lead?'],
    [{ kind: 'deleteSelected' }, 4, 'Delete 4 leads?'],
    [null, 4, undefined],
  ])('titles %j with %i ticked rows %j', (question, ticked, title) => {
    expect(leadQuestionText(question, [ava], ticked)?.title).toBe(title);
  });

  it('says a delete is for good, in the danger colour', () => {
    expect(leadQuestionText({ kind: 'deleteOne', rowId: 'l1' }, [ava], 0)).toMatchObject({
      description: 'The lead and its notes are removed for good. This cannot be undone.',
      confirmLabel: 'Delete',
      danger: true,
    });
  });

  it('counts the leads the filters leave, and only the total when they leave all', () => {
    expect([shownLeadsText(3, 10), shownLeadsText(10, 10), shownLeadsText(1, 1)]).toEqual([
      '3 of 10 leads',
      '10 leads',
      '1 lead',
    ]);
  });
});
