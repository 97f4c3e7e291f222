import { bookingRate, leadSources, leadTexts, notesMaxLength, type Lead } from '@shutterdesk/core';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from '../../components/ui/confirm-dialog';
import { DeleteModeControls } from '../../components/ui/delete-mode-controls';
import { ListPage } from '../../components/ui/list-page';
import { LoadFailed } from '../../components/ui/load-failed';
import { MonthYearPicker } from '../../components/ui/month-year-picker';
import { NotesDialog } from '../../components/ui/notes-dialog';
import { PageLoading } from '../../components/ui/page-loading';
import { Select } from '../../components/ui/select';
import { ToggleGroup, ToggleGroupItem } from '../../components/ui/toggle-group';
import { useLoadFailureToast } from '../../lib/failure-text';
import { useInteractionTiming } from '../../lib/interaction-timing';
import { nextSortDirection, type SortDirection } from '../../lib/sort-direction';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRowSelection } from '../../lib/use-row-selection';
import { useConvertLead, useDeleteLead, useDeleteLeads, useLeads, useUpdateLead } from './api';
import { AddLeadDialog } from './components/AddLeadDialog';
import { LeadTable, type LeadRowActions } from './components/LeadTable';
import { leadsToShow, noLeadFilters, type LeadFilters, type StatusFilter } from './lead-list';

const pageTitle = 'Lead Flow';
const allPlatforms = 'all';

export default function LeadsPage() {
  useDocumentTitle(pageTitle);
  const leads = useLeads();
  useLoadFailureToast(leads, { failed: leadTexts.loadFailed, noAnswer: leadTexts.loadError });

  return (
    <ListPage title={pageTitle} action={<AddLeadDialog />}>
      {leads.isPending ? (
        <PageLoading />
      ) : leads.isError ? (
        <LoadFailed title={leadTexts.loadFailed} retrying={leads.isFetching} onRetry={() => void leads.refetch()} />
      ) : (
        <LeadTracker leads={leads.data} />
      )}
    </ListPage>
  );
}

/** What a confirmation is about: booking a lead (convert), deleting one lead (its bin) or the ticked rows. */
type PendingConfirm = { kind: 'convert' | 'deleteOne'; leadId: string } | { kind: 'deleteSelected' };

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
  const deleteLead = useDeleteLead();
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
      requestDelete: (leadId) => setPending({ kind: 'deleteOne', leadId }),
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

  const leadById = (id: string | null) => (id === null ? null : (leads.find((lead) => lead.id === id) ?? null));
  const notesLead = leadById(notesLeadId);
  const closeConfirm = () => setPending(null);
  const selectedCount = selection.selected.size;

  const confirmation = ((): Omit<ConfirmDialogProps, 'busy' | 'onClose'> | null => {
    if (pending === null) return null;
    if (pending.kind === 'deleteSelected') {
      return {
        title: `Delete ${leadCount(selectedCount)}?`,
        description: 'The selected leads are removed for good. This cannot be undone.',
        confirmLabel: 'Delete',
        danger: true,
        onConfirm: () => deleteLeads.mutate([...selection.selected], { onSettled: closeConfirm }),
      };
    }
    const { leadId } = pending;
    const name = leadById(leadId)?.name ?? '';
    return pending.kind === 'convert'
      ? {
          title: leadTexts.convertTitle,
          description: `A client named ${name} will be added to Client Flow with this lead's session type and package, and the lead will be marked booked.`,
          confirmLabel: 'Convert',
          onConfirm: () => convertLead.mutate(leadId, { onSettled: closeConfirm }),
        }
      : {
          title: `Delete ${name}?`,
          description: 'The lead and its notes are removed for good. This cannot be undone.',
          confirmLabel: 'Delete',
          danger: true,
          onConfirm: () => deleteLead.mutate(leadId, { onSettled: closeConfirm }),
        };
  })();

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
        <DeleteModeControls
          active={deleteMode}
          onActiveChange={setDeleteMode}
          selection={selection}
          texts={leadTexts}
          onDeleteSelected={() => setPending({ kind: 'deleteSelected' })}
        />
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

      <NotesDialog
        title={notesLead && `Lead Notes - ${notesLead.name}`}
        label="Lead notes"
        maxLength={notesMaxLength}
        texts={leadTexts}
        notes={notesLead?.notes ?? ''}
        onSave={(notes) => notesLead && actions.update(notesLead.id, { notes })}
        onClose={() => setNotesLeadId(null)}
      />
      <ConfirmDialog
        title={confirmation?.title ?? null}
        description={confirmation?.description ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        danger={confirmation?.danger}
        busy={convertLead.isPending || deleteLead.isPending || deleteLeads.isPending}
        onConfirm={() => confirmation?.onConfirm()}
        onClose={closeConfirm}
      />
    </>
  );
}

const leadCount = (count: number) => (count === 1 ? '1 lead' : `${count} leads`);
