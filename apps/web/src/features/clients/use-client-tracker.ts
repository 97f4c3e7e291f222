import type { ClientHeaders, ClientListRow } from '@shutterdesk/core';
import { useMemo } from 'react';
import { focusedClientKey } from '@/lib/client-link';
import { useListTracker, type ListRows, type ListTracker } from '@/lib/use-list-tracker';
import { useDeleteClient, useDeleteClients, useSaveClientHeaders, useUpdateClient } from './api';
import { clientFiltersInSearch, clientsToShow, type ClientFilters } from './client-list';
import { clientQuestionText } from './client-questions';
import { checklistPatch, moveColumn, setColumnShown, type ChecklistGroup } from './columns';
import type { ClientRowActions } from './components/client-row';

export type ClientListTracker = ListTracker<ClientListRow, ClientFilters>;

/**
 * Everything Client Flow's tracker keeps and does: the list state it shares with Lead Flow, what a row can ask
 * for, the column choices (saved to the profile) and the delete question.
 */
export function useClientTracker(clients: ListRows<ClientListRow>, headers: ClientHeaders) {
  const list = useListTracker<ClientListRow, ClientFilters>({
    rows: clients,
    filtersInSearch: clientFiltersInSearch,
    focusKey: focusedClientKey,
    rowsToShow: clientsToShow,
    timedAs: 'clients',
  });
  return {
    list,
    actions: useClientRowActions(list),
    columns: useColumnChoices(headers),
    deletion: useDeleteQuestion(list),
  };
}

/** What a row asks of the screen; memoised, so an unchanged row does not re-render. */
function useClientRowActions({ timeToggle, openNotes, requestDelete, selection }: ClientListTracker) {
  const { mutate: updateClient } = useUpdateClient();
  const { toggle: toggleSelected } = selection;
  return useMemo<ClientRowActions>(
    () => ({
      update: (clientId, patch) => updateClient({ id: clientId, patch }),
      toggleCheck: (clientId, column, checked) => {
        timeToggle();
        updateClient({ id: clientId, patch: checklistPatch(column, checked) });
      },
      openOrderNotes: openNotes,
      requestDelete,
      toggleSelected,
    }),
    [updateClient, timeToggle, openNotes, requestDelete, toggleSelected],
  );
}

/** Showing, hiding and moving checklist columns, each saved to the profile at once. */
function useColumnChoices(headers: ClientHeaders) {
  const { mutate: saveHeaders } = useSaveClientHeaders();
  return {
    show: (group: ChecklistGroup, id: string, shown: boolean) => saveHeaders(setColumnShown(headers, group, id, shown)),
    move: (group: ChecklistGroup, activeId: string, overId: string) =>
      saveHeaders(moveColumn(headers, group, activeId, overId)),
  };
}

/** The delete question as its dialog takes it: the texts, the answer, and whether the server is at work on it. */
function useDeleteQuestion({ question, closeQuestion, selection, rows }: ClientListTracker) {
  const deleteClient = useDeleteClient();
  const deleteClients = useDeleteClients();
  const onConfirm = () => {
    if (question?.kind === 'deleteOne') deleteClient.mutate(question.rowId, { onSettled: closeQuestion });
    else deleteClients.mutate([...selection.selected], { onSettled: closeQuestion });
  };
  return {
    question: clientQuestionText(question, rows, selection.selected.size),
    busy: deleteClient.isPending || deleteClients.isPending,
    onConfirm,
    onClose: closeQuestion,
  };
}
