import { clientTexts, emailMaxLength, nameMaxLength, phoneMaxLength, sessionTypes } from '@shutterdesk/core';
import { Button } from '@/components/ui/button';
import { AddDialog } from '@/components/ui/add-dialog';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { SessionDateField, SessionPackageField } from '@/components/ui/new-client-session-fields';
import { SelectField } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useCheckedForm } from '@/lib/checked-form';
import { emptyNewClientForm, newClientLabels as labels } from '../add-client-form';
import { useAddClient } from '../api';

const loadCheck = async () => (await import('../add-client-check')).checkNewClient;

/** The 'Add New Client' button and its dialog. */
export function AddClientDialog() {
  return (
    <AddDialog
      label={clientTexts.addNew}
      description="Client Name, Session Date, Session Type and Session Package are required."
    >
      {(close) => <AddClientForm onAdded={close} />}
    </AddDialog>
  );
}

function AddClientForm({ onAdded }: { onAdded: () => void }) {
  const addClient = useAddClient();
  const { form, set, submit, errors } = useCheckedForm(emptyNewClientForm, loadCheck, (request) =>
    addClient.mutate(request, { onSuccess: onAdded }),
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={labels.email}
          error={errors.email}
          type="email"
          autoComplete="off"
          maxLength={emailMaxLength}
          value={form.email}
          onChange={(event) => set({ email: event.target.value })}
        />
        <TextField
          label={labels.phone}
          error={errors.phone}
          type="tel"
          autoComplete="off"
          maxLength={phoneMaxLength}
          value={form.phone}
          onChange={(event) => set({ phone: event.target.value })}
        />
      </div>
      <SessionDateField
        value={form.sessionDate}
        onChange={(sessionDate) => set({ sessionDate })}
        error={errors.sessionDate}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={labels.sessionType}
          error={errors.sessionType}
          aria-required="true"
          options={sessionTypes}
          value={form.sessionType}
          onChange={(event) => set({ sessionType: event.target.value })}
        />
        <SessionPackageField
          value={form.sessionPackage}
          onChange={(sessionPackage) => set({ sessionPackage })}
          error={errors.sessionPackage}
        />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{clientTexts.cancel}</Button>
        </DialogClose>
        <Button type="submit" loading={addClient.isPending}>
          Add Client
        </Button>
      </DialogFooter>
    </form>
  );
}
