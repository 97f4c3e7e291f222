/**
 * The chat helper that drafts social posts (docs/product.md, "Chat helper"): its steps' choices, the request and
 * answer contracts, the error texts and the network error rule.
 */
import { z } from 'zod';

export const chatTopics = ['Social Media Post'] as const;
export type ChatTopic = (typeof chatTopics)[number];

export const chatMoods = ['Marketing', 'Inspirational', 'Humorous', 'Insightful'] as const;
export type ChatMood = (typeof chatMoods)[number];

/** One message of the chat panel's conversation. */
export interface ChatMessage {
  id: string;
  text: string;
  from: 'bot' | 'user';
  isError: boolean;
}

export const chatInstructionsMaxLength = 1000;
export const chatRefinementMaxLength = 500;
/** A post is a few hundred characters; this bounds what a refinement may send back as the previous reply. */
export const chatPreviousResponseMaxLength = 8000;

export const chatTexts = {
  networkError: 'Network error. Check the function URL and CORS.',
  noResponse: 'No response.',
  requestFailed: (status: number) => `Request failed (${status})`,
  timedOut: 'The AI model took too long to answer. Please try again.',
  replyCutOff: 'The reply was cut off before it was finished. Please try again.',
} as const;

export const newGenerationRequestSchema = z.strictObject({
  type: z.literal('newRequest'),
  topic: z.enum(chatTopics, { error: `Topic must be one of: ${chatTopics.join(', ')}.` }),
  mood: z.enum(chatMoods, { error: `Mood must be one of: ${chatMoods.join(', ')}.` }),
  instructions: z
    .string({ error: 'Instructions must be text.' })
    .trim()
    .max(chatInstructionsMaxLength, `Instructions can be at most ${chatInstructionsMaxLength} characters.`)
    .default(''),
});

export const refineGenerationRequestSchema = z.strictObject({
  type: z.literal('refineRequest'),
  refinement: z
    .string({ error: 'Please say what to change.' })
    .trim()
    .min(1, 'Please say what to change.')
    .max(chatRefinementMaxLength, `A change request can be at most ${chatRefinementMaxLength} characters.`),
  previousResponse: z
    .string({ error: 'The previous reply must be text.' })
    .trim()
    .min(1, 'There is no previous reply to change.')
    .max(
      chatPreviousResponseMaxLength,
      `The previous reply can be at most ${chatPreviousResponseMaxLength} characters.`,
    ),
});

/** POST /api/chat/generate. The server builds the prompt from this; the client never sends a prompt. */
export const generationRequestSchema = z.discriminatedUnion(
  'type',
  [newGenerationRequestSchema, refineGenerationRequestSchema],
  { error: "type must be 'newRequest' or 'refineRequest'." },
);
export type GenerationRequest = z.infer<typeof generationRequestSchema>;
export type NewGenerationRequest = z.infer<typeof newGenerationRequestSchema>;
export type RefineGenerationRequest = z.infer<typeof refineGenerationRequestSchema>;

/** What the chat knows when it asks for a draft; which fields count depends on `type`. */
export interface GenerationInput {
  type: string;
  topic?: string;
  mood?: string;
  instructions?: string;
  refinement?: string;
  previousResponse?: string;
}

/**
 * The body sent for a generation request: only the fields of its kind, and an empty object for any other kind
 * (which the server then refuses).
 */
export function buildGenerationRequest(input: GenerationInput): Partial<GenerationRequest> {
  switch (input.type) {
    case 'newRequest':
      return {
        type: 'newRequest',
        topic: input.topic as ChatTopic,
        mood: input.mood as ChatMood,
        instructions: input.instructions ?? '',
      };
    case 'refineRequest':
      return {
        type: 'refineRequest',
        refinement: input.refinement ?? '',
        previousResponse: input.previousResponse ?? '',
      };
    default:
      return {};
  }
}

/**
 * The text a failed generation call shows: the network error text when there is no error or its message mentions
 * 'failed to fetch', 'network' or 'cors' (any case); otherwise the error's own message.
 */
export function chatErrorText(error: unknown): string {
  if (error === null || error === undefined) return chatTexts.networkError;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (!message || /failed to fetch|network|cors/i.test(message)) return chatTexts.networkError;
  return message;
}

/** GET /api/chat/status: whether drafts come from a connected model or from the built-in offline drafter. */
export const chatStatusSchema = z
  .object({ mode: z.enum(['model', 'offline']), draftsPerHour: z.number().int() })
  .meta({ id: 'ChatStatus' });
export type ChatStatus = z.infer<typeof chatStatusSchema>;

/**
 * One line of the streamed reply (newline-delimited JSON): pieces of text as the model writes them, then `done`;
 * an `error` ends a reply that failed after it had started.
 */
export const draftStreamEventSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('text'), text: z.string() }),
    z.object({ type: z.literal('done') }),
    z.object({ type: z.literal('error'), message: z.string() }),
  ])
  .meta({
    id: 'DraftStreamEvent',
    description:
      'One line of the streamed reply: pieces of text as they are written, then `done`; an `error` ends a reply ' +
      'that failed after it had started.',
  });
export type DraftStreamEvent = z.infer<typeof draftStreamEventSchema>;
