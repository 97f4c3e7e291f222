import { Pencil, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import type { ChecklistItem } from '../api/list-mutations';
import { InlineTitleEditor, type EditorExit } from './inline-title-editor';

/**
 * One task of a list (a category card or the priority tasks): its checkbox, labelled by the title, and, when
 * `editable`, buttons to edit the title in place and to delete it.
 */
export function ChecklistRow({
  item,
  editable,
  onToggle,
  onRename,
  onDelete,
  leading,
  meta,
  prominent = false,
  rowRef,
  style,
  lifted = false,
}: {
  item: ChecklistItem;
  editable: boolean;
  onToggle: (completed: boolean) => void;
  onRename: (title: string) => void;
  onDelete: () => void;
  /** Before the checkbox, e.g. a drag handle. */
  leading?: ReactNode;
  /** After the title, e.g. the frequency and the task's link. */
  meta?: ReactNode;
  prominent?: boolean;
  rowRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  /** Being dragged: drawn above its neighbours. */
  lifted?: boolean;
}) {
  const checkboxId = useId();
  const [editing, setEditing] = useState(false);
  // After Enter or Escape the keyboard user continues from the Edit button, not from the top of the page.
  const refocusEditButton = useRef(false);
  const closeEditor = (exit: EditorExit) => {
    refocusEditButton.current = exit === 'key';
    setEditing(false);
  };
  const editButtonRef = (button: HTMLButtonElement | null) => {
    if (button && refocusEditButton.current) {
      refocusEditButton.current = false;
      button.focus();
    }
  };

  return (
    <li
      ref={rowRef}
      style={style}
      data-task-id={item.id}
      className={cn(
        'flex min-h-11 items-center gap-2 rounded-lg bg-card',
        prominent ? 'border border-border px-3 py-2' : 'px-1',
        lifted && 'relative z-10 shadow-md ring-1 ring-border',
      )}
    >
      {leading}
      <Checkbox id={checkboxId} checked={item.completed} onCheckedChange={(checked) => onToggle(checked === true)} />
      {editing ? (
        <InlineTitleEditor
          title={item.title}
          label={`Edit title of ${item.title}`}
          onSave={onRename}
          onDone={closeEditor}
        />
      ) : (
        <label
          htmlFor={checkboxId}
          className={cn(
            'min-w-0 flex-1 cursor-pointer py-1 wrap-anywhere',
            prominent ? 'text-base font-medium' : 'text-sm',
            item.completed && 'text-muted-foreground line-through decoration-muted-foreground/60',
          )}
        >
          {item.title}
        </label>
      )}
      {meta}
      {editable && !editing && (
        <div className="flex shrink-0 items-center">
          <Button
            ref={editButtonRef}
            variant="ghost"
            size="icon"
            aria-label={`Edit ${item.title}`}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-danger"
            aria-label={`Delete ${item.title}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  );
}
