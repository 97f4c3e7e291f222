import { Readable, pipeline } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';

/** The content codings the server answers in, most preferred first: brotli is smaller at the same cost. */
export const contentCodings = ['br', 'gzip'] as const;
export type ContentCoding = (typeof contentCodings)[number];

/**
 * The coding to answer in among those `available`, by the request's Accept-Encoding: the highest q-value wins,
 * brotli on a tie; undefined (identity) when none is accepted or identity is ranked above them. Any header, however
 * malformed, gives an answer: unknown parts are skipped, a bad q-value reads as 1 (hono's parser).
 */
export function chooseCoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[] = contentCodings,
): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = parseAccept(acceptEncoding);
  const wildcard = accepted.find((entry) => entry.type === '*')?.q;
  const qualityOf = (coding: string) => accepted.find((entry) => entry.type.toLowerCase() === coding)?.q ?? wildcard;
  let chosen: ContentCoding | undefined;
  let chosenQuality = 0;
  for (const coding of contentCodings) {
    const quality = qualityOf(coding) ?? 0;
    if (available.includes(coding) && quality > chosenQuality) {
      chosen = coding;
      chosenQuality = quality;
    }
  }
  // Identity is acceptable unless excluded; it wins only where the header ranks it above the chosen coding.
  const identityQuality = qualityOf('identity');
  return identityQuality !== undefined && identityQuality > chosenQuality ? undefined : chosen;
}

/** Marks an answer as depending on Accept-Encoding, so a shared cache keeps one copy per coding. */
function varyOnAcceptEncoding(headers: Headers) {
  const vary = headers.get('vary');
  if (vary === null) headers.set('vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
}

/**
 * On the fly, answers are compressed at a fast setting: on a 1 MB client list brotli 4 costs about the CPU of
 * gzip 5 and comes out about a tenth smaller; higher levels cost twice as much for a few percent.
 */
const brotliParams = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
};
const gzipLevel = 5;

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/** Bytes a response can carry; zlib's and fs's buffers always are, over a plain ArrayBuffer. */
export type BodyBytes = Uint8Array<ArrayBuffer>;

/** Compresses bytes held in memory, on the thread pool: the event loop goes on serving meanwhile. */
export async function compressBytes(bytes: Uint8Array, coding: ContentCoding): Promise<BodyBytes> {
  const compressed =
    coding === 'br'
      ? await brotliCompress(bytes, {
          params: { ...brotliParams, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
        })
      : await gzipCompress(bytes, { level: gzipLevel });
  return compressed as BodyBytes;
}

/** Below this an answer goes as it is: the coding's framing and the work would outweigh the bytes saved. */
const compressionThresholdBytes = 1024;

/**
 * Types worth compressing: text, JSON, JavaScript, XML and SVG. Not the live event stream (text/event-stream):
 * each event must reach the browser at once; not zips or images, which are compressed already.
 */
const compressibleType =
  /^\s*(?:text\/(?!event-stream\b)|application\/(?:json|javascript|xml)\b|[^;\s]+\+(?:json|xml)\b)/i;

interface KeptCompressedForms {
  /** The uncompressed body's size, for the threshold. */
  byteLength: number;
  compressedAs: (coding: ContentCoding) => Promise<BodyBytes>;
}

/** Answers whose compressed forms are kept elsewhere (a cached list), so compressing them is a lookup. */
const keptCompressedForms = new WeakMap<Response, KeptCompressedForms>();

/**
 * Registers where the compressed forms of an answer's body are kept: the compression middleware sends them instead
 * of compressing the body again. Returns the answer.
 */
export function withKeptCompressedForms<Answer extends Response>(answer: Answer, forms: KeptCompressedForms): Answer {
  keptCompressedForms.set(answer, forms);
  return answer;
}

/** Statuses whose answers have no body, or only part of one. */
const bodilessOrPartial = new Set([204, 206, 304]);

/**
 * Only answers to GET: a write answers with one saved record, a few hundred bytes, and learning an answer's size
 * means reading its body, which costs more than compressing small answers saves.
 */
function mayCompress(method: string, requestRange: string | undefined, answer: Response): boolean {
  if (method !== 'GET' || requestRange !== undefined) return false;
  if (answer.status < 200 || bodilessOrPartial.has(answer.status)) return false;
  const headers = answer.headers;
  if (headers.has('content-encoding') || headers.has('content-range')) return false;
  if (/(^|,)\s*no-transform\s*(,|$)/i.test(headers.get('cache-control') ?? '')) return false;
  return compressibleType.test(headers.get('content-type') ?? '');
}

/** Reads chunks until `bytes` have come or the body ends. */
async function readAtLeast(reader: ReadableStreamDefaultReader<Uint8Array>, bytes: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < bytes) {
    const { done, value } = await reader.read();
    if (done) return { chunks, size, done };
    chunks.push(value);
    size += value.byteLength;
  }
  return { chunks, size, done: false };
}

async function* chunksOf(head: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    yield* head;
    for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
  } finally {
    // A browser that went away stops the source too, not only the compressor.
    await reader.cancel();
  }
}

/**
 * A compressor that flushes after each chunk it is given: a body written over time (a download built as it goes)
 * reaches the browser as it is written, while a body held in memory comes as one chunk and loses nothing.
 */
function streamCompressor(coding: ContentCoding) {
  return coding === 'br'
    ? zlib.createBrotliCompress({ params: brotliParams, flush: zlib.constants.BROTLI_OPERATION_FLUSH })
    : zlib.createGzip({ level: gzipLevel, flush: zlib.constants.Z_SYNC_FLUSH });
}

function compressedBody(head: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>, coding: ContentCoding) {
  const compressor = streamCompressor(coding);
  // Errors end both sides; the browser sees the answer cut off, as it would uncompressed.
  pipeline(Readable.from(chunksOf(head, reader), { objectMode: false }), compressor, () => {});
  return Readable.toWeb(compressor) as ReadableStream<Uint8Array>;
}

function replaceBody(
  answer: Response,
  body: BodyBytes | ReadableStream<Uint8Array>,
  coding: ContentCoding | undefined,
) {
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  if (coding) headers.set('content-encoding', coding);
  return new Response(body, { status: answer.status, headers });
}

/**
 * Compresses answers to GET of a compressible type above the threshold in the coding the browser prefers, as they
 * stream out. Left alone: other methods (HEAD included), bodiless answers (204, 304), ranges, answers already encoded
 * or marked no-transform, and the event stream.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    if (!mayCompress(c.req.method, c.req.header('range'), answer)) return;
    varyOnAcceptEncoding(answer.headers);
    const coding = chooseCoding(c.req.header('accept-encoding'));
    if (!coding) return;
    const kept = keptCompressedForms.get(answer);
    let replacement: Response;
    if (kept) {
      if (kept.byteLength < compressionThresholdBytes) return;
      replacement = replaceBody(answer, await kept.compressedAs(coding), coding);
    } else {
      if (!answer.body) return;
      const reader = answer.body.getReader();
      const head = await readAtLeast(reader, compressionThresholdBytes);
      replacement =
        head.done && head.size < compressionThresholdBytes
          ? replaceBody(answer, Buffer.concat(head.chunks) as BodyBytes, undefined)
          : replaceBody(answer, compressedBody(head.chunks, reader, coding), coding);
    }
    // Unset first: assigning over an answer would copy its headers back, Content-Length included.
    c.res = undefined;
    c.res = replacement;
  };
}
