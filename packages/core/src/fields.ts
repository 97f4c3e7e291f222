/** The form fields several features share (a person's name, an e-mail, a new password, a time zone): one schema validates a form and its handler. */
import { z } from 'zod';
import { emailMaxLength, nameMaxLength, passwordMaxLength, passwordMinLength } from './limits';
import { isSingleLine, singleLineMessage } from './text-policy';

export const emailField = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(emailMaxLength, 'That email address is too long.')
  .pipe(z.email('Please enter a valid email address.'));

/** A person's own name: the registration, feedback and bug report forms. */
export const personNameField = z
  .string({ error: 'Please enter your name.' })
  .refine(isSingleLine, singleLineMessage)
  .trim()
  .min(1, 'Please enter your name.')
  .max(nameMaxLength, `Name must be at most ${nameMaxLength} characters.`);

/** A required free-text answer of a form (feedback, bug report): trimmed, not blank, bounded. */
export const answerField = (missingMessage: string, maxLength: number) =>
  z
    .string({ error: missingMessage })
    .trim()
    .min(1, missingMessage)
    .max(maxLength, `Answers can be at most ${maxLength} characters.`);

/** A password being chosen: registration, a reset, and the sign-up endpoint itself. */
export const newPasswordField = z
  .string({ error: 'Please enter a password.' })
  .min(1, 'Please enter a password.')
  .min(passwordMinLength, `Password must be at least ${passwordMinLength} characters.`)
  .max(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters.`);

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneField = z
  .string({ error: 'Please give a time zone.' })
  .trim()
  .min(1, 'Please give a time zone.')
  .max(64, 'That time zone is not known.')
  .refine(isValidTimeZone, 'That time zone is not known.');

/** Built once: a schema made inside the check below would be built again for every e-mail (10,000 in an import). */
const emailFormat = z.email();
/** An e-mail address or nothing (a client's, a lead's). */
export const optionalEmailField = z
  .string({ error: 'The email must be text.' })
  .trim()
  .max(emailMaxLength, 'That email address is too long.')
  .refine((value) => value === '' || emailFormat.safeParse(value).success, 'Please enter a valid email address.');
