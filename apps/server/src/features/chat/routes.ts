import { chatTexts, type ChatStatus, type DraftStreamEvent, type GenerationRequest } from '@shutterdesk/core';
import { apiContracts } from '@shutterdesk/core/api';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import { errorResponse } from '../../http/errors';
import type { Routing } from '../../http/routing';
import { createModelDrafter, DraftFailure } from './model-drafter';
import { draftPost, refineDraft, UnsupportedRefinementError } from './offline-drafter';
import { takeDraftAllowance } from './service';

const encoder = new TextEncoder();
const encodeEvent = (event: DraftStreamEvent) => encoder.encode(`${JSON.stringify(event)}\n`);

/** Newline-delimited JSON events, flushed as they come so the chat shows the reply while it is written. */
function draftStreamResponse(firstText: string, rest: AsyncIterator<string>, onCancel: () => void): Response {
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encodeEvent({ type: 'text', text: firstText }));
      try {
        for (let next = await rest.next(); !next.done; next = await rest.next()) {
          controller.enqueue(encodeEvent({ type: 'text', text: next.value }));
        }
        controller.enqueue(encodeEvent({ type: 'done' }));
      } catch (error) {
        const message = error instanceof DraftFailure ? error.message : chatTexts.replyCutOff;
        controller.enqueue(encodeEvent({ type: 'error', message }));
      }
      controller.close();
    },
    cancel: onCancel,
  });
  return new Response(body, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } });
}

function offlineDraft(request: GenerationRequest): string {
  if (request.type === 'newRequest') return draftPost(request);
  try {
    return refineDraft(request.previousResponse, request.refinement);
  } catch (error) {
    if (error instanceof UnsupportedRefinementError) throw new AppError('UNSUPPORTED_REFINEMENT', error.message);
    throw error;
  }
}

/** /api/chat: the chat helper's drafts, from the configured model or else from the offline drafter. */
export function chatRoutes(db: Database, { router, route }: Routing, env: Env, clock: Clock) {
  const streamModelDraft =
    env.AI_BASE_URL && env.AI_MODEL
      ? createModelDrafter({
          baseUrl: env.AI_BASE_URL,
          apiKey: env.AI_API_KEY,
          model: env.AI_MODEL,
          timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
        })
      : undefined;
  const status: ChatStatus = { mode: streamModelDraft ? 'model' : 'offline', draftsPerHour: env.AI_DRAFTS_PER_HOUR };

  return router()
    .openapi(route(apiContracts.getChatStatus), (c) => c.json(status, 200))
    .openapi(route(apiContracts.generateDraft), async (c) => {
      const request = c.req.valid('json');
      await takeDraftAllowance(db, c.get('userId'), env.AI_DRAFTS_PER_HOUR, clock.now());
      if (!streamModelDraft) {
        return draftStreamResponse(offlineDraft(request), (async function* () {})(), () => {});
      }

      const cancel = new AbortController();
      c.req.raw.signal.addEventListener('abort', () => cancel.abort());
      const chunks = streamModelDraft(request, cancel.signal);
      // Wait for the first words before answering, so a failure before them is an ordinary error status.
      let first: IteratorResult<string>;
      try {
        first = await chunks.next();
      } catch (error) {
        if (!(error instanceof DraftFailure)) throw error;
        c.get('logger').warn({ status: error.status, reason: error.message }, 'AI draft failed');
        return errorResponse(c, error.status === 504 ? 'AI_TIMED_OUT' : 'AI_DRAFT_FAILED', error.message);
      }
      if (first.done) return errorResponse(c, 'AI_NO_RESPONSE', chatTexts.noResponse);
      return draftStreamResponse(first.value, chunks, () => cancel.abort());
    });
}
