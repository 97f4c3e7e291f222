import { dashboardTexts, maxPriorityTasks, taskTitleMaxLength, type PriorityTask } from '@shutterdesk/core';
import { Plus, Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Skeleton } from '@/components/ui/skeleton';
import { useAddPriorityTask, usePriorityTasks } from '../api/priority-tasks';
import { completesList, splitPriorityTasks } from '../task-lists';
import { LoadFailed } from '@/components/ui/load-failed';
import { PriorityTaskRow } from './priority-task-row';

/** The few things that matter most today: up to 10, newest first, the first 3 shown prominently. */
export function PriorityTasksCard() {
  const headingId = useId();
  const priorityTasks = usePriorityTasks();

  return (
    <Card className="grid gap-4 p-4 sm:p-6" aria-labelledby={headingId} role="region">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Star className="size-5 text-accent" aria-hidden="true" />
          {dashboardTexts.priorityTasks}
        </h2>
        {priorityTasks.data && (
          <Badge>
            {priorityTasks.data.length} of {maxPriorityTasks}
          </Badge>
        )}
      </div>
      {priorityTasks.isPending ? (
        <PriorityTasksSkeleton />
      ) : priorityTasks.isError ? (
        <LoadFailed
          title="Your priority tasks could not be loaded."
          onRetry={() => void priorityTasks.refetch()}
          retrying={priorityTasks.isFetching}
        />
      ) : (
        <>
          <AddPriorityTaskForm count={priorityTasks.data.length} />
          <PriorityTaskList tasks={priorityTasks.data} />
        </>
      )}
    </Card>
  );
}

function AddPriorityTaskForm({ count }: { count: number }) {
  const inputId = useId();
  const noteId = useId();
  const [title, setTitle] = useState('');
  const add = useAddPriorityTask();
  const full = count >= maxPriorityTasks;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = title.trim();
    // Spec: blank input is ignored.
    if (trimmed === '' || full || add.isPending) return;
    add.mutate({ title: trimmed }, { onSuccess: () => setTitle('') });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-1.5">
      <label htmlFor={inputId} className="sr-only">
        Add a priority task
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          disabled={full}
          maxLength={taskTitleMaxLength}
          placeholder="Add a priority task…"
          aria-describedby={full ? noteId : undefined}
          className="h-10 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm"
        />
        <Button type="submit" size="icon" aria-label="Add priority task" disabled={full} loading={add.isPending}>
          {!add.isPending && <Plus aria-hidden="true" />}
        </Button>
      </div>
      {full && (
        <p id={noteId} className="text-xs text-muted-foreground">
          You have {maxPriorityTasks} priority tasks, the most there can be. Delete one to add another.
        </p>
      )}
    </form>
  );
}

function PriorityTaskList({ tasks }: { tasks: PriorityTask[] }) {
  const { prominent, additional } = splitPriorityTasks(tasks);
  const finishesList = (id: string) => completesList(tasks, id);

  if (tasks.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
        No priority tasks yet. Type the one thing that matters most today and press Enter.
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <ul aria-label="Top priority tasks" className="grid gap-2">
        {prominent.map((task) => (
          <PriorityTaskRow key={task.id} task={task} prominent finishesList={finishesList} />
        ))}
      </ul>
      {additional.length > 0 && (
        <Collapsible>
          <CollapsibleTrigger>
            <span className="flex items-center gap-2">
              {dashboardTexts.additionalTasks}
              <Badge>{additional.length}</Badge>
            </span>
          </CollapsibleTrigger>
          <CollapsibleContent>
            <ul aria-label={dashboardTexts.additionalTasks} className="grid gap-1 pt-1">
              {additional.map((task) => (
                <PriorityTaskRow key={task.id} task={task} prominent={false} finishesList={finishesList} />
              ))}
            </ul>
          </CollapsibleContent>
        </Collapsible>
      )}
    </div>
  );
}

function PriorityTasksSkeleton() {
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">Loading priority tasks</span>
      <Skeleton className="h-10" />
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}
