import { dashboardTexts, taskFrequencies, type Task, type TaskCategory } from '@shutterdesk/core';

/** The filter buttons above the category cards: one per frequency, all, and done (in the current period). */
export const taskFilters = ['all', ...taskFrequencies, 'done'] as const;
export type TaskFilter = (typeof taskFilters)[number];

export const taskFilterLabels: Record<TaskFilter, string> = dashboardTexts.filters;

export function isTaskFilter(value: string): value is TaskFilter {
  return (taskFilters as readonly string[]).includes(value);
}

/** The tasks a filter shows, in their given order. `completed` already means "done in the current period". */
export function filterTasks(tasks: readonly Task[], filter: TaskFilter): Task[] {
  switch (filter) {
    case 'all':
      return [...tasks];
    case 'done':
      return tasks.filter((task) => task.completed);
    default:
      return tasks.filter((task) => task.frequency === filter);
  }
}

/** One category card's tasks, in the order the API gives them (the card's order field). */
export function tasksOfCategory(tasks: readonly Task[], category: TaskCategory): Task[] {
  return tasks.filter((task) => task.category === category);
}
