import { Trash2 } from 'lucide-react';
import { notify } from '@/lib/toast';
import { Button } from '../ui/button';

/** The spec's texts of a list's delete mode, as each feature's texts hold them. */
export interface DeleteModeTexts {
  /** 'Delete Selected (n)'. */
  deleteSelected: (count: number) => string;
  /** 'Please select … to delete'. */
  selectToDelete: string;
}

/**
 * The 'Delete mode' switch of a list and, while it is on, 'Delete Selected (n)', which asks for a selection
 * first. Leaving delete mode clears the selection.
 */
export function DeleteModeControls({
  active,
  onActiveChange,
  selection,
  texts,
  onDeleteSelected,
}: {
  active: boolean;
  onActiveChange: (active: boolean) => void;
  selection: { selected: ReadonlySet<string>; clear: () => void };
  texts: DeleteModeTexts;
  /** Called with at least one row ticked (to ask before deleting). */
  onDeleteSelected: () => void;
}) {
  const toggle = () => {
    if (active) selection.clear();
    onActiveChange(!active);
  };
  const deleteSelected = () => {
    if (selection.selected.size === 0) notify.error(texts.selectToDelete);
    else onDeleteSelected();
  };
  return (
    <>
      <Button variant={active ? 'primary' : 'secondary'} aria-pressed={active} onClick={toggle}>
        <Trash2 aria-hidden="true" />
        Delete mode
      </Button>
      {active && (
        <Button variant="danger" onClick={deleteSelected}>
          {texts.deleteSelected(selection.selected.size)}
        </Button>
      )}
    </>
  );
}
