import {
  contactMethods,
  leadSources,
  leadTexts,
  sessionPackages,
  sessionTypes,
  workflowTexts,
  type LeadListRow,
  type UpdateLeadRequest,
} from '@shutterdesk/core';
import { Mail } from 'lucide-react';
import { memo } from 'react';
import { CellCheckbox } from '../../../components/records/cell-checkbox';
import { DatePicker } from '../../../components/ui/date-picker';
import {
  actionsColumnWidthPx,
  cellClasses,
  headerCellClasses,
  NameCell,
  nameColumnLeftPx,
  RecordRowCells,
  SelectAllHeaderCell,
  selectColumnWidthPx,
  SortHeaderCell,
  stickyCellClasses,
} from '../../../components/records/table-cells';
import {
  ChoiceSelect,
  choicesOf,
  fitClasses,
  type ControlFit,
  type SelectAllState,
} from '../../../components/records/record-controls';
import { NameEditor } from '../../../components/records/name-editor';
import { cn } from '../../../lib/cn';
import { PendingRow, VirtualTable, type VirtualTableColumn } from '../../../lib/virtual-table';
import type { SortDirection } from '../../../lib/sort-direction';

/** The plain ticks of a lead: one of them per change. */
export type LeadTick = { crmWorkflowStarted: boolean } | { contacted: boolean };

