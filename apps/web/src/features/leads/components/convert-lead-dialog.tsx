import { leadTexts, type LeadListRow, type NewClientSessionRequest } from '@shutterdesk/core';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { SessionDateField, SessionPackageField } from '@/components/ui/new-client-session-fields';
import { useCheckedForm } from '@/lib/checked-form';
import { clientLink } from '@/lib/client-link';
import { useConvertLead } from '../api';
import type { SessionForm } from '../convert-session-check';

const loadCheck = async () => (await import('../convert-session-check')).checkSession;

/**
 * 'Convert to Client?': asks for what Add New Client requires that a lead lacks (session date and package).
 * A lead that already became a client is not converted again: the dialog offers to open that client in Client Flow instead.
 */
export function ConvertLeadDialog({ lead, onClose }: { lead: LeadListRow | null; onClose: () => void }) {
  const convertLead = useConvertLead();
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => !open && !convertLead.isPending && onClose()}>
      {lead &&
        (lead.clientId === null ? (
          <DialogContent
            title={leadTexts.convertTitle}
            description={`A client named ${lead.name} will be added to Client Flow with this lead's session type, and the lead will be marked booked.`}
          >
            <ConvertForm
              // A new form for each lead: the package starts as the lead's own.
              key={lead.id}
              lead={lead}
              busy={convertLead.isPending}
              onConvert={(session) => convertLead.mutate({ id: lead.id, session }, { onSuccess: onClose })}
            />
          </DialogContent>
        ) : (
          <DialogContent
            role="alertdialog"
            title={leadTexts.convertTitle}
            description={leadTexts.alreadyClient(lead.name)}
          >
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">{leadTexts.cancel}</Button>
              </DialogClose>
              <Link to={clientLink(lead.clientId)} className={buttonClasses()}>
                {leadTexts.openClient}
              </Link>
            </DialogFooter>
          </DialogContent>
        ))}
    </Dialog>
  );
}

function ConvertForm({
  lead,
  busy,
  onConvert,
}: {
  lead: LeadListRow;
  busy: boolean;
  onConvert: (session: NewClientSessionRequest) => void;
}) {
  const { form, set, submit, errors } = useCheckedForm<SessionForm, NewClientSessionRequest>(
    () => ({ sessionDate: '', sessionPackage: lead.sessionPackage }),
    loadCheck,
    onConvert,
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SessionDateField
          value={form.sessionDate}
          onChange={(sessionDate) => set({ sessionDate })}
          error={errors.sessionDate}
        />
        <SessionPackageField
          value={form.sessionPackage}
          onChange={(sessionPackage) => set({ sessionPackage })}
          error={errors.sessionPackage}
        />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            {leadTexts.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" loading={busy}>
          Convert
        </Button>
      </DialogFooter>
    </form>
  );
}
