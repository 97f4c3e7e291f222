import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link of every automatic message (docs/decisions/0022-workflows.md): the lead's or client's id and
 * an HMAC of it under the server's secret, so it can be neither guessed nor moved to another recipient.
 */
export type RecipientKind = 'lead' | 'client';

const kindLetters = { lead: 'l', client: 'c' } as const satisfies Record<RecipientKind, string>;

function signature(kind: RecipientKind, id: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`workflow-unsubscribe:${kind}:${id}`).digest();
}

export function unsubscribeToken(kind: RecipientKind, id: string, secret: string): string {
  return `${kindLetters[kind]}.${id}.${signature(kind, id, secret).toString('base64url')}`;
}

/** The recipient a genuine token names, or undefined for a malformed or forged one. */
export function recipientOfToken(token: string, secret: string): { kind: RecipientKind; id: string } | undefined {
  const match = /^([lc])\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/.exec(
    token,
  );
  if (!match) return undefined;
  const kind: RecipientKind = match[1] === 'l' ? 'lead' : 'client';
  const id = match[2]!;
  const expected = signature(kind, id, secret);
  const given = Buffer.from(match[3]!, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { kind, id } : undefined;
}

/** The page the message's link opens (the web app asks before unsubscribing). */
export const unsubscribePageUrl = (appUrl: string, token: string) => `${appUrl}/unsubscribe/${token}`;

/** The one-click address of the List-Unsubscribe header (RFC 8058): a POST there unsubscribes at once. */
export const unsubscribeApiUrl = (appUrl: string, token: string) => `${appUrl}/api/public/unsubscribe/${token}`;
