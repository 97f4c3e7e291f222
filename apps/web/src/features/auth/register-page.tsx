import { zodResolver } from '@hookform/resolvers/zod';
import { authTexts, freeTrialDays, registerSchema, type RegisterForm } from '@shutterdesk/core';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { emailInputProps, TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthRejectedError, useRegister } from './api';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

export default function RegisterPage() {
  useDocumentTitle('Create your account');
  const signUp = useRegister();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((form) =>
    signUp.mutate(form, {
      onSuccess: () => {
        notify.success(authTexts.registerSuccess);
        setSentTo(form.email);
      },
      onError: (error) => {
        notify.error(
          error instanceof AuthRejectedError ? error.message || authTexts.registerRejected : authTexts.registerFailed,
        );
      },
    }),
  );

  if (sentTo) {
    return (
      <AuthCard title="Check your inbox">
        <div className="grid gap-5">
          <div className="flex gap-3">
            <MailCheck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
            <p className="text-sm text-muted-foreground">
              We sent a verification link to <strong className="font-medium text-foreground">{sentTo}</strong>. Open it
              to activate your account; it takes you straight to your setup. Nothing there? Check the spam folder.
            </p>
          </div>
          <Link to="/login" className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'w-full' })}>
            Go to login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      description={`Start your ${freeTrialDays}-day free trial. It takes a minute.`}
      footer={
        <>
          Already have an account? <TextLink to="/login">Log in</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField label="Email" {...emailInputProps} error={errors.email?.message} {...register('email')} />
        <NewPasswordFields
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={errors}
          passwordLabel="Password"
          confirmLabel="Confirm password"
        />
        <Button type="submit" size="lg" className="mt-2 w-full" loading={signUp.isPending}>
          {signUp.isPending ? 'Creating account…' : 'Sign up'}
        </Button>
      </form>
    </AuthCard>
  );
}
