import { prominentPriorityTasks } from '@shutterdesk/core';

/** Pure rules of the dashboard's lists: the priority split, "the list is now done", and reordering by ids. */

interface Completable {
  id: string;
  completed: boolean;
}

/** The first three priority tasks are shown prominently; the rest sit under 'Additional Tasks'. */
export function splitPriorityTasks<Item>(items: readonly Item[]): { prominent: Item[]; additional: Item[] } {
  return { prominent: items.slice(0, prominentPriorityTasks), additional: items.slice(prominentPriorityTasks) };
}

/** Whether completing `completedId` makes every item of the list done (the moment to celebrate). */
export function completesList(items: readonly Completable[], completedId: string): boolean {
  const target = items.find((item) => item.id === completedId);
  if (!target || target.completed) return false;
  return items.every((item) => item.id === completedId || item.completed);
}

/** The ids after dragging `activeId` onto the place of `overId`; unchanged when either is not in the list. */
export function moveId<Id extends string>(ids: readonly Id[], activeId: string, overId: string): Id[] {
  const from = ids.indexOf(activeId as Id);
  const to = ids.indexOf(overId as Id);
  const moved = [...ids];
  if (from === -1 || to === -1 || from === to) return moved;
  const [active] = moved.splice(from, 1);
  moved.splice(to, 0, active as Id);
  return moved;
}

/**
 * The list with the members of one group (e.g. one category's tasks) put in `orderedIds` order, each given its
 * new `order`; everything else stays where it is. Group members missing from `orderedIds` (added meanwhile)
 * follow the listed ones, so nothing is ever dropped.
 */
export function reorderGroup<Item extends { id: string; order: number }>(
  items: readonly Item[],
  inGroup: (item: Item) => boolean,
  orderedIds: readonly string[],
): Item[] {
  const rank = new Map(orderedIds.map((id, index) => [id, index]));
  const members = items.filter(inGroup);
  const sorted = members
    .map((item, index) => ({ item, key: rank.get(item.id) ?? orderedIds.length + index }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }, order) => ({ ...item, order }));
  let next = 0;
  return items.map((item) => (inGroup(item) ? (sorted[next++] as Item) : item));
}
