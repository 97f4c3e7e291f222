import type { Context, TypedResponse } from 'hono';
import { compressBytes, withKeptCompressedForms, type BodyBytes, type ContentCoding } from './compression';

declare const encodedShape: unique symbol;

/** JSON already encoded to bytes, remembering the shape it encodes so a contract can still check it. */
export type EncodedJson<Shape> = Uint8Array<ArrayBuffer> & { [encodedShape]: Shape };

export function encodeJson<Shape>(value: Shape): EncodedJson<Shape> {
  return Buffer.from(JSON.stringify(value)) as unknown as EncodedJson<Shape>;
}

/**
 * The compressed forms of encoded bytes, made on first use and kept as long as the bytes are (in a server cache):
 * a cache hit then costs no compression. Promises, so requests arriving while one is made share it.
 */
const compressedForms = new WeakMap<Uint8Array, Map<ContentCoding, Promise<BodyBytes>>>();

function compressedFormOf(json: Uint8Array, coding: ContentCoding): Promise<BodyBytes> {
  let forms = compressedForms.get(json);
  if (!forms) {
    forms = new Map();
    compressedForms.set(json, forms);
  }
  let form = forms.get(coding);
  if (!form) {
    form = compressBytes(json, coding);
    forms.set(coding, form);
  }
  return form;
}

/**
 * Answers 200 with bytes encoded earlier (a cached list), written to the socket as they are (or in the compressed
 * form kept beside them), typed as the JSON they hold so the route's contract still checks the shape.
 */
export function sendEncodedJson<Shape>(c: Context, json: EncodedJson<Shape>) {
  const answer = c.body(json, 200, { 'content-type': 'application/json' });
  return withKeptCompressedForms(answer, {
    byteLength: json.byteLength,
    compressedAs: (coding) => compressedFormOf(json, coding),
  }) as unknown as Response & TypedResponse<Shape, 200, 'json'>;
}
