import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
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
 *
 * One tooltip shows at a time, so the app has one: the provider holds its timers and draws it. A button with a
 * tooltip only gets handlers that talk to it, with no state or effect of its own: a list with an icon button on
 * every row hydrates no tooltip machinery (docs/budgets.md, "Where the main thread goes").
 */

interface ShownTooltip {
  trigger: HTMLElement;
  label: string;
  anchor: DOMRect;
}

/** The one id the shown tooltip has; its trigger points to it with aria-describedby while it shows. */
const tooltipId = 'app-tooltip';

/**
 * The app's tooltip: the delay before it opens (none within `skipDelayDuration` of the last one closing, nor on
 * keyboard focus), the trigger it shows for, and the listeners of its popup.
 */
function createTooltipLayer(delayDuration: number, skipDelayDuration: number) {
  let shown: ShownTooltip | null = null;
  /** The trigger whose tooltip waits for its delay. */
  let pending: HTMLElement | null = null;
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let skipTimer: ReturnType<typeof setTimeout> | undefined;
  let skipping = false;
  const listeners = new Set<() => void>();
  const publish = (next: ShownTooltip | null) => {
    shown = next;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    shown: () => shown,
    /** Shows `label` for `trigger` after the delay (at once when `atOnce`, or within the skip window). */
    openAfter(trigger: HTMLElement, label: string, atOnce: boolean) {
      clearTimeout(openTimer);
      pending = trigger;
      openTimer = setTimeout(
        () => {
          pending = null;
          clearTimeout(skipTimer);
          skipping = true;
          publish({ trigger, label, anchor: trigger.getBoundingClientRect() });
        },
        atOnce || skipping ? 0 : delayDuration,
      );
    },
    /** Closes the tooltip, or gives up its opening, if it is `trigger`'s (any trigger's when left out). */
    close(trigger?: HTMLElement) {
      if (!trigger || trigger === pending) {
        clearTimeout(openTimer);
        pending = null;
      }
      if (!shown || (trigger && shown.trigger !== trigger)) return;
      clearTimeout(skipTimer);
      skipTimer = setTimeout(() => (skipping = false), skipDelayDuration);
      publish(null);
    },
  };
}

type TooltipLayer = ReturnType<typeof createTooltipLayer>;

const TooltipContext = createContext<TooltipLayer | null>(null);

/** The app's tooltip, once at its root: the delay before it opens, and the window in which the next skips it. */
export function TooltipProvider({
  delayDuration,
  skipDelayDuration,
  children,
}: {
  delayDuration: number;
  skipDelayDuration: number;
  children: ReactNode;
}) {
  const [layer] = useState(() => createTooltipLayer(delayDuration, skipDelayDuration));
  return (
    <TooltipContext.Provider value={layer}>
      {children}
      <TooltipPopup layer={layer} />
    </TooltipContext.Provider>
  );
}

/** The gap between the button and its label, and the least room kept to the window's edges, in px. */
const gapPx = 6;
const edgePx = 8;

const nothingShown = () => null;

/** The shown tooltip's label, placed beside its trigger; nothing while none shows, on the server and as it hydrates. */
function TooltipPopup({ layer }: { layer: TooltipLayer }) {
  const shown = useSyncExternalStore(layer.subscribe, layer.shown, nothingShown);
  const popup = useRef<HTMLDivElement>(null);

  // While it shows: Escape, a scroll, or its trigger leaving the page closes it; the trigger is described by it.
  useEffect(() => {
    if (!shown) return;
    const { trigger } = shown;
    const describedBefore = trigger.getAttribute('aria-describedby');
    trigger.setAttribute('aria-describedby', tooltipId);
    const close = () => layer.close();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const triggerGone = new MutationObserver(() => {
      if (!trigger.isConnected) close();
    });
    triggerGone.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('keydown', closeOnEscape);
    window.addEventListener('scroll', close, { capture: true, passive: true });
    return () => {
      if (describedBefore === null) trigger.removeAttribute('aria-describedby');
      else trigger.setAttribute('aria-describedby', describedBefore);
      triggerGone.disconnect();
      document.removeEventListener('keydown', closeOnEscape);
      window.removeEventListener('scroll', close, { capture: true });
    };
  }, [shown, layer]);

  // Above the trigger, below when there is no room; moved sideways to stay inside the window.
  useLayoutEffect(() => {
    const element = popup.current;
    if (!shown || !element) return;
    const { anchor } = shown;
    const { width, height } = element.getBoundingClientRect();
    const above = anchor.top - gapPx - height >= edgePx;
    const centredLeft = anchor.left + anchor.width / 2 - width / 2;
    const left = Math.min(Math.max(centredLeft, edgePx), window.innerWidth - edgePx - width);
    element.style.left = `${Math.max(left, edgePx)}px`;
    element.style.top = `${above ? anchor.top - gapPx - height : anchor.bottom + gapPx}px`;
    element.style.visibility = 'visible';
  }, [shown]);

  if (!shown) return null;
  return createPortal(
    <div
      ref={popup}
      id={tooltipId}
      role="tooltip"
      style={{ position: 'fixed', left: 0, top: 0, visibility: 'hidden' }}
      className="pointer-events-none z-50 max-w-64 animate-fade-in rounded-md bg-foreground px-2 py-1 text-xs font-medium break-words text-background shadow-md"
    >
      {shown.label}
    </div>,
    document.body,
  );
}

interface TriggerProps {
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: ReactPointerEvent<HTMLElement>) => void;
}

/**
 * Shows `label` beside its trigger after the mouse rests on it (the provider's delay), and at once on keyboard
 * focus; a press, leaving, blur, Escape or a scroll closes it, and touch never opens it. The trigger keeps its own
 * accessible name; while the label shows, the trigger points to it with aria-describedby.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement<TriggerProps> }) {
  const layer = useContext(TooltipContext);
  if (!layer) throw new Error('A Tooltip needs the TooltipProvider at the app root');
  const { onFocus, onBlur, onPointerEnter, onPointerLeave, onPointerDown } = children.props;
  return cloneElement(children, {
    onFocus: (event) => {
      // A click focuses the button too; only keyboard focus shows the label at once.
      if (event.currentTarget.matches(':focus-visible')) layer.openAfter(event.currentTarget, label, true);
      onFocus?.(event);
    },
    onBlur: (event) => {
      layer.close(event.currentTarget);
      onBlur?.(event);
    },
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') layer.openAfter(event.currentTarget, label, false);
      onPointerEnter?.(event);
    },
    onPointerLeave: (event) => {
      layer.close(event.currentTarget);
      onPointerLeave?.(event);
    },
    // Once pressed, the button needs no label until the pointer comes back.
    onPointerDown: (event) => {
      layer.close(event.currentTarget);
      onPointerDown?.(event);
    },
  });
}
