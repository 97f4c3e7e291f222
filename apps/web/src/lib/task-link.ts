/** The query key of the task (a routine or a priority task) a link brings into view on the dashboard. */
export const focusedTaskKey = 'task';

/** The dashboard with this routine or priority task in view and focused: /dashboard?task=<id>. */
export function taskLink(taskId: string): string {
  return `/dashboard?${new URLSearchParams({ [focusedTaskKey]: taskId })}`;
}
