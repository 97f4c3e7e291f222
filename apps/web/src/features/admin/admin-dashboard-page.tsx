import { adminTexts, defaultAdminPageSize } from '@shutterdesk/core';
import {
  Bug,
  ChevronRight,
  History,
  LayoutDashboard,
  ListChecks,
  LogOut,
  MessageSquareText,
  TicketPercent,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLogoutAction } from '@/lib/logout';
import { useSession } from '@/lib/session';
import { useAdminUsers } from './api';
import { AdminScreen } from './components/admin-screen';

interface Tile {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

const tiles: readonly Tile[] = [
  { to: '/admin/users', title: adminTexts.usersTile, description: 'Search, edit, ban and unban', icon: UsersRound },
  {
    to: '/admin/discount-coupons',
    title: adminTexts.couponsTile,
    description: 'Codes for a discount at checkout',
    icon: TicketPercent,
  },
  { to: '/admin/waitlist', title: 'Waitlist', description: 'Who asked to hear about the launch', icon: ListChecks },
  { to: '/admin/feedback', title: 'Feedback', description: 'What users told us', icon: MessageSquareText },
  { to: '/admin/bug-reports', title: 'Bug reports', description: 'Problems users ran into', icon: Bug },
  { to: '/admin/audit', title: 'Audit trail', description: 'Every change made by an admin', icon: History },
];

export default function AdminDashboardPage() {
  const profile = useSession().data;
  const { logout, isPending } = useLogoutAction();
  // The user count on its tile; its answer is also where the server's admin check speaks.
  const users = useAdminUsers({ page: 1, pageSize: defaultAdminPageSize, search: '' }, 'all');

  return (
    <AdminScreen
      title={adminTexts.dashboardTitle}
      accessError={users.error}
      badge={<Badge tone="accent">{adminTexts.adminBadge}</Badge>}
      subtitle={
        <div className="grid min-w-0 gap-3">
          <div className="grid min-w-0 gap-0.5">
            <p className="font-medium wrap-anywhere">{profile?.name}</p>
            <p className="text-sm text-muted-foreground wrap-anywhere">{profile?.email}</p>
          </div>
          {/* Not among the header's actions: these stay while the admin area waits for two-factor sign-in. */}
          <div className="flex flex-wrap items-center gap-2">
            <Link to="/dashboard" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <LayoutDashboard aria-hidden="true" />
              {adminTexts.userDashboard}
            </Link>
            <Button variant="ghost" size="sm" onClick={logout} loading={isPending}>
              {!isPending && <LogOut aria-hidden="true" />}
              Logout
            </Button>
          </div>
        </div>
      }
    >
      <nav aria-label="Admin area">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {tiles.map((tile) => (
            <li key={tile.to}>
              <DashboardTile tile={tile} count={tile.to === '/admin/users' ? users.data?.total : undefined} />
            </li>
          ))}
        </ul>
      </nav>
    </AdminScreen>
  );
}

function DashboardTile({ tile, count }: { tile: Tile; count: number | undefined }) {
  const Icon = tile.icon;
  return (
    <Link
      to={tile.to}
      className="group block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Card className="flex h-full items-center gap-4 p-5 transition-colors duration-150 group-hover:bg-muted">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex items-center gap-2 font-semibold">
            {tile.title}
            {count !== undefined && <Badge>{count}</Badge>}
          </span>
          <span className="text-sm text-muted-foreground">{tile.description}</span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Card>
    </Link>
  );
}
