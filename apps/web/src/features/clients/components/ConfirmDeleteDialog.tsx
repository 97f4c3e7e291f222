import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';

/** Asks before clients are deleted for good; stays open, busy, until the server has answered. */
export function ConfirmDeleteDialog({
  what,
  deleting,
  onConfirm,
  onClose,
}: {
  /** What is about to go, e.g. 'Mia Hart' or '3 clients'; null while the dialog is closed. */
  what: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={what !== null} onOpenChange={(open) => !open && !deleting && onClose()}>
      {what !== null && (
        <DialogContent
          role="alertdialog"
          title={`Delete ${what}?`}
          description="Their sessions and checklists are removed for good. This cannot be undone."
        >
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={deleting}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="danger" onClick={onConfirm} loading={deleting}>
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
