import { clientTexts, orderNotesMaxLength, type Client, type ClientHeaders, type DateFilter } from '@shutterdesk/core';
import { UsersRound } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DatePicker } from '../../components/ui/date-picker';
import { DeleteModeControls } from '../../components/ui/delete-mode-controls';
import { ListPage } from '../../components/ui/list-page';
import { LoadFailed } from '../../components/ui/load-failed';
import { MonthYearPicker, type MonthYearFilter } from '../../components/ui/month-year-picker';
import { NotesDialog } from '../../components/ui/notes-dialog';
import { PageLoading } from '../../components/ui/page-loading';
import { Switch } from '../../components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useRowSelection } from '../../lib/use-row-selection';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useClients, useDeleteClient, useDeleteClients, useSaveClientHeaders, useUpdateClient } from './api';
import { clientsToShow } from './client-list';
import { useLoadFailureToast } from '../../lib/failure-text';
import { nextSortDirection, type SortDirection } from '../../lib/sort-direction';
import { checklistGroups, checklistPatch, moveColumn, setColumnShown, type ChecklistGroup } from './columns';
import { AddClientDialog } from './components/AddClientDialog';
import type { ClientRowActions } from './components/ClientRow';
import { ClientTable } from './components/ClientTable';
import { SelectColumnsMenu } from './components/SelectColumnsMenu';
import { useInteractionTiming } from '../../lib/interaction-timing';

const pageTitle = 'Client Flow';

export default function ClientsPage() {
  useDocumentTitle(pageTitle);
  const { data: profile } = useSession();
  const clients = useClients();
  useLoadFailureToast(clients, { failed: clientTexts.loadFailed, noAnswer: clientTexts.loadError });

  return (
    <ListPage title={pageTitle} action={clients.data && clients.data.length > 0 && <AddClientDialog />}>
      {clients.isPending || !profile ? (
        <PageLoading />
      ) : clients.isError ? (
        <LoadFailed
          title="Your clients could not be loaded."
          retrying={clients.isFetching}
          onRetry={() => void clients.refetch()}
        />
      ) : clients.data.length === 0 ? (
        <NoClientsYet />
      ) : (
        <ClientTracker clients={clients.data} headers={profile.clientHeaders} />
      )}
    </ListPage>
  );
}

function NoClientsYet() {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-12 text-center">
      <UsersRound className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold tracking-tight">No clients yet</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Add your first client to track their pre-session and post-session checklist here.
      </p>
      <AddClientDialog />
    </div>
  );
}

/** What the delete confirmation is about: one client (a row's bin) or the ticked rows of delete mode. */
type PendingDelete = { kind: 'one'; clientId: string } | { kind: 'selected' };

