/**
 * Notifications and reminders in one place: their types and rules (rules.ts) and the bell's and page's texts
 * (texts.ts), which the signed-in shell loads, and the API's zod schemas (schemas.ts), which it must not.
 */
export * from './rules';
export * from './schemas';
export * from './texts';
