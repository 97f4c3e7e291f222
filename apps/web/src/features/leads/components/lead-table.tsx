import type { LeadListRow } from '@shutterdesk/core';
import type { SelectAllState } from '@/components/records/record-controls';
import type { SortDirection } from '@/lib/sort-direction';
import { PendingRow, VirtualTable } from '@/lib/virtual-table';
import { LeadRow, type LeadRowActions } from './lead-row';
import { LeadTableHeader } from './lead-table-header';
import { leadTableColumns } from './table-layout';

export interface LeadTableProps {
  /** In a long list, a hole is a lead whose window has not come in yet (lib/windowed-list.ts). */
  leads: readonly (LeadListRow | undefined)[];
  /** Asks for the window of row `index` as its placeholder comes into view. */
  requestRow: (index: number) => void;
  sort: SortDirection;
  onSortChange: () => void;
  deleteMode: boolean;
  isSelected: (leadId: string) => boolean;
  selectAll: SelectAllState;
  actions: LeadRowActions;
  /** The lead a link brings into view (lib/lead-link.ts), shown as current, and where it stands. */
  focusedLeadId: string | null;
  focusedIndex: number | undefined;
}

/** The Lead Flow table: every cell edits in place; only the rows in view are rendered. */
export function LeadTable({
  leads,
  requestRow,
  sort,
  onSortChange,
  deleteMode,
  isSelected,
  selectAll,
  actions,
  focusedLeadId,
  focusedIndex,
}: LeadTableProps) {
  const columns = leadTableColumns(deleteMode);
  return (
    <VirtualTable
      label="Leads"
      columns={columns}
      header={<LeadTableHeader deleteMode={deleteMode} selectAll={selectAll} sort={sort} onSortChange={onSortChange} />}
      rowCount={leads.length}
      maxHeight={{ viewportPercent: 70 }}
      scrollToIndex={focusedIndex}
      renderRow={(index, ariaRowIndex, drawnColumns) => {
        const lead = leads[index];
        if (!lead) {
          return (
            <PendingRow
              key={index}
              index={index}
              ariaRowIndex={ariaRowIndex}
              columnCount={columns.length}
              onShown={requestRow}
            />
          );
        }
        return (
          // Keyed by place, as on Client Flow: after a sort or a filter each row is updated in place rather than
          // built again; the row's stateful cells are keyed by lead.
          <LeadRow
            key={index}
            lead={lead}
            ariaRowIndex={ariaRowIndex}
            deleteMode={deleteMode}
            selected={deleteMode && isSelected(lead.id)}
            current={lead.id === focusedLeadId}
            actions={actions}
            drawnColumns={drawnColumns}
          />
        );
      }}
    />
  );
}
