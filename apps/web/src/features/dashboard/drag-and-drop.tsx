import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type Over,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, useSortable, type SortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { dragActivationDistancePx, keyboardDragStepPx } from '@shutterdesk/core';
import { GripVertical } from 'lucide-react';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';

/** Drag and drop of the dashboard (tasks in a card, and the cards themselves), set up once for both lists. */

/** Arrow keys move a picked-up item by the spec's keyboard step (25 px per press). */
export const keyboardDragCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  switch (event.code) {
    case 'ArrowDown':
      return { ...currentCoordinates, y: currentCoordinates.y + keyboardDragStepPx };
    case 'ArrowUp':
      return { ...currentCoordinates, y: currentCoordinates.y - keyboardDragStepPx };
    case 'ArrowRight':
      return { ...currentCoordinates, x: currentCoordinates.x + keyboardDragStepPx };
    case 'ArrowLeft':
      return { ...currentCoordinates, x: currentCoordinates.x - keyboardDragStepPx };
    default:
      return undefined;
  }
};

export type DragNoun = 'task' | 'category';

/**
 * What a screen reader hears while an item is dragged, naming the items by their titles. Hovering over its own
 * place says nothing new, so "Picked up ..." is not drowned at once by "moved over itself".
 */
export function dragAnnouncements(noun: DragNoun, titleOf: (id: UniqueIdentifier) => string): Announcements {
  const Noun = noun === 'task' ? 'Task' : 'Category';
  const isElsewhere = (active: Active, over: Over | null): over is Over => over !== null && over.id !== active.id;
  return {
    onDragStart: ({ active }) => `Picked up ${noun} ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) => {
      if (isElsewhere(active, over)) return `${Noun} ${titleOf(active.id)} was moved over ${titleOf(over.id)}.`;
      return over ? undefined : `${Noun} ${titleOf(active.id)} is no longer over a drop area.`;
    },
    onDragEnd: ({ active, over }) =>
      isElsewhere(active, over)
        ? `${Noun} ${titleOf(active.id)} was dropped over ${titleOf(over.id)}.`
        : `${Noun} ${titleOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Dragging was cancelled. ${Noun} ${titleOf(active.id)} was dropped.`,
  };
}

function useDragSensors() {
  return useSensors(
    // A click or a scroll on a touch screen is not a drag until the pointer has moved 5 px.
    useSensor(PointerSensor, { activationConstraint: { distance: dragActivationDistancePx } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardDragCoordinates }),
  );
}

/**
 * A list whose items (each using `useSortableItem`) can be dragged into a new order. `ids` are the items shown;
 * `onMove` says which item was dropped on which, so the owner can move it in its full list (a filter may hide some).
 */
export function ReorderableList({
  ids,
  noun,
  titleOf,
  strategy,
  onMove,
  children,
}: {
  ids: readonly string[];
  noun: DragNoun;
  titleOf: (id: UniqueIdentifier) => string;
  strategy: SortingStrategy;
  onMove: (activeId: string, overId: string) => void;
  children: ReactNode;
}) {
  const sensors = useDragSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: dragAnnouncements(noun, titleOf) }}
    >
      <SortableContext items={[...ids]} strategy={strategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * Makes one item of a ReorderableList movable; `handle` is the grip that starts a drag. dnd-kit redraws every
 * component that calls this whenever its list's state changes, and it changes as each item registers with the list
 * when the list appears, in one synchronous render: so call it in a thin frame around the item and pass the item's
 * content in as `children`, made by the frame's owner, which React then keeps as it was.
 */
export function useSortableItem(id: string) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return {
    setNodeRef,
    isDragging,
    style: { transform: CSS.Translate.toString(transform), transition },
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}

type HandleProps = ReturnType<typeof useSortableItem>['handleProps'];

const HandleContext = createContext<HandleProps | null>(null);

/** Gives a grip drawn inside the item's content (ItemDragHandle) the handle of the sortable frame around it. */
export const ItemHandleProvider = HandleContext;

/** The grip of the sortable item this is drawn in (ItemHandleProvider); nothing outside one. */
export function ItemDragHandle(props: { label: string } & Pick<ComponentProps<'button'>, 'className'>) {
  const handleProps = useContext(HandleContext);
  return handleProps && <DragHandle handleProps={handleProps} {...props} />;
}

/** The grip button of a sortable item; its label says what it moves. */
export function DragHandle({
  handleProps,
  label,
  className,
}: {
  handleProps: HandleProps;
  label: string;
} & Pick<ComponentProps<'button'>, 'className'>) {
  return (
    <Tooltip label={label}>
      <button
        type="button"
        aria-label={label}
        {...handleProps}
        className={cn(
          'inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted-foreground',
          'transition-colors duration-150 hover:bg-muted hover:text-foreground active:cursor-grabbing',
          'focus-visible:outline-2 focus-visible:outline-ring',
          className,
        )}
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
    </Tooltip>
  );
}
