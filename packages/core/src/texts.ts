/**
 * UI texts quoted by the specification. They are exact: screens and tests import them from core rather than
 * retyping them, so a typo cannot drift between the two. Here are the app shell's (the guard, the installed app's
 * states, the missing page) and the forms' shared required-fields message; each feature's are in its own module
 * (`auth-texts.ts`, `task-texts.ts`, `clients.ts`, ...), none of which builds a zod schema, so a screen that shows
 * them loads no zod.
 */
export const guardTexts = {
  loading: 'Loading...',
  bannedTitle: 'Account banned',
  bannedMessage: (supportEmail: string) =>
    `Your account has been suspended. If you believe this is an error, contact support: ${supportEmail}`,
} as const;

/** The installed app's own states (docs/decisions/0017-installable-app.md). */
export const appStateTexts = {
  offline: 'You are offline',
  offlineHint:
    'Shutterdesk can’t reach the internet. What is on screen stays; saving and loading wait for a connection.',
  updateAvailable: 'A new version of Shutterdesk is available.',
  updateReload: 'Reload',
} as const;

export const notFoundTexts = {
  title: 'Page Not Found',
  returnToDashboard: 'Return to Dashboard',
} as const;

/** 'Please fill in the required field: X.' or 'Please fill in the required fields: A, B.'; null when none is missing. */
export function requiredFieldsMessage(missingLabels: readonly string[]): string | null {
  if (missingLabels.length === 0) return null;
  const noun = missingLabels.length === 1 ? 'field' : 'fields';
  return `Please fill in the required ${noun}: ${missingLabels.join(', ')}.`;
}
