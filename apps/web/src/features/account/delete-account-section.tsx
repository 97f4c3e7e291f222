import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountSchema, type DeleteAccountRequest } from '@shutterdesk/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../components/ui/dialog';
import { PasswordField } from '../../components/ui/password-field';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useDeleteAccount } from './api';

/** The end of the account: everything the user owns is deleted, after the password is given again. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DeleteAccountRequest>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(({ password }) => {
    remove.mutate(password, {
      onError: (error) => {
        if (isApiError(error) && error.code === 'WRONG_PASSWORD') setError('password', { message: error.message });
        else notify.error(error.message);
      },
    });
  });

  return (
    <div className="grid gap-4">
      <p className="text-sm text-pretty text-muted-foreground">
        Deleting your account removes your dashboard, clients, leads, notifications, reports and settings for good. A
        running subscription is cancelled at once. Download your data first if you want to keep it.
      </p>
      <Button variant="danger" className="w-full sm:w-fit" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (remove.isPending) return;
          setOpen(next);
          if (!next) reset();
        }}
      >
        {open && (
          <DialogContent
            role="alertdialog"
            title="Delete your account?"
            description="This cannot be undone. Enter your password to confirm."
          >
            <form noValidate onSubmit={onSubmit} className="grid gap-4">
              <PasswordField
                label="Password"
                autoComplete="current-password"
                error={errors.password?.message}
                {...register('password')}
              />
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="secondary" disabled={remove.isPending}>
                    Cancel
                  </Button>
                </DialogClose>
                <Button type="submit" variant="danger" loading={remove.isPending}>
                  Delete account
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
