import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { isTaskFilter, taskFilterLabels, taskFilters, type TaskFilter } from '../task-filters';

/** All / Daily / Weekly / Monthly / Yearly / Done: which tasks the category cards show. */
export function TaskFilterBar({ value, onChange }: { value: TaskFilter; onChange: (filter: TaskFilter) => void }) {
  return (
    <ToggleGroup
      aria-label="Show tasks"
      value={value}
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
