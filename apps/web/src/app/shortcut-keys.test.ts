import { describe, expect, it } from 'vitest';
import {
  isTextEntry,
  readKeyPress,
  sequenceTimeoutMs,
  shortcuts,
  type KeyPress,
  type KeyTarget,
  type PendingKey,
  type ShortcutAction,
} from './shortcut-keys';

const page: KeyTarget = { tagName: 'BODY' };
const where = { target: page, overlayOpen: false };

function press(key: string, timeStamp = 1000, overrides: Partial<KeyPress> = {}): KeyPress {
  return {
    key,
    ctrlKey: false,
    altKey: false,
    metaKey: false,
    shiftKey: false,
    repeat: false,
    isComposing: false,
    timeStamp,
    ...overrides,
  };
}

/** Feeds the presses one after the other, as the listener does, and returns the actions they fired. */
function type(presses: KeyPress[], at: { target: KeyTarget | null; overlayOpen: boolean } = where): ShortcutAction[] {
  let pending: PendingKey | null = null;
  const fired: ShortcutAction[] = [];
  for (const each of presses) {
    const reading = readKeyPress(pending, each, at);
    pending = reading.pending;
    if (reading.shortcut) fired.push(reading.shortcut.action);
  }
  return fired;
}

describe('isTextEntry', () => {
  it.each([
    [{ tagName: 'INPUT', type: 'text' }],
    [{ tagName: 'INPUT', type: 'search' }],
    [{ tagName: 'INPUT', type: 'email' }],
    [{ tagName: 'INPUT', type: 'date' }],
    [{ tagName: 'input' }],
    [{ tagName: 'TEXTAREA' }],
    [{ tagName: 'SELECT' }],
    [{ tagName: 'DIV', isContentEditable: true }],
  ])('keys pressed on %o are typing', (target) => {
    expect(isTextEntry(target)).toBe(true);
  });

  it.each([
    [{ tagName: 'BODY' }],
    [{ tagName: 'BUTTON' }],
    [{ tagName: 'A' }],
    [{ tagName: 'INPUT', type: 'checkbox' }],
    [{ tagName: 'INPUT', type: 'radio' }],
    [{ tagName: 'DIV', isContentEditable: false }],
  ])('keys pressed on %o are not typing', (target) => {
    expect(isTextEntry(target)).toBe(false);
  });

  it('no target is not typing', () => {
    expect(isTextEntry(null)).toBe(false);
  });
});

