import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { isTaskFilter, taskFilterLabels, taskFilters, type TaskFilter } from '../task-filters';

/** All / Daily / Weekly / Monthly / Yearly / Done: which tasks the category cards show. */
export function TaskFilterBar({ value, onChange }: { value: TaskFilter; onChange: (filter: TaskFilter) => void }) {
  return (
    <ToggleGroup
      type="single"
      aria-label="Show tasks"
      value={value}
      // Pressing the active filter again would leave none chosen; keep it.
      onValueChange={(next) => {
        if (isTaskFilter(next)) onChange(next);
      }}
    >
      {taskFilters.map((filter) => (
        <ToggleGroupItem key={filter} value={filter}>
          {taskFilterLabels[filter]}
        </ToggleGroupItem>
      ))}
    </ToggleGroup>
  );
}
