import { guardTexts } from '@shutterdesk/core';
import { LogOut, ShieldAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePublicConfig } from '@/lib/config';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLogoutAction } from '@/lib/logout';

/** The spec's banned message, its support address a mail link. */
function BannedMessage() {
  const config = usePublicConfig();
  const supportEmail = config.data?.supportEmail ?? '';
  const message = guardTexts.bannedMessage(supportEmail);
  const emailAt = supportEmail ? message.lastIndexOf(supportEmail) : -1;
  if (emailAt < 0) return <>{message.trimEnd()}</>;
  return (
    <>
      {message.slice(0, emailAt)}
      <a href={`mailto:${supportEmail}`} className="rounded-sm font-medium text-accent underline underline-offset-4">
        {supportEmail}
      </a>
      {message.slice(emailAt + supportEmail.length)}
    </>
  );
}

/** The route guard's banned step (docs/product.md, "Banned screen"): a banned user sees only this. */
export function BannedScreen() {
  useDocumentTitle(guardTexts.bannedTitle);
  const { logout, isPending } = useLogoutAction();

  return (
    <div className="mx-auto flex w-full max-w-md py-16">
      <Card className="grid w-full gap-5 p-6 sm:p-8">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-danger-soft text-danger">
          <ShieldAlert className="size-5" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">{guardTexts.bannedTitle}</h1>
        <p className="text-sm text-muted-foreground">
          <BannedMessage />
        </p>
        <Button variant="secondary" size="lg" className="w-full" onClick={logout} loading={isPending}>
          {!isPending && <LogOut aria-hidden="true" />}
          Logout
        </Button>
      </Card>
    </div>
  );
}

/** What the login form shows a banned user instead of signing them in (they get no new session). */
export function BannedNotice() {
  return (
    <Alert tone="danger" title={guardTexts.bannedTitle} className="mb-6">
      <BannedMessage />
    </Alert>
  );
}