describe('readKeyPress', () => {
  it('"g" then "d", "l" or "c" goes to the dashboard, Lead Flow or Client Flow', () => {
    expect(type([press('g'), press('d', 1100)])).toEqual([{ kind: 'go', path: '/dashboard' }]);
    expect(type([press('g'), press('l', 1100)])).toEqual([{ kind: 'go', path: '/leads' }]);
    expect(type([press('g'), press('c', 1100)])).toEqual([{ kind: 'go', path: '/clients' }]);
  });

  it('"n" then "l" or "c" opens a new lead or a new client', () => {
    expect(type([press('n'), press('l', 1100)])).toEqual([{ kind: 'addNew', path: '/leads' }]);
    expect(type([press('n'), press('c', 1100)])).toEqual([{ kind: 'addNew', path: '/clients' }]);
  });

  it('"/" focuses the filters and "?" (Shift held) shows the shortcuts, each at once', () => {
    expect(type([press('/')])).toEqual([{ kind: 'focusFilters' }]);
    expect(type([press('Shift'), press('?', 1010, { shiftKey: true })])).toEqual([{ kind: 'showShortcuts' }]);
  });

  it('the first key of a sequence fires nothing and waits for the second', () => {
    expect(readKeyPress(null, press('g', 500), where)).toEqual({ shortcut: null, pending: { key: 'g', at: 500 } });
  });

  it('a second key later than the timeout starts over instead of finishing the sequence', () => {
    expect(type([press('g', 1000), press('d', 1000 + sequenceTimeoutMs + 1)])).toEqual([]);
    expect(type([press('g', 1000), press('d', 1000 + sequenceTimeoutMs)])).toEqual([
      { kind: 'go', path: '/dashboard' },
    ]);
  });

  it('a lone second key does nothing: "c" and "d" are not shortcuts by themselves', () => {
    expect(type([press('c'), press('d'), press('l')])).toEqual([]);
  });

  it('a key that does not finish the sequence is read afresh', () => {
    expect(type([press('g'), press('?', 1100, { shiftKey: true })])).toEqual([{ kind: 'showShortcuts' }]);
    expect(type([press('g'), press('n', 1100), press('c', 1200)])).toEqual([{ kind: 'addNew', path: '/clients' }]);
    expect(type([press('g'), press('g', 1100), press('d', 1200)])).toEqual([{ kind: 'go', path: '/dashboard' }]);
  });

  it('Escape between the two keys cancels the sequence', () => {
    expect(type([press('g'), press('Escape', 1050), press('d', 1100)])).toEqual([]);
  });

  it('Caps Lock does not matter, but Shift+G is not "g"', () => {
    expect(type([press('G'), press('D', 1100)])).toEqual([{ kind: 'go', path: '/dashboard' }]);
    expect(type([press('G', 1000, { shiftKey: true }), press('d', 1100)])).toEqual([]);
  });

  it.each(['ctrlKey', 'altKey', 'metaKey'] as const)('never fires with %s held, and it ends a sequence', (modifier) => {
    expect(type([press('/', 1000, { [modifier]: true })])).toEqual([]);
    expect(type([press('g'), press('c', 1100, { [modifier]: true })])).toEqual([]);
    expect(type([press('g'), press('c', 1100, { [modifier]: true }), press('d', 1200)])).toEqual([]);
  });

  it('a modifier key pressed alone and a held key repeating leave the sequence waiting', () => {
    expect(type([press('g'), press('Shift', 1050), press('d', 1100)])).toEqual([{ kind: 'go', path: '/dashboard' }]);
    expect(type([press('g'), press('g', 1050, { repeat: true }), press('d', 1100)])).toEqual([
      { kind: 'go', path: '/dashboard' },
    ]);
  });

  it('never fires while the user types in a field: "g c" in a text input, a textarea, a select or editable text', () => {
    const fields: KeyTarget[] = [
      { tagName: 'INPUT', type: 'text' },
      { tagName: 'TEXTAREA' },
      { tagName: 'SELECT' },
      { tagName: 'P', isContentEditable: true },
    ];
    for (const target of fields) {
      expect(type([press('g'), press('c', 1100)], { target, overlayOpen: false }), target.tagName).toEqual([]);
      expect(type([press('?', 1000, { shiftKey: true })], { target, overlayOpen: false })).toEqual([]);
    }
  });

  it('a "g" typed in a field does not start a sequence that a later key on the page finishes', () => {
    let pending: PendingKey | null = null;
    pending = readKeyPress(pending, press('g'), { target: { tagName: 'INPUT' }, overlayOpen: false }).pending;
    expect(readKeyPress(pending, press('c', 1100), where).shortcut).toBeNull();
  });

  it('never fires while a dialog or menu is open', () => {
    expect(type([press('g'), press('c', 1100)], { target: page, overlayOpen: true })).toEqual([]);
    expect(type([press('?', 1000, { shiftKey: true })], { target: page, overlayOpen: true })).toEqual([]);
  });

  it('never fires while an input method is composing a character', () => {
    expect(type([press('/', 1000, { isComposing: true })])).toEqual([]);
  });

  it('Ctrl+K or Cmd+K opens the palette, from a text field too, but not over another dialog', () => {
    const palette = [{ kind: 'openPalette' }];
    expect(type([press('k', 1000, { ctrlKey: true })])).toEqual(palette);
    expect(type([press('K', 1000, { metaKey: true })])).toEqual(palette);
    expect(type([press('k', 1000, { ctrlKey: true })], { target: { tagName: 'INPUT' }, overlayOpen: false })).toEqual(
      palette,
    );
    expect(type([press('k', 1000, { ctrlKey: true })], { target: page, overlayOpen: true })).toEqual([]);
    expect(type([press('k')])).toEqual([]);
    expect(type([press('k', 1000, { ctrlKey: true, altKey: true })])).toEqual([]);
    expect(type([press('K', 1000, { ctrlKey: true, shiftKey: true })])).toEqual([]);
  });
});

describe('shortcuts', () => {
  it('no key sequence is listed twice, and no single key is also the start of a sequence', () => {
    const written = shortcuts.map(({ keys }) => keys.join(' '));
    expect(new Set(written).size).toBe(written.length);
    const singles = shortcuts.filter(({ keys }) => keys.length === 1).map(({ keys }) => keys[0]);
    const starts = shortcuts.filter(({ keys }) => keys.length === 2).map(({ keys }) => keys[0]);
    expect(singles.filter((key) => starts.includes(key))).toEqual([]);
  });
});
