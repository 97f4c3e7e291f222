import {
  contactMethods,
  emailMaxLength,
  leadSources,
  leadTexts,
  nameMaxLength,
  notesMaxLength,
  sessionPackages,
  sessionTypes,
} from '@shutterdesk/core';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DateField } from '@/components/ui/date-picker';
import { AddDialog } from '@/components/ui/add-dialog';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { useCheckedForm } from '@/lib/checked-form';
import { emptyNewLeadForm, newLeadLabels as labels } from '../add-lead-form';
import { localIsoDate } from '@/lib/local-date';
import { useAddLead } from '../api';

const sourceOptions = leadSources.map((source) => ({ value: source.code, label: source.label }));

const loadCheck = async () => (await import('../add-lead-check')).checkNewLead;

/** The 'Add New Lead' button and its dialog. */
export function AddLeadDialog() {
  return (
    <AddDialog label={leadTexts.addNew} description="Name, Inquiry Date, Session Type and Source are required.">
      {(close) => <AddLeadForm onAdded={close} />}
    </AddDialog>
  );
}

function AddLeadForm({ onAdded }: { onAdded: () => void }) {
  const addLead = useAddLead();
  const { form, set, submit, errors } = useCheckedForm(
    () => emptyNewLeadForm(localIsoDate(new Date())),
    loadCheck,
    (request) => addLead.mutate(request, { onSuccess: onAdded }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        label={labels.name}
        error={errors.name}
        aria-required="true"
        autoComplete="off"
        maxLength={nameMaxLength}
        value={form.name}
        onChange={(event) => set({ name: event.target.value })}
      />
      <TextField
        label={labels.email}
        error={errors.email}
        hint="Optional: where follow-ups from your workflows go."
        type="email"
        autoComplete="off"
        maxLength={emailMaxLength}
        value={form.email}
        onChange={(event) => set({ email: event.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label={labels.inquiryDate}
          error={errors.inquiryDate}
          value={form.inquiryDate}
          onChange={(inquiryDate) => set({ inquiryDate })}
        />
        <SelectField
          label={labels.sessionType}
          error={errors.sessionType}
          aria-required="true"
          options={sessionTypes}
          value={form.sessionType}
          onChange={(event) => set({ sessionType: event.target.value })}
        />
        <SelectField
          label={labels.source}
          error={errors.source}
          aria-required="true"
          options={sourceOptions}
          placeholder="Choose a source"
          value={form.source}
          onChange={(event) => set({ source: event.target.value })}
        />
        <SelectField
          label={labels.contactMethod}
          error={errors.contactMethod}
          options={contactMethods}
          placeholder="Choose a method"
          value={form.contactMethod}
          onChange={(event) => set({ contactMethod: event.target.value })}
        />
        <DateField
          label={labels.followUp}
          error={errors.followUp}
          value={form.followUp}
          onChange={(followUp) => set({ followUp })}
        />
      </div>
      <label className="grid gap-1.5 text-sm font-medium">
        {labels.notes}
        <Textarea
          maxLength={notesMaxLength}
          value={form.notes}
          onChange={(event) => set({ notes: event.target.value })}
          className="min-h-20"
        />
      </label>
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
        <Checkbox checked={form.booked} onCheckedChange={(booked) => set({ booked })} />
        {labels.booked}
      </label>
      {form.booked && (
        <SelectField
          label={labels.sessionPackage}
          error={errors.sessionPackage}
          options={sessionPackages}
          placeholder="Choose a package"
          value={form.sessionPackage}
          onChange={(event) => set({ sessionPackage: event.target.value })}
        />
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{leadTexts.cancel}</Button>
        </DialogClose>
        <Button type="submit" loading={addLead.isPending}>
          Add Lead
        </Button>
      </DialogFooter>
    </form>
  );
}
