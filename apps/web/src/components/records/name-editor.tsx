import { nameMaxLength } from '@shutterdesk/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { fitClasses, type ControlFit } from './record-controls';

/**
 * A name; a click turns it into a field (Enter or leaving saves a changed, non-blank name; Escape cancels).
 * Rows and cards are reused for other records after a sort: key it by the record, so an edit under way never
 * passes to another record.
 */
export function NameEditor({
  name,
  fieldLabel,
  onRename,
  fit = 'row',
}: {
  name: string;
  /** The rename field's accessible name, e.g. 'Client Name for Mia Hart'. */
  fieldLabel: string;
  onRename: (name: string) => void;
  fit?: ControlFit;
}) {
  const [editing, setEditing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Escape and Enter end the edit before the field's blur does: the first ending wins.
  const ended = useRef(false);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [editing]);

  if (!editing) {
    return (
      <button
        ref={button}
        type="button"
        // A cell shows one line; the whole name is on hover. A card shows it whole.
        title={fit === 'row' ? name : undefined}
        onClick={() => {
          ended.current = false;
          setEditing(true);
        }}
        className={cn(
          'block w-full min-w-0 rounded-md px-1.5 text-left transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-ring',
          fit === 'row' ? 'h-8 truncate hover:bg-card' : 'min-h-11 py-2 wrap-anywhere hover:bg-muted',
        )}
      >
        <span className="sr-only">Rename </span>
        {name}
      </button>
    );
  }

  const finish = (input: HTMLInputElement, save: boolean, keepFocus: boolean) => {
    if (ended.current) return;
    ended.current = true;
    returnFocus.current = keepFocus;
    const next = input.value.trim();
    setEditing(false);
    if (save && next !== '' && next !== name) onRename(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    // Focus goes back to the name button at once; without this the same Enter's keypress would press it and
    // open the field again.
    event.preventDefault();
    finish(event.currentTarget, event.key === 'Enter', true);
  };

  return (
    <input
      // The field replaces the button just pressed, so focus belongs in it.
      autoFocus
      defaultValue={name}
      maxLength={nameMaxLength}
      aria-label={fieldLabel}
      onKeyDown={onKeyDown}
      onBlur={(event) => finish(event.currentTarget, true, false)}
      className={cn(
        'h-8 w-full min-w-0 rounded-md border border-ring bg-card px-1.5 text-sm outline-2 outline-ring/40',
        fitClasses(fit),
      )}
    />
  );
}
