import { ArrowDown, ArrowUp, ArrowUpDown, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { SortDirection } from '@/lib/sort-direction';
import { Tooltip } from '../ui/tooltip';
import { CellCheckbox } from './cell-checkbox';
import { CellSelect } from './cell-select';

/**
 * Where an editable control sits: in a 40 px table row, or on a phone's card, where every control is at least
 * 44 px high for a thumb.
 */
export type ControlFit = 'row' | 'card';
export const fitClasses = (fit: ControlFit) => (fit === 'card' ? 'min-h-11' : undefined);

const sortIcons = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown } as const;

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

/** One choice of a ChoiceSelect: the value saved and the text shown. */
export interface CellChoice<Value extends string> {
  value: Value;
  label: string;
}

/** The same text shown as saved: a choice list made of plain values. */
export const choicesOf = <Value extends string>(values: readonly Value[]): CellChoice<Value>[] =>
  values.map((value) => ({ value, label: value }));

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
