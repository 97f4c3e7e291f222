/** Business constants the product's rules use (docs/product.md). */
export const passwordMinLength = 6;
/** better-auth's own upper bound; we state it so the form says it before the server does. */
export const passwordMaxLength = 128;
export const nameMaxLength = 100;
export const emailMaxLength = 254;
export const freeTrialDays = 7;
/**
 * Toasts stay long enough to read what they say: about 60 ms a character, never less than 4 s. The specification's
 * 2 s was too short for billing's full-sentence messages (docs/decisions/0020-billing-access.md). Error toasts stay
 * until dismissed (apps/web/src/lib/toast.tsx).
 */
export const toastMinDurationMs = 4000;
export const toastMsPerCharacter = 60;

/** How long a toast saying `message` stays. */
export function toastDurationMs(message: string): number {
  return Math.max(toastMinDurationMs, message.length * toastMsPerCharacter);
}

/** Dashboard and onboarding. */
export const maxPriorityTasks = 10;
export const prominentPriorityTasks = 3;
export const taskTitleMaxLength = 200;
/** The longest name a category card may be given: it still fits a card's title in two or three lines. */
export const categoryNameMaxLength = 60;
export const linkUrlMaxLength = 2000;
/** A generous ceiling on one onboarding save: the nine areas hold 45 suggestions, the rest is custom tasks. */
export const maxOnboardingTasks = 200;
/** One category card never needs more; it bounds the order list a reorder request may send. */
export const maxTasksPerCategory = 500;
export const celebrationToastDurationMs = 3500;
export const confettiParticleCount = 200;
export const confettiDurationMs = 3000;
export const dragActivationDistancePx = 5;
export const keyboardDragStepPx = 25;

/** Client Flow and Lead Flow. */
export const maxBulkDeleteIds = 10_000;
/**
 * Up to this many rows a list is sent whole, once, and filtered and sorted in the browser; a longer one is sent
 * in windows of `listWindowRows`, filtered, sorted and counted by the database (docs/decisions/0011). 1,000
 * clients are about 75 kB on the wire compressed, under the first screen's 100 kB.
 */
export const wholeListMaxRows = 1000;
/** The rows of one window of a long list: a few screens of a 40 px row table. */
export const listWindowRows = 100;
/** The most rows one window request may ask for. */
export const listWindowMaxRows = 500;
/** Beyond any real list: a larger offset is refused rather than scanned. */
export const listMaxOffset = 10_000_000;
export const phoneMaxLength = 40;
export const notesMaxLength = 5000;
export const orderNotesMaxLength = 10_000;

/** CSV import (docs/decisions/0014-csv-import-export.md). */
/** The most rows one import may hold; a longer file is refused with a message saying so. */
export const importMaxRows = 10_000;
/** The most columns a file may have: our own client export has 29; a wider file is not a client or lead list. */
export const importMaxColumns = 200;
/** The largest file the browser reads: 10,000 rows of every column are about 3 MB. */
export const importMaxFileBytes = 10 * 1024 * 1024;
/** The longest cell an import keeps (order notes are the longest field). */
export const importMaxCellLength = 10_000;

/** Archived notifications are deleted once they are this old. */
export const archivedNotificationMaxAgeDays = 30;
