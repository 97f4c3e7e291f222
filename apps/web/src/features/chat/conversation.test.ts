import { describe, expect, it } from 'vitest';
import {
  chatPrompts,
  conversationReducer,
  draftRequestOf,
  isCopyableDraft,
  startConversation,
  type Conversation,
  type ConversationAction,
} from './conversation';

const play = (...actions: ConversationAction[]): Conversation =>
  actions.reduce(conversationReducer, startConversation());
const said = (conversation: Conversation) => conversation.messages.map(({ from, text }) => `${from}: ${text}`);

const toInstructions: ConversationAction[] = [
  { type: 'chooseTopic', topic: 'Social Media Post' },
  { type: 'chooseMood', mood: 'Marketing' },
];
const firstDraft: ConversationAction[] = [
  ...toInstructions,
  { type: 'requestDraft', userText: 'Spring minis' },
  { type: 'replyProgress', text: 'Golden hour' },
  { type: 'replyDone', draft: 'Golden hour minis!' },
  { type: 'draftSettled' },
];

describe('the post helper conversation', () => {
  it('greets, then asks for the mood once a topic is chosen and for instructions once a mood is', () => {
    expect(said(startConversation())).toEqual([`bot: ${chatPrompts.greeting}`]);
    const conversation = play(...toInstructions);
    expect(conversation).toMatchObject({ step: 'instructions', topic: 'Social Media Post', mood: 'Marketing' });
    expect(said(conversation).slice(1)).toEqual([
      'user: Social Media Post',
      `bot: ${chatPrompts.mood}`,
      'user: Marketing',
      `bot: ${chatPrompts.instructions}`,
    ]);
  });

  it('streams a draft into one reply, then moves on to refinements', () => {
    const writing = play(...firstDraft.slice(0, 4));
    expect(writing).toMatchObject({ generating: true, input: '' });
    expect(said(writing).slice(-2)).toEqual(['user: Spring minis', 'bot: Golden hour']);

    const done = play(...firstDraft);
    expect(done).toMatchObject({ step: 'refine', lastDraft: 'Golden hour minis!', generating: false, replyId: null });
    expect(said(done).at(-1)).toBe('bot: Golden hour minis!');
  });

  it('shows a failure in the reply, and a refinement still changes the last good draft', () => {
    const failed = play(
      ...firstDraft,
      { type: 'requestDraft', userText: 'more formal' },
      { type: 'replyFailed', text: 'Request failed (503)' },
      { type: 'draftSettled' },
    );
    expect(failed.messages.at(-1)).toMatchObject({ text: 'Request failed (503)', isError: true });
    expect(isCopyableDraft(failed, failed.messages.at(-1)!)).toBe(false);
    expect(draftRequestOf({ ...failed, input: ' shorter ' })).toEqual({
      request: { type: 'refineRequest', refinement: 'shorter', previousResponse: 'Golden hour minis!' },
      userText: 'shorter',
    });
  });

  it('asks for a new post with the instructions, or says what it asks for when there are none', () => {
    const ready = play(...toInstructions);
    expect(draftRequestOf(ready)).toEqual({
      request: { type: 'newRequest', topic: 'Social Media Post', mood: 'Marketing', instructions: '' },
      userText: 'Write a marketing post, please.',
    });
    expect(draftRequestOf({ ...ready, input: ' At the lake ' })?.userText).toBe('At the lake');
    expect(draftRequestOf(play({ type: 'chooseTopic', topic: 'Social Media Post' }))).toBeNull();
    expect(draftRequestOf({ ...play(...firstDraft), input: '   ' })).toBeNull();
  });

  it('offers to copy only the finished latest draft', () => {
    const done = play(...firstDraft);
    expect(isCopyableDraft(done, done.messages.at(-1)!)).toBe(true);
    expect(isCopyableDraft({ ...done, generating: true }, done.messages.at(-1)!)).toBe(false);
    expect(isCopyableDraft(done, done.messages[0]!)).toBe(false);
  });

  it('starts over from the greeting without reusing a message key, still busy until the stopped draft settles', () => {
    const busy = play(...toInstructions, { type: 'requestDraft', userText: 'x' }, { type: 'startOver' });
    expect(busy).toMatchObject({ step: 'topic', topic: null, mood: null, lastDraft: '', replyId: null });
    expect(busy.generating).toBe(true);
    expect(said(busy)).toEqual([`bot: ${chatPrompts.greeting}`]);
    const before = play(...toInstructions, { type: 'requestDraft', userText: 'x' });
    expect(before.messages.map((message) => message.id)).not.toContain(busy.messages[0]!.id);
    // What the stopped draft still says goes nowhere.
    expect(conversationReducer(busy, { type: 'replyProgress', text: 'late' }).messages).toEqual(busy.messages);
  });
});
