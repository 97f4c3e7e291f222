import { horizontalListSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clientTexts } from '@shutterdesk/core';
import { GripVertical } from 'lucide-react';
import {
  headerCellClasses,
  nameColumnLeftPx,
  SelectAllHeaderCell,
  SortHeaderCell,
  stickyCellClasses,
} from '@/components/records/table-cells';
import type { SelectAllState } from '@/components/records/record-controls';
import { cn } from '@/lib/cn';
import type { SortDirection } from '@/lib/sort-direction';
import {
  checklistGroups,
  type ChecklistColumn,
  type ChecklistGroup,
  type ChecklistView,
  type SessionInfoColumn,
} from '../columns';
import { groupTitleLeftPx } from './table-layout';

const groupTitles: Record<ChecklistGroup, string> = {
  preSession: clientTexts.preSession,
  postSession: clientTexts.postSession,
};

interface ClientTableHeaderProps {
  columns: { sessionColumns: readonly SessionInfoColumn[]; checklistColumns: readonly ChecklistColumn[] };
  /** What the header takes of the table's own props. */
  table: {
    view: ChecklistView;
    deleteMode: boolean;
    selectAll: SelectAllState;
    sort: SortDirection;
    onSortChange: () => void;
  };
}

/**
 * The header rows of the Client Flow table; each checklist's labels can be dragged into a new order. With View
 * Both Sections a row above the labels names each checklist.
 */
export function ClientTableHeader({ columns, table }: ClientTableHeaderProps) {
  const { sessionColumns, checklistColumns } = columns;
  const { deleteMode, selectAll, sort, onSortChange } = table;
  const showGroupRow = table.view === 'both';
  return (
    <>
      {showGroupRow && (
        <GroupTitleRow
          sessionColumnCount={sessionColumns.length}
          checklistColumns={checklistColumns}
          deleteMode={deleteMode}
        />
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
        <th scope="col" className={headerCellClasses}>
          Steps
        </th>
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
}

/** 'Pre-Session' and 'Post-Session' over their columns; each title sticks beside the name column. */
function GroupTitleRow({
  sessionColumnCount,
  checklistColumns,
  deleteMode,
}: {
  sessionColumnCount: number;
  checklistColumns: readonly ChecklistColumn[];
  deleteMode: boolean;
}) {
  return (
    <tr aria-rowindex={1}>
      {/* The session columns and the Steps column. */}
      <td colSpan={(deleteMode ? 1 : 0) + sessionColumnCount + 1} className={headerCellClasses} />
      {checklistGroups.map((group) => {
        const span = checklistColumns.filter((column) => column.group === group).length;
        return span > 0 ? (
          <th key={group} colSpan={span} scope="colgroup" className={cn(headerCellClasses, 'border-l text-foreground')}>
            <span className="sticky" style={{ left: groupTitleLeftPx(deleteMode) }}>
              {groupTitles[group]}
            </span>
          </th>
        ) : null;
      })}
      <td className={headerCellClasses} />
    </tr>
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
