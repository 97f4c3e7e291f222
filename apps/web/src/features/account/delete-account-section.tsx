import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useDeleteAccount } from './api';
import { PasswordConfirmForm } from './password-confirm-form';

/** The end of the account: everything the user owns is deleted, after the password is given again. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();

  return (
    <div className="grid gap-4">
      <p className="text-sm text-pretty text-muted-foreground">
        Deleting your account removes your dashboard, clients, leads, notifications, reports and settings for good. A
        running subscription is cancelled at once. Download your data first if you want to keep it.
      </p>
      <Button variant="danger" className="w-full sm:w-fit" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog open={open} onOpenChange={(next) => remove.isPending || setOpen(next)}>
        {open && (
          <DialogContent
            role="alertdialog"
            title="Delete your account?"
            description="This cannot be undone. Enter your password to confirm."
          >
            <PasswordConfirmForm
              confirmLabel="Delete account"
              variant="danger"
              pending={remove.isPending}
              onConfirm={(password) => remove.mutateAsync(password)}
            />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
