import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from './dialog';

export interface ConfirmDialogProps {
  /** The question; null while the dialog is closed. */
  title: string | null;
  description: string;
  confirmLabel: string;
  /** A destructive action gets the danger colour. */
  danger?: boolean;
  /** True while the server works on the answer: the dialog stays open and cannot be dismissed. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question that stays open, busy, until the server has answered (deletes, 'Convert to Client?'). */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  danger = false,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={title !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      {title !== null && (
        <DialogContent role="alertdialog" title={title} description={description}>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** A question's texts, as a screen works them out; null while nothing is asked. */
export type ConfirmQuestion = Pick<ConfirmDialogProps, 'description' | 'confirmLabel' | 'danger'> & { title: string };

/** The ConfirmDialog of a screen that asks one of several questions, or none. */
export function QuestionDialog({
  question,
  ...answer
}: { question: ConfirmQuestion | null } & Pick<ConfirmDialogProps, 'busy' | 'onConfirm' | 'onClose'>) {
  return (
    <ConfirmDialog
      title={question?.title ?? null}
      description={question?.description ?? ''}
      confirmLabel={question?.confirmLabel ?? ''}
      danger={question?.danger}
      {...answer}
    />
  );
}
