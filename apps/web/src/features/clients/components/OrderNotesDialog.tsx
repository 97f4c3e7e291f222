import { clientTexts, orderNotesMaxLength, type Client } from '@shutterdesk/core';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';

/** 'Order Notes - {client name}': a multi-line box (at least 200 px high), Cancel and 'Save Notes'. */
export function OrderNotesDialog({
  client,
  onClose,
  onSave,
}: {
  /** The client whose notes are open; null while the dialog is closed. */
  client: Client | null;
  onClose: () => void;
  onSave: (client: Client, orderNotes: string) => void;
}) {
  return (
    <Dialog open={client !== null} onOpenChange={(open) => !open && onClose()}>
      {client && (
        <DialogContent title={clientTexts.orderNotesTitle(client.name)} className="sm:max-w-lg">
          <OrderNotesForm
            initialNotes={client.postSession.orderNotes}
            onSave={(orderNotes) => {
              if (orderNotes !== client.postSession.orderNotes) onSave(client, orderNotes);
              onClose();
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function OrderNotesForm({ initialNotes, onSave }: { initialNotes: string; onSave: (orderNotes: string) => void }) {
  const [notes, setNotes] = useState(initialNotes);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(notes);
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <textarea
        aria-label="Order notes"
        placeholder={clientTexts.orderNotesPlaceholder}
        maxLength={orderNotesMaxLength}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        className="min-h-[200px] w-full resize-y rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{clientTexts.cancel}</Button>
        </DialogClose>
        <Button type="submit">{clientTexts.saveNotes}</Button>
      </DialogFooter>
    </form>
  );
}
