import { taskFrequencyLabels, type Task } from '@shutterdesk/core';
import { ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useDeleteTask, useRenameTask, useSetTaskCompletion } from '../api/tasks';
import { completionToggle } from '../celebration';
import type { ReactNode } from 'react';
import { DragHandle, useSortableItem } from '../drag-and-drop';
import { ChecklistRowContent, ChecklistRowFrame } from './checklist-row';

/** A task on a category card; in the card's edit mode it can be renamed, deleted and dragged. */
export function CategoryTaskRow({
  task,
  editMode,
  finishesList,
}: {
  task: Task;
  editMode: boolean;
  /** Whether completing this task would leave nothing open on its card. */
  finishesList: (id: string) => boolean;
}) {
  const setCompletion = useSetTaskCompletion();
  const rename = useRenameTask();
  const remove = useDeleteTask();

  return (
    <SortableTaskRow id={task.id} title={task.title} withHandle={editMode}>
      <ChecklistRowContent
        item={task}
        editable={editMode}
        onToggle={completionToggle(setCompletion.mutate, task.id, finishesList)}
        onRename={(title) => rename.mutate({ id: task.id, title })}
        onDelete={() => remove(task.id)}
        meta={
          <>
            <Badge>{taskFrequencyLabels[task.frequency]}</Badge>
            {task.linkUrl && (
              <a
                href={task.linkUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Open the link of ${task.title} (opens in a new tab)`}
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors duration-150 hover:bg-muted hover:text-foreground"
              >
                <ExternalLink className="size-4" aria-hidden="true" />
              </a>
            )}
          </>
        }
      />
    </SortableTaskRow>
  );
}

/** The row's place in its card's drag and drop: the one part dnd-kit redraws (drag-and-drop.tsx, useSortableItem). */
function SortableTaskRow({
  id,
  title,
  withHandle,
  children,
}: {
  id: string;
  title: string;
  withHandle: boolean;
  children: ReactNode;
}) {
  const sortable = useSortableItem(id);
  return (
    <ChecklistRowFrame itemId={id} rowRef={sortable.setNodeRef} style={sortable.style} lifted={sortable.isDragging}>
      {withHandle && <DragHandle handleProps={sortable.handleProps} label={`Move ${title}`} />}
      {children}
    </ChecklistRowFrame>
  );
}
