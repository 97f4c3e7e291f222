import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountSchema as passwordSchema, type DeleteAccountRequest } from '@shutterdesk/core';
import { useForm } from 'react-hook-form';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { PasswordField } from '@/components/ui/password-field';
import { isApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { AuthCallError } from './api';

/** A wrong password, as our API (`WRONG_PASSWORD`) or better-auth (`INVALID_PASSWORD`) says it. */
function isWrongPassword(error: unknown): error is Error {
  return isApiError(error, 'WRONG_PASSWORD') || (error instanceof AuthCallError && error.code === 'INVALID_PASSWORD');
}

/**
 * The password given again before a step that guards the account, inside a dialog: a wrong password shows under
 * the field, any other failure as a toast. `pending` keeps the buttons busy while `onConfirm` runs.
 */
export function PasswordConfirmForm({
  confirmLabel,
  variant = 'primary',
  pending,
  onConfirm,
}: {
  confirmLabel: string;
  variant?: ButtonVariant;
  pending: boolean;
  onConfirm: (password: string) => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeleteAccountRequest>({ resolver: zodResolver(passwordSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await onConfirm(password);
    } catch (error) {
      if (isWrongPassword(error)) setError('password', { message: error.message });
      else notify.error(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <PasswordField
        label="Password"
        autoComplete="current-password"
        autoFocus
        error={errors.password?.message}
        {...register('password')}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant={variant} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
