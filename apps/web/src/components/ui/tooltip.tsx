import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

/*
 * Our own small tooltip rather than Radix's: Radix's tooltip and its positioning engine (about 14 kB gzipped)
 * would weigh on every first page (docs/budgets.md), and loading them later meant swapping each button for a new
 * one at the first pointer movement, which could swallow a click. A label above (or below) one button needs no
 * engine: it is placed from the button's box and kept inside the window.
 */

/** Open from a tooltip's opening until `skipDelayDuration` after it closes: the next one then opens at once. */
function createSkipWindow(skipDelayDuration: number) {
  let open = false;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    isOpen: () => open,
    tooltipOpened() {
      clearTimeout(closeTimer);
      open = true;
    },
    tooltipClosed() {
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => (open = false), skipDelayDuration);
    },
  };
}

type SkipWindow = ReturnType<typeof createSkipWindow>;

/** One tooltip's opening and closing: the delay's timer, and the skip window told of each. */
function createOpener(skipWindow: SkipWindow, show: (anchor: DOMRect | null) => void) {
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let open = false;
  return {
    openAfter(trigger: HTMLElement, delayMs: number) {
      clearTimeout(openTimer);
      openTimer = setTimeout(() => {
        open = true;
        skipWindow.tooltipOpened();
        show(trigger.getBoundingClientRect());
      }, delayMs);
    },
    close() {
      clearTimeout(openTimer);
      if (!open) return;
      open = false;
      skipWindow.tooltipClosed();
      show(null);
    },
    /** On unmount: no timer left behind, and an open tooltip counts as closed for the skip window. */
    dispose() {
      clearTimeout(openTimer);
      if (open) skipWindow.tooltipClosed();
      open = false;
    },
  };
}

const TooltipContext = createContext<{ delayDuration: number; skipWindow: SkipWindow } | null>(null);

/** The app's tooltip timing, once at its root: the delay before one opens, and the window in which the next skips it. */
export function TooltipProvider({
  delayDuration,
  skipDelayDuration,
  children,
}: {
  delayDuration: number;
  skipDelayDuration: number;
  children: ReactNode;
}) {
  const [skipWindow] = useState(() => createSkipWindow(skipDelayDuration));
  return <TooltipContext.Provider value={{ delayDuration, skipWindow }}>{children}</TooltipContext.Provider>;
}

interface TriggerProps {
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: ReactPointerEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

/** The gap between the button and its label, and the least room kept to the window's edges, in px. */
const gapPx = 6;
const edgePx = 8;

/**
 * Shows `label` beside its trigger after the mouse rests on it (the provider's delay), and at once on keyboard
 * focus; a press, leaving, blur, Escape or a scroll closes it, and touch never opens it. The trigger keeps its own
 * accessible name; while the label shows, the trigger points to it with aria-describedby.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement<TriggerProps> }) {
  const timing = useContext(TooltipContext);
  if (!timing) throw new Error('A Tooltip needs the TooltipProvider at the app root');
  const { delayDuration, skipWindow } = timing;
  const id = useId();
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const [opener] = useState(() => createOpener(skipWindow, setAnchor));
  const popup = useRef<HTMLDivElement>(null);

  useEffect(() => opener.dispose, [opener]);

  useEffect(() => {
    if (!anchor) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') opener.close();
    };
    document.addEventListener('keydown', closeOnEscape);
    window.addEventListener('scroll', opener.close, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      window.removeEventListener('scroll', opener.close, { capture: true });
    };
  }, [anchor, opener]);

  // Above the trigger, below when there is no room; moved sideways to stay inside the window.
  useLayoutEffect(() => {
    const element = popup.current;
    if (!anchor || !element) return;
    const { width, height } = element.getBoundingClientRect();
    const above = anchor.top - gapPx - height >= edgePx;
    const centredLeft = anchor.left + anchor.width / 2 - width / 2;
    const left = Math.min(Math.max(centredLeft, edgePx), window.innerWidth - edgePx - width);
    element.style.left = `${Math.max(left, edgePx)}px`;
    element.style.top = `${above ? anchor.top - gapPx - height : anchor.bottom + gapPx}px`;
    element.style.visibility = 'visible';
  }, [anchor]);

  const { onFocus, onBlur, onPointerEnter, onPointerLeave, onPointerDown } = children.props;
  const trigger = cloneElement(children, {
    onFocus: (event) => {
      // A click focuses the button too; only keyboard focus shows the label at once.
      if (event.currentTarget.matches(':focus-visible')) opener.openAfter(event.currentTarget, 0);
      onFocus?.(event);
    },
    onBlur: (event) => {
      opener.close();
      onBlur?.(event);
    },
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') {
        opener.openAfter(event.currentTarget, skipWindow.isOpen() ? 0 : delayDuration);
      }
      onPointerEnter?.(event);
    },
    onPointerLeave: (event) => {
      opener.close();
      onPointerLeave?.(event);
    },
    // Once pressed, the button needs no label until the pointer comes back.
    onPointerDown: (event) => {
      opener.close();
      onPointerDown?.(event);
    },
    'aria-describedby': anchor ? id : children.props['aria-describedby'],
  });

  return (
    <>
      {trigger}
      {anchor &&
        createPortal(
          <div
            ref={popup}
            id={id}
            role="tooltip"
            style={{ position: 'fixed', left: 0, top: 0, visibility: 'hidden' }}
            className="pointer-events-none z-50 max-w-64 animate-fade-in rounded-md bg-foreground px-2 py-1 text-xs font-medium break-words text-background shadow-md"
          >
            {label}
          </div>,
          document.body,
        )}
    </>
  );
}
