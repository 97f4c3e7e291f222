import type { ReactNode } from 'react';
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
 * One client or lead on a phone: what its table row holds, as a card. The name is the card's heading (and
 * renames it); the tick for Delete Selected and the bin sit beside it, each a 44 px target.
 */
export function RecordCard({
  name,
  nameEditor,
  selection,
  current = false,
  onDelete,
  children,
}: {
  name: string;
  /** The record's NameEditor. */
  nameEditor: ReactNode;
  /** In delete mode, whether the record is ticked for Delete Selected. */
  selection: { selected: boolean; onToggle: () => void } | null;
  /** The record a link named (Open client): highlighted. */
  current?: boolean;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    <article
      data-selected={selection?.selected ?? false}
      aria-current={current || undefined}
      className="grid min-w-0 gap-2 rounded-xl border border-border bg-card p-3 aria-[current=true]:border-accent aria-[current=true]:bg-accent-soft data-[selected=true]:border-accent data-[selected=true]:bg-accent-soft"
    >
      <div className="flex min-w-0 items-start gap-1">
        {selection && (
          <label className="flex size-11 shrink-0 cursor-pointer items-center justify-center">
            <SelectRecordCheckbox name={name} selected={selection.selected} onToggle={selection.onToggle} />
          </label>
        )}
        {/* Named by the name alone: the rename button inside says 'Rename …'. */}
        <h2 aria-label={name} className="min-w-0 flex-1 text-base font-semibold">
          {nameEditor}
        </h2>
        <DeleteRecordButton name={name} fit="card" onDelete={onDelete} />
      </div>
      {children}
    </article>
  );
}

/** The two-column grid of a card's fields. */
export function CardFields({ children }: { children: ReactNode }) {
  return <div className="grid min-w-0 grid-cols-2 gap-x-3 gap-y-2">{children}</div>;
}

/**
 * One field of a card with its label shown. The control carries its own accessible name ('Contract Signed for
 * Mia Hart'), so the label shown is hidden from screen readers. A tick sits beside its label, which a tap also
 * ticks; notes take the card's whole width.
 */
export function CardField({
  label,
  kind,
  children,
}: {
  label: string;
  kind: 'check' | 'field' | 'notes';
  children: ReactNode;
}) {
  if (kind === 'check') {
    return (
      // The box keeps its size when a long label wraps.
      <label className="flex min-h-11 min-w-0 cursor-pointer items-center gap-2.5 rounded-lg px-1.5 transition-colors duration-150 hover:bg-muted [&>input]:shrink-0">
        {children}
        <span aria-hidden="true" className="min-w-0 text-sm wrap-anywhere">
          {label}
        </span>
      </label>
    );
  }
  return (
    <div className={cn('grid min-w-0 content-start gap-0.5', kind === 'notes' && 'col-span-2')}>
      <span aria-hidden="true" className="px-1.5 text-xs font-medium text-muted-foreground wrap-anywhere">
        {label}
      </span>
      {children}
    </div>
  );
}

/**
 * What a table's header does, above a list of cards: sort by the list's date and, in delete mode, tick every
 * shown record.
 */
export function CardListControls({
  sortLabel,
  sort,
  onSortChange,
  selectAll,
}: {
  /** The date the list sorts by, e.g. 'Session Date'. */
  sortLabel: string;
  sort: SortDirection;
  onSortChange: () => void;
  selectAll: { state: SelectAllState; label: string } | null;
}) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
      {selectAll && (
        <label className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-border bg-card px-3 font-medium">
          <SelectAllCheckbox state={selectAll.state} label={selectAll.label} />
          <span aria-hidden="true">{selectAll.label}</span>
        </label>
      )}
      <SortButton sort={sort} fit="card" onSortChange={onSortChange}>
        Sort by {sortLabel}
        <span className="sr-only">{sort ? ` (${sort})` : ''}</span>
      </SortButton>
    </div>
  );
}
