import { leadTexts, type Lead } from '@shutterdesk/core';
import type { ConfirmQuestion } from '../../components/ui/confirm-dialog';
import { countOf, findRow, type ListQuestion } from '../../lib/list-tracker';

/** Besides deleting, Lead Flow asks before booking a lead, which converts it into a client. */
export type LeadQuestion = ListQuestion<'convert'>;

export const leadCount = (count: number) => countOf(count, 'lead', 'leads');

/** The confirmation's texts; null when nothing is asked. */
export function leadQuestionText(
  question: LeadQuestion | null,
  leads: readonly Lead[],
  selectedCount: number,
): ConfirmQuestion | null {
  if (question === null) return null;
  if (question.kind === 'deleteSelected') {
    return {
      title: `Delete ${leadCount(selectedCount)}?`,
      description: 'The selected leads are removed for good. This cannot be undone.',
      confirmLabel: 'Delete',
      danger: true,
    };
  }
  const name = findRow(leads, question.rowId)?.name ?? '';
  return question.kind === 'convert'
    ? {
        title: leadTexts.convertTitle,
        description: `A client named ${name} will be added to Client Flow with this lead's session type and package, and the lead will be marked booked.`,
        confirmLabel: 'Convert',
      }
    : {
        title: `Delete ${name}?`,
        description: 'The lead and its notes are removed for good. This cannot be undone.',
        confirmLabel: 'Delete',
        danger: true,
      };
}

/** The line above the table: how many leads, and how many of them the filters leave. */
export function shownLeadsText(shownCount: number, totalCount: number): string {
  return shownCount === totalCount ? leadCount(totalCount) : `${shownCount} of ${leadCount(totalCount)}`;
}
