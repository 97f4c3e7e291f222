import { zodResolver } from '@hookform/resolvers/zod';
import { accountTexts, changePasswordSchema, type ChangePasswordForm } from '@shutterdesk/core';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { notify } from '@/lib/toast';
import { AuthCallError, useChangePassword } from './api';

const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordSection() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordSchema), defaultValues: empty });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notify.success(accountTexts.passwordChanged);
          reset(empty);
        },
        onError: (error) => {
          if (error instanceof AuthCallError && error.code === 'INVALID_PASSWORD') {
            setError('currentPassword', { message: 'That is not your current password.' });
            return;
          }
          notify.error(error.message);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <p className="text-sm text-muted-foreground">Changing it signs you out on every other device.</p>
      <Button type="submit" className="w-full sm:w-fit" loading={change.isPending}>
        Change password
      </Button>
    </form>
  );
}
