import { leadTexts, notesMaxLength, type LeadListRow } from '@shutterdesk/core';
import { ChartColumn, Workflow } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CsvActions } from '@/components/csv-import/csv-actions';
import { QuestionDialog } from '@/components/ui/confirm-dialog';
import { ListPage } from '@/components/ui/list-page';
import { LoadFailed } from '@/components/ui/load-failed';
import { NotesDialog } from '@/components/records/notes-dialog';
import { PageLoading } from '@/components/ui/page-loading';
import { useLoadFailureToast } from '@/lib/failure-text';
import { useOpenMessages } from '@/lib/messages-link';
import { apiUrl } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { ListRows } from '@/lib/use-list-tracker';
import { findRow } from '@/lib/list-tracker';
import { useWindowedRows } from '@/lib/windowed-list';
import { trackerTableQuery, useMediaQuery } from '@/lib/use-media-query';
import { leadListReads, useLeads, useUpdateLead, type LeadPage } from './api';
import { Button, buttonClasses } from '@/components/ui/button';
import { AddLeadDialog } from './components/add-lead-dialog';
import { ConvertLeadDialog } from './components/convert-lead-dialog';
import { LeadCards } from './components/lead-cards';
import { LeadTable } from './components/lead-table';
import { LeadToolbar } from './components/lead-toolbar';
import { shownLeadsText } from './lead-questions';
import { InsightsLoading } from './insights/insights-loading';
import { useLeadTracker } from './use-lead-tracker';
import { useDrawnInBackground } from '@/lib/use-drawn-in-background';

const pageTitle = 'Lead Flow';

const ImportLeadsDialog = lazy(() => import('./components/import-leads-dialog'));
// A lead's messages load with their dialog: the list never needs them.
const LeadMessagesDialog = lazy(() =>
  import('@/components/workflows/messages-dialog').then((module) => ({ default: module.LeadMessagesDialog })),
);
// The insights and their chart library load when the panel is first opened (or about to be), never with the list.
const loadInsightsPanel = () => import('./insights/lead-insights-panel');
const LeadInsightsPanel = lazy(loadInsightsPanel);
const insightsPanelId = 'lead-insights';

/** The export of the view on screen: its status, inquiry date and source filters and its sort. */
function exportHref(search: string): string {
  const filters = leadListReads.viewQuery(new URLSearchParams(search));
  return apiUrl('GET /api/leads/export.csv', { query: filters });
}

export default function LeadsPage() {
  useDocumentTitle(pageTitle);
  const leads = useLeads();
  const { search } = useLocation();
  const { query } = leads;
  const drawn = useDrawnInBackground(query.data !== undefined);
  const [insightsOpen, setInsightsOpen] = useState(false);
  useLoadFailureToast(query, { failed: leadTexts.loadFailed, noAnswer: leadTexts.loadError });

  return (
    <ListPage
      title={pageTitle}
      action={
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            aria-expanded={insightsOpen}
            aria-controls={insightsPanelId}
            onClick={() => setInsightsOpen((open) => !open)}
            onPointerEnter={() => void loadInsightsPanel()}
            onFocus={() => void loadInsightsPanel()}
          >
            <ChartColumn aria-hidden="true" />
            {leadTexts.insights}
          </Button>
          <Link to="/workflows" className={buttonClasses({ variant: 'secondary' })}>
            <Workflow aria-hidden="true" />
            Workflows
          </Link>
          <CsvActions noun="leads" exportHref={exportHref(search)} ImportDialog={ImportLeadsDialog} />
          <AddLeadDialog />
        </div>
      }
    >
      {insightsOpen && (
        <section
          id={insightsPanelId}
          aria-labelledby={`${insightsPanelId}-title`}
          className="grid min-w-0 gap-3 rounded-2xl border border-border bg-card p-3 sm:p-4"
        >
          <h2 id={`${insightsPanelId}-title`} className="text-lg font-semibold">
            {leadTexts.insightsTitle}
          </h2>
          <Suspense fallback={<InsightsLoading />}>
            <LeadInsightsPanel />
          </Suspense>
        </section>
      )}
      {!query.data || !drawn ? (
        query.isError && !query.data ? (
          <LoadFailed title={leadTexts.loadFailed} retrying={query.isFetching} onRetry={() => void query.refetch()} />
        ) : (
          <PageLoading />
        )
      ) : leads.kind === 'whole' ? (
        <LeadTracker rows={{ whole: leads.query.data! }} serverRate={null} />
      ) : (
        <WindowedLeadTracker first={leads.query.data!} />
      )}
    </ListPage>
  );
}

/** A long list: the windows of the view on display, read as their rows come into view. */
function WindowedLeadTracker({ first }: { first: LeadPage }) {
  const windowed = useWindowedRows<LeadListRow, LeadPage>(first, leadListReads.windowOptions);
  return <LeadTracker rows={{ windowed }} serverRate={first.bookingRate} />;
}

function LeadTracker({ rows, serverRate }: { rows: ListRows<LeadListRow>; serverRate: number | null }) {
  const messages = useOpenMessages();
  const { list, rate, actions, question } = useLeadTracker(rows, serverRate, messages.open);
  const notesLead = list.notesRow;
  // Only the layout in view is mounted: a table on a wide screen, a card per lead on a phone.
  const wide = useMediaQuery(trackerTableQuery, false);
  const shownLeads = {
    leads: list.shown,
    requestRow: list.requestRow,
    ...list.tableControls,
    actions,
    focusedLeadId: list.focusedRowId,
    focusedIndex: list.focusedIndex,
  };
  return (
    <>
      <LeadToolbar list={list} rate={rate} />
      <p role="status" className="text-sm text-muted-foreground tabular-nums">
        {shownLeadsText(list.shown.length, list.total)}
      </p>
      {list.shown.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-10 text-center">
          <p className="text-sm text-muted-foreground">{leadTexts.empty}</p>
        </div>
      ) : wide ? (
        <LeadTable {...shownLeads} />
      ) : (
        <LeadCards {...shownLeads} />
      )}
      <NotesDialog
        title={notesLead && `Lead Notes - ${notesLead.name}`}
        label="Lead notes"
        maxLength={notesMaxLength}
        texts={leadTexts}
        notes={notesLead?.notes ?? ''}
        onSave={(notes) => notesLead && actions.update(notesLead.id, { notes })}
        onClose={list.closeNotes}
      />
      <QuestionDialog {...question} />
      <ConvertLeadDialog lead={question.converting} onClose={list.closeQuestion} />
      {messages.recordId && (
        <Suspense fallback={null}>
          <LeadMessages leadId={messages.recordId} rows={list.rows} onClose={messages.close} />
        </Suspense>
      )}
    </>
  );
}

/** The open lead's messages; its name comes from the list when the lead is among the rows read. */
function LeadMessages({
  leadId,
  rows,
  onClose,
}: {
  leadId: string;
  rows: readonly LeadListRow[];
  onClose: () => void;
}) {
  // The address form shows a refusal under its field.
  const { mutateAsync: updateLead } = useUpdateLead({ callerShowsFailure: true });
  const lead = findRow(rows, leadId);
  return (
    <LeadMessagesDialog
      record={{ id: leadId, name: lead?.name ?? null }}
      onSaveAddress={(id, email) => updateLead({ id, patch: { email } })}
      onClose={onClose}
    />
  );
}
