import { zodResolver } from '@hookform/resolvers/zod';
import { authTexts, contestedSignUpReason, updatePasswordSchema, type UpdatePasswordForm } from '@shutterdesk/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { isApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompletePasswordReset } from './api';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

const requestNewLink = (
  <Link to="/forgot-password" className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'w-full' })}>
    Request a new link
  </Link>
);

/**
 * /update-password. The reset e-mail's link lands here with `?token=` (the token is the credential, so no session
 * is needed) or with `?error=INVALID_TOKEN` when the link was expired or already used. The verification link of an
 * address signed up for with more than one password lands here too, with a token and `reason=CONTESTED_SIGN_UP`:
 * the follower chooses the password before being signed in. Opened without a token by a signed-in user, it
 * explains where the page is meant to be opened from.
 */
export default function UpdatePasswordPage() {
  useDocumentTitle('Set a new password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');

  if (linkError) {
    return (
      <AuthCard title="This link has expired" description="Password reset links work once and only for a while.">
        <div className="grid gap-4">
          <Alert tone="danger" title="The password reset link is no longer valid.">
            It has expired or was already used. Ask for a new one and use the newest e-mail.
          </Alert>
          {requestNewLink}
        </div>
      </AuthCard>
    );
  }

  if (!token) {
    return (
      <AuthCard title="Set a new password">
        <div className="grid gap-4 text-sm text-muted-foreground">
          <p>
            This page is opened from the link in a password-reset e-mail. To change your password, ask for a reset
            e-mail and follow its link.
          </p>
          <Link
            to="/forgot-password"
            className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'w-full' })}
          >
            Send me a reset e-mail
          </Link>
        </div>
      </AuthCard>
    );
  }

  return <NewPasswordForm token={token} contested={searchParams.get('reason') === contestedSignUpReason} />;
}

function NewPasswordForm({ token, contested }: { token: string; contested: boolean }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string; tokenRejected: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UpdatePasswordForm>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const completeReset = useCompletePasswordReset({
    onSuccess: () => {
      notify.success(authTexts.passwordUpdated);
      void navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      notify.error(authTexts.passwordUpdateFailed);
      if (!isApiError(error)) {
        setFailure({
          message: 'We could not reach the server. Check your connection and try again.',
          tokenRejected: false,
        });
        return;
      }
      const fieldMessage = error.fields?.newPassword;
      if (fieldMessage) {
        setError('password', { message: fieldMessage });
        return;
      }
      setFailure({ message: error.message, tokenRejected: error.code === 'INVALID_TOKEN' });
    },
  });

  const onSubmit = handleSubmit((form) => {
    setFailure(null);
    completeReset.mutate({ token, newPassword: form.password });
  });

  return (
    <AuthCard
      title="Set a new password"
      description="Choose a new password for your account. You'll be signed in right after."
      footer={<TextLink to="/forgot-password">Need a new reset link?</TextLink>}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {contested && <Alert tone="info">{authTexts.contestedSignUp}</Alert>}
        {failure && (
          <Alert tone="danger" title={failure.message}>
            {failure.tokenRejected && (
              <>
                Reset links work once and expire. <TextLink to="/forgot-password">Request a new link</TextLink>.
              </>
            )}
          </Alert>
        )}
        <NewPasswordFields
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={errors}
          passwordLabel="New password"
          confirmLabel="Confirm new password"
        />
        <Button type="submit" size="lg" className="mt-2 w-full" loading={completeReset.isPending}>
          {completeReset.isPending ? 'Saving…' : 'Update password'}
        </Button>
      </form>
    </AuthCard>
  );
}
