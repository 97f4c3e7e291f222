/**
 * The command palette's own state as a pure reducer: what is typed and which option is active. The options come
 * from palette-items.ts; app/command-palette.tsx renders both.
 */
export interface PaletteState {
  query: string;
  /** May run past the options after they change: `activeOptionIndex` keeps it in range. */
  activeIndex: number;
}

export type PaletteAction =
  /** Typing starts again at the first option. */
  | { type: 'type'; query: string }
  /** The arrow keys: down (+1) or up (-1) among `count` options, round from one end to the other. */
  | { type: 'move'; by: 1 | -1; count: number }
  | { type: 'point'; index: number }
  | { type: 'reset' };

export const emptyPalette: PaletteState = { query: '', activeIndex: 0 };

export function paletteReducer(state: PaletteState, action: PaletteAction): PaletteState {
  switch (action.type) {
    case 'type':
      return { query: action.query, activeIndex: 0 };
    case 'move': {
      const { by, count } = action;
      if (count === 0) return state;
      return { ...state, activeIndex: (Math.min(state.activeIndex, count - 1) + by + count) % count };
    }
    case 'point':
      return { ...state, activeIndex: action.index };
    case 'reset':
      return emptyPalette;
  }
}

/** Where the active option stands among `count`; -1 when there is none. */
export const activeOptionIndex = ({ activeIndex }: PaletteState, count: number) => Math.min(activeIndex, count - 1);

/** What the palette says of its list: the search's trouble or progress, no results, or how many options. */
export function paletteStatus({ failed, searching, count }: { failed: boolean; searching: boolean; count: number }) {
  if (failed) return { text: 'Search failed. Check your connection and try again.', shown: true };
  if (searching) return { text: 'Searching…', shown: true };
  if (count === 0) return { text: 'No results', shown: true };
  // Said to screen readers only, as the options change.
  return { text: `${count} ${count === 1 ? 'option' : 'options'}`, shown: false };
}
