import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge (about 9 kB gzipped of the first load, see the
 * budgets in docs/budgets.md): components add classes that do not fight the base ones, or expose a prop instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
