import { chatErrorText, type ChatMood, type ChatTopic, type GenerationInput } from '@shutterdesk/core';
import { useEffect, useReducer, useRef } from 'react';
import { streamDraft } from './api';
import { conversationReducer, draftRequestOf, startConversation } from './conversation';

/**
 * The post helper's conversation (features/chat/conversation.ts) and the drafts it asks the server for. Start
 * over, or leaving the page, stops a draft under way.
 */
export function useConversation() {
  const [conversation, dispatch] = useReducer(conversationReducer, 0, startConversation);
  const draftUnderWay = useRef<AbortController | null>(null);
  useEffect(() => () => draftUnderWay.current?.abort(), []);

  async function writeDraft(request: GenerationInput, userText: string) {
    dispatch({ type: 'requestDraft', userText });
    const controller = new AbortController();
    draftUnderWay.current = controller;
    // What a stopped draft still sends is dropped.
    const isCurrent = () => draftUnderWay.current === controller && !controller.signal.aborted;
    try {
      const draft = await streamDraft(
        request,
        (text) => {
          if (isCurrent()) dispatch({ type: 'replyProgress', text });
        },
        controller.signal,
      );
      if (isCurrent()) dispatch({ type: 'replyDone', draft });
    } catch (error) {
      if (isCurrent()) dispatch({ type: 'replyFailed', text: chatErrorText(error) });
    } finally {
      if (draftUnderWay.current === controller) dispatch({ type: 'draftSettled' });
    }
  }

  const submit = () => {
    const next = draftRequestOf(conversation);
    if (!conversation.generating && next) void writeDraft(next.request, next.userText);
  };
  const startOver = () => {
    draftUnderWay.current?.abort();
    dispatch({ type: 'startOver' });
  };

  return {
    conversation,
    chooseTopic: (topic: ChatTopic) => dispatch({ type: 'chooseTopic', topic }),
    chooseMood: (mood: ChatMood) => dispatch({ type: 'chooseMood', mood }),
    typeInput: (input: string) => dispatch({ type: 'typeInput', input }),
    submit,
    startOver,
  };
}
