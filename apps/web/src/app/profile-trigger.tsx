import type { Profile } from '@shutterdesk/core';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Tooltip } from '../components/ui/tooltip';

/** Up to two initials for the avatar: "Ada Lovelace" -> "AL"; falls back to the e-mail's first letter. */
export function initials({ name, email }: Pick<Profile, 'name' | 'email'>): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0] ?? '')
    .join('');
  const picked = letters.length > 2 ? `${letters[0]}${letters.at(-1)}` : letters;
  return (picked || email[0] || '?').toUpperCase();
}

const profileTriggerClasses =
  'flex h-10 items-center gap-1.5 rounded-full py-1 pr-2 pl-1 transition-colors duration-150 hover:bg-muted data-[state=open]:bg-muted';

const avatarClasses =
  'inline-flex size-8 items-center justify-center rounded-full bg-accent-soft text-xs font-semibold text-accent-soft-foreground';

/**
 * The profile menu's button: the user's initials and a chevron. The menu's own trigger (Radix passes its props
 * and ref through) and the stand-in shown until the menu's code loads (MenuOnDemand) are both this button.
 */
export function ProfileButton({ user, ...props }: { user: Profile } & ComponentProps<'button'>) {
  const label = `Profile menu: ${user.name}`;
  return (
    <Tooltip label={label}>
      <button type="button" aria-label={label} className={profileTriggerClasses} {...props}>
        <span className={avatarClasses} aria-hidden="true">
          {initials(user)}
        </span>
        <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
      </button>
    </Tooltip>
  );
}
