import { clientTexts, orderNotesMaxLength, type Client, type ClientHeaders } from '@shutterdesk/core';
import { UsersRound } from 'lucide-react';
import { QuestionDialog } from '../../components/ui/confirm-dialog';
import { ListPage } from '../../components/ui/list-page';
import { LoadFailed } from '../../components/ui/load-failed';
import { NotesDialog } from '../../components/ui/notes-dialog';
import { PageLoading } from '../../components/ui/page-loading';
import { useLoadFailureToast } from '../../lib/failure-text';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useClients } from './api';
import { AddClientDialog } from './components/add-client-dialog';
import { ChecklistTabs } from './components/checklist-tabs';
import { ClientToolbar } from './components/client-toolbar';
import { useClientTracker } from './use-client-tracker';

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

function ClientTracker({ clients, headers }: { clients: Client[]; headers: ClientHeaders }) {
  const { list, actions, columns, deletion } = useClientTracker(clients, headers);
  const notesClient = list.notesRow;
  return (
    <>
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
    </>
  );
}
