import {
  contactMethods,
  leadSources,
  sessionPackages,
  sessionTypes,
  workflowTexts,
  type LeadListRow,
  type UpdateLeadRequest,
} from '@shutterdesk/core';
import { Mail } from 'lucide-react';
import { memo } from 'react';
import { CellCheckbox } from '@/components/records/cell-checkbox';
import { NameEditor } from '@/components/records/name-editor';
import { ChoiceSelect, choicesOf, fitClasses, type ControlFit } from '@/components/records/record-controls';
import { cellClasses, NameCell, RecordRowCells } from '@/components/records/table-cells';
import { DatePicker } from '@/components/ui/date-picker';
import { cn } from '@/lib/cn';
import { leadFieldKind, leadFieldLabels, leadFields, leadNameLabel, type LeadField } from './lead-fields';

/** The plain ticks of a lead: one of them per change. */
export type LeadTick = { crmWorkflowStarted: boolean } | { contacted: boolean };

/** What a row asks of the screen; the functions keep their identity, so an unchanged row does not re-render. */
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

/** One lead; memoised so a change to one lead re-renders only its row. */
export const LeadRow = memo(function LeadRow({
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
      fieldLabel={`${leadNameLabel} of ${lead.name}`}
      fit={fit}
      onRename={(name) => actions.update(lead.id, { name })}
    />
  );
}

interface LeadControlProps {
  lead: LeadListRow;
  field: LeadField;
  actions: LeadRowActions;
  fit: ControlFit;
}

/** One field of a lead, edited in place, in its row or on its card. */
export function LeadControl(props: LeadControlProps) {
  const { lead, field, actions, fit } = props;
  const label = `${leadFieldLabels[field]} of ${lead.name}`;
  switch (field) {
    case 'inquiryDate':
      return (
        <DatePicker
          key={lead.id}
          appearance="cell"
          label={label}
          value={lead.inquiryDate}
          className={fitClasses(fit)}
          // The inquiry date is required: Clear keeps the date the lead has.
          onChange={(inquiryDate) => inquiryDate && actions.update(lead.id, { inquiryDate })}
        />
      );
    case 'followUp':
      return (
        <DatePicker
          key={lead.id}
          appearance="cell"
          label={label}
          value={lead.followUp}
          className={fitClasses(fit)}
          onChange={(followUp) => actions.update(lead.id, { followUp })}
        />
      );
    case 'sessionType':
    case 'sessionPackage':
    case 'source':
    case 'contactMethod':
      return <LeadChoice {...props} field={field} label={label} />;
    case 'notes':
      return <NotesButton lead={lead} label={label} fit={fit} onOpen={() => actions.openNotes(lead.id)} />;
    case 'messages':
      return <MessagesButton lead={lead} fit={fit} onOpen={() => actions.openMessages(lead.id)} />;
    case 'contacted':
    case 'crmWorkflow':
    case 'booked':
      return <LeadTickBox {...props} field={field} />;
  }
}

const typeChoices = choicesOf(sessionTypes);
const packageChoices = choicesOf(sessionPackages);
const sourceChoices = leadSources.map((source) => ({ value: source.code, label: source.label }));
const contactChoices = choicesOf(contactMethods);

/** The session's type and package, the source and the contact method: a select of fixed choices each. */
function LeadChoice({
  lead,
  field,
  label,
  actions,
  fit,
}: LeadControlProps & { field: 'sessionType' | 'sessionPackage' | 'source' | 'contactMethod'; label: string }) {
  const update = (patch: UpdateLeadRequest) => actions.update(lead.id, patch);
  switch (field) {
    case 'sessionType':
      return (
        <ChoiceSelect
          label={label}
          value={lead.sessionType}
          choices={typeChoices}
          fit={fit}
          onChoose={(sessionType) => update({ sessionType })}
        />
      );
    case 'sessionPackage':
      return (
        <ChoiceSelect
          label={label}
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
          label={label}
          value={lead.source}
          choices={sourceChoices}
          fit={fit}
          onChoose={(source) => update({ source })}
        />
      );
    case 'contactMethod':
      return (
        <ChoiceSelect
          label={label}
          value={lead.contactMethod}
          choices={contactChoices}
          placeholder="—"
          fit={fit}
          onChoose={(contactMethod) => update({ contactMethod })}
        />
      );
  }
}

/** Contacted and CRM Workflow save at once; Booked asks first. */
function LeadTickBox({ lead, field, actions }: LeadControlProps & { field: 'contacted' | 'crmWorkflow' | 'booked' }) {
  const name = lead.name;
  switch (field) {
    case 'contacted':
      return (
        <CellCheckbox
          aria-label={`${leadFieldLabels.contacted} of ${name}`}
          checked={lead.contacted}
          onChange={(event) => actions.tick(lead.id, { contacted: event.target.checked })}
        />
      );
    case 'crmWorkflow':
      return (
        <CellCheckbox
          aria-label={`${leadFieldLabels.crmWorkflow} of ${name}`}
          checked={lead.crmWorkflowStarted}
          onChange={(event) => actions.tick(lead.id, { crmWorkflowStarted: event.target.checked })}
        />
      );
    case 'booked':
      return (
        <CellCheckbox
          aria-label={`${leadFieldLabels.booked}: ${name}`}
          checked={lead.booked}
          onChange={(event) => actions.setBooked(lead, event.target.checked)}
        />
      );
  }
}

function NotesButton({
  lead,
  label,
  fit,
  onOpen,
}: {
  lead: LeadListRow;
  label: string;
  fit: ControlFit;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onOpen}
      className={cn(
        'w-full min-w-0 rounded-md px-1.5 text-left text-sm transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-ring',
        fit === 'row' ? 'h-8 truncate hover:bg-card' : 'min-h-11 border border-input py-2 wrap-anywhere hover:bg-muted',
        !lead.notes && 'text-muted-foreground',
      )}
    >
      {fit === 'row' ? lead.notes || 'Add notes' : <span className="line-clamp-3">{lead.notes || 'Add notes'}</span>}
    </button>
  );
}

/** The lead's address (or a prompt to add one), which opens its automatic messages. */
function MessagesButton({ lead, fit, onOpen }: { lead: LeadListRow; fit: ControlFit; onOpen: () => void }) {
  return (
    <button
      type="button"
      aria-label={`${workflowTexts.messagesColumn} of ${lead.name}: ${lead.email || workflowTexts.addAddress}`}
      onClick={onOpen}
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
}
