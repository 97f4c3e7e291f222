/**
 * Characters no text we store may hold: PostgreSQL refuses a NUL byte in text and jsonb, and a lone UTF-16
 * surrogate cannot be encoded as UTF-8, so either would fail deep in a query. They are refused at the door instead,
 * with a 400 naming the field, by the server for every request (ours and better-auth's).
 */
export const forbiddenTextMessages = {
  nul: 'This text contains a character that is not allowed.',
  loneSurrogate: 'This text contains an invalid character.',
} as const;

export interface ForbiddenText {
  /** Where the text is: `notes`, `items.2.title`; an object key that is itself bad is named by its parent's path. */
  path: string;
  message: string;
}

const nul = '\u0000';
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | null {
  if (text.includes(nul)) return forbiddenTextMessages.nul;
  if (loneSurrogate.test(text)) return forbiddenTextMessages.loneSurrogate;
  return null;
}

/** The first string (or object key) in a parsed JSON value, query or params that holds a forbidden character. */
export function findForbiddenText(value: unknown, path: readonly string[] = []): ForbiddenText | null {
  if (typeof value === 'string') {
    const message = problemOf(value);
    return message ? { path: path.join('.') || 'body', message } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const keyMessage = problemOf(key);
    if (keyMessage) return { path: path.join('.') || 'body', message: keyMessage };
    const found = findForbiddenText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
