import { dashboardTexts, taskCategories, type TaskCategory } from '@shutterdesk/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useAddCategory } from '../api/task-categories';

/** '+ Add Category': offers only the categories not on the dashboard yet; Add waits for a choice. */
export function AddCategoryDialog({ chosen }: { chosen: readonly TaskCategory[] }) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<TaskCategory | null>(null);
  const addCategory = useAddCategory();
  const missing = taskCategories.filter((category) => !chosen.includes(category));

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setSelected(null);
  };

  const add = () => {
    if (!selected) return;
    addCategory.mutate({ category: selected }, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary">{dashboardTexts.addCategory}</Button>
      </DialogTrigger>
      <DialogContent
        title="Add a category"
        description={
          missing.length > 0
            ? 'Choose an area of your business to get its own card.'
            : 'Every category is already on your dashboard.'
        }
      >
        {missing.length > 0 && (
          <fieldset className="grid gap-2">
            <legend className="sr-only">Category</legend>
            {missing.map((category) => (
              <label
                key={category}
                className={cn(
                  'flex h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 text-sm font-medium transition-colors duration-150',
                  'has-focus-visible:outline-2 has-focus-visible:outline-ring',
                  selected === category
                    ? 'border-accent bg-accent-soft text-accent-soft-foreground'
                    : 'border-border hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name="category"
                  value={category}
                  checked={selected === category}
                  onChange={() => setSelected(category)}
                  className="size-4 accent-(--accent)"
                />
                {category}
              </label>
            ))}
          </fieldset>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button onClick={add} disabled={!selected} loading={addCategory.isPending}>
            Add
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
