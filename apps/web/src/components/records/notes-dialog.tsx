import { useState, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../ui/dialog';
import { Textarea } from '../ui/textarea';

/** The spec's button texts, as each feature's texts hold them. */
export interface NotesDialogTexts {
  cancel: string;
  saveNotes: string;
}

export interface NotesDialogProps {
  /** The dialog's title, e.g. 'Order Notes - Mia Hart'; null while it is closed. */
  title: string | null;
  /** The box's accessible name. */
  label: string;
  placeholder?: string;
  maxLength: number;
  texts: NotesDialogTexts;
  notes: string;
  /** Called only when the notes changed. */
  onSave: (notes: string) => void;
  onClose: () => void;
}

/** Notes of one record: a multi-line box at least 200 px high, Cancel and 'Save Notes'. */
export function NotesDialog({ title, label, placeholder, maxLength, texts, notes, onSave, onClose }: NotesDialogProps) {
  return (
    <Dialog open={title !== null} onOpenChange={(open) => !open && onClose()}>
      {title !== null && (
        <DialogContent title={title} className="sm:max-w-lg">
          {/* Radix unmounts the content when the dialog closes, so every opening starts from the saved notes. */}
          <NotesForm
            label={label}
            placeholder={placeholder}
            maxLength={maxLength}
            texts={texts}
            initialNotes={notes}
            onSave={(next) => {
              if (next !== notes) onSave(next);
              onClose();
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function NotesForm({
  label,
  placeholder,
  maxLength,
  texts,
  initialNotes,
  onSave,
}: Pick<NotesDialogProps, 'label' | 'placeholder' | 'maxLength' | 'texts' | 'onSave'> & { initialNotes: string }) {
  const [notes, setNotes] = useState(initialNotes);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(notes);
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <Textarea
        aria-label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        className="min-h-[200px]"
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{texts.cancel}</Button>
        </DialogClose>
        <Button type="submit">{texts.saveNotes}</Button>
      </DialogFooter>
    </form>
  );
}
