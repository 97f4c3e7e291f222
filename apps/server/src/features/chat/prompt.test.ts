import { describe, expect, it } from 'vitest';
import { buildChatMessages } from './prompt';

describe('buildChatMessages', () => {
  it('a new request asks for the topic in the mood, with the instructions as content', () => {
    const messages = buildChatMessages({
      type: 'newRequest',
      topic: 'Social Media Post',
      mood: 'Insightful',
      instructions: 'golden hour tips',
    });
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messages[1]!.content).toMatch(/^Write a social media post in a insightful tone: .*practical tip/);
    expect(messages[1]!.content).toContain('The photographer’s instructions: golden hour tips');
  });

  it('leaves the instructions line out when there are none', () => {
    const [, user] = buildChatMessages({
      type: 'newRequest',
      topic: 'Social Media Post',
      mood: 'Humorous',
      instructions: '',
    });
    expect(user!.content).not.toContain('instructions');
  });

  it('a refinement sends the previous reply as the model’s own turn, then the change', () => {
    const messages = buildChatMessages({ type: 'refineRequest', refinement: 'shorter', previousResponse: 'Book now!' });
    expect(messages.slice(1)).toEqual([
      { role: 'assistant', content: 'Book now!' },
      { role: 'user', content: 'Revise the post above as follows: shorter\nReply with the full revised post only.' },
    ]);
  });
});
