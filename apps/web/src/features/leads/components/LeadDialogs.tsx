import {
  contactMethods,
  leadSources,
  leadTexts,
  nameMaxLength,
  notesMaxLength,
  sessionPackages,
  sessionTypes,
  type Lead,
} from '@shutterdesk/core';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { DatePicker } from '../../../components/ui/date-picker';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/toast';
import { checkNewLead, emptyNewLeadForm, localIsoDate, type NewLeadForm } from '../add-lead-form';
import { useAddLead } from '../api';

const sourceOptions = leadSources.map((source) => ({ value: source.code, label: source.label }));
const textAreaClasses =
  'w-full resize-y rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm';

/** The 'Add New Lead' button and its dialog. */
export function AddLeadDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {leadTexts.addNew}
        </Button>
      </DialogTrigger>
      <DialogContent title={leadTexts.addNew} description="Name, Inquiry Date, Session Type and Source are required.">
        {/* Radix unmounts the content when the dialog closes, so every opening starts afresh. */}
        <AddLeadForm onAdded={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AddLeadForm({ onAdded }: { onAdded: () => void }) {
  const [form, setForm] = useState<NewLeadForm>(() => emptyNewLeadForm(localIsoDate(new Date())));
  const addLead = useAddLead();
  const set = (changes: Partial<NewLeadForm>) => setForm((current) => ({ ...current, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkNewLead(form);
    if (!check.ok) {
      notify.error(check.message);
      return;
    }
    addLead.mutate(check.request, { onSuccess: onAdded });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        label="Name"
        aria-required="true"
        autoComplete="off"
        maxLength={nameMaxLength}
        value={form.name}
        onChange={(event) => set({ name: event.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <span aria-hidden="true" className="text-sm font-medium">
            Inquiry Date
          </span>
          <DatePicker label="Inquiry Date" value={form.inquiryDate} onChange={(inquiryDate) => set({ inquiryDate })} />
        </div>
        <SelectField
          label="Session Type"
          aria-required="true"
          options={sessionTypes}
          value={form.sessionType}
          onChange={(event) => set({ sessionType: event.target.value })}
        />
        <SelectField
          label="Source"
          aria-required="true"
          options={sourceOptions}
          placeholder="Choose a source"
          value={form.source}
          onChange={(event) => set({ source: event.target.value })}
        />
        <SelectField
          label="Contact Method"
          options={contactMethods}
          placeholder="Choose a method"
          value={form.contactMethod}
          onChange={(event) => set({ contactMethod: event.target.value })}
        />
        <div className="grid gap-1.5">
          <span aria-hidden="true" className="text-sm font-medium">
            Follow-up
          </span>
          <DatePicker label="Follow-up" value={form.followUp} onChange={(followUp) => set({ followUp })} />
        </div>
      </div>
      <label className="grid gap-1.5 text-sm font-medium">
        Notes
        <textarea
          maxLength={notesMaxLength}
          value={form.notes}
          onChange={(event) => set({ notes: event.target.value })}
          className={`${textAreaClasses} min-h-20`}
        />
      </label>
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
        <Checkbox checked={form.booked} onCheckedChange={(checked) => set({ booked: checked === true })} />
        Booked
      </label>
      {form.booked && (
        <SelectField
          label="Session Package"
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

/** 'Lead Notes': a multi-line box, Cancel and 'Save Notes'. */
export function LeadNotesDialog({
  lead,
  onClose,
  onSave,
}: {
  lead: Lead | null;
  onClose: () => void;
  onSave: (lead: Lead, notes: string) => void;
}) {
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => !open && onClose()}>
      {lead && (
        <DialogContent title={`Lead Notes - ${lead.name}`} className="sm:max-w-lg">
          <NotesForm
            initialNotes={lead.notes}
            onSave={(notes) => {
              if (notes !== lead.notes) onSave(lead, notes);
              onClose();
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function NotesForm({ initialNotes, onSave }: { initialNotes: string; onSave: (notes: string) => void }) {
  const [notes, setNotes] = useState(initialNotes);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(notes);
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <textarea
        aria-label="Lead notes"
        maxLength={notesMaxLength}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        className={`${textAreaClasses} min-h-[200px]`}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{leadTexts.cancel}</Button>
        </DialogClose>
        <Button type="submit">{leadTexts.saveNotes}</Button>
      </DialogFooter>
    </form>
  );
}

/**
 * A yes/no question that stays open, busy, until the server has answered: 'Convert to Client?' and the delete
 * confirmation.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  danger = false,
  busy,
  onConfirm,
  onClose,
}: {
  /** null while closed. */
  title: string | null;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={title !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      {title !== null && (
        <DialogContent role="alertdialog" title={title} description={description}>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={busy}>
                {leadTexts.cancel}
              </Button>
            </DialogClose>
            <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
