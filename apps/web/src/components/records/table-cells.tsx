import type { ReactElement, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { SortDirection } from '@/lib/sort-direction';
import {
  DeleteRecordButton,
  SelectAllCheckbox,
  SelectRecordCheckbox,
  SortButton,
  type SelectAllState,
} from './record-controls';

/**
 * Every body cell of an editable table: the row's hover and selection colours are painted per cell, so sticky
 * cells cover what scrolls under them. No colour transition: with 20 cells a row, fading each one costs more
 * frames than the effect is worth. Rows carry `group` and `data-selected`.
 */
export const cellClasses =
  'h-10 border-b border-border bg-card px-2 align-middle group-hover:bg-muted group-data-[selected=true]:bg-accent-soft group-aria-[current=true]:bg-accent-soft';
export const headerCellClasses =
  'border-b border-border bg-card px-2 py-2 text-left align-bottom text-xs font-medium text-muted-foreground';
/**
 * A record's row of cells: its tick in delete mode, `cells` (one per data column, keyed) and its bin. Only the first
 * `drawn` are drawn, then one empty cell as wide as the rest, which a virtual table draws a moment later
 * (`renderRow` in lib/virtual-table.tsx).
 */
export function RecordRowCells({
  name,
  selection,
  onDelete,
  cells,
  drawn,
}: {
  name: string;
  selection: { selected: boolean; onToggle: () => void } | null;
  onDelete: () => void;
  cells: ReactElement[];
  drawn: number;
}) {
  const all = [
    ...(selection
      ? [<SelectRowCell key="select" name={name} selected={selection.selected} onToggle={selection.onToggle} />]
      : []),
    ...cells,
    <RowDeleteCell key="delete" name={name} onDelete={onDelete} />,
  ];
  if (drawn >= all.length) return all;
  return [...all.slice(0, drawn), <td key="drawn-later" colSpan={all.length - drawn} className={cellClasses} />];
}

/** The delete-mode tick column and the name column stay in view while the table scrolls sideways. */
export const stickyCellClasses = 'sticky z-10';
/** Width of the delete-mode tick column, which the name column sticks beside. */
export const selectColumnWidthPx = 44;
/** Width of the column holding each row's bin. */
export const actionsColumnWidthPx = 56;
/** Where the name column sticks: right of the tick column while it shows. */
export const nameColumnLeftPx = (deleteMode: boolean) => (deleteMode ? selectColumnWidthPx : 0);

/** A date column's header that sorts ascending, descending and back to none on each click. */
export function SortHeaderCell({
  label,
  sort,
  onSortChange,
}: {
  label: string;
  sort: SortDirection;
  onSortChange: () => void;
}) {
  return (
    <th scope="col" aria-sort={sort ?? 'none'} className={headerCellClasses}>
      <SortButton sort={sort} fit="row" onSortChange={onSortChange}>
        {label}
      </SortButton>
    </th>
  );
}

/** The delete-mode header cell that ticks every shown row. */
export function SelectAllHeaderCell({ state, label }: { state: SelectAllState; label: string }) {
  return (
    <th scope="col" className={cn(headerCellClasses, stickyCellClasses, 'left-0 z-30 text-center align-middle')}>
      <SelectAllCheckbox state={state} label={label} />
    </th>
  );
}

/** The delete-mode cell that ticks one row. */
function SelectRowCell({ name, selected, onToggle }: { name: string; selected: boolean; onToggle: () => void }) {
  return (
    <td className={cn(cellClasses, stickyCellClasses, 'left-0 text-center')}>
      <SelectRecordCheckbox name={name} selected={selected} onToggle={onToggle} />
    </td>
  );
}

/** The name cell, kept in view while the table scrolls sideways; holds the record's NameEditor. */
export function NameCell({ deleteMode, children }: { deleteMode: boolean; children: ReactNode }) {
  return (
    <td
      className={cn(cellClasses, stickyCellClasses, 'border-r font-medium')}
      style={{ left: nameColumnLeftPx(deleteMode) }}
    >
      {children}
    </td>
  );
}

/** The row's bin, which asks before anything is deleted. */
function RowDeleteCell({ name, onDelete }: { name: string; onDelete: () => void }) {
  return (
    <td className={cn(cellClasses, 'text-center')}>
      <DeleteRecordButton name={name} fit="row" onDelete={onDelete} />
    </td>
  );
}
