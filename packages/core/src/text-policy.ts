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

/**
 * The first string (or object key) in a parsed JSON value, query or params that holds a forbidden character. The
 * path is built only for what is found: an import body holds 250,000 strings.
 */
export function findForbiddenText(value: unknown): ForbiddenText | null {
  const found = forbiddenTextIn(value);
  return found && { path: found.reversedPath.reverse().join('.') || 'body', message: found.message };
}

function forbiddenTextIn(value: unknown): { reversedPath: string[]; message: string } | null {
  if (typeof value === 'string') {
    const message = problemOf(value);
    return message ? { reversedPath: [], message } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = forbiddenTextIn(value[index]);
      if (found) {
        found.reversedPath.push(String(index));
        return found;
      }
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const keyMessage = problemOf(key);
    if (keyMessage) return { reversedPath: [], message: keyMessage };
    const found = forbiddenTextIn((value as Record<string, unknown>)[key]);
    if (found) {
      found.reversedPath.push(key);
      return found;
    }
  }
  return null;
}
