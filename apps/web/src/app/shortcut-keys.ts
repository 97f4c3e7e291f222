/**
 * The signed-in shell's keyboard shortcuts and the rules for when a key press is one. Plain functions of what the
 * listener reads from the key event (app/keyboard-shortcuts.tsx), so the rules are testable without a browser.
 */

export type ShortcutAction =
  | { kind: 'go'; path: '/dashboard' | '/leads' | '/clients' | '/notifications' | '/account' | '/workflows' }
  | { kind: 'addNew'; path: '/leads' | '/clients' }
  | { kind: 'focusFilters' }
  | { kind: 'showShortcuts' }
  | { kind: 'openPalette' };

export interface Shortcut {
  /** One key, or two pressed one after the other ("g" then "d"), or held together (`together`: Ctrl and K). */
  keys: readonly [string] | readonly [string, string];
  together?: true;
  label: string;
  group: 'Go to' | 'Actions';
  action: ShortcutAction;
}

/** Every shortcut, in the order the overlay lists them. "g" goes somewhere, "n" makes something new. */
export const shortcuts: readonly Shortcut[] = [
  { keys: ['g', 'd'], label: 'Dashboard', group: 'Go to', action: { kind: 'go', path: '/dashboard' } },
  { keys: ['g', 'l'], label: 'Lead Flow', group: 'Go to', action: { kind: 'go', path: '/leads' } },
  { keys: ['g', 'c'], label: 'Client Flow', group: 'Go to', action: { kind: 'go', path: '/clients' } },
  { keys: ['n', 'l'], label: 'Add a new lead', group: 'Actions', action: { kind: 'addNew', path: '/leads' } },
  { keys: ['n', 'c'], label: 'Add a new client', group: 'Actions', action: { kind: 'addNew', path: '/clients' } },
  { keys: ['/'], label: "Jump to the list's filters", group: 'Actions', action: { kind: 'focusFilters' } },
  { keys: ['?'], label: 'Show these shortcuts', group: 'Actions', action: { kind: 'showShortcuts' } },
  {
    keys: ['Ctrl', 'K'],
    together: true,
    label: 'Search, or run a command (⌘ K on a Mac)',
    group: 'Actions',
    action: { kind: 'openPalette' },
  },
];

/** Ctrl+K, or Cmd+K on a Mac: the command palette, from anywhere in the shell, a text field included. */
const paletteShortcut = shortcuts.find(({ action }) => action.kind === 'openPalette')!;

/** How long the second key of a sequence may wait after the first. */
export const sequenceTimeoutMs = 1500;

/** What the rules read of a keydown event (a KeyboardEvent has all of it). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  repeat: boolean;
  isComposing: boolean;
  /** Milliseconds, on any clock that only moves forward (the event's timeStamp). */
  timeStamp: number;
}

/** What the rules read of the element the key press went to (an HTMLElement has all of it). */
export interface KeyTarget {
  tagName: string;
  type?: string;
  isContentEditable?: boolean;
}

/** The first key of a sequence, waiting for its second. */
export interface PendingKey {
  key: string;
  at: number;
}

export interface KeyReading {
  /** The shortcut the press completes, if any. */
  shortcut: Shortcut | null;
  /** The sequence still waiting after this press. */
  pending: PendingKey | null;
}

/** Inputs that take no typed text: a key press on them is free for a shortcut. */
const nonTextInputTypes = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** Whether keys pressed on `target` are typed into it: a text input, a textarea, a select or editable content. */
export function isTextEntry(target: KeyTarget | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !nonTextInputTypes.has((target.type ?? 'text').toLowerCase());
}

/** Keys that only modify another: pressing Shift for "?" must not end a sequence. */
const modifierKeys = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'OS']);

/** Caps Lock sends "G" for g; Shift+G stays "G", free for the browser and for later shortcuts. */
function keyOf(press: KeyPress): string {
  return press.key.length === 1 && !press.shiftKey ? press.key.toLowerCase() : press.key;
}

/** The shortcuts typed one key at a time. */
const typedShortcuts = shortcuts.filter((shortcut) => !shortcut.together);

function completedBy(pending: PendingKey | null, key: string, at: number): Shortcut | undefined {
  if (!pending || at - pending.at > sequenceTimeoutMs) return undefined;
  return typedShortcuts.find(({ keys }) => keys.length === 2 && keys[0] === pending.key && keys[1] === key);
}

function isPaletteKey(press: KeyPress): boolean {
  return (press.ctrlKey || press.metaKey) && !press.altKey && !press.shiftKey && press.key.toLowerCase() === 'k';
}

/**
 * Reads one key press. Ctrl+K (Cmd+K) opens the palette even from a text field, as in most apps. Otherwise a press
 * is never a shortcut while the user types in a field, while a dialog or menu is open (`overlayOpen`: the dialog
 * handles its own keys, Escape among them), or with Ctrl, Alt or Meta held, which keeps the browser's and the
 * system's shortcuts theirs; such a press also ends a sequence under way. A key that does
 * not finish a sequence is read afresh, so "g" then "?" still opens the overlay.
 */
export function readKeyPress(
  pending: PendingKey | null,
  press: KeyPress,
  where: { target: KeyTarget | null; overlayOpen: boolean },
): KeyReading {
  if (modifierKeys.has(press.key) || press.repeat) return { shortcut: null, pending };
  if (isPaletteKey(press) && !press.isComposing) {
    return { shortcut: where.overlayOpen ? null : paletteShortcut, pending: null };
  }
  if (press.ctrlKey || press.altKey || press.metaKey || press.isComposing || where.overlayOpen) {
    return { shortcut: null, pending: null };
  }
  if (isTextEntry(where.target)) return { shortcut: null, pending: null };

  const key = keyOf(press);
  const at = press.timeStamp;
  const finished = completedBy(pending, key, at);
  if (finished) return { shortcut: finished, pending: null };
  const single = typedShortcuts.find(({ keys }) => keys.length === 1 && keys[0] === key);
  if (single) return { shortcut: single, pending: null };
  const starts = typedShortcuts.some(({ keys }) => keys.length === 2 && keys[0] === key);
  return { shortcut: null, pending: starts ? { key, at } : null };
}
