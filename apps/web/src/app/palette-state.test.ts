import { describe, expect, it } from 'vitest';
import { activeOptionIndex, emptyPalette, paletteReducer, paletteStatus, type PaletteAction } from './palette-state';

const play = (...actions: PaletteAction[]) => actions.reduce(paletteReducer, emptyPalette);

describe('the command palette state', () => {
  it('starts empty at the first option, and typing starts again there', () => {
    expect(emptyPalette).toEqual({ query: '', activeIndex: 0 });
    expect(play({ type: 'move', by: 1, count: 3 }, { type: 'type', query: 'an' })).toEqual({
      query: 'an',
      activeIndex: 0,
    });
  });

  it('moves through the options with the arrows, round from one end to the other', () => {
    expect(play({ type: 'move', by: 1, count: 3 }).activeIndex).toBe(1);
    expect(play({ type: 'move', by: -1, count: 3 }).activeIndex).toBe(2);
    expect(
      play({ type: 'move', by: 1, count: 3 }, { type: 'move', by: 1, count: 3 }, { type: 'move', by: 1, count: 3 })
        .activeIndex,
    ).toBe(0);
    expect(play({ type: 'move', by: 1, count: 0 }).activeIndex).toBe(0);
  });

  it('moves on from the last option when the list has shrunk under the active one', () => {
    const pointed = play({ type: 'point', index: 7 });
    expect(activeOptionIndex(pointed, 3)).toBe(2);
    expect(paletteReducer(pointed, { type: 'move', by: 1, count: 3 }).activeIndex).toBe(0);
    expect(paletteReducer(pointed, { type: 'move', by: -1, count: 3 }).activeIndex).toBe(1);
  });

  it('points at the option under the mouse, and empties when closed', () => {
    expect(play({ type: 'point', index: 2 }).activeIndex).toBe(2);
    expect(play({ type: 'type', query: 'an' }, { type: 'point', index: 2 }, { type: 'reset' })).toEqual(emptyPalette);
    expect(activeOptionIndex(emptyPalette, 0)).toBe(-1);
  });

  it('says why nothing is listed, or how many options there are to screen readers only', () => {
    expect(paletteStatus({ failed: true, searching: true, count: 2 })).toEqual({
      text: 'Search failed. Check your connection and try again.',
      shown: true,
    });
    expect(paletteStatus({ failed: false, searching: true, count: 2 })).toEqual({ text: 'Searching…', shown: true });
    expect(paletteStatus({ failed: false, searching: false, count: 0 })).toEqual({ text: 'No results', shown: true });
    expect(paletteStatus({ failed: false, searching: false, count: 1 })).toEqual({ text: '1 option', shown: false });
    expect(paletteStatus({ failed: false, searching: false, count: 4 })).toEqual({ text: '4 options', shown: false });
  });
});
