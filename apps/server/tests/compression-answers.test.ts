import type { Server } from 'node:http';
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseCoding, compressAnswers } from '../src/http/compression';

/**
 * The compression middleware on its own, over real HTTP, with answers the app's endpoints do not all give today:
 * what it must leave alone, and a body written over time.
 */

const bigText = 'Client Flow keeps every checklist in one place. '.repeat(200);
let releaseSlowBody = () => {};

function answers() {
  const app = new Hono();
  app.use('*', compressAnswers());
  app.on(['GET', 'POST'], '/big', (c) => c.text(bigText));
  app.get('/no-transform', (c) => c.text(bigText, 200, { 'cache-control': 'no-transform' }));
  app.get('/encoded', (c) =>
    c.body(new Uint8Array(zlib.gzipSync(bigText)), 200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }),
  );
  app.get('/partial', (c) =>
    c.body(new TextEncoder().encode(bigText.slice(0, 2000)), 206, {
      'content-type': 'text/plain',
      'content-range': `bytes 0-1999/${bigText.length}`,
    }),
  );
  app.get('/events', (c) =>
    streamSSE(c, async (stream) => {
      await stream.writeSSE({ event: 'ready', data: bigText });
      await new Promise<void>((resolve) => stream.onAbort(resolve));
    }),
  );
  app.get('/slow', (c) => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(`first part: ${bigText}`));
        await new Promise<void>((resolve) => (releaseSlowBody = resolve));
        controller.enqueue(encoder.encode('second part'));
        controller.close();
      },
    });
    return c.body(body, 200, { 'content-type': 'text/plain; charset=utf-8' });
  });
  return app;
}

/** Sends a GET and hands over the response as soon as its headers are in. */
function open(url: string, headers: Record<string, string>) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(url, { headers: { connection: 'close', ...headers } }, resolve).on('error', reject);
  });
}

async function bodyOf(response: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('[COMPRESSION] the middleware on its own', () => {
  let server: Server;
  let baseUrl = '';
  beforeAll(async () => {
    server = createAdaptorServer({ fetch: answers().fetch }) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('chooses the coding by q-value, brotli on a tie, identity where nothing else is accepted', () => {
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseCoding('gzip;q=1, br;q=0.9')).toBe('gzip');
    expect(chooseCoding('BR;Q=0.5, GZIP;Q=0.4')).toBe('br');
    expect(chooseCoding('br;q=0.5, gzip', ['br'])).toBe('br');
    expect(chooseCoding('gzip', ['br'])).toBeUndefined();
    expect(chooseCoding('deflate, zstd')).toBeUndefined();
    expect(chooseCoding('identity, gzip;q=0.5')).toBeUndefined();
    expect(chooseCoding('*;q=0')).toBeUndefined();
    expect(chooseCoding('*;q=0.1, br;q=0')).toBe('gzip');
    expect(chooseCoding('')).toBeUndefined();
  });

  it('compresses a text answer above the threshold', async () => {
    const response = await open(`${baseUrl}/big`, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(zlib.gunzipSync(await bodyOf(response)).toString()).toBe(bigText);
  });

  it('leaves alone an answer to a write, one marked no-transform, one already encoded, a range and the event stream', async () => {
    const write = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .request(
          `${baseUrl}/big`,
          { method: 'POST', headers: { 'accept-encoding': 'br', connection: 'close' } },
          resolve,
        )
        .on('error', reject)
        .end(),
    );
    expect(write.headers['content-encoding']).toBeUndefined();
    expect((await bodyOf(write)).toString()).toBe(bigText);

    const noTransform = await open(`${baseUrl}/no-transform`, { 'accept-encoding': 'br' });
    expect(noTransform.headers['content-encoding']).toBeUndefined();
    expect((await bodyOf(noTransform)).toString()).toBe(bigText);

    const encoded = await open(`${baseUrl}/encoded`, { 'accept-encoding': 'br' });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(await bodyOf(encoded)).toString()).toBe(bigText);

    const partial = await open(`${baseUrl}/partial`, { 'accept-encoding': 'br', range: 'bytes=0-1999' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-encoding']).toBeUndefined();
    expect((await bodyOf(partial)).toString()).toBe(bigText.slice(0, 2000));

    // The stream stays open: its first event must arrive as it is, not wait in a compressor.
    const events = await open(`${baseUrl}/events`, { 'accept-encoding': 'br, gzip', accept: 'text/event-stream' });
    expect(events.headers['content-encoding']).toBeUndefined();
    const [first] = (await once(events, 'data')) as [Buffer];
    expect(first.toString()).toContain('event: ready');
    events.destroy();
  });

  it('sends each part of a body written over time as soon as it is written', async () => {
    const response = await open(`${baseUrl}/slow`, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    const decompressor = zlib.createBrotliDecompress();
    response.pipe(decompressor);
    let text = '';
    decompressor.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const textIncludes = (part: string) => vi.waitFor(() => expect(text).toContain(part), { interval: 5 });
    // The first part arrives while the second is not written yet.
    await textIncludes('first part');
    expect(text).not.toContain('second part');
    releaseSlowBody();
    await textIncludes('second part');
    expect(text).toBe(`first part: ${bigText}second part`);
  });
});
