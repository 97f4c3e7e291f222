import type { CouponCheck } from '@shutterdesk/core';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api';
import { useCheckCoupon } from './api';

/** A code an admin handed out: checked on the server, then sent with the checkout. */
export function CouponForm({
  applied,
  onChange,
}: {
  applied: CouponCheck | null;
  onChange: (coupon: CouponCheck | null) => void;
}) {
  const check = useCheckCoupon();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Enter a coupon code');
    setError(undefined);
    check.mutate(code.trim(), {
      onSuccess: onChange,
      onError: (failure) =>
        setError(isApiError(failure) ? failure.message : 'We could not check the code. Check your connection.'),
    });
  };

  if (applied) {
    return (
      <Alert tone="success" className="mx-auto w-full max-w-xl" title={`${applied.discountPercentage}% off applied`}>
        <span className="wrap-anywhere">
          {applied.name} ({applied.code}).{' '}
          <button
            type="button"
            className="font-medium text-accent underline-offset-4 hover:underline"
            onClick={() => {
              onChange(null);
              setCode('');
            }}
          >
            Remove
          </button>
        </span>
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="mx-auto flex w-full max-w-xl items-start gap-2">
      <div className="min-w-0 flex-1">
        <TextField
          label="Coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
      </div>
      <Button type="submit" variant="secondary" className="mt-6.5" loading={check.isPending}>
        Apply
      </Button>
    </form>
  );
}
