import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountProfileSchema,
  accountTexts,
  emailLinkErrors,
  type AccountProfileForm,
  type Profile,
} from '@shutterdesk/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/lib/toast';
import { AuthCallError, useSaveProfile } from './api';

/**
 * Name and e-mail. A new e-mail takes the current password and is confirmed through a link sent to it; the current
 * one works until then. A link that failed (another account took the address meanwhile, it expired, it is not
 * valid) lands here with `?error=` when the user is signed in, and the section says what happened.
 */
export function ProfileSection({ profile }: { profile: Profile }) {
  const save = useSaveProfile();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [searchParams] = useSearchParams();
  const linkError = searchParams.get('error');
  const linkProblem =
    linkError !== null && Object.hasOwn(emailLinkErrors, linkError) ? emailLinkErrors[linkError] : null;
  const schema = useMemo(() => accountProfileSchema(profile.email), [profile.email]);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isDirty },
    reset,
  } = useForm<AccountProfileForm>({
    resolver: zodResolver(schema),
    values: { name: profile.name, email: profile.email, password: '' },
  });
  const changingEmail = watch('email').trim().toLowerCase() !== profile.email;

  const onSubmit = handleSubmit((form) => {
    const email = form.email.toLowerCase();
    const change = {
      ...(form.name !== profile.name ? { name: form.name } : {}),
      ...(email !== profile.email ? { email: { newEmail: email, password: form.password } } : {}),
    };
    save.mutate(change, {
      onSuccess: ({ emailLinkSent }) => {
        notify.success(accountTexts.profileUpdated);
        setPendingEmail(emailLinkSent ? email : null);
        // The e-mail field shows the address in force until the link is followed.
        reset({ name: form.name, email: profile.email, password: '' });
      },
      onError: (error) => {
        if (error instanceof AuthCallError && error.code === 'INVALID_PASSWORD') {
          setError('password', { message: accountTexts.wrongPassword });
          return;
        }
        notify.error(error.message);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {linkProblem && <Alert tone="danger">{linkProblem}</Alert>}
      {pendingEmail && <Alert tone="info">{accountTexts.emailChangeSent(pendingEmail)}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      {changingEmail && (
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          hint={accountTexts.emailChangePasswordHint}
          error={errors.password?.message}
          {...register('password')}
        />
      )}
      <Button type="submit" className="w-full sm:w-fit" loading={save.isPending} disabled={!isDirty}>
        Save profile
      </Button>
    </form>
  );
}
