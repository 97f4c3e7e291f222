import { elementScroll, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from './cn';
import { useRowRequest } from './windowed-list';
import { useFirstRenderWindow } from './server-render';

/** Dense but readable rows (docs/product.md); every row of a virtual table has this height. */
export const tableRowHeightPx = 40;
/** Rows rendered beyond each edge of the view, so a quick scroll or a keyboard jump does not show blanks. */
const overscanRows = 8;
/** As the table first appears: the rows in view and one more (useFirstScreen). */
const firstOverscanRows = 1;

/**
 * How tall the scroll area may grow: a share of the window's height, less the room the page keeps around it. The
 * same rule gives the CSS max-height and the first render's height, so the first screen draws only the rows that fit.
 */
export interface TableHeight {
  viewportPercent: number;
  lessRem?: number;
}

/** A rem in px, as the stylesheet sets it; a different root font size only makes the first guess a little off. */
const remPx = 16;

const maxHeightCss = ({ viewportPercent, lessRem = 0 }: TableHeight) => `calc(${viewportPercent}dvh - ${lessRem}rem)`;
const maxHeightPx = ({ viewportPercent, lessRem = 0 }: TableHeight, windowHeightPx: number) =>
  Math.max(tableRowHeightPx, (windowHeightPx * viewportPercent) / 100 - lessRem * remPx);

export interface VirtualTableColumn {
  id: string;
  /** Fixed, so rows coming into view never shift the columns. */
  widthPx: number;
}

export interface VirtualTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly VirtualTableColumn[];
  /** The header rows (<tr> elements); the header stays in view while the rows scroll. */
  header: ReactNode;
  headerRowCount?: number;
  rowCount: number;
  /**
   * One body row (<tr>, 40 px high) with its key. `ariaRowIndex` places it among all rows for assistive
   * technology, since only the rows in view exist in the page. The row draws its first `drawnColumns` cells and
   * stands in for the others with one empty cell (`RecordRowCells` in components/records/table-cells.tsx): as the table
   * first appears, those beyond the window's right edge come one background render later.
   */
  renderRow: (index: number, ariaRowIndex: number, drawnColumns: number) => ReactNode;
  /** The scroll area's greatest height; the table scrolls inside it in both directions. */
  maxHeight: TableHeight;
  /** More classes for the scroll area (e.g. a min-height). */
  className?: string;
  /** A row to bring into view, e.g. the one a link names; scrolled to when it changes. */
  scrollToIndex?: number;
}

/**
 * A table that renders only the rows in view (TanStack Virtual), so 10,000 rows filter, sort and toggle without
 * lag. The page never scrolls sideways: the table scrolls inside its own area, header on top. Cells that should
 * stay in view while scrolling sideways (a name column) use `sticky left-*` themselves.
 */
