import { categoryNameMaxLength, dashboardTexts, type TaskCategory } from '@shutterdesk/core';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api';
import { useRenameCategory } from '../api/task-categories';

/**
 * The card's name, as the user wants it on the card. A blank name is refused under the field; so is whatever
 * else the server refuses. The parent remounts this form with the saved name as its key.
 */
export function CategoryNameForm({ category, savedName }: { category: TaskCategory; savedName: string }) {
  const [name, setName] = useState(savedName);
  const [error, setError] = useState<string>();
  const rename = useRenameCategory();
  const unchanged = name.trim() === savedName;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (unchanged || rename.isPending) return;
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(dashboardTexts.categoryNameRequired);
      return;
    }
    rename.mutate(
      { category, name: trimmed },
      { onError: (failure) => isApiError(failure, 'VALIDATION_FAILED') && setError(failure.message) },
    );
  };

  return (
    <form onSubmit={onSubmit} aria-label={`Name of ${savedName}`} noValidate className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <TextField
          label="Card name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          maxLength={categoryNameMaxLength}
          error={error}
          autoComplete="off"
        />
      </div>
      {/* Level with the input: the label row above it is 1.25rem tall, plus the grid's gap. */}
      <Button type="submit" variant="secondary" className="mt-6.5" disabled={unchanged} loading={rename.isPending}>
        Save name
      </Button>
    </form>
  );
}
