import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type KeyboardCoordinateGetter,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { dragActivationDistancePx, keyboardDragStepPx } from '@shutterdesk/core';

/** Dragging checklist column labels into a new order. */

/**
 * Left and right arrows move a picked-up column label by the spec's keyboard step (25 px per press). Near the
 * table's edge dnd-kit scrolls the table by the step instead; the browser's own arrow-key scroll (40 px) must not
 * add to it.
 */
export const keyboardColumnStep: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const direction = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (direction === 0) return undefined;
  event.preventDefault();
  return { ...currentCoordinates, x: currentCoordinates.x + direction * keyboardDragStepPx };
};

/** Column labels move along their header row only. */
export const alongTheHeaderRow: Modifier = ({ transform }) => ({ ...transform, y: 0 });

export function useColumnDragSensors() {
  return useSensors(
    // A click on a label (or a scroll on a touch screen) is not a drag until the pointer has moved 5 px.
    useSensor(PointerSensor, { activationConstraint: { distance: dragActivationDistancePx } }),
    // An instant scroll, so quick presses each move the full step.
    useSensor(KeyboardSensor, { coordinateGetter: keyboardColumnStep, scrollBehavior: 'auto' }),
  );
}

/** What a screen reader hears while a column label is dragged, naming the columns by their labels. */
export function columnDragAnnouncements(labelOf: (id: UniqueIdentifier) => string): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up column ${labelOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? `Column ${labelOf(active.id)} was moved over ${labelOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `Column ${labelOf(active.id)} was dropped in place of ${labelOf(over.id)}.`
        : `Column ${labelOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Dragging was cancelled. Column ${labelOf(active.id)} was dropped.`,
  };
}
