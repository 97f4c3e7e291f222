import type { ChatMessage, ChatMood, ChatTopic, GenerationInput } from '@shutterdesk/core';

/** The post helper's steps: topic, mood, optional instructions then Generate, then refinements. */
export type ChatStep = 'topic' | 'mood' | 'instructions' | 'refine';

export const chatPrompts = {
  greeting: 'Hi! I can draft posts for your photography business. What would you like to write?',
  mood: 'Which mood should the post have?',
  instructions:
    'Anything it should mention, like an offer, a date or a place? Add it below (optional), then press Generate.',
} as const;

/** The post helper's conversation as a pure reducer; the panel renders it and its hook talks to the server. */
export interface Conversation {
  step: ChatStep;
  topic: ChatTopic | null;
  mood: ChatMood | null;
  messages: ChatMessage[];
  /** The last reply that was a draft (not an error): the one a refinement changes. */
  lastDraft: string;
  /** What is typed in the box. */
  input: string;
  generating: boolean;
  /** The reply a draft under way streams into. */
  replyId: string | null;
  /** Messages said so far, Start over included: each new one is numbered on, so no key is used twice. */
  messageCount: number;
}

export type ConversationAction =
  | { type: 'chooseTopic'; topic: ChatTopic }
  | { type: 'chooseMood'; mood: ChatMood }
  | { type: 'typeInput'; input: string }
  /** The user's words go in, an empty reply waits for the draft, and the box empties. */
  | { type: 'requestDraft'; userText: string }
  | { type: 'replyProgress'; text: string }
  | { type: 'replyDone'; draft: string }
  | { type: 'replyFailed'; text: string }
  | { type: 'draftSettled' }
  | { type: 'startOver' };

/** Appends messages, numbering them on from what has been said. */
function say(state: Conversation, ...said: Pick<ChatMessage, 'from' | 'text'>[]): Conversation {
  const numbered = said.map((message, index) => ({
    ...message,
    id: `chat-${state.messageCount + index + 1}`,
    isError: false,
  }));
  return { ...state, messages: [...state.messages, ...numbered], messageCount: state.messageCount + said.length };
}

function changeReply(state: Conversation, changes: Partial<ChatMessage>): Conversation {
  const messages = state.messages.map((message) =>
    message.id === state.replyId ? { ...message, ...changes } : message,
  );
  return { ...state, messages };
}

export function startConversation(messageCount = 0): Conversation {
  const empty: Conversation = {
    step: 'topic',
    topic: null,
    mood: null,
    messages: [],
    lastDraft: '',
    input: '',
    generating: false,
    replyId: null,
    messageCount,
  };
  return say(empty, { from: 'bot', text: chatPrompts.greeting });
}

export function conversationReducer(state: Conversation, action: ConversationAction): Conversation {
  switch (action.type) {
    case 'chooseTopic': {
      const asked = say(state, { from: 'user', text: action.topic }, { from: 'bot', text: chatPrompts.mood });
      return { ...asked, topic: action.topic, step: 'mood' };
    }
    case 'chooseMood': {
      const asked = say(state, { from: 'user', text: action.mood }, { from: 'bot', text: chatPrompts.instructions });
      return { ...asked, mood: action.mood, step: 'instructions' };
    }
    case 'typeInput':
      return { ...state, input: action.input };
    case 'requestDraft': {
      const asked = say(state, { from: 'user', text: action.userText }, { from: 'bot', text: '' });
      return { ...asked, input: '', generating: true, replyId: asked.messages.at(-1)!.id };
    }
    case 'replyProgress':
      return changeReply(state, { text: action.text });
    case 'replyDone':
      return { ...changeReply(state, { text: action.draft }), lastDraft: action.draft, step: 'refine' };
    case 'replyFailed':
      return changeReply(state, { text: action.text, isError: true });
    case 'draftSettled':
      return { ...state, generating: false, replyId: null };
    case 'startOver':
      // A draft under way is stopped by the hook; it is 'generating' until that has settled.
      return { ...startConversation(state.messageCount), generating: state.generating };
  }
}

/** What Generate or Send asks the server for, and the words shown as the user's; null when there is nothing. */
export function draftRequestOf({ step, topic, mood, input, lastDraft }: Conversation): {
  request: GenerationInput;
  userText: string;
} | null {
  const text = input.trim();
  if (step === 'instructions' && topic && mood) {
    return {
      request: { type: 'newRequest', topic, mood, instructions: text },
      userText: text || `Write a ${mood.toLowerCase()} post, please.`,
    };
  }
  if (step === 'refine' && text) {
    return { request: { type: 'refineRequest', refinement: text, previousResponse: lastDraft }, userText: text };
  }
  return null;
}

/** A reply offered to copy: the latest good draft, once it has finished. */
export function isCopyableDraft({ lastDraft, generating }: Conversation, message: ChatMessage): boolean {
  return message.from === 'bot' && !message.isError && lastDraft !== '' && message.text === lastDraft && !generating;
}
