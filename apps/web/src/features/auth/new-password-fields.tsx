import { passwordMinLength } from '@shutterdesk/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';

export interface NewPasswordFieldsProps {
  /** `register('password')` and `register('confirmPassword')` of the form. */
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: { message?: string }; confirmPassword?: { message?: string } };
  /** "Password" on sign-up, "New password" when changing it. */
  passwordLabel: string;
  confirmLabel: string;
}

/** A new password and its confirmation, as register, reset and account settings ask for it. */
export function NewPasswordFields({
  password,
  confirmPassword,
  errors,
  passwordLabel,
  confirmLabel,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${passwordMinLength} characters.`}
        error={errors.password?.message}
        {...password}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...confirmPassword}
      />
    </>
  );
}
