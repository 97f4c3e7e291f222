import { authTexts, type LoginForm, type Profile } from '@shutterdesk/core';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { emailInputProps, TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { rememberedPath } from '@/lib/redirect';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthRejectedError, useLogin } from './api';
import { AuthCard } from './auth-card';
import { BannedNotice } from './banned-screen';
import { ResendVerification } from './resend-verification';
import { resolverOnDemand } from './resolver-on-demand';
import { verificationLinkProblem } from './verification-link';

// The code step brings core's account rules (and zod) with it: it loads only for an account that asks for it.
const TwoFactorStep = lazy(() => import('./two-factor-step').then((module) => ({ default: module.TwoFactorStep })));

const loginResolver = resolverOnDemand<LoginForm>((schemas) => schemas.loginSchema);

export default function LoginPage() {
  useDocumentTitle('Log in');
  const navigate = useNavigate();
  const location = useLocation();
  const [codeStep, setCodeStep] = useState(false);
  // A verification link that did not work lands here with `?error=` (apps/server/src/auth/verification-links.ts).
  const linkProblem = verificationLinkProblem(location.search);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [banned, setBanned] = useState(false);
  const signedIn = (profile: Profile) => {
    // A banned user is shown the banned screen, not a welcome.
    if (!profile.isBanned) notify.success(authTexts.loginSuccess);
    void navigate(rememberedPath(location) ?? '/dashboard', { replace: true });
  };
  const login = useLogin({
    onSuccess: (result) => (result.kind === 'codeRequired' ? setCodeStep(true) : signedIn(result.profile)),
    onError: (error, form) => {
      const code = error instanceof AuthRejectedError ? error.code : undefined;
      setBanned(code === 'ACCOUNT_BANNED');
      if (code === 'ACCOUNT_BANNED') return;
      notify.error(
        error instanceof AuthRejectedError ? error.message || authTexts.loginInvalid : authTexts.loginFailed,
      );
      if (code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(form.email);
    },
  });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginForm>({ resolver: loginResolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((form) => login.mutate(form));

  if (codeStep) {
    return (
      <AuthCard title="Two-factor sign-in" description="Your account asks for a second step.">
        <Suspense>
          <TwoFactorStep onSignedIn={signedIn} onExpired={() => setCodeStep(false)} />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Log in"
      description="Welcome back. Pick up where you left off."
      footer={
        <>
          New to Shutterdesk? <TextLink to="/register">Create an account</TextLink>
        </>
      }
    >
      {banned && <BannedNotice />}
      {linkProblem && (
        <Alert tone={linkProblem.kind === 'used' ? 'info' : 'danger'} title={linkProblem.title} className="mb-6">
          {linkProblem.hint}
        </Alert>
      )}
      {unverifiedEmail && !linkProblem && (
        <Alert tone="info" title={authTexts.verificationNeeded} className="mb-6">
          {authTexts.verificationResendHint}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField label="Email" {...emailInputProps} error={errors.email?.message} {...register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          labelAside={
            <TextLink to="/forgot-password" className="text-sm">
              Forgot password?
            </TextLink>
          }
          {...register('password')}
        />
        <Button type="submit" size="lg" className="mt-2 w-full" loading={login.isPending}>
          {login.isPending ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
      {((linkProblem && linkProblem.kind !== 'used') || unverifiedEmail) && (
        <div className="mt-6 border-t border-border pt-6">
          <ResendVerification key={unverifiedEmail ?? ''} email={unverifiedEmail ?? getValues('email')} />
        </div>
      )}
    </AuthCard>
  );
}
