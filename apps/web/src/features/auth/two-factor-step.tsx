import { twoFactorTexts, type Profile, type TotpCodeForm } from '@shutterdesk/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { textLinkClasses } from '@/components/ui/text-link';
import { notify } from '@/lib/toast';
import { AuthRejectedError, useVerifySecondFactor, type SecondFactor } from './api';
import { resolverOnDemand } from './resolver-on-demand';

// Both schemas have the same fields; only the rule for the code differs.
const totpCodeResolver = resolverOnDemand<TotpCodeForm>((schemas) => schemas.totpCodeSchema);
const backupCodeResolver = resolverOnDemand<TotpCodeForm>((schemas) => schemas.backupCodeSchema);

/** The challenge cookie the password step left is gone or used up: only a new password step helps. */
const challengeOverCodes = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

/**
 * The second step of a sign-in with two-factor sign-in on: the authenticator's six digits, or one of the backup
 * codes when the phone is not at hand. `onExpired` leads back to the password step.
 */
export function TwoFactorStep({
  onSignedIn,
  onExpired,
}: {
  onSignedIn: (profile: Profile) => void;
  onExpired: () => void;
}) {
  const [method, setMethod] = useState<SecondFactor['method']>('totp');
  const verify = useVerifySecondFactor({
    onSuccess: onSignedIn,
    onError: (error, { method: used }) => {
      if (!(error instanceof AuthRejectedError)) return notify.error('Something went wrong. Please try again.');
      if (error.status === 429) return setError('code', { message: twoFactorTexts.tooManyTries });
      if (error.code !== undefined && challengeOverCodes.has(error.code)) {
        notify.error(twoFactorTexts.challengeExpired);
        return onExpired();
      }
      setError('code', { message: used === 'totp' ? twoFactorTexts.wrongCode : twoFactorTexts.wrongBackupCode });
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    formState: { errors },
  } = useForm<TotpCodeForm>({
    resolver: method === 'totp' ? totpCodeResolver : backupCodeResolver,
    defaultValues: { code: '', trustDevice: false },
  });
  const trustDevice = watch('trustDevice');

  const onSubmit = handleSubmit(({ code, trustDevice: trust }) =>
    verify.mutate({ method, code: code.replace(/\s+/g, ''), trustDevice: trust }),
  );
  const switchMethod = () => {
    setMethod(method === 'totp' ? 'backupCode' : 'totp');
    reset({ code: '', trustDevice });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {method === 'totp' ? (
        <TextField
          key="totp"
          label="Authentication code"
          hint="The 6-digit code your authenticator app shows for Shutterdesk."
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={12}
          error={errors.code?.message}
          {...register('code')}
        />
      ) : (
        <TextField
          key="backup"
          label="Backup code"
          hint="One of the codes you saved when you turned two-factor sign-in on. Each works once."
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
          maxLength={32}
          error={errors.code?.message}
          {...register('code')}
        />
      )}
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <Checkbox checked={trustDevice} onCheckedChange={(checked) => setValue('trustDevice', checked)} />
        Trust this device for 30 days
      </label>
      <Button type="submit" size="lg" className="mt-2 w-full" loading={verify.isPending}>
        {verify.isPending ? 'Verifying…' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className={textLinkClasses} onClick={switchMethod}>
          {method === 'totp' ? 'Use a backup code instead' : 'Use the authenticator app instead'}
        </button>
        <button type="button" className={textLinkClasses} onClick={onExpired}>
          Back to log in
        </button>
      </div>
    </form>
  );
}
