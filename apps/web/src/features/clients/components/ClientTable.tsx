import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clientTexts, type Client, type ClientHeaders } from '@shutterdesk/core';
import { GripVertical } from 'lucide-react';
import { useMemo } from 'react';
import { cn } from '../../../lib/cn';
import { VirtualTable, type VirtualTableColumn } from '../../../lib/virtual-table';
import type { SortDirection } from '../../../lib/sort-direction';
import {
  checklistGroups,
  groupOfShownColumn,
  sessionInfoColumns,
  visibleChecklistColumns,
  type ChecklistColumn,
  type ChecklistGroup,
  type ChecklistView,
  type SessionInfoColumn,
} from '../columns';
import {
  actionsColumnWidthPx,
  headerCellClasses,
  nameColumnLeftPx,
  SelectAllHeaderCell,
  selectColumnWidthPx,
  SortHeaderCell,
  stickyCellClasses,
  type SelectAllState,
} from '../../../components/ui/table-cells';
import { ClientRow, type ClientRowActions } from './ClientRow';
import { alongTheHeaderRow, columnDragAnnouncements, useColumnDragSensors } from './column-drag';
import { checklistColumnWidthPx, groupTitleLeftPx, sessionColumnWidthPx } from './table-layout';

interface ClientTableProps {
  clients: readonly Client[];
  headers: ClientHeaders;
  view: ChecklistView;
  sort: SortDirection;
  onSortChange: () => void;
  deleteMode: boolean;
  isSelected: (clientId: string) => boolean;
  selectAll: SelectAllState;
  actions: ClientRowActions;
  onMoveColumn: (group: ChecklistGroup, activeId: string, overId: string) => void;
}

const headerRowModifiers = [alongTheHeaderRow];

const groupTitles: Record<ChecklistGroup, string> = {
  preSession: clientTexts.preSession,
  postSession: clientTexts.postSession,
};

/**
 * The Client Flow table: the session columns on the left (the name stays in view while scrolling sideways), the
 * shown checklist columns on the right, whose labels can be dragged into a new order.
 */
export function ClientTable({
  clients,
  headers,
  view,
  sort,
  onSortChange,
  deleteMode,
  isSelected,
  selectAll,
  actions,
  onMoveColumn,
}: ClientTableProps) {
  const sessionColumns = useMemo(() => sessionInfoColumns(headers), [headers]);
  const checklistColumns = useMemo(() => visibleChecklistColumns(headers, view), [headers, view]);
  const tableColumns = useMemo<VirtualTableColumn[]>(
    () => [
      ...(deleteMode ? [{ id: 'select', widthPx: selectColumnWidthPx }] : []),
      ...sessionColumns.map((column) => ({ id: column.id, widthPx: sessionColumnWidthPx[column.id] })),
      ...checklistColumns.map((column) => ({ id: column.id, widthPx: checklistColumnWidthPx[column.kind] })),
      { id: 'actions', widthPx: actionsColumnWidthPx },
    ],
    [deleteMode, sessionColumns, checklistColumns],
  );
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

  const showGroupRow = view === 'both';
  const header = (
    <>
      {showGroupRow && (
        <tr aria-rowindex={1}>
          <td colSpan={(deleteMode ? 1 : 0) + sessionColumns.length} className={headerCellClasses} />
          {checklistGroups.map((group) => {
            const span = checklistColumns.filter((column) => column.group === group).length;
            return span > 0 ? (
              <th
                key={group}
                colSpan={span}
                scope="colgroup"
                className={cn(headerCellClasses, 'border-l text-foreground')}
              >
                <span className="sticky" style={{ left: groupTitleLeftPx(deleteMode) }}>
                  {groupTitles[group]}
                </span>
              </th>
            ) : null;
          })}
          <td className={headerCellClasses} />
        </tr>
      )}
      <tr aria-rowindex={showGroupRow ? 2 : 1}>
        {deleteMode && <SelectAllHeaderCell state={selectAll} label="Select all clients" />}
        {sessionColumns.map((column) => (
          <SessionHeaderCell
            key={column.id}
            column={column}
            deleteMode={deleteMode}
            sort={sort}
            onSortChange={onSortChange}
          />
        ))}
        {checklistGroups.map((group) => {
          const columns = checklistColumns.filter((column) => column.group === group);
          return (
            <SortableContext
              key={group}
              items={columns.map((column) => column.id)}
              strategy={horizontalListSortingStrategy}
            >
              {columns.map((column) => (
                <ChecklistHeaderCell key={column.id} column={column} />
              ))}
            </SortableContext>
          );
        })}
        <th scope="col" className={headerCellClasses}>
          <span className="sr-only">Actions</span>
        </th>
      </tr>
    </>
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={headerRowModifiers}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <VirtualTable
        label="Clients"
        columns={tableColumns}
        header={header}
        headerRowCount={showGroupRow ? 2 : 1}
        rowCount={clients.length}
        className="max-h-[calc(100dvh-12rem)] min-h-48"
        renderRow={(index, ariaRowIndex) => {
          const client = clients[index]!;
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
              actions={actions}
            />
          );
        }}
      />
    </DndContext>
  );
}

function SessionHeaderCell({
  column,
  deleteMode,
  sort,
  onSortChange,
}: {
  column: SessionInfoColumn;
  deleteMode: boolean;
  sort: SortDirection;
  onSortChange: () => void;
}) {
  if (column.id === 'sessionDate')
    return <SortHeaderCell label={column.label} sort={sort} onSortChange={onSortChange} />;
  const stickyName = column.id === 'name';
  return (
    <th
      scope="col"
      className={cn(headerCellClasses, stickyName && [stickyCellClasses, 'z-30 border-r'])}
      style={stickyName ? { left: nameColumnLeftPx(deleteMode) } : undefined}
    >
      {column.label}
    </th>
  );
}

/** A checklist column label; the whole label is the drag handle (a drag starts after 5 px, so a click is a click). */
function ChecklistHeaderCell({ column }: { column: ChecklistColumn }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: column.id,
  });
  return (
    <th
      ref={setNodeRef}
      scope="col"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        headerCellClasses,
        column.kind === 'check' && 'text-center',
        isDragging && 'relative z-40 shadow-md',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        className={cn(
          'group/label inline-flex max-w-full cursor-grab touch-none items-start gap-0.5 rounded-md px-1 py-0.5 text-left font-medium',
          'transition-colors duration-150 hover:bg-muted hover:text-foreground active:cursor-grabbing',
          'focus-visible:outline-2 focus-visible:outline-ring',
        )}
      >
        <GripVertical
          className="mt-px size-3.5 shrink-0 opacity-40 group-hover/label:opacity-100 group-focus-visible/label:opacity-100"
          aria-hidden="true"
        />
        <span className="text-balance">{column.label}</span>
      </button>
    </th>
  );
}
