import { createContext, createElement, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { useSession } from './session';

/** What the server guessed of the device, and its clock, as it drew the page; the browser hydrates with the same. */
export interface RenderGuess {
  phone: boolean;
  /** ms since the epoch. */
  now: number;
}

export const RenderGuessContext = createContext<RenderGuess>({ phone: false, now: 0 });

const HydratingContext = createContext(false);

/**
 * Holds `useHydrating` for the app: true on the server; in the browser, true while React hydrates the server's page
 * and false from the render after, which it asks for as a transition once the hydration is committed. So that
 * render, which corrects what the server guessed, is cut into slices as the hydration is (main.tsx), where a
 * `useSyncExternalStore` turning false would redraw every part that asked in one synchronous task. `onSettled`
 * runs once the corrected page is committed (at once in a page the browser draws itself).
 */
export function Hydration({
  hydrating: hydratingFirst,
  onSettled,
  children,
}: {
  hydrating: boolean;
  onSettled?: () => void;
  children: ReactNode;
}) {
  const [hydrating, setHydrating] = useState(hydratingFirst);
  useEffect(() => {
    if (hydrating) startTransition(() => setHydrating(false));
    else onSettled?.();
  }, [hydrating, onSettled]);
  return createElement(HydratingContext, { value: hydrating }, children);
}

/**
 * True while the page is drawn on the server and while the browser hydrates that drawing; false in every render
 * after, and in a page the browser draws itself. What differs between the two (a media query, the time) is drawn
 * as the server guessed it first, so the hydration matches, and corrected in the render that follows.
 */
export function useHydrating(): boolean {
  return useContext(HydratingContext);
}

/** The server's guess of the device and its clock, for a first render that must match the server's. */
export function useRenderGuess(): RenderGuess {
  return useContext(RenderGuessContext);
}

/** The window the server assumes: a common phone's, or a laptop's. */
const guessedWindow = (phone: boolean) => (phone ? { width: 390, height: 844 } : { width: 1280, height: 800 });

/**
 * The window's size, as a first render needs it (how many rows and columns of a long list to draw): on the server,
 * and as its page hydrates, the size it guessed; the render after hydration uses the real one.
 */
export function useFirstRenderWindow(): { width: number; height: number } {
  const hydrating = useHydrating();
  const { phone } = useRenderGuess();
  return hydrating ? guessedWindow(phone) : { width: window.innerWidth, height: window.innerHeight };
}

/** Now, for a render: the server's clock on the server and as its page hydrates. */
export function useRenderNow(): Date {
  const hydrating = useHydrating();
  const { now } = useRenderGuess();
  return hydrating ? new Date(now) : new Date();
}

/**
 * The time zone to show an instant in: the browser's (undefined), but on the server and as its page hydrates the
 * signed-in user's own (their profile's, set from their browser), which the server knows; UTC for a visitor.
 */
export function useShownTimeZone(): string | undefined {
  const hydrating = useHydrating();
  const profile = useSession().data;
  return hydrating ? (profile?.timezone ?? 'UTC') : undefined;
}
