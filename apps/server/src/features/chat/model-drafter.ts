import { chatTexts, type GenerationRequest } from '@shutterdesk/core';
import type OpenAI from 'openai';
import type { APIError } from 'openai';
import { buildChatMessages } from './prompt';

export interface ModelSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** The whole reply, first word to last, must arrive within this. */
  timeoutMs: number;
}

/** A generation the model could not complete; `status` is what our API answers when nothing was sent yet. */
export class DraftFailure extends Error {
  override name = 'DraftFailure';
  constructor(
    readonly status: 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Compatible servers word errors differently: { error: { message } } (OpenAI), { error: 'text' } (Ollama) or a
 * top-level { message } (some vLLM versions). The SDK reads only the first, so the others are rewritten into it.
 */
const fetchWithOpenAiErrors: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.ok) return response;
  const text = await response.text();
  let body: { error?: unknown; message?: unknown } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  const message = typeof body?.error === 'string' ? body.error : body?.error === undefined ? body?.message : undefined;
  const normalised = typeof message === 'string' ? { error: { message } } : undefined;
  return new Response(normalised ? JSON.stringify(normalised) : text, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};

/** The provider's own message, if its error body had one. */
function providerMessage(error: APIError): string | undefined {
  const message = (error.error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message.trim() : undefined;
}

/** The SDK's parts the drafter uses; loaded with the first draft, as most servers run without a model. */
async function loadSdk() {
  const [{ default: Client, APIConnectionTimeoutError, APIError }, { Stream }] = await Promise.all([
    import('openai'),
    import('openai/streaming'),
  ]);
  return { Client, APIConnectionTimeoutError, APIError, Stream };
}

type Sdk = Awaited<ReturnType<typeof loadSdk>>;

function asDraftFailure(error: unknown, timedOut: boolean, sdk: Sdk | undefined): DraftFailure {
  if (timedOut || (sdk && error instanceof sdk.APIConnectionTimeoutError)) {
    return new DraftFailure(504, chatTexts.timedOut);
  }
  if (error instanceof DraftFailure) return error;
  if (sdk && error instanceof sdk.APIError && error.status !== undefined) {
    return new DraftFailure(502, providerMessage(error) ?? chatTexts.requestFailed(error.status));
  }
  return new DraftFailure(502, 'The AI model could not be reached. Please try again later.');
}

/**
 * Talks to any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio) through the official SDK. It asks for
 * a streamed reply and also accepts a complete JSON reply, as some compatible servers ignore `stream`.
 */
export function createModelDrafter(settings: ModelSettings) {
  let loading: Promise<{ sdk: Sdk; client: OpenAI }> | undefined;
  const loadClient = () =>
    (loading ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.Client({
        baseURL: settings.baseUrl,
        // Local servers need no key, but the SDK insists on one.
        apiKey: settings.apiKey ?? 'no-key',
        // A person is waiting: fail fast and let them press Generate again rather than retry behind their back.
        maxRetries: 0,
        timeout: settings.timeoutMs,
        fetch: fetchWithOpenAiErrors,
      }),
    })));

  /** Yields the reply's text as the model writes it; every failure is a DraftFailure. */
  return async function* streamDraft(request: GenerationRequest, cancel: AbortSignal): AsyncGenerator<string> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, settings.timeoutMs);
    const stopOnCancel = () => controller.abort();
    cancel.addEventListener('abort', stopOnCancel);
    let sdk: Sdk | undefined;
    try {
      const loaded = await loadClient();
      sdk = loaded.sdk;
      const { client } = loaded;
      const response = await client.chat.completions
        .create(
          { model: settings.model, messages: buildChatMessages(request), stream: true },
          { signal: controller.signal },
        )
        .asResponse();
      if (response.headers.get('content-type')?.includes('text/event-stream')) {
        const chunks = sdk.Stream.fromSSEResponse<OpenAI.Chat.Completions.ChatCompletionChunk>(
          response,
          controller,
          client,
        );
        for await (const chunk of chunks) {
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
        // The SDK ends a stream quietly when it is aborted; a stalled model must still read as a timeout.
        if (timedOut) throw new DraftFailure(504, chatTexts.timedOut);
      } else {
        const completion = (await response.json()) as Partial<OpenAI.Chat.Completions.ChatCompletion>;
        const text = completion.choices?.[0]?.message?.content;
        if (text) yield text;
      }
    } catch (error) {
      throw asDraftFailure(error, timedOut, sdk);
    } finally {
      clearTimeout(timer);
      cancel.removeEventListener('abort', stopOnCancel);
    }
  };
}

export type ModelDrafter = ReturnType<typeof createModelDrafter>;
