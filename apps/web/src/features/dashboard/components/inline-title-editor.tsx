import { taskTitleMaxLength } from '@shutterdesk/core';
import { useRef, useState, type KeyboardEvent } from 'react';

/** How the editor was closed: by Enter or Escape (focus should go back to where editing began) or by leaving it. */
export type EditorExit = 'key' | 'blur';

/**
 * Edits a title in place: Enter or leaving the field saves, but only a non-blank title that changed; Escape
 * puts the old title back. `onDone` closes the editor either way.
 */
export function InlineTitleEditor({
  title,
  label,
  onSave,
  onDone,
}: {
  title: string;
  /** The input's accessible name, e.g. "Edit title of Send invoices". */
  label: string;
  onSave: (title: string) => void;
  onDone: (exit: EditorExit) => void;
}) {
  const [draft, setDraft] = useState(title);
  // Enter or Escape closes the editor, and the field's blur that follows must not act a second time.
  const finished = useRef(false);

  const finish = (save: boolean, exit: EditorExit) => {
    if (finished.current) return;
    finished.current = true;
    const trimmed = draft.trim();
    if (save && trimmed !== '' && trimmed !== title) onSave(trimmed);
    onDone(exit);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true, 'key');
    } else if (event.key === 'Escape') {
      // Keeps a surrounding dialog or drag from reacting to the same key.
      event.preventDefault();
      event.stopPropagation();
      finish(false, 'key');
    }
  };

  return (
    <input
      aria-label={label}
      value={draft}
      maxLength={taskTitleMaxLength}
      // The editor opens on request, so taking the focus is what the user expects.
      autoFocus
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true, 'blur')}
      className="h-8 w-full min-w-0 flex-1 rounded-md border border-input bg-card px-2 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
    />
  );
}
