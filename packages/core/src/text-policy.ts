/**
 * Characters no text we store may hold: PostgreSQL refuses a NUL byte in text and jsonb, and a lone UTF-16
 * surrogate cannot be encoded as UTF-8, so either would fail deep in a query. They are refused at the door instead,
 * with a 400 naming the field, by the server for every request (ours and better-auth's). So is a value nested
 * deeper than any request of ours nests, before anything walks it.
 */
export const forbiddenTextMessages = {
  nul: 'This text contains a character that is not allowed.',
  loneSurrogate: 'This text contains an invalid character.',
  tooDeep: 'This value is nested too deeply.',
} as const;

/**
 * How deep a request's JSON may nest. Our deepest bodies (an import's rows of cells, a template's steps) and
 * better-auth's go four or five levels; JSON.parse takes any depth, but a recursive walk of 4,750 levels overflows
 * the stack (a 500 on every endpoint). The walk below stops here, and so the value is refused before zod or a
 * handler walks it.
 */
export const maxJsonDepth = 32;

export interface ForbiddenText {
  /** Where the text is: `notes`, `items.2.title`; an object key that is itself bad is named by its parent's path. */
  path: string;
  message: string;
}

/**
 * A name, a title, a phone number, a link: text of one line. A line break in one ends the line wherever it is
 * written as a line (a calendar feed's `NAME:`, an e-mail's subject) and makes what follows a line of its own; tabs
 * and the other control characters are never typed, and Unicode's line and paragraph separators break lines too.
 * Fields of several lines (notes, messages) keep their line breaks.
 */
const controlCharacter = /[\p{Cc}\u2028\u2029]/u;

export const singleLineMessage = 'Use one line of text, without line breaks or control characters.';

export function isSingleLine(text: string): boolean {
  return !controlCharacter.test(text);
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
 * The first string (or object key) in a parsed JSON value, query or params that holds a forbidden character, or the
 * first value nested deeper than `maxJsonDepth`. The path is built only for what is found: an import body holds
 * 250,000 strings.
 */
export function findForbiddenText(value: unknown): ForbiddenText | null {
  const found = forbiddenTextIn(value, 0);
  return found && { path: found.reversedPath.reverse().join('.') || 'body', message: found.message };
}

function forbiddenTextIn(value: unknown, depth: number): { reversedPath: string[]; message: string } | null {
  if (typeof value === 'string') {
    const message = problemOf(value);
    return message ? { reversedPath: [], message } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth === maxJsonDepth) return { reversedPath: [], message: forbiddenTextMessages.tooDeep };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = forbiddenTextIn(value[index], depth + 1);
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
    const found = forbiddenTextIn((value as Record<string, unknown>)[key], depth + 1);
    if (found) {
      found.reversedPath.push(key);
      return found;
    }
  }
  return null;
}
