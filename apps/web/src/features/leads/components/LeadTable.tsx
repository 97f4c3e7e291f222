import {
  contactMethods,
  leadSources,
  leadTexts,
  nameMaxLength,
  sessionPackages,
  sessionTypes,
  type Lead,
  type UpdateLeadRequest,
} from '@shutterdesk/core';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { memo, useMemo, type KeyboardEvent } from 'react';
import { CellCheckbox } from '../../../components/ui/cell-checkbox';
import { CellSelect } from '../../../components/ui/cell-select';
import { DatePicker } from '../../../components/ui/date-picker';
import { cn } from '../../../lib/cn';
import { VirtualTable, type VirtualTableColumn } from '../../../lib/virtual-table';
import type { SortDirection } from '../lead-list';

export interface LeadRowActions {
  update: (leadId: string, patch: UpdateLeadRequest) => void;
  /** Ticking Booked asks first ('Convert to Client?'); unticking saves at once. */
  setBooked: (lead: Lead, booked: boolean) => void;
  toggleCrm: (leadId: string, started: boolean) => void;
  openNotes: (leadId: string) => void;
  toggleSelected: (leadId: string) => void;
}

const [
  nameLabel,
  inquiryLabel,
  typeLabel,
  packageLabel,
  sourceLabel,
  contactLabel,
  notesLabel,
  crmLabel,
  bookedLabel,
  followUpLabel,
] = leadTexts.columns;

const selectColumnWidthPx = 44;
const dataColumns: readonly VirtualTableColumn[] = [
  { id: 'name', widthPx: 200 },
  { id: 'inquiryDate', widthPx: 150 },
  { id: 'sessionType', widthPx: 150 },
  { id: 'sessionPackage', widthPx: 160 },
  { id: 'source', widthPx: 150 },
  { id: 'contactMethod', widthPx: 190 },
  { id: 'notes', widthPx: 200 },
  { id: 'crmWorkflow', widthPx: 110 },
  { id: 'booked', widthPx: 90 },
  { id: 'followUp', widthPx: 150 },
];

const headerCellClasses =
  'border-b border-border bg-card px-2 py-2 text-left align-bottom text-xs font-medium text-muted-foreground';
const cellClasses = 'h-10 border-b border-border px-1 align-middle';
const sortIcons = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown };

interface LeadTableProps {
  leads: readonly Lead[];
  sort: SortDirection;
  onSortChange: () => void;
  deleteMode: boolean;
  isSelected: (leadId: string) => boolean;
  selectAll: { allSelected: boolean; someSelected: boolean; toggleAll: () => void };
  actions: LeadRowActions;
}

/** The Lead Flow table: every cell edits in place; only the rows in view are rendered. */
export function LeadTable({ leads, sort, onSortChange, deleteMode, isSelected, selectAll, actions }: LeadTableProps) {
  const columns = useMemo(
    () => (deleteMode ? [{ id: 'select', widthPx: selectColumnWidthPx }, ...dataColumns] : dataColumns),
    [deleteMode],
  );
  const SortIcon = sortIcons[sort ?? 'none'];
  const header = (
    <tr aria-rowindex={1}>
      {deleteMode && (
        <th scope="col" className={headerCellClasses}>
          <CellCheckbox
            aria-label="Select all leads"
            checked={selectAll.allSelected}
            ref={(box) => {
              if (box) box.indeterminate = selectAll.someSelected;
            }}
            onChange={selectAll.toggleAll}
          />
        </th>
      )}
      <th scope="col" className={headerCellClasses}>
        {nameLabel}
      </th>
      <th scope="col" aria-sort={sort ?? 'none'} className={headerCellClasses}>
        <button
          type="button"
          onClick={onSortChange}
          className="-mx-1 inline-flex items-center gap-1 rounded-md px-1 py-0.5 font-medium transition-colors duration-150 hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          {inquiryLabel}
          <SortIcon className={cn('size-3.5', sort && 'text-accent')} aria-hidden="true" />
        </button>
      </th>
      {[typeLabel, packageLabel, sourceLabel, contactLabel, notesLabel, crmLabel, bookedLabel, followUpLabel].map(
        (label) => (
          <th key={label} scope="col" className={headerCellClasses}>
            {label}
          </th>
        ),
      )}
    </tr>
  );

  return (
    <VirtualTable
      label="Leads"
      columns={columns}
      header={header}
      rowCount={leads.length}
      className="max-h-[70vh]"
      renderRow={(index, ariaRowIndex) => {
        const lead = leads[index]!;
        return (
          <LeadRow
            key={lead.id}
            lead={lead}
            ariaRowIndex={ariaRowIndex}
            deleteMode={deleteMode}
            selected={deleteMode && isSelected(lead.id)}
            actions={actions}
          />
        );
      }}
    />
  );
}

