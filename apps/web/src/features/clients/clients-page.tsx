import { clientTexts, orderNotesMaxLength, type ClientListRow, type ClientHeaders } from '@shutterdesk/core';
import { ListChecks, UsersRound } from 'lucide-react';
import { lazy } from 'react';
import { Link, useLocation } from 'react-router';
import { CsvActions } from '@/components/csv-import/csv-actions';
import { buttonClasses } from '@/components/ui/button';
import { QuestionDialog } from '@/components/ui/confirm-dialog';
import { ListPage } from '@/components/ui/list-page';
import { LoadFailed } from '@/components/ui/load-failed';
import { NotesDialog } from '@/components/records/notes-dialog';
import { PageLoading } from '@/components/ui/page-loading';
import { useLoadFailureToast } from '@/lib/failure-text';
import { useSession } from '@/lib/session';
import { apiUrl } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { ListRows } from '@/lib/use-list-tracker';
import { useWindowedRows } from '@/lib/windowed-list';
import { clientListReads, useClients, type ClientPage } from './api';
import { AddClientDialog } from './components/add-client-dialog';
import { ChecklistTabs } from './components/checklist-tabs';
import { ClientStepsProvider } from './components/client-steps';
import { ClientToolbar } from './components/client-toolbar';
import { useClientTracker } from './use-client-tracker';
import { useDrawnInBackground } from '@/lib/use-drawn-in-background';

const pageTitle = 'Client Flow';

const ImportClientsDialog = lazy(() => import('./components/import-clients-dialog'));

/** The export of the view on screen: its session date filter and sort, every matching client. */
function exportHref(search: string): string {
  const query = new URLSearchParams(clientListReads.viewQuery(new URLSearchParams(search)));
  query.delete('client');
  const filters = query.toString();
  return apiUrl('GET /api/clients/export.csv', { query: filters });
}

export default function ClientsPage() {
  useDocumentTitle(pageTitle);
  const { data: profile } = useSession();
  const clients = useClients();
  const { search } = useLocation();
  const { query } = clients;
  const drawn = useDrawnInBackground(query.data !== undefined);
  useLoadFailureToast(query, { failed: clientTexts.loadFailed, noAnswer: clientTexts.loadError });
  const anyClients =
    clients.kind === 'whole' ? (clients.query.data?.length ?? 0) > 0 : (clients.query.data?.total ?? 0) > 0;

  return (
    <ListPage
      title={pageTitle}
      action={
        <div className="flex flex-wrap gap-2">
          <Link to="/session-templates" className={buttonClasses({ variant: 'secondary' })}>
            <ListChecks aria-hidden="true" />
            Session templates
          </Link>
          <CsvActions
            noun="clients"
            exportHref={anyClients ? exportHref(search) : null}
            ImportDialog={ImportClientsDialog}
          />
          {anyClients && <AddClientDialog />}
        </div>
      }
    >
      {!query.data || !drawn || !profile ? (
        query.isError && !query.data ? (
          <LoadFailed
            title="Your clients could not be loaded."
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <PageLoading />
        )
      ) : !anyClients ? (
        <NoClientsYet />
      ) : clients.kind === 'whole' ? (
        <ClientTracker rows={{ whole: clients.query.data! }} headers={profile.clientHeaders} />
      ) : (
        <WindowedClientTracker first={clients.query.data!} headers={profile.clientHeaders} />
      )}
    </ListPage>
  );
}

/** A long list: the windows of the view on display, read as their rows come into view. */
function WindowedClientTracker({ first, headers }: { first: ClientPage; headers: ClientHeaders }) {
  const windowed = useWindowedRows<ClientListRow, ClientPage>(first, clientListReads.windowOptions);
  return <ClientTracker rows={{ windowed }} headers={headers} />;
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

function ClientTracker({ rows, headers }: { rows: ListRows<ClientListRow>; headers: ClientHeaders }) {
  const { list, actions, columns, deletion } = useClientTracker(rows, headers);
  const notesClient = list.notesRow;
  return (
    <ClientStepsProvider>
      <ClientToolbar list={list} headers={headers} onShowColumn={columns.show} />
      <ChecklistTabs list={list} headers={headers} actions={actions} onMoveColumn={columns.move} />
      <NotesDialog
        title={notesClient && clientTexts.orderNotesTitle(notesClient.name)}
        label="Order notes"
        placeholder={clientTexts.orderNotesPlaceholder}
        maxLength={orderNotesMaxLength}
        texts={clientTexts}
        notes={notesClient?.postSession.orderNotes ?? ''}
        onSave={(orderNotes) => notesClient && actions.update(notesClient.id, { postSession: { orderNotes } })}
        onClose={list.closeNotes}
      />
      <QuestionDialog {...deletion} />
    </ClientStepsProvider>
  );
}
