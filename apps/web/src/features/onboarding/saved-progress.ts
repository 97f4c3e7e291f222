import type { WizardState } from './wizard';

/**
 * The tab's copy of the wizard, so a reload or logging in again (after a 401 on save) loses no choice. What is
 * read back is untrusted: restoreWizardState checks it.
 */
export function readSavedProgress(storageKey: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
  } catch {
    return null;
  }
}

/** Saves the wizard, or forgets it (null) once it has been saved to the server. */
export function writeSavedProgress(storageKey: string, state: WizardState | null): void {
  try {
    if (state) sessionStorage.setItem(storageKey, JSON.stringify(state));
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage can be full or switched off; the wizard works without it.
  }
}
