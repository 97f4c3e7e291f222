import { themeChoiceLabels, themeChoices, type Profile, type ThemeChoice } from '@shutterdesk/core';
import {
  Bug,
  CreditCard,
  Keyboard,
  LogOut,
  MessageSquareText,
  Monitor,
  Moon,
  ShieldCheck,
  Sun,
  UserRound,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { usePublicConfig } from '../lib/config';
import { useLogoutAction } from '../lib/logout';
import { chooseTheme, useThemeChoice } from '../lib/theme';
import { ProfileButton } from './profile-trigger';

/**
 * The profile menu's pages, in their order; Subscription only while billing is on, and the admin area only for
 * admins (the header's button for it is hidden on phones: this is their way in).
 */
const menuLinks = [
  { to: '/admin/dashboard', label: 'Admin dashboard', icon: ShieldCheck },
  { to: '/account', label: 'Account', icon: UserRound },
  { to: '/subscription/manage', label: 'Subscription', icon: CreditCard },
  { to: '/bug-report', label: 'Bug report', icon: Bug },
  { to: '/feedback', label: 'Feedback form', icon: MessageSquareText },
] as const;

const themeIcons = { system: Monitor, light: Sun, dark: Moon } as const;

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
  const links = menuLinks.filter(
    ({ to }) => (billingEnabled || to !== '/subscription/manage') && (user.isAdmin || to !== '/admin/dashboard'),
  );
  const theme = useThemeChoice();
  const themeLabelId = useId();

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
        <DropdownMenuLabel id={themeLabelId} className="pb-1 text-xs font-medium text-muted-foreground">
          Theme
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-labelledby={themeLabelId}
          value={theme}
          onValueChange={(value) => chooseTheme(value as ThemeChoice)}
        >
          {themeChoices.map((choice) => {
            const Icon = themeIcons[choice];
            return (
              // The menu stays open, so the new theme is seen before the menu is closed.
              <DropdownMenuRadioItem key={choice} value={choice} onSelect={(event) => event.preventDefault()}>
                <Icon aria-hidden="true" />
                {themeChoiceLabels[choice]}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={isPending} onSelect={logout}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
