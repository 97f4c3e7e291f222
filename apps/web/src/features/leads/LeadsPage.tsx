import { bookingRate, leadSources, leadTexts, type Lead } from '@shutterdesk/core';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { MonthYearPicker } from '../../components/ui/month-year-picker';
import { PageLoading } from '../../components/ui/page-loading';
import { Select } from '../../components/ui/select';
import { ToggleGroup, ToggleGroupItem } from '../../components/ui/toggle-group';
import { failureText } from '../../lib/failure-text';
import { useInteractionTiming } from '../../lib/interaction-timing';
import { useRowSelection } from '../../lib/use-row-selection';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useConvertLead, useDeleteLeads, useLeads, useUpdateLead } from './api';
import { AddLeadDialog, ConfirmDialog, LeadNotesDialog } from './components/LeadDialogs';
import { LeadTable, type LeadRowActions } from './components/LeadTable';
import {
  leadsToShow,
  nextSortDirection,
  noLeadFilters,
  type LeadFilters,
  type SortDirection,
  type StatusFilter,
} from './lead-list';

const pageTitle = 'Lead Flow';
const allPlatforms = 'all';

export default function LeadsPage() {
  useDocumentTitle(pageTitle);
  const leads = useLeads();
  const loadFailure = leads.isError
    ? failureText(leads.error, { failed: leadTexts.loadFailed, noAnswer: leadTexts.loadError })
    : null;

  useEffect(() => {
    if (loadFailure) notify.error(loadFailure);
  }, [loadFailure, leads.errorUpdatedAt]);

  return (
    <div className="mx-auto grid w-full max-w-screen-2xl min-w-0 content-start gap-4 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{pageTitle}</h1>
        <AddLeadDialog />
      </div>
      {leads.isPending ? (
        <PageLoading />
      ) : leads.isError ? (
        <div className="grid justify-items-start gap-3">
          <Alert tone="danger" title={leadTexts.loadFailed} className="w-full">
            Check your connection, then try again.
          </Alert>
          <Button variant="secondary" size="sm" onClick={() => void leads.refetch()} loading={leads.isFetching}>
            {!leads.isFetching && <RefreshCw aria-hidden="true" />}
            Try again
          </Button>
        </div>
      ) : (
        <LeadTracker leads={leads.data} />
      )}
    </div>
  );
}

/** What a confirmation is about: booking a lead (convert) or deleting the ticked rows. */
type PendingConfirm = { kind: 'convert'; leadId: string } | { kind: 'delete' };

