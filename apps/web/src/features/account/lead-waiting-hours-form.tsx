import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountTexts,
  leadWaitingHours,
  leadWaitingHoursSchema,
  type LeadWaitingHoursRequest,
} from '@shutterdesk/core';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useSaveLeadWaitingHours } from './api';

const texts = accountTexts.leadWaiting;

/** How many hours a new lead may wait to be contacted before 'New lead waiting'; saved with its own button. */
export function LeadWaitingHoursForm({ hours }: { hours: number }) {
  const save = useSaveLeadWaitingHours();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<LeadWaitingHoursRequest>({
    resolver: zodResolver(leadWaitingHoursSchema),
    values: { hours },
  });

  const onSubmit = handleSubmit(({ hours: chosen }) => {
    save.mutate(chosen, {
      onSuccess: (profile) => {
        notify.success(texts.saved(profile.leadWaitingHours));
        reset({ hours: profile.leadWaitingHours });
      },
      onError: (error) => {
        const fieldMessage = isApiError(error) ? error.fields?.hours : undefined;
        if (fieldMessage) setError('hours', { message: fieldMessage });
        else notify.error(isApiError(error) ? error.message : texts.failed);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 rounded-lg border border-border p-3">
      <TextField
        label={texts.label}
        hint={texts.hint}
        type="number"
        inputMode="numeric"
        min={leadWaitingHours.min}
        max={leadWaitingHours.max}
        step={1}
        className="sm:max-w-40"
        error={errors.hours?.message}
        {...register('hours', { valueAsNumber: true })}
      />
      <Button type="submit" className="w-full sm:w-fit" loading={save.isPending} disabled={!isDirty}>
        {texts.save}
      </Button>
    </form>
  );
}
