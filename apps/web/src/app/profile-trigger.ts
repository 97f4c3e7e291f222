import type { Profile } from '@shutterdesk/core';

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

export const profileTriggerClasses =
  'flex h-10 items-center gap-1.5 rounded-full py-1 pr-2 pl-1 transition-colors duration-150 hover:bg-muted disabled:opacity-100 data-[state=open]:bg-muted';

export const avatarClasses =
  'inline-flex size-8 items-center justify-center rounded-full bg-accent-soft text-xs font-semibold text-accent-soft-foreground';
