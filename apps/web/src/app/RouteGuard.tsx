import type { RouteDefinition } from '@shutterdesk/core';
import { RefreshCw, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Button } from '../components/ui/button';
import { PageLoading } from '../components/ui/page-loading';
import { useSession } from '../features/auth/api';
import { BannedScreen } from '../features/auth/BannedScreen';
import { usePublicConfig } from '../lib/config';
import { loginRedirectState, rememberedPath } from '../lib/redirect';
import NotFoundPage from './NotFoundPage';

/**
 * Decides what a route shows, in the order of spec doc 1 section 2:
 * loading -> login required -> banned -> free trial -> guest only; then admin-only routes are not found for others.
 */
export function RouteGuard({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const profile = session.data ?? null;
  const requiresLogin = route.access === 'user' || route.access === 'admin';

  // The reset e-mail's token is the credential of /update-password, so that page opens without a session.
  const openedFromResetLink =
    route.path === '/update-password' && (searchParams.has('token') || searchParams.has('error'));

  const checksTrial =
    profile !== null && !profile.isBanned && profile.subscription === 'free-trial' && !route.allowFreeTrial;
  const config = usePublicConfig({ enabled: checksTrial });

  if (session.isPending) return <PageLoading />;
  if (openedFromResetLink) return children;
  if (session.isError && !session.data && requiresLogin) {
    return <SessionUnavailable onRetry={() => void session.refetch()} retrying={session.isFetching} />;
  }
  if (requiresLogin && !profile) return <Navigate to="/login" replace state={loginRedirectState(location)} />;
  if (profile?.isBanned) return <BannedScreen />;
  if (checksTrial) {
    if (config.isPending) return <PageLoading />;
    // Without a config answer we cannot know billing is on; the server still enforces the rule.
    if (config.data?.billingEnabled) return <Navigate to="/subscription/plans" replace />;
  }
  if (route.access === 'guest' && profile) {
    return <Navigate to={rememberedPath(location.state) ?? '/dashboard'} replace />;
  }
  if (route.access === 'admin' && !profile?.isAdmin) return <NotFoundPage />;
  return children;
}

function SessionUnavailable({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
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
