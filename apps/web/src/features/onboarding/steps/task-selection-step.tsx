import { onboardingTexts, taskFrequencyLabels, type TaskCategory, type TaskFrequency } from '@shutterdesk/core';
import { ArrowLeft, Link2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { CustomTaskDialog } from '../custom-task-dialog';
import { areaHasTaskTitled, areaTasks, tasksByFrequency, type AreaTask, type WizardState } from '../wizard';
import { StepActions, StepSection, type StepProps } from './step-layout';

/** One area's suggested routines, by frequency, and the user's own ones. */
export function TaskSelectionStep({
  headingRef,
  state,
  area,
  dispatch,
}: StepProps & { state: WizardState; area: TaskCategory }) {
  const tasks = areaTasks(state, area);
  const groups = tasksByFrequency(tasks);
  return (
    <StepSection
      headingRef={headingRef}
      eyebrow={onboardingTexts.stepTwo}
      title={area}
      description={
        tasks.some((task) => task.onDashboard)
          ? 'The routines already on this card are ticked. Tick the ones you want to add.'
          : 'Tick the routines you want on this card.'
      }
      leading={
        <Button
          variant="ghost"
          size="icon"
          aria-label={onboardingTexts.back}
          className="-ml-2 shrink-0"
          onClick={() => dispatch({ type: 'back' })}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
      }
    >
      {groups.map(({ frequency, tasks }) => (
        <FrequencySection
          key={frequency}
          frequency={frequency}
          tasks={tasks}
          onToggle={(title) => dispatch({ type: 'toggleTask', area, title })}
        />
      ))}
      <CustomTaskDialog
        area={area}
        areaHasTitle={(title) => areaHasTaskTitled(state, area, title)}
        onAdd={(task) => {
          dispatch({ type: 'addCustomTask', area, task });
          notify.success(onboardingTexts.customTaskAdded);
        }}
      />
      <StepActions>
        <Button size="lg" className="sm:ml-auto" onClick={() => dispatch({ type: 'next' })}>
          {onboardingTexts.taskSelectionSave}
        </Button>
      </StepActions>
    </StepSection>
  );
}

/** The tasks of one frequency (DAILY, WEEKLY, MONTHLY, YEARLY) under its heading. */
function FrequencySection({
  frequency,
  tasks,
  onToggle,
}: {
  frequency: TaskFrequency;
  tasks: readonly AreaTask[];
  onToggle: (title: string) => void;
}) {
  const headingId = `tasks-${frequency}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xs font-semibold tracking-widest text-muted-foreground">
        {taskFrequencyLabels[frequency].toUpperCase()}
      </h2>
      <ul className="grid gap-2">
        {tasks.map((task, index) => {
          // Titles hold spaces and punctuation (and the dashboard may hold one twice); a custom task is appended,
          // so earlier indexes stay put.
          const id = `task-${frequency}-${index}`;
          return <TaskOption key={id} id={id} task={task} onToggle={onToggle} />;
        })}
      </ul>
    </section>
  );
}

/** One task to tick, with its link and whether it is the user's own. */
function TaskOption({ id, task, onToggle }: { id: string; task: AreaTask; onToggle: (title: string) => void }) {
  return (
    <li>
      <label
        htmlFor={id}
        className={cn(
          'flex items-center gap-3 rounded-xl border bg-card px-3 py-3 text-sm transition-colors duration-150',
          task.chosen ? 'border-accent' : 'border-border hover:bg-muted',
          task.onDashboard ? 'cursor-default' : 'cursor-pointer',
        )}
      >
        <Checkbox
          id={id}
          checked={task.chosen}
          // The wizard only adds routines; one already on the dashboard is removed there.
          disabled={task.onDashboard}
          onCheckedChange={() => onToggle(task.title)}
        />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="min-w-0 font-medium wrap-anywhere">{task.title}</span>
          {task.linkUrl && (
            <span className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
              <Link2 className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{task.linkUrl}</span>
            </span>
          )}
        </span>
        {task.onDashboard ? <TaskTag>{onboardingTexts.onDashboard}</TaskTag> : task.custom && <TaskTag>Custom</TaskTag>}
      </label>
    </li>
  );
}

function TaskTag({ children }: { children: string }) {
  return <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">{children}</span>;
}