export interface LeadRowActions {
  update: (leadId: string, patch: UpdateLeadRequest) => void;
  /** Ticking Booked asks first ('Convert to Client?'); unticking saves at once. */
  setBooked: (lead: LeadListRow, booked: boolean) => void;
  /** CRM Workflow and Contacted: saved at once, as every plain tick. */
  tick: (leadId: string, patch: LeadTick) => void;
  openNotes: (leadId: string) => void;
  /** The lead's address and automatic messages (components/workflows/messages-dialog.tsx). */
  openMessages: (leadId: string) => void;
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

/** The fields of a lead after its name, in the table's order, each with its column label. */
export const leadFieldLabels = {
  inquiryDate: inquiryLabel,
  sessionType: typeLabel,
  sessionPackage: packageLabel,
  source: sourceLabel,
  contactMethod: contactLabel,
  notes: notesLabel,
  // Not among the spec's columns either: where automatic messages go, and what went (docs/decisions/0022-workflows.md).
  messages: workflowTexts.messagesColumn,
  // Not among the spec's columns, but its Lead has it: ticking it stops 'New lead waiting' and times the reply
  // (docs/decisions/0019-lead-insights.md).
  contacted: leadTexts.contacted,
  crmWorkflow: crmLabel,
  booked: bookedLabel,
  followUp: followUpLabel,
} as const;
export type LeadField = keyof typeof leadFieldLabels;
const leadFields = Object.keys(leadFieldLabels) as LeadField[];
/** How a field edits: ticks sit centred in the table and beside their label on a card; texts take a card's width. */
export const leadFieldKind = (field: LeadField) =>
  field === 'contacted' || field === 'crmWorkflow' || field === 'booked'
    ? 'check'
    : field === 'notes' || field === 'messages'
      ? 'notes'
      : 'field';

const fieldWidthPx: Record<LeadField, number> = {
  inquiryDate: 168,
  sessionType: 150,
  sessionPackage: 160,
  source: 150,
  contactMethod: 190,
  notes: 200,
  messages: 200,
  contacted: 100,
  crmWorkflow: 110,
  booked: 90,
  followUp: 168,
};
const dataColumns: readonly VirtualTableColumn[] = [
  { id: 'name', widthPx: 184 },
  ...leadFields.map((field) => ({ id: field, widthPx: fieldWidthPx[field] })),
  { id: 'actions', widthPx: actionsColumnWidthPx },
];
const withSelectColumn = [{ id: 'select', widthPx: selectColumnWidthPx }, ...dataColumns];

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
      {leadFields.map((field) =>
        field === 'inquiryDate' ? (
          <SortHeaderCell key={field} label={inquiryLabel} sort={sort} onSortChange={onSortChange} />
        ) : (
          <th key={field} scope="col" className={headerCellClasses}>
            {leadFieldLabels[field]}
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
              columnCount={(deleteMode ? withSelectColumn : dataColumns).length}
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

interface LeadRowProps {
  lead: LeadListRow;
  ariaRowIndex: number;
  deleteMode: boolean;
  selected: boolean;
  current: boolean;
  actions: LeadRowActions;
  /** How many of its cells the row draws now (VirtualTable's `renderRow`). */
  drawnColumns: number;
}

const typeChoices = choicesOf(sessionTypes);
const packageChoices = choicesOf(sessionPackages);
const sourceChoices = leadSources.map((source) => ({ value: source.code, label: source.label }));
const contactChoices = choicesOf(contactMethods);

/** One lead; memoised so a change to one lead re-renders only its row. */
const LeadRow = memo(function LeadRow({
  lead,
  ariaRowIndex,
  deleteMode,
  selected,
  current,
  actions,
  drawnColumns,
}: LeadRowProps) {
  const cells = [
    <NameCell key="name" deleteMode={deleteMode}>
      <LeadNameEditor lead={lead} actions={actions} fit="row" />
    </NameCell>,
    ...leadFields.map((field) => (
      <td key={field} className={cn(cellClasses, leadFieldKind(field) === 'check' && 'text-center')}>
        <LeadControl lead={lead} field={field} actions={actions} fit="row" />
      </td>
    )),
  ];
  return (
    <tr aria-rowindex={ariaRowIndex} data-selected={selected} aria-current={current || undefined} className="group">
      <RecordRowCells
        name={lead.name}
        selection={deleteMode ? { selected, onToggle: () => actions.toggleSelected(lead.id) } : null}
        onDelete={() => actions.requestDelete(lead.id)}
        cells={cells}
        drawn={drawnColumns}
      />
    </tr>
  );
});

/** The lead's name, renamed in place. */
export function LeadNameEditor({
  lead,
  actions,
  fit,
}: {
  lead: LeadListRow;
  actions: LeadRowActions;
  fit: ControlFit;
}) {
  return (
    <NameEditor
      key={lead.id}
      name={lead.name}
      fieldLabel={`${nameLabel} of ${lead.name}`}
      fit={fit}
      onRename={(name) => actions.update(lead.id, { name })}
    />
  );
}

/** One field of a lead, edited in place, in its row or on its card. */
export function LeadControl({
  lead,
  field,
  actions,
  fit,
}: {
  lead: LeadListRow;
  field: LeadField;
  actions: LeadRowActions;
  fit: ControlFit;
}) {
  const name = lead.name;
  const update = (patch: UpdateLeadRequest) => actions.update(lead.id, patch);
  switch (field) {
    case 'inquiryDate':
      return (
        <DatePicker
          key={lead.id}
          appearance="cell"
          label={`${inquiryLabel} of ${name}`}
          value={lead.inquiryDate}
          className={fitClasses(fit)}
          // The inquiry date is required: Clear keeps the date the lead has.
          onChange={(inquiryDate) => inquiryDate && update({ inquiryDate })}
        />
      );
    case 'sessionType':
      return (
        <ChoiceSelect
          label={`${typeLabel} of ${name}`}
          value={lead.sessionType}
          choices={typeChoices}
          fit={fit}
          onChoose={(sessionType) => update({ sessionType })}
        />
      );
    case 'sessionPackage':
      return (
        <ChoiceSelect
          label={`${packageLabel} of ${name}`}
          value={lead.sessionPackage}
          choices={packageChoices}
          placeholder="—"
          fit={fit}
          onChoose={(sessionPackage) => update({ sessionPackage })}
        />
      );
    case 'source':
      return (
        <ChoiceSelect
          label={`${sourceLabel} of ${name}`}
          value={lead.source}
          choices={sourceChoices}
          fit={fit}
          onChoose={(source) => update({ source })}
        />
      );
    case 'contactMethod':
      return (
        <ChoiceSelect
          label={`${contactLabel} of ${name}`}
          value={lead.contactMethod}
          choices={contactChoices}
          placeholder="—"
          fit={fit}
          onChoose={(contactMethod) => update({ contactMethod })}
        />
      );
    case 'notes':
      return (
        <button
          type="button"
          aria-label={`${notesLabel} of ${name}`}
          onClick={() => actions.openNotes(lead.id)}
          className={cn(
            'w-full min-w-0 rounded-md px-1.5 text-left text-sm transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-ring',
            fit === 'row'
              ? 'h-8 truncate hover:bg-card'
              : 'min-h-11 border border-input py-2 wrap-anywhere hover:bg-muted',
            !lead.notes && 'text-muted-foreground',
          )}
        >
          {fit === 'row' ? (
            lead.notes || 'Add notes'
          ) : (
            <span className="line-clamp-3">{lead.notes || 'Add notes'}</span>
          )}
        </button>
      );
    case 'messages':
      return (
        <button
          type="button"
          aria-label={`${workflowTexts.messagesColumn} of ${name}: ${lead.email || workflowTexts.addAddress}`}
          onClick={() => actions.openMessages(lead.id)}
          className={cn(
            'flex w-full min-w-0 items-center gap-1.5 rounded-md px-1.5 text-left text-sm transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-ring',
            fit === 'row' ? 'h-8 hover:bg-card' : 'min-h-11 border border-input py-2 hover:bg-muted',
            !lead.email && 'text-muted-foreground',
          )}
        >
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 truncate">{lead.email || workflowTexts.addAddress}</span>
        </button>
      );
    case 'contacted':
      return (
        <CellCheckbox
          aria-label={`${leadTexts.contacted} of ${name}`}
          checked={lead.contacted}
          onChange={(event) => actions.tick(lead.id, { contacted: event.target.checked })}
        />
      );
    case 'crmWorkflow':
      return (
        <CellCheckbox
          aria-label={`${crmLabel} of ${name}`}
          checked={lead.crmWorkflowStarted}
          onChange={(event) => actions.tick(lead.id, { crmWorkflowStarted: event.target.checked })}
        />
      );
    case 'booked':
      return (
        <CellCheckbox
          aria-label={`${bookedLabel}: ${name}`}
          checked={lead.booked}
          onChange={(event) => actions.setBooked(lead, event.target.checked)}
        />
      );
    case 'followUp':
      return (
        <DatePicker
          key={lead.id}
          appearance="cell"
          label={`${followUpLabel} of ${name}`}
          value={lead.followUp}
          className={fitClasses(fit)}
          onChange={(followUp) => update({ followUp })}
        />
      );
  }
}
