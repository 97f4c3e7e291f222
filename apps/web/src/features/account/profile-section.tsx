import { zodResolver } from '@hookform/resolvers/zod';
import { accountProfileSchema, accountTexts, type AccountProfileForm, type Profile } from '@shutterdesk/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { notify } from '../../lib/toast';
import { useSaveProfile } from './api';

/** Name and e-mail. A new e-mail is confirmed through a link sent to it; the current one works until then. */
export function ProfileSection({ profile }: { profile: Profile }) {
  const save = useSaveProfile();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<AccountProfileForm>({
    resolver: zodResolver(accountProfileSchema),
    values: { name: profile.name, email: profile.email },
  });

  const onSubmit = handleSubmit((form) => {
    const email = form.email.toLowerCase();
    const change = {
      ...(form.name !== profile.name ? { name: form.name } : {}),
      ...(email !== profile.email ? { email } : {}),
    };
    save.mutate(change, {
      onSuccess: ({ emailLinkSent }) => {
        notify.success(accountTexts.profileUpdated);
        setPendingEmail(emailLinkSent ? email : null);
        // The e-mail field shows the address in force until the link is followed.
        reset({ name: form.name, email: profile.email });
      },
      onError: (error) => notify.error(error.message),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
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
      <Button type="submit" className="w-full sm:w-fit" loading={save.isPending} disabled={!isDirty}>
        Save profile
      </Button>
    </form>
  );
}
