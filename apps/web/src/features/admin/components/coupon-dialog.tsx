import { zodResolver } from '@hookform/resolvers/zod';
import {
  couponDay,
  couponEditFormSchema,
  couponFormSchema,
  couponFormTexts,
  type CouponEditForm,
} from '@shutterdesk/core';
import { useForm, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useSaveCoupon, type Coupon, type CouponFields } from '../api';

/** Which dialog is open: a new coupon, or the coupon being edited. */
export type CouponDialogState = { mode: 'create' } | { mode: 'edit'; coupon: Coupon } | null;

/**
 * Adds or edits a coupon. Each message shows under its field and goes as soon as that field is edited; a new
 * coupon has no status (it starts inactive), an edited one does.
 */
export function CouponDialog({
  state,
  coupons,
  onClose,
}: {
  state: CouponDialogState;
  /** The coupons already there, to tell a taken code before asking the server. */
  coupons: readonly Coupon[];
  onClose: () => void;
}) {
  const save = useSaveCoupon();
  const editing = state?.mode === 'edit' ? state.coupon : null;
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && !save.isPending && onClose()}>
      {state && (
        <DialogContent
          title={editing ? 'Edit Coupon' : 'Add New Coupon'}
          description={editing ? undefined : 'New coupons start inactive: switch one on by editing it.'}
        >
          <CouponForm
            key={editing?.id ?? 'new'}
            coupon={editing}
            coupons={coupons}
            saving={save.isPending}
            onSave={(fields, onFieldErrors) =>
              save.mutate(
                { id: editing?.id ?? null, fields },
                {
                  onSuccess: onClose,
                  onError: (error) => {
                    if (isApiError(error) && error.fields) onFieldErrors(error.fields);
                  },
                },
              )
            }
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

/** What the fields start with; a new coupon has no status field at all (the create schema refuses one). */
function startingValues(coupon: Coupon | null): Partial<CouponEditForm> {
  if (!coupon) return { name: '', code: '', expiresAt: '' };
  const { name, code, discountPercentage, usageLimit, expiresAt, status } = coupon;
  return { name, code, discountPercentage, usageLimit, expiresAt: expiresAt ?? '', status };
}

type EditSchema = ReturnType<typeof couponEditFormSchema>;

const fieldNames = new Set<string>(['name', 'code', 'discountPercentage', 'usageLimit', 'expiresAt', 'status']);

function CouponForm({
  coupon,
  coupons,
  saving,
  onSave,
}: {
  coupon: Coupon | null;
  coupons: readonly Coupon[];
  saving: boolean;
  onSave: (fields: CouponFields, onFieldErrors: (fields: Record<string, string>) => void) => void;
}) {
  // Today as the admin's own calendar says, in the time zone of their profile, as the server checks it.
  const timeZone = useSession().data?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = couponDay(new Date(), timeZone);
  // The edit schema is the create schema plus the status, so one form serves both; a new coupon's form simply
  // never has a status value. An expired coupon may keep its date, so it can be switched off.
  const schema = coupon ? couponEditFormSchema(today, coupon.expiresAt) : (couponFormSchema(today) as EditSchema);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<CouponEditForm, unknown, CouponFields>({
    resolver: zodResolver(schema),
    defaultValues: startingValues(coupon),
    // Checked on submit only; editing a field clears its message (below) rather than judging it mid-typing.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const field = (name: Path<CouponEditForm>, options: { valueAsNumber?: true } = {}) =>
    register(name, { ...options, onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit((fields) => {
    if (coupons.some((other) => other.id !== coupon?.id && other.code === fields.code)) {
      setError('code', { message: couponFormTexts.codeTaken });
      return;
    }
    onSave(fields, (messages) => {
      for (const [name, message] of Object.entries(messages)) {
        if (fieldNames.has(name)) setError(name as Path<CouponEditForm>, { message });
      }
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...field('name')} />
      <TextField
        label="Code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="uppercase"
        error={errors.code?.message}
        {...field('code')}
      />
      <div className="grid grid-cols-2 items-start gap-4">
        <TextField
          label="Discount %"
          type="number"
          inputMode="numeric"
          error={errors.discountPercentage?.message}
          {...field('discountPercentage', { valueAsNumber: true })}
        />
        <TextField
          label="Usage allowance"
          type="number"
          inputMode="numeric"
          error={errors.usageLimit?.message}
          {...field('usageLimit', { valueAsNumber: true })}
        />
      </div>
      <TextField
        label="Expires at"
        type="date"
        hint="Optional"
        error={errors.expiresAt?.message}
        {...field('expiresAt')}
      />
      {coupon && (
        <SelectField
          label="Status"
          options={[
            { value: 'inactive', label: 'Inactive' },
            { value: 'active', label: 'Active' },
          ]}
          error={errors.status?.message}
          {...field('status')}
        />
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={saving}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={saving}>
          {coupon ? 'Save' : 'Add coupon'}
        </Button>
      </DialogFooter>
    </form>
  );
}
