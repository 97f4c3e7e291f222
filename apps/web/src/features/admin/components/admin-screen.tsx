import { adminTexts } from '@shutterdesk/core';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, type To } from 'react-router';
import NotFoundPage from '@/app/not-found-page';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';

interface AdminScreenProps {
  title: string;
  /** Beside the title: the dashboard's Admin badge. */
  badge?: ReactNode;
  /** Shown before the title; the list screens go back to the admin dashboard. */
  back?: To;
  /** Beside the title: Refresh, Add New… */
  actions?: ReactNode;
  /** Under the title: the name and e-mail on the dashboard, a user's badge on the details page. */
  subtitle?: ReactNode;
  /** The error of the screen's first request: the server's admin check answers there. */
  accessError: unknown;
  children: ReactNode;
}

/**
 * The frame of every admin screen. The server checks every admin request: a non-admin (whose profile still said
 * admin) gets the not-found page, and an admin without two-factor sign-in is sent to set it up.
 */
export function AdminScreen({ title, badge, back, actions, subtitle, accessError, children }: AdminScreenProps) {
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const sessionEnded = isApiError(accessError, 'ACCOUNT_BANNED') || isApiError(accessError, 'UNAUTHENTICATED');
  useEffect(() => {
    // Banned or signed out meanwhile: the route guard shows the banned screen or the login once it knows.
    if (sessionEnded) void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
  }, [sessionEnded, queryClient]);

  if (isApiError(accessError, 'ADMIN_ONLY')) return <NotFoundPage />;
  const needsTwoFactor = isApiError(accessError, 'TWO_FACTOR_REQUIRED');
  return (
    <div className="grid w-full min-w-0 content-start gap-5 py-6 sm:py-8">
      {back !== undefined && (
        <Link to={back} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-2 w-fit' })}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
      )}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="min-w-0 text-2xl font-semibold tracking-tight wrap-anywhere sm:text-3xl">{title}</h1>
            {badge}
          </div>
          {subtitle}
        </div>
        {actions && !needsTwoFactor && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
      {needsTwoFactor ? <TwoFactorRequired /> : children}
    </div>
  );
}

/** What every admin screen shows an admin who has not turned on two-factor sign-in yet. */
function TwoFactorRequired() {
  return (
    <Card role="alert" className="grid max-w-xl justify-items-start gap-4 p-6">
      <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent-soft text-accent">
        <ShieldCheck className="size-5" aria-hidden="true" />
      </span>
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">Two-factor sign-in needed</h2>
        <p className="text-sm text-muted-foreground">{adminTexts.twoFactorRequired}</p>
      </div>
      <Link to="/account#two-factor" className={buttonClasses()}>
        Set up two-factor sign-in
      </Link>
    </Card>
  );
}
