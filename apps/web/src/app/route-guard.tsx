import type { RouteDefinition } from '@shutterdesk/core';
import { RefreshCw, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { PageLoading } from '../components/ui/page-loading';
import { useSession } from '../lib/session';
import { BannedScreen } from '../features/auth/banned-screen';
import { usePublicConfig } from '../lib/config';
import NotFoundPage from './not-found-page';
import { checksFreeTrial, decideRouteAccess, type BillingState, type GuardSession } from './route-access';

/** Renders what `decideRouteAccess` decides for this route; the rules themselves live (and are tested) there. */
export function RouteGuard({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const location = useLocation();
  const session = useSession();
  const guardSession: GuardSession = session.isPending
    ? { status: 'loading' }
    : session.isError && !session.data
      ? { status: 'unavailable' }
      : { status: 'ready', profile: session.data ?? null };

  // Only a free-trial user on a paid route needs to know whether billing is on.
  const config = usePublicConfig({
    enabled: guardSession.status === 'ready' && checksFreeTrial(route, guardSession.profile),
  });
  const billing: BillingState = config.data
    ? config.data.billingEnabled
      ? 'enabled'
      : 'disabled'
    : config.isError
      ? 'unknown'
      : 'loading';

  const decision = decideRouteAccess({ route, session: guardSession, billing, location });
  switch (decision.kind) {
    case 'loading':
      return <PageLoading />;
    case 'session-unavailable':
      return <SessionUnavailable onRetry={() => void session.refetch()} retrying={session.isFetching} />;
    case 'redirect':
      return (
        <Navigate to={decision.to} replace state={decision.reason === 'login-required' ? decision.state : undefined} />
      );
    case 'banned':
      return <BannedScreen />;
    case 'not-found':
      return <NotFoundPage />;
    case 'render':
      return children;
  }
}

function SessionUnavailable({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="mx-auto flex w-full max-w-md flex-col items-center gap-4 py-20 text-center">
      <WifiOff className="size-6 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold tracking-tight">We can't reach Shutterdesk right now</h1>
      <p className="text-sm text-muted-foreground">Check your connection, then try again.</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        {!retrying && <RefreshCw aria-hidden="true" />}
        Try again
      </Button>
    </div>
  );
}