export function VirtualTable({
  label,
  columns,
  header,
  headerRowCount = 1,
  rowCount,
  renderRow,
  maxHeight,
  className,
  scrollToIndex,
}: VirtualTableProps) {
  const scrollArea = useRef<HTMLDivElement>(null);
  const firstScreen = useFirstScreen();
  const firstWindow = useFirstRenderWindow();
  // The virtualizer re-renders this component itself when the view moves.
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollArea.current,
    estimateSize: () => tableRowHeightPx,
    overscan: firstScreen ? firstOverscanRows : overscanRows,
    // The first render already holds the rows that fit, before the scroll area has been measured: without it the
    // table is drawn empty, measured, and drawn again with its rows; with the window's whole height it would draw
    // rows below the area's bottom edge, a third more work for the first screen.
    initialRect: { width: firstWindow.width, height: maxHeightPx(maxHeight, firstWindow.height) },
    // Nothing here reads or writes the page's layout in the middle of React's commit, which would make the browser
    // style and lay out every new row there, inside the long task that draws them: the size comes from the
    // ResizeObserver, after the browser's own layout, and the scroll position is written only when it moves.
    observeElementRect: observeSizeAfterLayout,
    scrollToFn: unlessUnmoved(elementScroll),
  });
  useScrollToIndex(virtualizer, scrollToIndex);
  const rows = virtualizer.getVirtualItems();
  const spaceAbove = rows[0]?.start ?? 0;
  const spaceBelow = rows.length > 0 ? virtualizer.getTotalSize() - rows[rows.length - 1]!.end : 0;
  const tableWidthPx = columns.reduce((sum, column) => sum + column.widthPx, 0);
  const drawnColumns = firstScreen ? columnsStartingWithin(columns, firstWindow.width) : columns.length;

  return (
    // A focusable, named region: keyboard users can scroll it even where a row has nothing to focus.
    <div
      ref={scrollArea}
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        // Contained: a change inside the table never makes the browser lay out or paint the rest of the page.
        'relative overflow-auto overscroll-contain rounded-xl border border-border bg-card [contain:content]',
        className,
      )}
      style={{ maxHeight: maxHeightCss(maxHeight) }}
    >
      <table
        aria-label={label}
        aria-rowcount={headerRowCount + rowCount}
        className="min-w-full table-fixed border-separate border-spacing-0 text-sm tabular-nums"
        style={{ width: tableWidthPx }}
      >
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={{ width: column.widthPx }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-20 bg-card">{header}</thead>
        <tbody>
          {spaceAbove > 0 && <SpacerRow heightPx={spaceAbove} columnCount={columns.length} />}
          {rows.map((row) => renderRow(row.index, headerRowCount + row.index + 1, drawnColumns))}
          {spaceBelow > 0 && <SpacerRow heightPx={spaceBelow} columnCount={columns.length} />}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Whether the table is drawing its first screen: true in its first render, then false in a background render that
 * follows at once. The first screen is what the user waits for, so it holds only what can be in view: the rows below
 * the fold and the columns beyond the window's right edge would make the task that draws it half as long again.
 */
function useFirstScreen(): boolean {
  const [firstScreen, setFirstScreen] = useState(true);
  useEffect(() => startTransition(() => setFirstScreen(false)), []);
  return firstScreen;
}

/** How many of the columns start left of `widthPx`: the table starts at the window's left edge or right of it. */
function columnsStartingWithin(columns: readonly VirtualTableColumn[], widthPx: number): number {
  let left = 0;
  let count = 0;
  for (const column of columns) {
    if (left >= widthPx) break;
    left += column.widthPx;
    count++;
  }
  return count;
}

type ScrollWrite<Instance> = (
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Instance,
) => void;

/**
 * A virtualizer's scroll write that skips writing back the position it already has, as it does when it starts:
 * such a write makes the browser lay out the page in the middle of React's commit.
 */
export function unlessUnmoved<Instance extends { scrollOffset: number | null }>(
  scroll: ScrollWrite<Instance>,
): ScrollWrite<Instance> {
  return (offset, options, instance) => {
    if (!options.behavior && !options.adjustments && offset === instance.scrollOffset) return;
    scroll(offset, options, instance);
  };
}

/**
 * The scroll area's size as the ResizeObserver reports it (first as it starts observing, after the first layout).
 * The library's own version also reads the element's box at once, as the virtualizer starts during React's commit.
 */
function observeSizeAfterLayout(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: { width: number; height: number }) => void,
) {
  const element = instance.scrollElement;
  if (!element) return;
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.borderBoxSize[0];
    if (box) report({ width: Math.round(box.inlineSize), height: Math.round(box.blockSize) });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A row of a long list whose window has not come in yet (lib/windowed-list.ts): it asks for it as it comes into
 * view, and stands in for it, 40 px high like the row, until it is there.
 */
export function PendingRow({
  index,
  ariaRowIndex,
  columnCount,
  onShown,
}: {
  index: number;
  ariaRowIndex: number;
  columnCount: number;
  onShown: (index: number) => void;
}) {
  useRowRequest(index, onShown);
  return (
    <tr aria-rowindex={ariaRowIndex} aria-busy="true" style={{ height: tableRowHeightPx }}>
      <td colSpan={columnCount} className="border-b border-border px-3 text-muted-foreground">
        <span className="sr-only">Loading…</span>
        <span aria-hidden="true" className="block h-3 w-40 max-w-full animate-pulse rounded bg-muted" />
      </td>
    </tr>
  );
}

/** A card of a long list on a phone whose window has not come in yet, as PendingRow is for a table. */
export function PendingCard({ index, onShown }: { index: number; onShown: (index: number) => void }) {
  useRowRequest(index, onShown);
  return (
    <div aria-busy="true" className="h-40 animate-pulse rounded-2xl border border-border bg-muted">
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** Stands in for the rows out of view, so the scrollbar is true to the whole list. */
function SpacerRow({ heightPx, columnCount }: { heightPx: number; columnCount: number }) {
  return (
    // Invisible: the rows that replace it as the view fills push it down, and a visible box that moves is a layout
    // shift to the browser, though it draws nothing.
    <tr aria-hidden="true" className="invisible" style={{ height: heightPx }}>
      <td colSpan={columnCount} className="p-0" />
    </tr>
  );
}

/** Brings row `index` to the middle of the view whenever it changes (nothing for none). */
export function useScrollToIndex(
  virtualizer: { scrollToIndex: (index: number, options: { align: 'center' }) => void },
  index: number | undefined,
): void {
  useEffect(() => {
    if (index !== undefined && index >= 0) virtualizer.scrollToIndex(index, { align: 'center' });
  }, [virtualizer, index]);
}
