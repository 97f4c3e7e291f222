import { zodResolver } from '@hookform/resolvers/zod';
import { authTexts, forgotPasswordSchema, type ForgotPasswordForm } from '@shutterdesk/core';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { emailInputProps, TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequestPasswordReset } from './api';
import { AuthCard } from './auth-card';

export default function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordForm>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((form) =>
    requestReset.mutate(form, {
      onSuccess: () => {
        notify.success(authTexts.resetEmailSent);
        setSentTo(form.email);
      },
      onError: () => notify.error(authTexts.resetEmailFailed),
    }),
  );

  const backToLogin = (
    <>
      Remembered it? <TextLink to="/login">Back to login</TextLink>
    </>
  );

  if (sentTo) {
    return (
      <AuthCard title="Check your inbox" footer={backToLogin}>
        <div className="flex gap-3">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
          <div className="grid gap-3 text-sm text-muted-foreground">
            <p>
              If an account exists for <strong className="font-medium text-foreground">{sentTo}</strong>, a link to set
              a new password is on its way. The link works once and expires after a while.
            </p>
            <p>
              No e-mail after a few minutes? Check the spam folder or{' '}
              <button
                type="button"
                className="rounded-sm font-medium text-accent underline-offset-4 hover:underline"
                onClick={() => setSentTo(null)}
              >
                try again
              </button>
              .
            </p>
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the e-mail address of your account and we'll send you a link to set a new password."
      footer={backToLogin}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField label="Email" {...emailInputProps} error={errors.email?.message} {...register('email')} />
        <Button type="submit" size="lg" className="mt-2 w-full" loading={requestReset.isPending}>
          {requestReset.isPending ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
