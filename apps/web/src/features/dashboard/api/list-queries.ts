import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * How the dashboard reads its two lists, apart from the code that changes them: the route starts these reads as
 * the app boots (app/route-data.ts), so this module stays small enough for the first load.
 */

/** Items deleted on screen whose DELETE has not been answered: a read of their list must not bring them back. */
export const deletesUnderWay = new Set<string>();

/** A list as the server answered it, without the items deleted on screen. */
function withoutDeletesUnderWay<Item extends { id: string }>(items: Item[]): Item[] {
  return items.filter((item) => !deletesUnderWay.has(item.id));
}

/**
 * How long both lists count as fresh: the route starts reading them with the screen's code, and the screen
 * mounting a moment later must not read them a second time. Every change reads them again anyway.
 */
const listFreshForMs = 5_000;

/** The category tasks, sorted by the profile's category order, then each card's order. */
export const tasksQueryOptions = queryOptions({
  queryKey: queryKeys.tasks,
  queryFn: async () => withoutDeletesUnderWay((await api('GET /api/tasks')).tasks),
  staleTime: listFreshForMs,
});

/** The priority tasks, newest first. */
export const priorityTasksQueryOptions = queryOptions({
  queryKey: queryKeys.priorityTasks,
  queryFn: async () => withoutDeletesUnderWay((await api('GET /api/priority-tasks')).priorityTasks),
  staleTime: listFreshForMs,
});
