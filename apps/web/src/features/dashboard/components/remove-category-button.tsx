import type { TaskCategory } from '@shutterdesk/core';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRemoveCategory } from '../api/task-categories';

/** What removing a card does to its routines, as the question says it. */
function removeCategoryDescription(routineCount: number): string {
  const routines =
    routineCount === 0
      ? 'It has no routines.'
      : routineCount === 1
        ? 'Its 1 routine goes with it.'
        : `Its ${routineCount} routines go with it.`;
  return `${routines} The points you earned stay, and you can add the category again from Add Category.`;
}

/**
 * Takes the card off the dashboard, with its routines, after asking. The last card stays: without one the
 * dashboard sends the user back to onboarding.
 */
export function RemoveCategoryButton({
  category,
  name,
  routineCount,
  onlyCard,
}: {
  category: TaskCategory;
  /** The card's title. */
  name: string;
  routineCount: number;
  onlyCard: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const remove = useRemoveCategory();

  if (onlyCard) {
    return <p className="text-xs text-muted-foreground">Your only card cannot be removed: the dashboard needs one.</p>;
  }
  return (
    <>
      <Button variant="ghost" size="sm" className="justify-self-start text-danger" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" />
        Remove card
        <span className="sr-only"> {name}</span>
      </Button>
      <ConfirmDialog
        title={asking ? `Remove ${name}?` : null}
        description={removeCategoryDescription(routineCount)}
        confirmLabel="Remove card"
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ category }, { onSettled: () => setAsking(false) })}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
