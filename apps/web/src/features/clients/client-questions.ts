import type { ClientListRow } from '@shutterdesk/core';
import type { ConfirmQuestion } from '@/components/ui/confirm-dialog';
import { countOf, findRow, type ListQuestion } from '@/lib/list-tracker';

export const clientCount = (count: number) => countOf(count, 'client', 'clients');

/** The confirmation's texts; null when nothing is asked, or when the client has gone meanwhile. */
export function clientQuestionText(
  question: ListQuestion | null,
  clients: readonly ClientListRow[],
  selectedCount: number,
): ConfirmQuestion | null {
  if (question === null) return null;
  const target = question.kind === 'deleteOne' ? findRow(clients, question.rowId)?.name : clientCount(selectedCount);
  if (target === undefined) return null;
  return {
    title: `Delete ${target}?`,
    description: 'Their sessions and checklists are removed for good. This cannot be undone.',
    confirmLabel: 'Delete',
    danger: true,
  };
}

/** The line above the table: how many clients, and how many of them a date filter leaves. */
export function shownClientsText(shownCount: number, totalCount: number, filtered: boolean): string {
  return filtered ? `${shownCount} of ${totalCount} clients` : clientCount(totalCount);
}
