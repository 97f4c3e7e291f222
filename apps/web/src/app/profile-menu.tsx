import type { Profile } from '@shutterdesk/core';
import { Bug, CreditCard, Keyboard, LogOut, MessageSquareText, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { usePublicConfig } from '../lib/config';
import { useLogoutAction } from '../lib/logout';
import { ProfileButton } from './profile-trigger';

/** The profile menu's pages, in their order; Subscription only while billing is on. */
const menuLinks = [
  { to: '/account', label: 'Account', icon: UserRound },
  { to: '/subscription/manage', label: 'Subscription', icon: CreditCard },
  { to: '/bug-report', label: 'Bug report', icon: Bug },
  { to: '/feedback', label: 'Feedback form', icon: MessageSquareText },
] as const;

/**
 * The signed-in user's menu in the header. Loaded on demand by AppLayout (MenuOnDemand). "Keyboard shortcuts"
 * opens the list that "?" opens, for whoever cannot press "?" (a touch screen).
 */
export default function ProfileMenu({
  user,
  defaultOpen,
  onShowShortcuts,
}: {
  user: Profile;
  defaultOpen: boolean;
  onShowShortcuts: () => void;
}) {
  const { logout, isPending } = useLogoutAction();
  const billingEnabled = usePublicConfig().data?.billingEnabled === true;
  const links = menuLinks.filter(({ to }) => billingEnabled || to !== '/subscription/manage');

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ProfileButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="font-medium wrap-anywhere">{user.name}</span>
          <span className="text-xs font-normal wrap-anywhere text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {links.map(({ to, label, icon: Icon }) => (
            <DropdownMenuItem key={to} asChild>
              <Link to={to}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem onSelect={onShowShortcuts}>
            <Keyboard aria-hidden="true" />
            Keyboard shortcuts
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={isPending} onSelect={logout}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
