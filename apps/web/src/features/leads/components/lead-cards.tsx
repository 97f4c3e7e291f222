import type { LeadListRow } from '@shutterdesk/core';
import { memo } from 'react';
import { CardField, CardFields, CardListControls, RecordCard } from '@/components/records/record-card';
import { VirtualCardList } from '@/components/ui/virtual-card-list';
import { PendingCard } from '@/lib/virtual-table';
import { leadFieldKind, leadFieldLabels, type LeadField } from './lead-fields';
import { LeadControl, LeadNameEditor, type LeadRowActions } from './lead-row';
import type { LeadTableProps } from './lead-table';

/** A card's fields: the dates first, the choices in pairs, then the ticks, the notes across. */
const cardFields: readonly LeadField[] = [
  'inquiryDate',
  'followUp',
  'sessionType',
  'sessionPackage',
  'source',
  'contactMethod',
  'contacted',
  'crmWorkflow',
  'booked',
  'messages',
  'notes',
];

/** Lead Flow on a phone: a card per lead, each field the same control as in the table. */
export function LeadCards({
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
  return (
    <div className="grid min-w-0 gap-3">
      <CardListControls
        sortLabel={leadFieldLabels.inquiryDate}
        sort={sort}
        onSortChange={onSortChange}
        selectAll={deleteMode ? { state: selectAll, label: 'Select all leads' } : null}
      />
      <VirtualCardList
        label="Leads"
        count={leads.length}
        estimatedCardHeightPx={375}
        scrollToIndex={focusedIndex}
        renderCard={(index) => {
          const lead = leads[index];
          if (!lead) return <PendingCard index={index} onShown={requestRow} />;
          return (
            <LeadCard
              lead={lead}
              deleteMode={deleteMode}
              selected={deleteMode && isSelected(lead.id)}
              current={lead.id === focusedLeadId}
              actions={actions}
            />
          );
        }}
      />
    </div>
  );
}

/** One lead's card; memoised, so a change to one lead re-renders only its card. */
const LeadCard = memo(function LeadCard({
  lead,
  deleteMode,
  selected,
  current,
  actions,
}: {
  lead: LeadListRow;
  deleteMode: boolean;
  selected: boolean;
  current: boolean;
  actions: LeadRowActions;
}) {
  return (
    <RecordCard
      name={lead.name}
      current={current}
      nameEditor={<LeadNameEditor lead={lead} actions={actions} fit="card" />}
      selection={deleteMode ? { selected, onToggle: () => actions.toggleSelected(lead.id) } : null}
      onDelete={() => actions.requestDelete(lead.id)}
    >
      <CardFields>
        {cardFields.map((field) => (
          <CardField key={field} label={leadFieldLabels[field]} kind={leadFieldKind(field)}>
            <LeadControl lead={lead} field={field} actions={actions} fit="card" />
          </CardField>
        ))}
      </CardFields>
    </RecordCard>
  );
});
