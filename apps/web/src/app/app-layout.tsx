import type { Profile } from '@shutterdesk/core';
import { Aperture, LayoutDashboard, Search, ShieldCheck, Target, UsersRound } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { MenuOnDemand } from '../components/ui/menu-on-demand';
import { PaymentFailedBanner } from '../features/billing/payment-failed-banner';
import { ChatLauncher } from '../features/chat/chat-launcher';
import { cn } from '../lib/cn';
import { AppToaster } from '../lib/toast';
import { queryKeys } from '../lib/query-keys';
import { useSession } from '../lib/session';
import { HeaderNotificationsSlot } from './header-notifications-slot';
import { useCommandPalette, useShortcutKeys, useShortcutsOverlay } from './keyboard-shortcuts';
import { OfflineBanner } from './offline-banner';
import { isStandaloneScreen } from './pages';
import { RouteErrorBoundary } from './route-error-boundary';
import { ProfileButton } from './profile-trigger';

// The menu (Radix) loads after the first paint of the signed-in shell.
const loadProfileMenu = () => import('./profile-menu');

const mainNav = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/leads', label: 'Leads', icon: Target },
  { to: '/clients', label: 'Clients', icon: UsersRound },
] as const;

export function AppLayout() {
  const session = useSession();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();

  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    // Read the session again on every navigation, so a ban or an ended session shows on the next screen. The
    // first screen's read is the one made at boot (main.tsx). cancelRefetch: false joins a read under way.
    if (shownPath.current !== null && shownPath.current !== pathname) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile }, { cancelRefetch: false });
    }
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname, queryClient]);

  // The signed-in shell (navigation, search, notifications, the post helper) follows the session's answer. React
  // draws an answer from the query store at once, in one task, which freezes a phone as the app opens; deferred,
  // the shell is drawn in the background, in slices, as the first screen is (routes.tsx).
  const profile = useDeferredValue(session.data);
  // A banned user sees only the banned screen: no navigation, no menus. A standalone screen has neither either.
  const standalone = isStandaloneScreen(pathname);
  const user = profile && !profile.isBanned && !standalone ? profile : null;
  // Keyboard shortcuts belong to the signed-in shell only: not to the landing page, login or the inquiry form.
  const shortcutsOverlay = useShortcutsOverlay();
  const palette = useCommandPalette();
  useShortcutKeys(user !== null, { showShortcuts: shortcutsOverlay.show, openPalette: palette.show });

  return (
    // The chat button's footprint plus a gap (size and offsets in chat-launcher.tsx): the page's last content can
    // always scroll clear of it, and toasts on phones sit above it (lib/toaster.tsx).
    <div
      className={cn(
        'flex min-h-dvh flex-col',
        user && '[--floating-clearance:4.5rem] sm:[--floating-clearance:5.5rem]',
      )}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-card px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {!standalone && <AppHeader user={user} onShowShortcuts={shortcutsOverlay.show} onOpenPalette={palette.show} />}
      {!standalone && <PaymentFailedBanner user={user} />}
      <OfflineBanner />
      <main
        id="main"
        tabIndex={-1}
        className={cn('flex flex-1 flex-col outline-none', user && 'pb-(--floating-clearance)')}
      >
        <RouteErrorBoundary key={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      {/* The post helper's floating button, on every signed-in screen. */}
      {user && <ChatLauncher />}
      {user && shortcutsOverlay.overlay}
      {user && palette.overlay}
      <AppToaster />
    </div>
  );
}

function AppHeader({
  user,
  onShowShortcuts,
  onOpenPalette,
}: {
  user: Profile | null;
  onShowShortcuts: () => void;
  onOpenPalette: () => void;
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-14 w-full max-w-6xl items-center gap-2 px-4 sm:gap-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg py-1 pr-1 font-semibold tracking-tight">
          <Aperture className="size-6 text-accent" aria-hidden="true" />
          <span className={cn('text-base', user && 'max-sm:sr-only')}>Shutterdesk</span>
        </Link>

        {user && (
          <>
            <MainNav />
            <div className="ml-auto flex items-center gap-1 sm:gap-2">
              <SearchButton onClick={onOpenPalette} />
              <HeaderNotificationsSlot />
              {user.isAdmin && (
                <Link
                  to="/admin/dashboard"
                  className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'max-md:hidden' })}
                >
                  <ShieldCheck aria-hidden="true" />
                  Admin dashboard
                </Link>
              )}
              <MenuOnDemand
                standIn={(props) => <ProfileButton user={user} {...props} />}
                load={loadProfileMenu}
                menuProps={{ user, onShowShortcuts }}
              />
            </div>
          </>
        )}
      </div>
    </header>
  );
}

/** Opens the command palette: for touch, and to show the keyboard's way in (Ctrl+K) on wider screens. */
function SearchButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Search"
      aria-keyshortcuts="Control+K Meta+K"
      className="flex h-10 min-w-10 items-center justify-center gap-2 rounded-lg px-2.5 text-sm font-medium text-muted-foreground transition-colors duration-150 hover:bg-muted hover:text-foreground md:border md:border-border"
    >
      <Search className="size-4 shrink-0" aria-hidden="true" />
      <span className="max-md:hidden">Search</span>
      <kbd className="rounded border border-border bg-muted px-1 font-mono text-xs max-md:hidden" aria-hidden="true">
        Ctrl K
      </kbd>
    </button>
  );
}

function MainNav() {
  return (
    <nav aria-label="Main" className="ml-1 sm:ml-4">
      <ul className="flex items-center gap-1">
        {mainNav.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex h-10 min-w-10 items-center justify-center gap-2 rounded-lg px-2.5 text-sm font-medium transition-colors duration-150 sm:px-3',
                  isActive
                    ? 'bg-accent-soft text-accent-soft-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span className="max-sm:sr-only">{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
