import { bookingRate, type LeadListRow } from '@shutterdesk/core';
import { useMemo } from 'react';
import { focusedLeadKey } from '@/lib/lead-link';
import { useListTracker, type ListRows, type ListTracker } from '@/lib/use-list-tracker';
import { findRow } from '@/lib/list-tracker';
import { useDeleteLead, useDeleteLeads, useUpdateLead } from './api';
import type { LeadRowActions } from './components/lead-row';
import { leadFiltersInSearch, leadsToShow, type LeadFilters } from './lead-list';
import { leadQuestionText } from './lead-questions';

export type LeadListTracker = ListTracker<LeadListRow, LeadFilters, 'convert'>;

/**
 * Everything Lead Flow's tracker keeps and does: the list state it shares with Client Flow, the booking rate,
 * what a row can ask for, and the convert and delete questions.
 */
export function useLeadTracker(
  leads: ListRows<LeadListRow>,
  serverRate: number | null,
  openMessages: (leadId: string) => void,
) {
  const list = useListTracker<LeadListRow, LeadFilters, 'convert'>({
    rows: leads,
    filtersInSearch: leadFiltersInSearch,
    focusKey: focusedLeadKey,
    rowsToShow: leadsToShow,
    timedAs: 'leads',
  });
  return {
    list,
    // A whole list's rate is worked out here, so a change shows at once; a long list's is the server's.
    rate: useMemo(() => serverRate ?? bookingRate(list.rows), [serverRate, list.rows]),
    actions: useLeadRowActions(list, openMessages),
    question: useLeadQuestion(list),
  };
}

/** What a row asks of the screen; memoised, so an unchanged row does not re-render. */
function useLeadRowActions(
  { timeToggle, openNotes, ask, requestDelete, selection }: LeadListTracker,
  openMessages: (leadId: string) => void,
) {
  const { mutate: updateLead } = useUpdateLead();
  const { toggle: toggleSelected } = selection;
  return useMemo<LeadRowActions>(
    () => ({
      update: (leadId, patch) => updateLead({ id: leadId, patch }),
      setBooked: (lead, booked) => {
        timeToggle();
        if (booked) ask({ kind: 'convert', rowId: lead.id });
        else updateLead({ id: lead.id, patch: { booked: false } });
      },
      tick: (leadId, patch) => {
        timeToggle();
        updateLead({ id: leadId, patch });
      },
      openNotes,
      openMessages,
      requestDelete,
      toggleSelected,
    }),
    [updateLead, timeToggle, openNotes, openMessages, ask, requestDelete, toggleSelected],
  );
}

/**
 * The open delete question as its dialog takes it: the texts, the answer, and whether the server is at work on
 * it. Converting has its own dialog (a form), which gets the lead asked about.
 */
function useLeadQuestion({ question, closeQuestion, selection, rows }: LeadListTracker) {
  const deleteLead = useDeleteLead();
  const deleteLeads = useDeleteLeads();
  const onConfirm = () => {
    if (question?.kind === 'deleteSelected') deleteLeads.mutate([...selection.selected], { onSettled: closeQuestion });
    else if (question?.kind === 'deleteOne') deleteLead.mutate(question.rowId, { onSettled: closeQuestion });
  };
  return {
    question: leadQuestionText(question, rows, selection.selected.size),
    busy: deleteLead.isPending || deleteLeads.isPending,
    onConfirm,
    onClose: closeQuestion,
    converting: question?.kind === 'convert' ? (findRow(rows, question.rowId) ?? null) : null,
  };
}
