import {
  dashboardTexts,
  taskFrequencyOptions,
  taskTitleMaxLength,
  type TaskCategory,
  type TaskFrequency,
} from '@shutterdesk/core';
import { Plus } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useCreateTask } from '../api/tasks';

/** Adds a task to a card: a non-blank title and a frequency; the button says 'Adding...' while it saves. */
export function AddTaskForm({
  category,
  cardName,
  autoFocus = false,
}: {
  category: TaskCategory;
  /** The card's title, which names the form. */
  cardName: string;
  autoFocus?: boolean;
}) {
  const titleInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [frequency, setFrequency] = useState<TaskFrequency>('daily');
  const create = useCreateTask();
  const blank = title.trim() === '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || create.isPending) return;
    create.mutate(
      { title: title.trim(), category, frequency },
      {
        onSuccess: () => {
          setTitle('');
          titleInput.current?.focus();
        },
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label={`Add a task to ${cardName}`}
      className="grid gap-3 rounded-xl bg-muted/60 p-3"
    >
      <TextField
        ref={titleInput}
        label="New task"
        autoFocus={autoFocus}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={taskTitleMaxLength}
        placeholder="e.g. Back up memory cards"
      />
      <div className="flex items-end gap-2">
        <SelectField
          label="Frequency"
          className="flex-1"
          options={taskFrequencyOptions}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as TaskFrequency)}
        />
        <Button type="submit" disabled={blank} loading={create.isPending}>
          {!create.isPending && <Plus aria-hidden="true" />}
          {create.isPending ? dashboardTexts.adding : 'Add task'}
        </Button>
      </div>
    </form>
  );
}
