/** Business constants of spec doc 1, section 9, that the foundation uses. */
export const passwordMinLength = 6;
/** better-auth's own upper bound; we state it so the form says it before the server does. */
export const passwordMaxLength = 128;
export const nameMaxLength = 100;
export const emailMaxLength = 254;
export const freeTrialDays = 7;
export const generalToastDurationMs = 2000;
