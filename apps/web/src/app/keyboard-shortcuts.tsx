import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addNewRequestState, listFiltersSelector } from '../lib/shortcut-targets';
import type { OverlayProps } from './overlay-focus';
import { readKeyPress, type PendingKey, type ShortcutAction } from './shortcut-keys';

// The overlays (Radix's dialog and their content) load when first opened, so the signed-in shell stays small.
const ShortcutsDialog = lazy(() => import('./shortcuts-dialog'));
const CommandPalette = lazy(() => import('./command-palette'));

/** Something open over the page that owns the keys pressed inside it: a dialog, a popover, a menu, a listbox. */
const overlaySelector = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
/** Open overlays that own the keyboard wherever focus is; the chat panel says it is not modal and does not. */
const modalOverlaySelector = '[role="dialog"]:not([aria-modal="false"]), [role="alertdialog"], [role="menu"]';

const focusableSelector = 'button, input, select, textarea, a[href], [tabindex]';

/** Focuses the first control of the list's filters on the page (a roving group's current item); false if none. */
function focusListFilters(): boolean {
  const filters = document.querySelector(listFiltersSelector);
  const first = Array.from(filters?.querySelectorAll<HTMLElement>(focusableSelector) ?? []).find(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled'),
  );
  first?.focus();
  return first !== undefined;
}

/** What a shortcut or a palette command does that is a navigation: going to a screen, or asking for its form. */
export type Navigation = Extract<ShortcutAction, { kind: 'go' | 'addNew' }>;

/** Runs a navigation from wherever the user is. */
export function useNavigation(): (action: Navigation) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (action: Navigation) => {
      if (action.kind === 'go') {
        if (pathname !== action.path) void navigate(action.path);
        return;
      }
      // On its own page the request keeps the list's filters and replaces the entry rather than adding one.
      const here = pathname === action.path;
      void navigate(here ? { pathname, search } : action.path, { state: addNewRequestState, replace: here });
    },
    [navigate, pathname, search],
  );
}

/**
 * Listens for the shortcuts of app/shortcut-keys.ts on the signed-in shell (`enabled`); the listener is one
 * keydown handler on the window. A press that a control has already handled (defaultPrevented) is left alone.
 */
export function useShortcutKeys(
  enabled: boolean,
  overlays: { showShortcuts: () => void; openPalette: () => void },
): void {
  const runNavigation = useNavigation();

  /** Runs the shortcut; false when it had nothing to do, so the key keeps its usual meaning. */
  const run = useEffectEvent((action: ShortcutAction): boolean => {
    switch (action.kind) {
      case 'go':
      case 'addNew':
        runNavigation(action);
        return true;
      case 'focusFilters':
        return focusListFilters();
      case 'showShortcuts':
        overlays.showShortcuts();
        return true;
      case 'openPalette':
        overlays.openPalette();
        return true;
    }
  });

  useEffect(() => {
    if (!enabled) return;
    let pending: PendingKey | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const overlayOpen =
        target?.closest(overlaySelector) != null || document.querySelector(modalOverlaySelector) !== null;
      const reading = readKeyPress(pending, event, { target, overlayOpen });
      pending = reading.pending;
      if (reading.shortcut && run(reading.shortcut.action)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

/** Where focus goes back to when the overlay closes: where it was, or the menu button of the item that opened it. */
function focusToReturnTo(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  // A menu item goes away with its menu; its button (the one that controls the menu) stays.
  const menu = active.closest('[role="menu"]');
  if (!menu) return active;
  return menu.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
}

/** A dialog loaded when first shown: `show` opens it, `overlay` is its element for the shell. */
function useOverlayOnDemand(Overlay: ComponentType<OverlayProps>): { show: () => void; overlay: ReactNode } {
  const [open, setOpen] = useState(false);
  // Mounted once opened, so Radix can return focus when it closes.
  const [opened, setOpened] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const show = useCallback(() => {
    returnFocusTo.current = focusToReturnTo();
    setOpen(true);
    setOpened(true);
  }, []);

  const overlay = opened && (
    <Suspense fallback={null}>
      <Overlay open={open} onOpenChange={setOpen} returnFocusTo={returnFocusTo} />
    </Suspense>
  );
  return { show, overlay };
}

/** The '?' overlay: `show` opens it (the "?" key, the profile menu). */
export function useShortcutsOverlay() {
  return useOverlayOnDemand(ShortcutsDialog);
}

/** The command palette: `show` opens it (Ctrl+K or Cmd+K, the header's Search button). */
export function useCommandPalette() {
  return useOverlayOnDemand(CommandPalette);
}
