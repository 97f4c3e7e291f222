import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real OpenAI-compatible chat completions server on loopback, for the integration and browser tests: it answers
 * POST /v1/chat/completions the way OpenAI, Ollama or vLLM would (server-sent events, or one JSON body), or fails
 * the way they can. Each request takes the next queued reply, else the default one.
 */
export type AiReply =
  /** Server-sent events, one per chunk; with `holdAfter`, the chunks from that index wait for `release()`. */
  | { kind: 'stream'; chunks: readonly string[]; holdAfter?: number }
  /** One chat.completion JSON body (a server that ignores `stream`); null content is an empty reply. */
  | { kind: 'json'; text: string | null }
  | { kind: 'error'; status: number; body?: unknown }
  /** Sends the headers, then nothing: a model that stalls. */
  | { kind: 'hang' };

export interface RecordedAiRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
  };
}

export interface OpenAiCompatibleServer {
  /** What AI_BASE_URL should be. */
  baseUrl: string;
  requests: RecordedAiRequest[];
  /** Queues replies for the next requests, in order. */
  reply(...replies: AiReply[]): void;
  /** Lets held stream chunks go. */
  release(): void;
  close(): Promise<void>;
}

const completionChunk = (content: string | undefined, finishReason: string | null = null) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion.chunk',
  created: Math.floor(Date.now() / 1000),
  model: 'test-model',
  choices: [{ index: 0, delta: content === undefined ? {} : { content }, finish_reason: finishReason }],
});

async function readJsonBody(request: IncomingMessage): Promise<RecordedAiRequest['body']> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text) as RecordedAiRequest['body'];
}

export async function startOpenAiCompatibleServer(
  defaultReply: (request: RecordedAiRequest) => AiReply = () => ({ kind: 'stream', chunks: ['A draft.'] }),
): Promise<OpenAiCompatibleServer> {
  const queue: AiReply[] = [];
  const requests: RecordedAiRequest[] = [];
  const open = new Set<ServerResponse>();
  let releaseHeld: () => void = () => {};
  let held = new Promise<void>((resolve) => (releaseHeld = resolve));

  async function stream(response: ServerResponse, { chunks, holdAfter }: Extract<AiReply, { kind: 'stream' }>) {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
    for (const [index, chunk] of chunks.entries()) {
      if (index === holdAfter) await held;
      send(completionChunk(chunk));
    }
    send(completionChunk(undefined, 'stop'));
    response.end('data: [DONE]\n\n');
  }

  const server = createServer(async (request, response) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: `Unknown path ${request.url}` } }));
      return;
    }
    const recorded: RecordedAiRequest = {
      authorization: request.headers.authorization,
      body: await readJsonBody(request),
    };
    requests.push(recorded);
    const reply = queue.shift() ?? defaultReply(recorded);
    switch (reply.kind) {
      case 'stream':
        return stream(response, reply);
      case 'json':
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: recorded.body.model,
            choices: [{ index: 0, message: { role: 'assistant', content: reply.text }, finish_reason: 'stop' }],
          }),
        );
      case 'error':
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        return response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      case 'hang':
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.flushHeaders();
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies) => queue.push(...replies),
    release() {
      releaseHeld();
      held = new Promise<void>((resolve) => (releaseHeld = resolve));
    },
    async close() {
      releaseHeld();
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
