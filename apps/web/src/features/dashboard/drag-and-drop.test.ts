import type { Active, Over } from '@dnd-kit/core';
import { keyboardDragStepPx } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { dragAnnouncements, keyboardDragCoordinates } from './drag-and-drop';

describe('keyboardDragCoordinates', () => {
  const move = (code: string) =>
    keyboardDragCoordinates(new KeyboardEventLike(code) as unknown as KeyboardEvent, {
      active: 'a',
      currentCoordinates: { x: 100, y: 200 },
      context: {} as never,
    });

  it("moves 25 px per arrow key press, in the arrow's direction", () => {
    expect(keyboardDragStepPx).toBe(25);
    expect(move('ArrowDown')).toEqual({ x: 100, y: 225 });
    expect(move('ArrowUp')).toEqual({ x: 100, y: 175 });
    expect(move('ArrowRight')).toEqual({ x: 125, y: 200 });
    expect(move('ArrowLeft')).toEqual({ x: 75, y: 200 });
  });

  it('ignores other keys', () => {
    expect(move('KeyA')).toBeUndefined();
  });
});

class KeyboardEventLike {
  constructor(readonly code: string) {}
}

describe('dragAnnouncements', () => {
  const titles: Record<string, string> = { t1: 'Send invoices', t2: 'Check on payments' };
  const announcements = dragAnnouncements('task', (id) => titles[String(id)] ?? '');
  const active = { id: 't1' } as Active;
  const over = { id: 't2' } as Over;

  it('names the task by its title when it is picked up, moved, dropped or put back', () => {
    expect(announcements.onDragStart({ active })).toBe('Picked up task Send invoices.');
    expect(announcements.onDragOver({ active, over })).toBe('Task Send invoices was moved over Check on payments.');
    expect(announcements.onDragEnd({ active, over })).toBe('Task Send invoices was dropped over Check on payments.');
    expect(announcements.onDragCancel({ active, over: null })).toBe(
      'Dragging was cancelled. Task Send invoices was dropped.',
    );
  });

  it('says when the item is over no drop area, and nothing new while it is over its own place', () => {
    expect(announcements.onDragOver({ active, over: null })).toBe('Task Send invoices is no longer over a drop area.');
    expect(announcements.onDragOver({ active, over: { id: 't1' } as Over })).toBeUndefined();
    expect(announcements.onDragEnd({ active, over: { id: 't1' } as Over })).toBe('Task Send invoices was dropped.');
  });

  it('speaks of categories for the cards', () => {
    const cards = dragAnnouncements('category', String);
    expect(cards.onDragStart({ active: { id: 'CRM' } as Active })).toBe('Picked up category CRM.');
  });
});