function ClientTracker({ clients, headers }: { clients: Client[]; headers: ClientHeaders }) {
  const [dateFilter, setDateFilter] = useState<DateFilter | null>(null);
  const [sort, setSort] = useState<SortDirection>(null);
  const [section, setSection] = useState<ChecklistGroup>('preSession');
  const [viewBoth, setViewBoth] = useState(false);
  const [deleteMode, setDeleteMode] = useState(false);
  const [notesClientId, setNotesClientId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  const shown = useMemo(() => clientsToShow(clients, dateFilter, sort), [clients, dateFilter, sort]);
  const shownIds = useMemo(() => shown.map((client) => client.id), [shown]);
  const selection = useRowSelection(shownIds);
  const startInteraction = useInteractionTiming(shown);

  const { mutate: updateClient } = useUpdateClient();
  const { mutate: saveHeaders } = useSaveClientHeaders();
  const deleteClient = useDeleteClient();
  const deleteClients = useDeleteClients();
  const { toggle: toggleSelected } = selection;

  const actions = useMemo<ClientRowActions>(
    () => ({
      update: (clientId, patch) => updateClient({ id: clientId, patch }),
      toggleCheck: (clientId, column, checked) => {
        startInteraction('clients:toggle');
        updateClient({ id: clientId, patch: checklistPatch(column, checked) });
      },
      openOrderNotes: setNotesClientId,
      requestDelete: (clientId) => setPendingDelete({ kind: 'one', clientId }),
      toggleSelected,
    }),
    [updateClient, startInteraction, toggleSelected],
  );

  const changeFilter = (filter: DateFilter | null) => {
    startInteraction('clients:filter');
    setDateFilter(filter);
  };
  const changeSort = useCallback(() => {
    startInteraction('clients:sort');
    setSort(nextSortDirection);
  }, [startInteraction]);

  const showColumn = (group: ChecklistGroup, id: string, shownNow: boolean) =>
    saveHeaders(setColumnShown(headers, group, id, shownNow));
  const onMoveColumn = (group: ChecklistGroup, activeId: string, overId: string) =>
    saveHeaders(moveColumn(headers, group, activeId, overId));

  const clientById = (id: string | null) => (id === null ? null : (clients.find((client) => client.id === id) ?? null));
  const notesClient = clientById(notesClientId);
  const deleteTarget =
    pendingDelete === null
      ? null
      : pendingDelete.kind === 'one'
        ? (clientById(pendingDelete.clientId)?.name ?? null)
        : selection.selected.size === 1
          ? '1 client'
          : `${selection.selected.size} clients`;
  const closeDelete = () => setPendingDelete(null);
  const confirmDelete = () => {
    if (pendingDelete?.kind === 'one') deleteClient.mutate(pendingDelete.clientId, { onSettled: closeDelete });
    else deleteClients.mutate([...selection.selected], { onSettled: closeDelete });
  };

  const monthYearValue = dateFilter && dateFilter.kind !== 'day' ? dateFilter : null;
  const dayValue = dateFilter?.kind === 'day' ? dateFilter.date : '';

  const tableFor = (view: ChecklistGroup | 'both') =>
    shown.length === 0 ? (
      <NoClientsOnDate onClear={() => changeFilter(null)} />
    ) : (
      <ClientTable
        clients={shown}
        headers={headers}
        view={view}
        sort={sort}
        onSortChange={changeSort}
        deleteMode={deleteMode}
        isSelected={selection.isSelected}
        selectAll={selection}
        actions={actions}
        onMoveColumn={onMoveColumn}
      />
    );

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <MonthYearPicker
          label="Filter by session month"
          value={monthYearValue}
          onChange={(value: MonthYearFilter | null) => changeFilter(value)}
        />
        <DatePicker
          label="Filter by session date"
          value={dayValue}
          onChange={(date) => changeFilter(date ? { kind: 'day', date } : null)}
        />
        <SelectColumnsMenu headers={headers} onShowColumn={showColumn} />
        <DeleteModeControls
          active={deleteMode}
          onActiveChange={setDeleteMode}
          selection={selection}
          texts={clientTexts}
          onDeleteSelected={() => setPendingDelete({ kind: 'selected' })}
        />
      </div>

      <Tabs
        value={section}
        onValueChange={(value) => setSection(value as ChecklistGroup)}
        className="grid min-w-0 gap-3"
      >
        <div className="flex flex-wrap items-center gap-3">
          {!viewBoth && (
            <TabsList aria-label="Checklist">
              <TabsTrigger value="preSession">{clientTexts.preSession}</TabsTrigger>
              <TabsTrigger value="postSession">{clientTexts.postSession}</TabsTrigger>
            </TabsList>
          )}
          <label className="ml-auto flex cursor-pointer items-center gap-2 text-sm font-medium">
            <Switch checked={viewBoth} onCheckedChange={setViewBoth} />
            {clientTexts.viewBoth}
          </label>
        </div>
        <p role="status" className="text-sm text-muted-foreground tabular-nums">
          {dateFilter ? `${shown.length} of ${clients.length} clients` : clientCount(clients.length)}
        </p>
        {viewBoth
          ? tableFor('both')
          : checklistGroups.map((group) => (
              <TabsContent key={group} value={group} className="min-w-0">
                {tableFor(group)}
              </TabsContent>
            ))}
      </Tabs>

      <NotesDialog
        title={notesClient && clientTexts.orderNotesTitle(notesClient.name)}
        label="Order notes"
        placeholder={clientTexts.orderNotesPlaceholder}
        maxLength={orderNotesMaxLength}
        texts={clientTexts}
        notes={notesClient?.postSession.orderNotes ?? ''}
        onSave={(orderNotes) => notesClient && actions.update(notesClient.id, { postSession: { orderNotes } })}
        onClose={() => setNotesClientId(null)}
      />
      <ConfirmDialog
        title={deleteTarget && `Delete ${deleteTarget}?`}
        description="Their sessions and checklists are removed for good. This cannot be undone."
        confirmLabel="Delete"
        danger
        busy={deleteClient.isPending || deleteClients.isPending}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      />
    </>
  );
}

const clientCount = (count: number) => (count === 1 ? '1 client' : `${count} clients`);

function NoClientsOnDate({ onClear }: { onClear: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-10 text-center">
      <p className="text-sm text-muted-foreground">No client has a session on the chosen date.</p>
      <Button variant="secondary" size="sm" onClick={onClear}>
        Show all clients
      </Button>
    </div>
  );
}
