import { useWindowVirtualizer, windowScroll } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useDrawnOneByOne } from '@/lib/use-drawn-in-background';
import { unlessUnmoved, useScrollToIndex } from '@/lib/virtual-table';
import { useFirstRenderWindow } from '@/lib/server-render';

/** Cards rendered beyond each edge of the screen, so a quick flick or a Tab to the next card does not show blanks. */
const overscanCards = 3;

/**
 * A list of cards for a phone that renders only the cards on screen, as VirtualTable does for rows, so a list of
 * thousands stays quick. The page itself scrolls; cards may differ in height (a long name wraps) and are measured
 * as they render. Each card is a list item that says where it stands among all of them.
 */
export function VirtualCardList({
  label,
  count,
  estimatedCardHeightPx,
  renderCard,
  scrollToIndex,
}: {
  /** The list's accessible name. */
  label: string;
  count: number;
  /** A typical card's height, for the cards not measured yet. */
  estimatedCardHeightPx: number;
  /** The content of card `index`. */
  renderCard: (index: number) => ReactNode;
  /** A card to bring into view, e.g. the one a link names; scrolled to when it changes. */
  scrollToIndex?: number;
}) {
  const list = useRef<HTMLUListElement>(null);
  const firstWindow = useFirstRenderWindow();
  // Where the list starts on the page, measured again whenever the page changes size: what sits above the list
  // (filters, tabs, Delete Selected) can wrap onto more lines. Null until first measured (and on the server).
  const [measuredListTopPx, setListTopPx] = useState<number | null>(null);
  const listTopPx = measuredListTopPx ?? 0;
  // Read when the observer reports (first as it starts), after the browser's own layout: read during React's
  // commit, it would make the browser lay the page out there and then, in one long task.
  useLayoutEffect(() => {
    const pageSize = new ResizeObserver(() => {
      if (list.current) setListTopPx(list.current.getBoundingClientRect().top + window.scrollY);
    });
    pageSize.observe(document.body);
    return () => pageSize.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count,
    estimateSize: () => estimatedCardHeightPx,
    // None before the list's place is measured: the first render puts the list at the top of the page, so the cards
    // that fit there are already at least as many as those in view, and the overscan made more. Every card the
    // measurement then found beyond it was taken away again as the page hydrated, in one step: the longest task of
    // the first load in Lighthouse's trace. Once measured, the cards in view and those beyond them never number fewer
    // than those drawn first, so hydrated cards stay and the rest come one by one.
    overscan: measuredListTopPx === null ? 0 : overscanCards,
    scrollMargin: listTopPx,
    // The first render already fills the screen, before the window has been measured.
    initialRect: firstWindow,
    // Measured again only when the window is resized: the library's version also reads the window's size as the
    // virtualizer starts, in the middle of React's commit, which makes the browser style and lay out every new card
    // there and then.
    observeElementRect: observeWindowResize,
    // As it starts, the virtualizer writes the page's scroll position back to where it already is: skipped.
    scrollToFn: unlessUnmoved(windowScroll),
    // Heights come from the ResizeObserver, which reports them before the next paint. Read as each card mounts
    // (no entry yet), a card keeps the height known for its place: reading its box then would make the browser lay
    // out the page in the middle of React's commit, once per card on screen.
    measureElement: (card, entry, instance) =>
      entry?.borderBoxSize[0]?.blockSize ??
      instance.measurementsCache[Number(card.dataset.index)]?.size ??
      estimatedCardHeightPx,
  });
  useScrollToIndex(virtualizer, scrollToIndex);
  const inRange = virtualizer.getVirtualItems();
  // As the list first appears, one card, then one more in each background render: a card holds a dozen controls,
  // and a phone puts what a render drew on the page in one task. Before the list's place on the page is measured,
  // the range also holds cards below the screen; drawn together, they made one task long enough to freeze a phone.
  const drawnCount = useDrawnOneByOne(inRange.length, 1);
  const cards = inRange.slice(0, drawnCount);
  const first = cards[0];
  const last = cards[cards.length - 1];
  const spaceAbove = first ? first.start - listTopPx : 0;
  const spaceBelow = last ? virtualizer.getTotalSize() - (last.end - listTopPx) : 0;

  return (
    <ul
      ref={list}
      aria-label={label}
      className="grid min-w-0"
      style={{ paddingTop: spaceAbove, paddingBottom: spaceBelow }}
    >
      {cards.map((card) => (
        <li
          // Keyed by place, as the tables' rows are: cards key their own stateful fields by record.
          key={card.key}
          ref={virtualizer.measureElement}
          data-index={card.index}
          aria-setsize={count}
          aria-posinset={card.index + 1}
          className="min-w-0 pb-3"
        >
          {renderCard(card.index)}
        </li>
      ))}
    </ul>
  );
}

/** The window's size after each resize; the size as the list starts is its `initialRect`. */
function observeWindowResize(_instance: unknown, report: (rect: { width: number; height: number }) => void) {
  const onResize = () => report({ width: window.innerWidth, height: window.innerHeight });
  window.addEventListener('resize', onResize, { passive: true });
  return () => window.removeEventListener('resize', onResize);
}
