import { Trash2 } from 'lucide-react';
import { Button } from './button';

/** The 'Delete mode' switch of a list and, while it is on, the 'Delete Selected (n)' button. */
export function DeleteModeControls({
  active,
  onToggle,
  deleteSelectedLabel,
  onDeleteSelected,
}: {
  active: boolean;
  onToggle: () => void;
  /** 'Delete Selected (n)'. */
  deleteSelectedLabel: string;
  onDeleteSelected: () => void;
}) {
  return (
    <>
      <Button variant={active ? 'primary' : 'secondary'} aria-pressed={active} onClick={onToggle}>
        <Trash2 aria-hidden="true" />
        Delete mode
      </Button>
      {active && (
        <Button variant="danger" onClick={onDeleteSelected}>
          {deleteSelectedLabel}
        </Button>
      )}
    </>
  );
}
