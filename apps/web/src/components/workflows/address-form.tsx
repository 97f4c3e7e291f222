import { emailMaxLength, workflowTexts } from '@shutterdesk/core';
import { useState, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { isApiError } from '@/lib/api';

/**
 * Where a record's automatic messages go: its e-mail address, changed in place. The server checks the address;
 * its refusal shows under the field, and the field keeps what was typed.
 */
export function AddressForm({ address, onSave }: { address: string; onSave: (email: string) => Promise<unknown> }) {
  const [email, setEmail] = useState(address);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const changed = email.trim() !== address;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    try {
      await onSave(email.trim());
    } catch (failure) {
      setError(
        isApiError(failure) && failure.status < 500
          ? (failure.fields?.email ?? failure.message)
          : workflowTexts.addressSaveFailed,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex min-w-0 flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-56">
        <TextField
          label={workflowTexts.addressLabel}
          hint={address ? undefined : workflowTexts.noAddress}
          type="email"
          autoComplete="off"
          maxLength={emailMaxLength}
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={!changed} loading={saving}>
        {workflowTexts.saveAddress}
      </Button>
    </form>
  );
}
