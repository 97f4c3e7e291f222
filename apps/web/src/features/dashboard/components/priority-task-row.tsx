import type { PriorityTask } from '@shutterdesk/core';
import { useDeletePriorityTask, useRenamePriorityTask, useSetPriorityTaskCompletion } from '../api/priority-tasks';
import { completionToggle } from '../celebration';
import { ChecklistRow } from './checklist-row';

export function PriorityTaskRow({
  task,
  prominent,
  finishesList,
}: {
  task: PriorityTask;
  prominent: boolean;
  /** Whether completing this task would leave no priority task open. */
  finishesList: (id: string) => boolean;
}) {
  const setCompletion = useSetPriorityTaskCompletion();
  const rename = useRenamePriorityTask();
  const remove = useDeletePriorityTask();

  return (
    <ChecklistRow
      item={task}
      editable
      prominent={prominent}
      onToggle={completionToggle(setCompletion.mutate, task.id, finishesList)}
      onRename={(title) => rename.mutate({ id: task.id, title })}
      onDelete={() => remove(task.id)}
    />
  );
}
