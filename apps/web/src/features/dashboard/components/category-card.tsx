import { verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Task, TaskCategory } from '@shutterdesk/core';
import { ExternalLink, Pencil, Plus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useReorderTasks } from '../api/tasks';
import { ItemDragHandle, ItemHandleProvider, ReorderableList, useSortableItem } from '../drag-and-drop';
import { filterTasks, taskFilterLabels, type TaskFilter } from '../task-filters';
import { completesList, moveId } from '../task-lists';
import { AddTaskForm } from './add-task-form';
import { CategoryLinkForm } from './category-link-form';
import { CategoryNameForm } from './category-name-form';
import { CategoryTaskRow } from './category-task-row';
import { RemoveCategoryButton } from './remove-category-button';

interface CategoryCardProps {
  category: TaskCategory;
  /** The card's title: the name the user gave it, otherwise its category. */
  name: string;
  /** All of the card's tasks, in order. */
  tasks: Task[];
  filter: TaskFilter;
  linkUrl: string;
  /** The dashboard's last card, which cannot be removed. */
  onlyCard: boolean;
}

/**
 * One category's card: its tasks (as the filter shows them), its link, and an edit mode to add, rename,
 * delete and reorder tasks, to set the link, and to rename or remove the card. The card itself is dragged by
 * the grip in its header.
 */
export function CategoryCard(props: CategoryCardProps) {
  const headingId = useId();
  return (
    <SortableCard category={props.category} headingId={headingId}>
      <CategoryCardContent {...props} headingId={headingId} />
    </SortableCard>
  );
}

function CategoryCardContent({
  headingId,
  category,
  name,
  tasks,
  filter,
  linkUrl,
  onlyCard,
}: CategoryCardProps & { headingId: string }) {
  const [editMode, setEditMode] = useState(false);
  const reorder = useReorderTasks();
  const shown = filterTasks(tasks, filter);
  const doneCount = tasks.filter((task) => task.completed).length;
  const allIds = tasks.map((task) => task.id);
  const titleOf = (id: string | number) => tasks.find((task) => task.id === id)?.title ?? String(id);
  const finishesList = (id: string) => completesList(tasks, id);

  return (
    <>
      <header className="flex items-center gap-1">
        <ItemDragHandle label={`Move the ${name} card`} className="-ml-2" />
        <h3 id={headingId} className="min-w-0 flex-1 text-base font-semibold tracking-tight wrap-anywhere">
          {name}
        </h3>
        {tasks.length > 0 && (
          <Badge tone={doneCount === tasks.length ? 'success' : 'neutral'}>
            {doneCount}/{tasks.length}
            <span className="sr-only"> done</span>
          </Badge>
        )}
        <Button variant={editMode ? 'primary' : 'ghost'} size="sm" onClick={() => setEditMode(!editMode)}>
          {!editMode && <Pencil aria-hidden="true" />}
          {editMode ? 'Done editing' : 'Edit'}
          <span className="sr-only"> {name}</span>
        </Button>
      </header>

      {linkUrl && (
        <a
          href={linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-w-0 items-center gap-1.5 self-start rounded-sm text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate" title={linkUrl}>
            {linkUrl.replace(/^https?:\/\//i, '')}
          </span>
          <span className="sr-only"> ({name} link, opens in a new tab)</span>
        </a>
      )}

      {tasks.length === 0 ? (
        <div className="grid justify-items-start gap-2 rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
          <p>No tasks on this card yet. Add the routines you want to keep up with.</p>
          {!editMode && (
            <Button variant="secondary" size="sm" onClick={() => setEditMode(true)}>
              <Plus aria-hidden="true" />
              Add a task
            </Button>
          )}
        </div>
      ) : shown.length === 0 ? (
        <p className="px-1 text-sm text-muted-foreground">
          {filter === 'done'
            ? 'Nothing done on this card yet in this period.'
            : `No ${taskFilterLabels[filter].toLowerCase()} tasks on this card.`}
        </p>
      ) : (
        <ReorderableList
          ids={shown.map((task) => task.id)}
          noun="task"
          titleOf={titleOf}
          strategy={verticalListSortingStrategy}
          onMove={(activeId, overId) => reorder.mutate({ category, taskIds: moveId(allIds, activeId, overId) })}
        >
          <ul aria-label={`${name} tasks`} className="grid">
            {shown.map((task) => (
              <CategoryTaskRow key={task.id} task={task} editMode={editMode} finishesList={finishesList} />
            ))}
          </ul>
        </ReorderableList>
      )}

      {editMode && (
        <div className="grid gap-3 border-t border-border pt-3">
          {/* On an empty card the form is why edit mode was opened. */}
          <AddTaskForm category={category} cardName={name} autoFocus={tasks.length === 0} />
          <CategoryLinkForm key={linkUrl} category={category} cardName={name} savedUrl={linkUrl} />
          <CategoryNameForm key={name} category={category} savedName={name} />
          <RemoveCategoryButton category={category} name={name} routineCount={tasks.length} onlyCard={onlyCard} />
        </div>
      )}
    </>
  );
}

/** The card's place on the board's drag and drop: the one part dnd-kit redraws (drag-and-drop.tsx, useSortableItem). */
function SortableCard({
  category,
  headingId,
  children,
}: {
  category: TaskCategory;
  headingId: string;
  children: ReactNode;
}) {
  // Destructured: the React Compiler's lint reads `obj.setNodeRef` passed as a ref as making all of `obj` a ref.
  const { setNodeRef, style, isDragging, handleProps } = useSortableItem(category);
  return (
    <section
      ref={setNodeRef}
      style={style}
      aria-labelledby={headingId}
      className={cn(
        'grid content-start gap-3 rounded-2xl border border-border bg-card p-4 shadow-xs',
        isDragging && 'relative z-20 shadow-lg ring-2 ring-ring/40',
      )}
    >
      <ItemHandleProvider value={handleProps}>{children}</ItemHandleProvider>
    </section>
  );
}
