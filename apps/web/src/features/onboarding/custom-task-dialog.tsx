import {
  linkUrlMaxLength,
  onboardingTexts,
  taskFrequencyOptions,
  taskTitleMaxLength,
  type TaskCategory,
  type TaskFrequency,
} from '@shutterdesk/core';
import { Plus } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import type { CustomTaskInput } from './wizard';

interface CustomTaskDialogProps {
  area: TaskCategory;
  /** Spec: a custom task is ignored when the area already has the title; the dialog says so instead of adding. */
  areaHasTitle: (title: string) => boolean;
  onAdd: (task: CustomTaskInput) => void;
}

/** The 'Add Custom Task' button and its dialog: title (required), frequency (Daily by default), optional link. */
export function CustomTaskDialog({ area, areaHasTitle, onAdd }: CustomTaskDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" className="sm:justify-self-start">
          <Plus aria-hidden="true" />
          {onboardingTexts.addCustomTask}
        </Button>
      </DialogTrigger>
      <DialogContent title={onboardingTexts.addCustomTask} description={`A routine of your own for ${area}.`}>
        {/* Radix unmounts the content when the dialog closes, so every opening starts with an empty form. */}
        <CustomTaskForm
          area={area}
          areaHasTitle={areaHasTitle}
          onAdd={(task) => {
            onAdd(task);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function CustomTaskForm({ area, areaHasTitle, onAdd }: CustomTaskDialogProps) {
  const titleInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [frequency, setFrequency] = useState<TaskFrequency>('daily');
  const [linkUrl, setLinkUrl] = useState('');
  const [duplicateOf, setDuplicateOf] = useState<string | null>(null);
  const trimmedTitle = title.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (trimmedTitle === '') return;
    if (areaHasTitle(trimmedTitle)) {
      setDuplicateOf(trimmedTitle);
      titleInput.current?.focus();
      return;
    }
    onAdd({ title: trimmedTitle, frequency, linkUrl });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        ref={titleInput}
        label="Title"
        required
        maxLength={taskTitleMaxLength}
        autoComplete="off"
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          setDuplicateOf(null);
        }}
        error={duplicateOf ? `${area} already has “${duplicateOf}”.` : undefined}
      />
      <SelectField
        label="Frequency"
        options={taskFrequencyOptions}
        value={frequency}
        onChange={(event) => setFrequency(event.target.value as TaskFrequency)}
      />
      <TextField
        label="Link (optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        maxLength={linkUrlMaxLength}
        value={linkUrl}
        onChange={(event) => setLinkUrl(event.target.value)}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={trimmedTitle === ''}>
          Add
        </Button>
      </DialogFooter>
    </form>
  );
}
