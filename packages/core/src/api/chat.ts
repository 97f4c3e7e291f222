import { chatStatusSchema, draftStreamEventSchema, generationRequestSchema } from '../chat';
import { endpoint } from './endpoint';

const tags = ['Chat Helper'] as const;

/** The chat helper that drafts social media posts. */
export const chatContracts = {
  getChatStatus: endpoint({
    operationId: 'getChatStatus',
    method: 'get',
    path: '/api/chat/status',
    tags,
    summary: 'Whether drafts come from a connected model or the built-in drafter, and the hourly allowance.',
    access: 'user',
    response: chatStatusSchema,
  }),
  generateDraft: endpoint({
    operationId: 'generateDraft',
    method: 'post',
    path: '/api/chat/generate',
    tags,
    summary: 'Drafts a post, or refines the last one, streamed as newline-delimited JSON as it is written.',
    description:
      'Counts against the hourly allowance. A failure before the first words is an error status; one after them ' +
      'ends the stream with an `error` line.',
    access: 'subscriber',
    request: { body: generationRequestSchema },
    response: { contentType: 'application/x-ndjson', schema: draftStreamEventSchema },
    errors: ['DRAFT_LIMIT_REACHED', 'UNSUPPORTED_REFINEMENT', 'AI_DRAFT_FAILED', 'AI_NO_RESPONSE', 'AI_TIMED_OUT'],
  }),
};
