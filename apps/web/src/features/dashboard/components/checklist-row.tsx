import { Pencil, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import type { ChecklistItem } from '../api/list-mutations';
import { InlineTitleEditor, type EditorExit } from './inline-title-editor';

interface ChecklistRowContentProps {
  item: ChecklistItem;
  editable: boolean;
  onToggle: (completed: boolean) => void;
  onRename: (title: string) => void;
  onDelete: () => void;
  /** After the title, e.g. the frequency and the task's link. */
  meta?: ReactNode;
  prominent?: boolean;
}

/**
 * One task of a list (a category card or the priority tasks): its checkbox, labelled by the title, and, when
 * `editable`, buttons to edit the title in place and to delete it.
 */
export function ChecklistRow({
  leading,
  ...content
}: ChecklistRowContentProps & {
  /** Before the checkbox. */
  leading?: ReactNode;
}) {
  return (
    <ChecklistRowFrame itemId={content.item.id} prominent={content.prominent}>
      {leading}
      <ChecklistRowContent {...content} />
    </ChecklistRowFrame>
  );
}

/** A checklist row's line: what it holds is ChecklistRowContent, after a drag handle where the list has one. */
export function ChecklistRowFrame({
  itemId,
  prominent = false,
  rowRef,
  style,
  lifted = false,
  children,
}: {
  itemId: string;
  prominent?: boolean;
  rowRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  /** Being dragged: drawn above its neighbours. */
  lifted?: boolean;
  children: ReactNode;
}) {
  return (
    <li
      ref={rowRef}
      style={style}
      data-task-id={itemId}
      className={cn(
        'flex min-h-11 items-center gap-2 rounded-lg bg-card',
        prominent ? 'border border-border px-3 py-2' : 'px-1',
        lifted && 'relative z-10 shadow-md ring-1 ring-border',
      )}
    >
      {children}
    </li>
  );
}

/** What a checklist row holds: the checkbox and title (or the title's editor), `meta`, and the edit buttons. */
export function ChecklistRowContent({
  item,
  editable,
  onToggle,
  onRename,
  onDelete,
  meta,
  prominent = false,
}: ChecklistRowContentProps) {
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
    <>
      <Checkbox id={checkboxId} checked={item.completed} onCheckedChange={onToggle} />
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
    </>
  );
}