function LeadTracker({ leads }: { leads: Lead[] }) {
  const [filters, setFilters] = useState<LeadFilters>(noLeadFilters);
  const [sort, setSort] = useState<SortDirection>(null);
  const [deleteMode, setDeleteMode] = useState(false);
  const [notesLeadId, setNotesLeadId] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingConfirm | null>(null);

  const shown = useMemo(() => leadsToShow(leads, filters, sort), [leads, filters, sort]);
  const shownIds = useMemo(() => shown.map((lead) => lead.id), [shown]);
  const selection = useRowSelection(shownIds);
  const startInteraction = useInteractionTiming(shown);
  const rate = useMemo(() => bookingRate(leads), [leads]);

  const { mutate: updateLead } = useUpdateLead();
  const convertLead = useConvertLead();
  const deleteLeads = useDeleteLeads();
  const { toggle: toggleSelected } = selection;

  const actions = useMemo<LeadRowActions>(
    () => ({
      update: (leadId, patch) => updateLead({ id: leadId, patch }),
      setBooked: (lead, booked) => {
        startInteraction('leads:toggle');
        if (booked) setPending({ kind: 'convert', leadId: lead.id });
        else updateLead({ id: lead.id, patch: { booked: false } });
      },
      toggleCrm: (leadId, started) => {
        startInteraction('leads:toggle');
        updateLead({ id: leadId, patch: { crmWorkflowStarted: started } });
      },
      openNotes: setNotesLeadId,
      toggleSelected,
    }),
    [updateLead, startInteraction, toggleSelected],
  );

  const changeFilters = (changes: Partial<LeadFilters>) => {
    startInteraction('leads:filter');
    setFilters((current) => ({ ...current, ...changes }));
  };
  const changeSort = useCallback(() => {
    startInteraction('leads:sort');
    setSort(nextSortDirection);
  }, [startInteraction]);

  const toggleDeleteMode = () => {
    if (deleteMode) selection.clear();
    setDeleteMode(!deleteMode);
  };
  const deleteSelected = () => {
    if (selection.selected.size === 0) notify.error(leadTexts.selectToDelete);
    else setPending({ kind: 'delete' });
  };

  const leadById = (id: string | null) => (id === null ? null : (leads.find((lead) => lead.id === id) ?? null));
  const notesLead = leadById(notesLeadId);
  const convertTarget = pending?.kind === 'convert' ? leadById(pending.leadId) : null;
  const closeConfirm = () => setPending(null);
  const confirm = () => {
    if (pending?.kind === 'convert') convertLead.mutate(pending.leadId, { onSettled: closeConfirm });
    else deleteLeads.mutate([...selection.selected], { onSettled: closeConfirm });
  };
  const selectedCount = selection.selected.size;

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <ToggleGroup
          type="single"
          aria-label="Show leads"
          value={filters.status}
          // Radix reports '' when the pressed item is clicked again: the filter stays as it is.
          onValueChange={(value) => value && changeFilters({ status: value as StatusFilter })}
        >
          <ToggleGroupItem value="all">{leadTexts.filters.all}</ToggleGroupItem>
          <ToggleGroupItem value="active">{leadTexts.filters.active}</ToggleGroupItem>
          <ToggleGroupItem value="booked">{leadTexts.filters.booked}</ToggleGroupItem>
        </ToggleGroup>
        <MonthYearPicker
          label="Filter by inquiry month"
          value={filters.inquiryDate}
          onChange={(inquiryDate) => changeFilters({ inquiryDate })}
        />
        <Select
          aria-label="Filter by platform"
          value={filters.source ?? allPlatforms}
          onChange={(event) =>
            changeFilters({ source: event.target.value === allPlatforms ? null : event.target.value })
          }
          className="w-44"
        >
          <option value={allPlatforms}>All platforms</option>
          {leadSources.map((source) => (
            <option key={source.code} value={source.code}>
              {source.label}
            </option>
          ))}
        </Select>
        <Button variant={deleteMode ? 'primary' : 'secondary'} aria-pressed={deleteMode} onClick={toggleDeleteMode}>
          <Trash2 aria-hidden="true" />
          Delete mode
        </Button>
        {deleteMode && (
          <Button variant="danger" onClick={deleteSelected}>
            {`Delete Selected (${selectedCount})`}
          </Button>
        )}
        <p className="ml-auto text-sm font-medium tabular-nums">{leadTexts.bookingRate(rate)}</p>
      </div>
      <p role="status" className="text-sm text-muted-foreground tabular-nums">
        {shown.length === leads.length ? leadCount(leads.length) : `${shown.length} of ${leadCount(leads.length)}`}
      </p>
      {shown.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-10 text-center">
          <p className="text-sm text-muted-foreground">{leadTexts.empty}</p>
        </div>
      ) : (
        <LeadTable
          leads={shown}
          sort={sort}
          onSortChange={changeSort}
          deleteMode={deleteMode}
          isSelected={selection.isSelected}
          selectAll={selection}
          actions={actions}
        />
      )}

      <LeadNotesDialog
        lead={notesLead}
        onClose={() => setNotesLeadId(null)}
        onSave={(lead, notes) => actions.update(lead.id, { notes })}
      />
      <ConfirmDialog
        title={
          pending === null
            ? null
            : pending.kind === 'convert'
              ? leadTexts.convertTitle
              : `Delete ${leadCount(selectedCount)}?`
        }
        description={
          pending?.kind === 'convert'
            ? `A client named ${convertTarget?.name ?? ''} will be added to Client Flow with this lead's session type and package, and the lead will be marked booked.`
            : 'The selected leads are removed for good. This cannot be undone.'
        }
        confirmLabel={pending?.kind === 'convert' ? 'Convert' : 'Delete'}
        danger={pending?.kind === 'delete'}
        busy={convertLead.isPending || deleteLeads.isPending}
        onConfirm={confirm}
        onClose={closeConfirm}
      />
    </>
  );
}

const leadCount = (count: number) => (count === 1 ? '1 lead' : `${count} leads`);