interface LeadRowProps {
  lead: Lead;
  ariaRowIndex: number;
  deleteMode: boolean;
  selected: boolean;
  actions: LeadRowActions;
}

/** One lead; memoised so a change to one lead re-renders only its row. */
const LeadRow = memo(function LeadRow({ lead, ariaRowIndex, deleteMode, selected, actions }: LeadRowProps) {
  const name = lead.name;
  const saveName = (value: string) => {
    const trimmed = value.trim();
    if (trimmed && trimmed !== lead.name) actions.update(lead.id, { name: trimmed });
  };
  const onNameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') {
      event.currentTarget.value = lead.name;
      event.currentTarget.blur();
    }
  };

  return (
    <tr aria-rowindex={ariaRowIndex} aria-selected={deleteMode ? selected : undefined} className="hover:bg-muted/40">
      {deleteMode && (
        <td className={cn(cellClasses, 'px-2')}>
          <CellCheckbox
            aria-label={`Select ${name}`}
            checked={selected}
            onChange={() => actions.toggleSelected(lead.id)}
          />
        </td>
      )}
      <td className={cellClasses}>
        <input
          // A new name from the server (or a revert) resets what is typed.
          key={lead.name}
          aria-label={`${nameLabel} of ${name}`}
          defaultValue={lead.name}
          maxLength={nameMaxLength}
          onBlur={(event) => {
            if (!event.currentTarget.value.trim()) event.currentTarget.value = lead.name;
            saveName(event.currentTarget.value);
          }}
          onKeyDown={onNameKey}
          className="h-8 w-full min-w-0 rounded-md border border-transparent bg-transparent px-1.5 text-sm font-medium hover:border-input focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40"
        />
      </td>
      <td className={cellClasses}>
        <DatePicker
          appearance="cell"
          label={`${inquiryLabel} of ${name}`}
          value={lead.inquiryDate}
          // The inquiry date is required: Clear keeps the date the lead has.
          onChange={(inquiryDate) => inquiryDate && actions.update(lead.id, { inquiryDate })}
        />
      </td>
      <td className={cellClasses}>
        <CellSelect
          aria-label={`${typeLabel} of ${name}`}
          value={lead.sessionType}
          onChange={(event) => actions.update(lead.id, { sessionType: event.target.value as Lead['sessionType'] })}
        >
          {sessionTypes.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </CellSelect>
      </td>
      <td className={cellClasses}>
        <CellSelect
          aria-label={`${packageLabel} of ${name}`}
          value={lead.sessionPackage}
          onChange={(event) =>
            actions.update(lead.id, { sessionPackage: event.target.value as Lead['sessionPackage'] })
          }
        >
          <option value="" disabled>
            —
          </option>
          {sessionPackages.map((sessionPackage) => (
            <option key={sessionPackage}>{sessionPackage}</option>
          ))}
        </CellSelect>
      </td>
      <td className={cellClasses}>
        <CellSelect
          aria-label={`${sourceLabel} of ${name}`}
          value={lead.source}
          onChange={(event) => actions.update(lead.id, { source: event.target.value as Lead['source'] })}
        >
          {leadSources.map((source) => (
            <option key={source.code} value={source.code}>
              {source.label}
            </option>
          ))}
        </CellSelect>
      </td>
      <td className={cellClasses}>
        <CellSelect
          aria-label={`${contactLabel} of ${name}`}
          value={lead.contactMethod}
          onChange={(event) => actions.update(lead.id, { contactMethod: event.target.value as Lead['contactMethod'] })}
        >
          <option value="" disabled>
            —
          </option>
          {contactMethods.map((method) => (
            <option key={method}>{method}</option>
          ))}
        </CellSelect>
      </td>
      <td className={cellClasses}>
        <button
          type="button"
          aria-label={`${notesLabel} of ${name}`}
          onClick={() => actions.openNotes(lead.id)}
          className={cn(
            'h-8 w-full truncate rounded-md px-1.5 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
            !lead.notes && 'text-muted-foreground',
          )}
        >
          {lead.notes || 'Add notes'}
        </button>
      </td>
      <td className={cn(cellClasses, 'px-2')}>
        <CellCheckbox
          aria-label={`${crmLabel} of ${name}`}
          checked={lead.crmWorkflowStarted}
          onChange={(event) => actions.toggleCrm(lead.id, event.target.checked)}
        />
      </td>
      <td className={cn(cellClasses, 'px-2')}>
        <CellCheckbox
          aria-label={`${bookedLabel}: ${name}`}
          checked={lead.booked}
          onChange={(event) => actions.setBooked(lead, event.target.checked)}
        />
      </td>
      <td className={cellClasses}>
        <DatePicker
          appearance="cell"
          label={`${followUpLabel} of ${name}`}
          value={lead.followUp}
          onChange={(followUp) => actions.update(lead.id, { followUp })}
        />
      </td>
    </tr>
  );
});
