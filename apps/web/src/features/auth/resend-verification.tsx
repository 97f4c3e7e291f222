import { authTexts, type ForgotPasswordForm } from '@shutterdesk/core';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { emailInputProps, TextField } from '@/components/ui/text-field';
import { AuthRejectedError, useResendVerification } from './api';
import { resolverOnDemand } from './resolver-on-demand';

const resendResolver = resolverOnDemand<ForgotPasswordForm>((schemas) => schemas.forgotPasswordSchema);

/** "Resend verification e-mail": for a link that failed, or a sign-in refused because the e-mail is unverified. */
export function ResendVerification({ email }: { email: string }) {
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordForm>({ resolver: resendResolver, defaultValues: { email } });

  const onSubmit = handleSubmit((form) => resend.mutate(form));
  const failure =
    resend.error instanceof AuthRejectedError && resend.error.status === 429
      ? resend.error.message
      : resend.isError
        ? authTexts.verificationResendFailed
        : null;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-label={authTexts.resendVerification}>
      <TextField
        label="Email for the new link"
        {...emailInputProps}
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" variant="secondary" className="w-full" loading={resend.isPending}>
        {resend.isPending ? 'Sending…' : authTexts.resendVerification}
      </Button>
      {resend.isSuccess && <Alert tone="success" title={authTexts.verificationResent} />}
      {failure && <Alert tone="danger" title={failure} />}
    </form>
  );
}
