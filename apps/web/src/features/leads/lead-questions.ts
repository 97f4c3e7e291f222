import type { LeadListRow } from '@shutterdesk/core';
import type { ConfirmQuestion } from '@/components/ui/confirm-dialog';
import { countOf, findRow, type ListQuestion } from '@/lib/list-tracker';

/** Besides deleting, Lead Flow asks before booking a lead, which converts it into a client (its own dialog). */
export type LeadQuestion = ListQuestion<'convert'>;

export const leadCount = (count: number) => countOf(count, 'lead', 'leads');

/** The delete confirmation's texts; null when no delete is asked (converting asks in ConvertLeadDialog). */
export function leadQuestionText(
  question: LeadQuestion | null,
  leads: readonly LeadListRow[],
  selectedCount: number,
): ConfirmQuestion | null {
  if (question === null || question.kind === 'convert') return null;
  if (question.kind === 'deleteSelected') {
    return {
      title: `Delete ${leadCount(selectedCount)}?`,
      description: 'The selected leads are removed for good. This cannot be undone.',
      confirmLabel: 'Delete',
      danger: true,
    };
  }
  const name = findRow(leads, question.rowId)?.name ?? '';
  return {
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
