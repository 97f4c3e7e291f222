import {
  buildGenerationRequest,
  chatTexts,
  type ApiErrorBody,
  type DraftStreamEvent,
  type GenerationInput,
} from '@shutterdesk/core';
import { useQuery } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { notifyPlanRequired } from '@/lib/toast';

/** GET /api/chat/status: whether a model is connected; it changes only when the server restarts. */
export function useChatStatus() {
  return useQuery({
    queryKey: queryKeys.chatStatus,
    queryFn: () => api('GET /api/chat/status'),
    staleTime: Infinity,
  });
}

/** A non-OK answer gives its error message, or 'Request failed (status)'; a plan's absence is told as everywhere. */
async function failureOf(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => undefined)) as Partial<ApiErrorBody> | undefined;
  if (body?.error?.code === 'SUBSCRIPTION_REQUIRED') notifyPlanRequired();
  return new Error(body?.error?.message || chatTexts.requestFailed(response.status));
}

/**
 * POST /api/chat/generate, reading the reply as it streams in: `onText` gets the text so far after each piece.
 * Resolves with the whole reply; rejects with an Error whose message the chat shows (fetch's own TypeError when
 * the server cannot be reached).
 */
export async function streamDraft(
  input: GenerationInput,
  onText: (textSoFar: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  // Read as a stream rather than through api(): the answer arrives line by line. The body may be incomplete on
  // purpose (buildGenerationRequest), so the server's refusal is what the chat shows.
  const response = await fetch(apiUrl('POST /api/chat/generate'), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    body: JSON.stringify(buildGenerationRequest(input)),
    signal,
  });
  if (!response.ok || !response.body) throw await failureOf(response);

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let buffered = '';
  let finished = false;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    buffered += chunk.value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const event = JSON.parse(line) as DraftStreamEvent;
      if (event.type === 'error') throw new Error(event.message);
      if (event.type === 'done') finished = true;
      else {
        text += event.text;
        onText(text);
      }
    }
  }
  if (!text.trim()) throw new Error(chatTexts.noResponse);
  if (!finished) throw new Error(chatTexts.replyCutOff);
  return text;
}
