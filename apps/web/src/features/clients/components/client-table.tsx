import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import type { ClientListRow, ClientHeaders } from '@shutterdesk/core';
import { useMemo } from 'react';
import { actionsColumnWidthPx, selectColumnWidthPx } from '@/components/records/table-cells';
import type { SelectAllState } from '@/components/records/record-controls';
import type { SortDirection } from '@/lib/sort-direction';
import { PendingRow, VirtualTable, type VirtualTableColumn } from '@/lib/virtual-table';
import {
  groupOfShownColumn,
  sessionInfoColumns,
  visibleChecklistColumns,
  type ChecklistColumn,
  type ChecklistGroup,
  type ChecklistView,
} from '../columns';
import { ClientRow, type ClientRowActions } from './client-row';
import { ClientTableHeader } from './client-table-header';
import { alongTheHeaderRow, columnDragAnnouncements, useColumnDragSensors } from './column-drag';
import { checklistColumnWidthPx, sessionColumnWidthPx, stepsColumnWidthPx } from './table-layout';

export interface ClientTableProps {
  /** In a long list, a hole is a client whose window has not come in yet (lib/windowed-list.ts). */
  clients: readonly (ClientListRow | undefined)[];
  /** Asks for the window of row `index` as its placeholder comes into view. */
  requestRow: (index: number) => void;
  headers: ClientHeaders;
  view: ChecklistView;
  sort: SortDirection;
  onSortChange: () => void;
  deleteMode: boolean;
  isSelected: (clientId: string) => boolean;
  selectAll: SelectAllState;
  actions: ClientRowActions;
  /** The client a link named (Open client): scrolled to and highlighted. */
  focusedClientId: string | null;
  /** Where that client stands among the rows shown. */
  focusedIndex: number | undefined;
  onMoveColumn: (group: ChecklistGroup, activeId: string, overId: string) => void;
}

const headerRowModifiers = [alongTheHeaderRow];

/**
 * The Client Flow table: the session columns on the left (the name stays in view while scrolling sideways), the
 * template steps, the shown checklist columns on the right, whose labels can be dragged into a new order.
 */
export function ClientTable(props: ClientTableProps) {
  const { clients, headers, view, deleteMode, isSelected, actions, focusedClientId, requestRow } = props;
  const columns = useClientTableColumns(headers, view, deleteMode);
  const { sessionColumns, checklistColumns } = columns;
  const columnDrag = useColumnReorder(headers, checklistColumns, props.onMoveColumn);
  const showGroupRow = view === 'both';

  return (
    <DndContext collisionDetection={closestCenter} modifiers={headerRowModifiers} {...columnDrag}>
      <VirtualTable
        label="Clients"
        columns={columns.tableColumns}
        header={<ClientTableHeader columns={columns} table={props} />}
        headerRowCount={showGroupRow ? 2 : 1}
        rowCount={clients.length}
        maxHeight={{ viewportPercent: 100, lessRem: 12 }}
        className="min-h-48"
        scrollToIndex={props.focusedIndex}
        renderRow={(index, ariaRowIndex, drawnColumns) => {
          const client = clients[index];
          if (!client) {
            return (
              <PendingRow
                key={index}
                index={index}
                ariaRowIndex={ariaRowIndex}
                columnCount={columns.tableColumns.length}
                onShown={requestRow}
              />
            );
          }
          return (
            // Keyed by place, not by client: after a sort or a filter each row is updated in place rather than
            // unmounted and built again, which is what keeps 10,000 clients quick. Rows key their own
            // stateful cells by client, so an edit under way never passes to another client.
            <ClientRow
              key={index}
              client={client}
              ariaRowIndex={ariaRowIndex}
              sessionColumns={sessionColumns}
              checklistColumns={checklistColumns}
              deleteMode={deleteMode}
              selected={deleteMode && isSelected(client.id)}
              current={client.id === focusedClientId}
              actions={actions}
              drawnColumns={drawnColumns}
            />
          );
        }}
      />
    </DndContext>
  );
}

/** The columns shown, from the profile's choices: session columns, the view's checklist columns, and widths. */
function useClientTableColumns(headers: ClientHeaders, view: ChecklistView, deleteMode: boolean) {
  const sessionColumns = useMemo(() => sessionInfoColumns(headers), [headers]);
  const checklistColumns = useMemo(() => visibleChecklistColumns(headers, view), [headers, view]);
  const tableColumns = useMemo<VirtualTableColumn[]>(
    () => [
      ...(deleteMode ? [{ id: 'select', widthPx: selectColumnWidthPx }] : []),
      ...sessionColumns.map((column) => ({ id: column.id, widthPx: sessionColumnWidthPx[column.id] })),
      { id: 'steps', widthPx: stepsColumnWidthPx },
      ...checklistColumns.map((column) => ({ id: column.id, widthPx: checklistColumnWidthPx[column.kind] })),
      { id: 'actions', widthPx: actionsColumnWidthPx },
    ],
    [deleteMode, sessionColumns, checklistColumns],
  );
  return { sessionColumns, checklistColumns, tableColumns };
}

/** Dragging checklist labels (pointer or keyboard), announced by label, moving a column within its checklist. */
function useColumnReorder(
  headers: ClientHeaders,
  checklistColumns: readonly ChecklistColumn[],
  onMoveColumn: ClientTableProps['onMoveColumn'],
) {
  const sensors = useColumnDragSensors();
  const accessibility = useMemo(() => {
    const labels = new Map(checklistColumns.map((column) => [column.id as UniqueIdentifier, column.label]));
    return { announcements: columnDragAnnouncements((id) => labels.get(id) ?? String(id)) };
  }, [checklistColumns]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const group = groupOfShownColumn(headers, String(active.id));
    // Each checklist keeps its own order: a label dropped on the other checklist stays where it was.
    if (group && group === groupOfShownColumn(headers, String(over.id))) {
      onMoveColumn(group, String(active.id), String(over.id));
    }
  };
  return { sensors, accessibility, onDragEnd };
}
