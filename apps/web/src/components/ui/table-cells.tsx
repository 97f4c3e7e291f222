import { nameMaxLength } from '@shutterdesk/core';
import { ArrowDown, ArrowUp, ArrowUpDown, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { SortDirection } from '../../lib/sort-direction';
import { CellCheckbox } from './cell-checkbox';
import { CellSelect } from './cell-select';
import { Tooltip } from './tooltip';

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

/**
 * Where an editable control sits: in a 40 px table row, or on a phone's card, where every control is at least
 * 44 px high for a thumb.
 */
export type ControlFit = 'row' | 'card';
export const fitClasses = (fit: ControlFit) => (fit === 'card' ? 'min-h-11' : undefined);

const sortIcons = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown } as const;

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

/** The button that steps a list's date order on: ascending, descending, none; the icon shows the order now. */
export function SortButton({
  sort,
  fit,
  onSortChange,
  children,
}: {
  sort: SortDirection;
  /** In a table's header, or above a phone's cards. */
  fit: ControlFit;
  onSortChange: () => void;
  children: ReactNode;
}) {
  const SortIcon = sortIcons[sort ?? 'none'];
  return (
    <button
      type="button"
      onClick={onSortChange}
      className={cn(
        'inline-flex items-center gap-1 font-medium transition-colors duration-150 hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        fit === 'row' ? '-mx-1 rounded-md px-1 py-0.5' : 'min-h-11 rounded-lg border border-border bg-card px-3',
      )}
    >
      {children}
      <SortIcon className={cn('size-3.5', sort && 'text-accent')} aria-hidden="true" />
    </button>
  );
}

/** What select-all in the header needs of the row selection. */
export interface SelectAllState {
  allSelected: boolean;
  someSelected: boolean;
  toggleAll: () => void;
}

/** The delete-mode header cell that ticks every shown row. */
export function SelectAllHeaderCell({ state, label }: { state: SelectAllState; label: string }) {
  return (
    <th scope="col" className={cn(headerCellClasses, stickyCellClasses, 'left-0 z-30 text-center align-middle')}>
      <SelectAllCheckbox state={state} label={label} />
    </th>
  );
}

/** Ticks every shown row; half ticked while only some are. */
export function SelectAllCheckbox({ state, label }: { state: SelectAllState; label: string }) {
  return (
    <CellCheckbox
      ref={(box) => {
        // 'Some selected' exists only as a DOM property of a native checkbox.
        if (box) box.indeterminate = state.someSelected;
      }}
      checked={state.allSelected}
      onChange={state.toggleAll}
      aria-label={label}
    />
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

/** Ticks one record for Delete Selected. */
export function SelectRecordCheckbox({
  name,
  selected,
  onToggle,
}: {
  name: string;
  selected: boolean;
  onToggle: () => void;
}) {
  return <CellCheckbox checked={selected} onChange={onToggle} aria-label={`Select ${name}`} />;
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

/** A record's bin (in its row or on its card), which asks before anything is deleted. */
export function DeleteRecordButton({ name, fit, onDelete }: { name: string; fit: ControlFit; onDelete: () => void }) {
  return (
    // The row or card already shows the name: the tooltip says only what the bin does.
    <Tooltip label="Delete">
      <button
        type="button"
        onClick={onDelete}
        aria-label={`Delete ${name}`}
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors duration-150 hover:bg-danger-soft hover:text-danger focus-visible:outline-2 focus-visible:outline-ring',
          fit === 'card' ? 'size-11' : 'size-8',
        )}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </Tooltip>
  );
}

/** One choice of a ChoiceCell: the value saved and the text shown. */
export interface CellChoice<Value extends string> {
  value: Value;
  label: string;
}

/** The same text shown as saved: a choice list made of plain values. */
export const choicesOf = <Value extends string>(values: readonly Value[]): CellChoice<Value>[] =>
  values.map((value) => ({ value, label: value }));

/** A cell holding a select of fixed choices. */
export function ChoiceCell<Value extends string>(props: ChoiceSelectProps<Value>) {
  return (
    <td className={cellClasses}>
      <ChoiceSelect {...props} />
    </td>
  );
}

interface ChoiceSelectProps<Value extends string> {
  label: string;
  value: Value;
  choices: readonly CellChoice<Value>[];
  /** A disabled first option for a blank value. */
  placeholder?: string;
  onChoose: (value: Value) => void;
  fit?: ControlFit;
}

/** A select of fixed choices, in a table row or on a card. */
export function ChoiceSelect<Value extends string>({
  label,
  value,
  choices,
  placeholder,
  onChoose,
  fit = 'row',
}: ChoiceSelectProps<Value>) {
  return (
    <CellSelect
      aria-label={label}
      value={value}
      onChange={(event) => onChoose(event.target.value as Value)}
      className={fitClasses(fit)}
    >
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </CellSelect>
  );
}

/**
 * A name; a click turns it into a field (Enter or leaving saves a changed, non-blank name; Escape cancels).
 * Rows and cards are reused for other records after a sort: key it by the record, so an edit under way never
 * passes to another record.
 */
export function NameEditor({
  name,
  fieldLabel,
  onRename,
  fit = 'row',
}: {
  name: string;
  /** The rename field's accessible name, e.g. 'Client Name for Mia Hart'. */
  fieldLabel: string;
  onRename: (name: string) => void;
  fit?: ControlFit;
}) {
  const [editing, setEditing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Escape and Enter end the edit before the field's blur does: the first ending wins.
  const ended = useRef(false);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [editing]);

  if (!editing) {
    return (
      <button
        ref={button}
        type="button"
        // A cell shows one line; the whole name is on hover. A card shows it whole.
        title={fit === 'row' ? name : undefined}
        onClick={() => {
          ended.current = false;
          setEditing(true);
        }}
        className={cn(
          'block w-full min-w-0 rounded-md px-1.5 text-left transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-ring',
          fit === 'row' ? 'h-8 truncate hover:bg-card' : 'min-h-11 py-2 wrap-anywhere hover:bg-muted',
        )}
      >
        <span className="sr-only">Rename </span>
        {name}
      </button>
    );
  }

  const finish = (input: HTMLInputElement, save: boolean, keepFocus: boolean) => {
    if (ended.current) return;
    ended.current = true;
    returnFocus.current = keepFocus;
    const next = input.value.trim();
    setEditing(false);
    if (save && next !== '' && next !== name) onRename(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    // Focus goes back to the name button at once; without this the same Enter's keypress would press it and
    // open the field again.
    event.preventDefault();
    finish(event.currentTarget, event.key === 'Enter', true);
  };

  return (
    <input
      // The field replaces the button just pressed, so focus belongs in it.
      autoFocus
      defaultValue={name}
      maxLength={nameMaxLength}
      aria-label={fieldLabel}
      onKeyDown={onKeyDown}
      onBlur={(event) => finish(event.currentTarget, true, false)}
      className={cn(
        'h-8 w-full min-w-0 rounded-md border border-ring bg-card px-1.5 text-sm outline-2 outline-ring/40',
        fitClasses(fit),
      )}
    />
  );
}
