import { zodResolver } from '@hookform/resolvers/zod';
import { totpCodeSchema, twoFactorTexts } from '@shutterdesk/core';
import { Copy, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { copyWithToast } from '@/lib/clipboard';
import { notify } from '@/lib/toast';
import {
  AuthCallError,
  useConfirmTwoFactor,
  useNewBackupCodes,
  useStartTwoFactor,
  useTurnOffTwoFactor,
  type TwoFactorSetup,
} from './api';
import { PasswordConfirmForm } from './password-confirm-form';

type OpenDialog = 'turnOn' | 'turnOff' | 'newCodes' | null;

/**
 * Two-factor sign-in with an authenticator app: off, a way to turn it on (password, QR code, a first code, then the
 * backup codes); on, a way to get new backup codes or to turn it off, each after the password.
 */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const close = () => setOpenDialog(null);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">Status</span>
        {enabled ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>}
      </div>
      <p className="text-sm text-pretty text-muted-foreground">
        {enabled
          ? 'Signing in asks for a code from your authenticator app after your password. Lost your phone? A backup code lets you in once.'
          : 'Ask for a code from an authenticator app (Google Authenticator, 1Password, Authy…) after your password, so a stolen password alone cannot open your account.'}
      </p>
      {enabled ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={() => setOpenDialog('newCodes')}>
            New backup codes
          </Button>
          <Button variant="danger" onClick={() => setOpenDialog('turnOff')}>
            Turn off
          </Button>
        </div>
      ) : (
        <Button className="w-full sm:w-fit" onClick={() => setOpenDialog('turnOn')}>
          Turn on two-factor sign-in
        </Button>
      )}
      {/* Each dialog is mounted only while open, so it starts from its first step every time. */}
      {openDialog === 'turnOn' && <TurnOnDialog onClose={close} />}
      {openDialog === 'newCodes' && <NewBackupCodesDialog onClose={close} />}
      {openDialog === 'turnOff' && <TurnOffDialog onClose={close} />}
    </div>
  );
}

/** Password, then the secret to scan and a first code to confirm it, then the backup codes to keep. */
function TurnOnDialog({ onClose }: { onClose: () => void }) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const busy = start.isPending || confirm.isPending;

  const step = confirmed && setup ? 'codes' : setup ? 'scan' : 'password';
  const descriptions = {
    password: 'Enter your password to begin.',
    scan: 'Scan the QR code with your authenticator app, then enter the code it shows.',
    codes: 'Each code lets you sign in once without your phone. Keep them somewhere safe.',
  };

  return (
    <Dialog open onOpenChange={(next) => busy || next || onClose()}>
      <DialogContent
        title={step === 'codes' ? 'Your backup codes' : 'Turn on two-factor sign-in'}
        description={descriptions[step]}
      >
        {step === 'password' && (
          <PasswordConfirmForm
            confirmLabel="Continue"
            pending={start.isPending}
            onConfirm={async (password) => setSetup(await start.mutateAsync(password))}
          />
        )}
        {step === 'scan' && setup && (
          <ScanStep
            totpURI={setup.totpURI}
            pending={confirm.isPending}
            onCode={async (code) => {
              await confirm.mutateAsync(code);
              notify.success(twoFactorTexts.enabled);
              setConfirmed(true);
            }}
          />
        )}
        {step === 'codes' && setup && <BackupCodes codes={setup.backupCodes} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

/** The secret as a QR code and as a key to type, and the field for the authenticator's first code. */
function ScanStep({
  totpURI,
  pending,
  onCode,
}: {
  totpURI: string;
  pending: boolean;
  onCode: (code: string) => Promise<void>;
}) {
  const qrCode = useQrCode(totpURI);
  const key = new URL(totpURI).searchParams.get('secret') ?? '';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(totpCodeSchema.pick({ code: true })), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await onCode(code);
    } catch (error) {
      if (error instanceof AuthCallError && error.code === 'INVALID_CODE') {
        setError('code', { message: twoFactorTexts.wrongCode });
      } else notify.error(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="mx-auto grid size-48 place-items-center rounded-xl border border-border bg-white p-2">
        {qrCode ? (
          <img src={qrCode} alt="QR code for your authenticator app" className="size-full" />
        ) : (
          <span className="text-sm text-stone-500">Loading…</span>
        )}
      </div>
      <div className="grid gap-1.5">
        <p className="text-sm text-muted-foreground">Can’t scan it? Type this key into the app instead:</p>
        <div className="flex items-center gap-2 rounded-lg border border-border bg-muted px-3 py-2">
          <code aria-label="Setup key" className="min-w-0 flex-1 font-mono text-sm wrap-anywhere">
            {key.replace(/(.{4})(?=.)/g, '$1 ')}
          </code>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Copy the setup key"
            onClick={() => copyWithToast(key, { copied: 'Key copied', failed: 'Could not copy the key' })}
          >
            <Copy aria-hidden="true" />
          </Button>
        </div>
      </div>
      <TextField
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        error={errors.code?.message}
        {...register('code')}
      />
      <DialogFooter>
        <Button type="submit" loading={pending}>
          Turn on
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The QR code of an authenticator address, drawn in the browser; the library loads only on this step. */
function useQrCode(text: string): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(text, { margin: 1, width: 352 }))
      .then(
        (url) => current && setDataUrl(url),
        () => current && notify.error('The QR code could not be drawn. Type the key instead.'),
      );
    return () => {
      current = false;
    };
  }, [text]);
  return dataUrl;
}

/** Backup codes, shown once: to copy or download, then put away. */
function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const asText = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`Shutterdesk backup codes\n\n${asText}\n`], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'shutterdesk-backup-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="grid gap-4">
      <ol aria-label="Backup codes" className="grid grid-cols-2 gap-2 rounded-xl border border-border bg-muted p-3">
        {codes.map((code) => (
          <li key={code} className="text-center font-mono text-sm wrap-anywhere">
            {code}
          </li>
        ))}
      </ol>
      <DialogFooter>
        <Button
          variant="secondary"
          onClick={() => copyWithToast(asText, { copied: 'Codes copied', failed: 'Could not copy the codes' })}
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download aria-hidden="true" />
          Download
        </Button>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </div>
  );
}

function NewBackupCodesDialog({ onClose }: { onClose: () => void }) {
  const renew = useNewBackupCodes();
  const [codes, setCodes] = useState<string[] | null>(null);

  return (
    <Dialog open onOpenChange={(next) => renew.isPending || next || onClose()}>
      <DialogContent
        title={codes ? 'Your new backup codes' : 'New backup codes'}
        description={
          codes
            ? 'Your old backup codes no longer work. Keep these somewhere safe.'
            : 'Your old backup codes will stop working. Enter your password to continue.'
        }
      >
        {codes ? (
          <BackupCodes codes={codes} onDone={onClose} />
        ) : (
          <PasswordConfirmForm
            confirmLabel="Make new codes"
            pending={renew.isPending}
            onConfirm={async (password) => setCodes(await renew.mutateAsync(password))}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TurnOffDialog({ onClose }: { onClose: () => void }) {
  const turnOff = useTurnOffTwoFactor();
  return (
    <Dialog open onOpenChange={(next) => turnOff.isPending || next || onClose()}>
      <DialogContent
        role="alertdialog"
        title="Turn off two-factor sign-in?"
        description="Your password alone will open your account again. Enter it to confirm."
      >
        <PasswordConfirmForm
          confirmLabel="Turn off"
          variant="danger"
          pending={turnOff.isPending}
          onConfirm={async (password) => {
            await turnOff.mutateAsync(password);
            notify.success(twoFactorTexts.disabled);
            onClose();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
