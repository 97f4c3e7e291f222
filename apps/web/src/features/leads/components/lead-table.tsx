import {
  contactMethods,
  leadSources,
  leadTexts,
  sessionPackages,
  sessionTypes,
  type Lead,
  type UpdateLeadRequest,
} from '@shutterdesk/core';
import { memo } from 'react';
import { CellCheckbox } from '../../../components/ui/cell-checkbox';
import { DatePicker } from '../../../components/ui/date-picker';
import {
  actionsColumnWidthPx,
  cellClasses,
  ChoiceCell,
  choicesOf,
  headerCellClasses,
  NameCell,
  nameColumnLeftPx,
  RowDeleteCell,
  SelectAllHeaderCell,
  selectColumnWidthPx,
  SelectRowCell,
  SortHeaderCell,
  stickyCellClasses,
  type SelectAllState,
} from '../../../components/ui/table-cells';
import { cn } from '../../../lib/cn';
import { VirtualTable, type VirtualTableColumn } from '../../../lib/virtual-table';
import type { SortDirection } from '../../../lib/sort-direction';

export interface LeadRowActions {
  update: (leadId: string, patch: UpdateLeadRequest) => void;
  /** Ticking Booked asks first ('Convert to Client?'); unticking saves at once. */
  setBooked: (lead: Lead, booked: boolean) => void;
  toggleCrm: (leadId: string, started: boolean) => void;
  openNotes: (leadId: string) => void;
  /** A row's bin: asks first. */
  requestDelete: (leadId: string) => void;
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

const dataColumns: readonly VirtualTableColumn[] = [
  { id: 'name', widthPx: 184 },
  { id: 'inquiryDate', widthPx: 168 },
  { id: 'sessionType', widthPx: 150 },
  { id: 'sessionPackage', widthPx: 160 },
  { id: 'source', widthPx: 150 },
  { id: 'contactMethod', widthPx: 190 },
  { id: 'notes', widthPx: 200 },
  { id: 'crmWorkflow', widthPx: 110 },
  { id: 'booked', widthPx: 90 },
  { id: 'followUp', widthPx: 168 },
  { id: 'actions', widthPx: actionsColumnWidthPx },
];
const withSelectColumn = [{ id: 'select', widthPx: selectColumnWidthPx }, ...dataColumns];

interface LeadTableProps {
  leads: readonly Lead[];
  sort: SortDirection;
  onSortChange: () => void;
  deleteMode: boolean;
  isSelected: (leadId: string) => boolean;
  selectAll: SelectAllState;
  actions: LeadRowActions;
}

/** The Lead Flow table: every cell edits in place; only the rows in view are rendered. */
export function LeadTable({ leads, sort, onSortChange, deleteMode, isSelected, selectAll, actions }: LeadTableProps) {
  const header = (
    <tr aria-rowindex={1}>
      {deleteMode && <SelectAllHeaderCell state={selectAll} label="Select all leads" />}
      <th
        scope="col"
        className={cn(headerCellClasses, stickyCellClasses, 'z-30 border-r')}
        style={{ left: nameColumnLeftPx(deleteMode) }}
      >
        {nameLabel}
      </th>
      <SortHeaderCell label={inquiryLabel} sort={sort} onSortChange={onSortChange} />
      {[typeLabel, packageLabel, sourceLabel, contactLabel, notesLabel, crmLabel, bookedLabel, followUpLabel].map(
        (label) => (
          <th key={label} scope="col" className={headerCellClasses}>
            {label}
          </th>
        ),
      )}
      <th scope="col" className={headerCellClasses}>
        <span className="sr-only">Actions</span>
      </th>
    </tr>
  );

  return (
    <VirtualTable
      label="Leads"
      columns={deleteMode ? withSelectColumn : dataColumns}
      header={header}
      rowCount={leads.length}
      className="max-h-[70vh]"
      renderRow={(index, ariaRowIndex) => {
        const lead = leads[index]!;
        return (
          // Keyed by place, as on Client Flow: after a sort or a filter each row is updated in place rather than
          // built again; the row's stateful cells are keyed by lead.
          <LeadRow
            key={index}
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

const typeChoices = choicesOf(sessionTypes);
const packageChoices = choicesOf(sessionPackages);
const sourceChoices = leadSources.map((source) => ({ value: source.code, label: source.label }));
const contactChoices = choicesOf(contactMethods);

/** One lead; memoised so a change to one lead re-renders only its row. */
const LeadRow = memo(function LeadRow({ lead, ariaRowIndex, deleteMode, selected, actions }: LeadRowProps) {
  const name = lead.name;
  const update = (patch: UpdateLeadRequest) => actions.update(lead.id, patch);
  return (
    <tr aria-rowindex={ariaRowIndex} data-selected={selected} className="group">
      {deleteMode && <SelectRowCell name={name} selected={selected} onToggle={() => actions.toggleSelected(lead.id)} />}
      <NameCell
        recordId={lead.id}
        name={name}
        fieldLabel={`${nameLabel} of ${name}`}
        deleteMode={deleteMode}
        onRename={(next) => update({ name: next })}
      />
      <td className={cellClasses}>
        <DatePicker
          key={lead.id}
          appearance="cell"
          label={`${inquiryLabel} of ${name}`}
          value={lead.inquiryDate}
          // The inquiry date is required: Clear keeps the date the lead has.
          onChange={(inquiryDate) => inquiryDate && update({ inquiryDate })}
        />
      </td>
      <ChoiceCell
        label={`${typeLabel} of ${name}`}
        value={lead.sessionType}
        choices={typeChoices}
        onChoose={(sessionType) => update({ sessionType })}
      />
      <ChoiceCell
        label={`${packageLabel} of ${name}`}
        value={lead.sessionPackage}
        choices={packageChoices}
        placeholder="—"
        onChoose={(sessionPackage) => update({ sessionPackage })}
      />
      <ChoiceCell
        label={`${sourceLabel} of ${name}`}
        value={lead.source}
        choices={sourceChoices}
        onChoose={(source) => update({ source })}
      />
      <ChoiceCell
        label={`${contactLabel} of ${name}`}
        value={lead.contactMethod}
        choices={contactChoices}
        placeholder="—"
        onChoose={(contactMethod) => update({ contactMethod })}
      />
      <FollowUpCells lead={lead} actions={actions} />
      <RowDeleteCell name={name} onDelete={() => actions.requestDelete(lead.id)} />
    </tr>
  );
});

/** Notes, the CRM and Booked ticks, and the follow-up date: what happens after the inquiry. */
function FollowUpCells({ lead, actions }: Pick<LeadRowProps, 'lead' | 'actions'>) {
  const name = lead.name;
  return (
    <>
      <td className={cellClasses}>
        <button
          type="button"
          aria-label={`${notesLabel} of ${name}`}
          onClick={() => actions.openNotes(lead.id)}
          className={cn(
            'h-8 w-full truncate rounded-md px-1.5 text-left text-sm transition-colors duration-150 hover:bg-card focus-visible:outline-2 focus-visible:outline-ring',
            !lead.notes && 'text-muted-foreground',
          )}
        >
          {lead.notes || 'Add notes'}
        </button>
      </td>
      <td className={cn(cellClasses, 'text-center')}>
        <CellCheckbox
          aria-label={`${crmLabel} of ${name}`}
          checked={lead.crmWorkflowStarted}
          onChange={(event) => actions.toggleCrm(lead.id, event.target.checked)}
        />
      </td>
      <td className={cn(cellClasses, 'text-center')}>
        <CellCheckbox
          aria-label={`${bookedLabel}: ${name}`}
          checked={lead.booked}
          onChange={(event) => actions.setBooked(lead, event.target.checked)}
        />
      </td>
      <td className={cellClasses}>
        <DatePicker
          key={lead.id}
          appearance="cell"
          label={`${followUpLabel} of ${name}`}
          value={lead.followUp}
          onChange={(followUp) => actions.update(lead.id, { followUp })}
        />
      </td>
    </>
  );
}
