import { clientTexts, type ClientListRow } from '@shutterdesk/core';
import { memo, useMemo } from 'react';
import { CardField, CardFields, CardListControls, RecordCard } from '@/components/records/record-card';
import { VirtualCardList } from '@/components/ui/virtual-card-list';
import { PendingCard } from '@/lib/virtual-table';
import {
  checklistGroups,
  sessionInfoColumns,
  visibleChecklistColumns,
  type ChecklistColumn,
  type SessionInfoColumn,
} from '../columns';
import { ChecklistControl, ClientNameEditor, SessionControl, type ClientRowActions } from './client-row';
import type { ClientTableProps } from './client-table';
import { StepsCell } from './client-steps';

/** What the table takes, but the column drag: a phone shows no column labels to drag. */
type ClientCardsProps = Omit<ClientTableProps, 'onMoveColumn'>;

const groupTitles = { preSession: clientTexts.preSession, postSession: clientTexts.postSession } as const;

/**
 * Client Flow on a phone: a card per client with the session and the view's checklist, each field the same
 * control as in the table, so a card does everything a row does.
 */
export function ClientCards(props: ClientCardsProps) {
  const { clients, headers, view, deleteMode, isSelected, actions, focusedClientId, requestRow } = props;
  const sessionColumns = useMemo(() => sessionInfoColumns(headers), [headers]);
  const checklistColumns = useMemo(() => visibleChecklistColumns(headers, view), [headers, view]);
  const sessionDateLabel = sessionColumns.find((column) => column.id === 'sessionDate')?.label ?? '';

  return (
    <div className="grid min-w-0 gap-3">
      <CardListControls
        sortLabel={sessionDateLabel}
        sort={props.sort}
        onSortChange={props.onSortChange}
        selectAll={deleteMode ? { state: props.selectAll, label: 'Select all clients' } : null}
      />
      <VirtualCardList
        label="Clients"
        count={clients.length}
        estimatedCardHeightPx={view === 'both' ? 900 : 520}
        scrollToIndex={props.focusedIndex}
        renderCard={(index) => {
          const client = clients[index];
          if (!client) return <PendingCard index={index} onShown={requestRow} />;
          return (
            <ClientCard
              client={client}
              sessionColumns={sessionColumns}
              checklistColumns={checklistColumns}
              groupTitles={view === 'both'}
              deleteMode={deleteMode}
              selected={deleteMode && isSelected(client.id)}
              current={client.id === focusedClientId}
              actions={actions}
            />
          );
        }}
      />
    </div>
  );
}

interface ClientCardProps {
  client: ClientListRow;
  sessionColumns: readonly SessionInfoColumn[];
  checklistColumns: readonly ChecklistColumn[];
  /** With both checklists shown, each gets its title. */
  groupTitles: boolean;
  deleteMode: boolean;
  selected: boolean;
  current: boolean;
  actions: ClientRowActions;
}

/** One client's card; memoised as the table's rows are, so a tick re-renders only its own card. */
const ClientCard = memo(function ClientCard({
  client,
  sessionColumns,
  checklistColumns,
  groupTitles: showGroupTitles,
  deleteMode,
  selected,
  current,
  actions,
}: ClientCardProps) {
  return (
    <RecordCard
      name={client.name}
      nameEditor={<ClientNameEditor client={client} actions={actions} fit="card" />}
      selection={deleteMode ? { selected, onToggle: () => actions.toggleSelected(client.id) } : null}
      current={current}
      onDelete={() => actions.requestDelete(client.id)}
    >
      <CardFields>
        {sessionColumns.map(
          (column) =>
            column.id !== 'name' && (
              <CardField key={column.id} label={column.label} kind="field">
                <SessionControl
                  client={client}
                  field={column.id}
                  fieldLabel={column.label}
                  actions={actions}
                  fit="card"
                />
              </CardField>
            ),
        )}
        <CardField label="Steps" kind="notes">
          <StepsCell client={client} fit="card" />
        </CardField>
      </CardFields>
      {checklistGroups.map((group) => {
        const columns = checklistColumns.filter((column) => column.group === group);
        if (columns.length === 0) return null;
        return (
          <section key={group} className="grid min-w-0 gap-1 border-t border-border pt-2">
            {showGroupTitles && <h3 className="text-sm font-semibold text-muted-foreground">{groupTitles[group]}</h3>}
            <CardFields>
              {columns.map((column) => (
                <CardField key={column.id} label={column.label} kind={cardFieldKind(column)}>
                  <ChecklistControl client={client} column={column} actions={actions} fit="card" />
                </CardField>
              ))}
            </CardFields>
          </section>
        );
      })}
    </RecordCard>
  );
});

const cardFieldKind = (column: ChecklistColumn) =>
  column.kind === 'check' ? 'check' : column.kind === 'notes' ? 'notes' : 'field';
