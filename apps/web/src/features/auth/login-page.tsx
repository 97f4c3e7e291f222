import { zodResolver } from '@hookform/resolvers/zod';
import { authTexts, loginSchema, type LoginForm } from '@shutterdesk/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { TextLink } from '../../components/ui/text-link';
import { rememberedPath } from '../../lib/redirect';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthRejectedError, useLogin } from './api';
import { AuthCard } from './auth-card';
import { TwoFactorStep } from './two-factor-step';

export default function LoginPage() {
  useDocumentTitle('Log in');
  const navigate = useNavigate();
  const location = useLocation();
  const [codeStep, setCodeStep] = useState(false);
  const signedIn = () => {
    notify.success(authTexts.loginSuccess);
    void navigate(rememberedPath(location.state) ?? '/dashboard', { replace: true });
  };
  const login = useLogin({
    onSuccess: (result) => (result.kind === 'codeRequired' ? setCodeStep(true) : signedIn()),
    onError: (error) => {
      notify.error(
        error instanceof AuthRejectedError ? error.message || authTexts.loginInvalid : authTexts.loginFailed,
      );
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((form) => login.mutate(form));

  if (codeStep) {
    return (
      <AuthCard title="Two-factor sign-in" description="Your account asks for a second step.">
        <TwoFactorStep onSignedIn={signedIn} onExpired={() => setCodeStep(false)} />
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
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
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
    </AuthCard>
  );
}
