import type { Context, TypedResponse } from 'hono';

declare const encodedShape: unique symbol;

/** JSON already encoded to bytes, remembering the shape it encodes so a contract can still check it. */
export type EncodedJson<Shape> = Uint8Array<ArrayBuffer> & { [encodedShape]: Shape };

export function encodeJson<Shape>(value: Shape): EncodedJson<Shape> {
  return Buffer.from(JSON.stringify(value)) as unknown as EncodedJson<Shape>;
}

/**
 * Answers 200 with bytes encoded earlier (a cached list), written to the socket as they are, typed as the JSON they
 * hold so the route's contract still checks the shape.
 */
export function sendEncodedJson<Shape>(c: Context, json: EncodedJson<Shape>) {
  return c.body(json, 200, { 'content-type': 'application/json' }) as unknown as Response &
    TypedResponse<Shape, 200, 'json'>;
}
