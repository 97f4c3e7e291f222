import { themeChoices, themeStorageKey, type ThemeChoice } from '@shutterdesk/core';
import { useSyncExternalStore } from 'react';

/**
 * The device's theme choice (packages/core/src/theme.ts). The page's first script (index.html) applies the stored
 * one before the first paint, and again when another tab changes it; choosing one here applies it at once and
 * stores it, which tells the device's other tabs.
 */
function readChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(themeStorageKey);
    return themeChoices.find((choice) => choice === stored) ?? 'system';
  } catch {
    // Storage refused (a privacy mode): the system's theme.
    return 'system';
  }
}

function apply(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // The page's first script has applied another tab's choice; what shows it (the menu's tick) reads it again.
  const fromAnotherTab = (event: StorageEvent) => {
    if (event.key === themeStorageKey || event.key === null) listener();
  };
  window.addEventListener('storage', fromAnotherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromAnotherTab);
  };
}

export function chooseTheme(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(themeStorageKey);
    else localStorage.setItem(themeStorageKey, choice);
  } catch {
    // Not remembered, but still shown on this page.
  }
  apply(choice);
  listeners.forEach((listener) => listener());
}

export function useThemeChoice(): ThemeChoice {
  // The server cannot know the stored choice: it draws as for the system's.
  return useSyncExternalStore(subscribe, readChoice, () => 'system');
}
