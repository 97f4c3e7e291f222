import { chatMoods, type ChatMood } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { draftPost, refineDraft, UnsupportedRefinementError } from './offline-drafter';

/** A repeatable sequence of choices, so each seed gives one fixed draft. */
const seeded = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
};

const draft = (mood: ChatMood, instructions = '', seed = 7) =>
  draftPost({ type: 'newRequest', topic: 'Social Media Post', mood, instructions }, seeded(seed));

const paragraphsOf = (post: string) => post.split('\n\n');
const hashtagsOf = (post: string) => paragraphsOf(post).at(-1)!.split(' ');
const emojiCount = (text: string) => text.match(/\p{Extended_Pictographic}/gu)?.length ?? 0;

describe('draftPost', () => {
  it.each(chatMoods)('writes a %s post: opening, the details, body, call to action and hashtags', (mood) => {
    const post = draft(mood, 'fall mini sessions at Maple Farm on October 12');
    const paragraphs = paragraphsOf(post);
    expect(paragraphs).toHaveLength(5);
    expect(paragraphs[1]).toBe('Fall mini sessions at Maple Farm on October 12.');
    const hashtags = hashtagsOf(post);
    expect(hashtags.length).toBeGreaterThanOrEqual(3);
    expect(hashtags.length).toBeLessThanOrEqual(5);
    expect(hashtags.every((tag) => /^#\p{L}[\p{L}\p{N}]*$/u.test(tag))).toBe(true);
    expect(hashtags).toEqual(expect.arrayContaining(['#Fall', '#Mini']));
  });

  it('each mood has its own voice', () => {
    const posts = chatMoods.map((mood) => draft(mood));
    expect(new Set(posts).size).toBe(chatMoods.length);
    const openings = posts.map((post) => paragraphsOf(post)[0]);
    expect(new Set(openings).size).toBe(chatMoods.length);
  });

  it('varies from one draft to the next', () => {
    const posts = new Set([1, 2, 3, 4, 5, 6].map((seed) => draft('Marketing', '', seed)));
    expect(posts.size).toBeGreaterThan(2);
  });

  it('without instructions it still writes a full post', () => {
    const paragraphs = paragraphsOf(draft('Inspirational'));
    expect(paragraphs).toHaveLength(4);
    expect(paragraphs.every((paragraph) => paragraph.length > 10)).toBe(true);
  });
});

describe('refineDraft', () => {
  const original = draft('Humorous', "we're booking spring sessions and you'll love it");

  it('"shorter" keeps the opening and call to action and cuts the rest', () => {
    const shorter = refineDraft(original, 'Make it shorter please');
    expect(shorter.length).toBeLessThan(original.length);
    expect(paragraphsOf(shorter)[0]).toBe(paragraphsOf(original)[0]);
    expect(hashtagsOf(shorter).length).toBeLessThanOrEqual(3);
    expect(refineDraft(shorter, 'shorter').length).toBeLessThan(shorter.length);
  });

  it('"add emojis" adds emojis to the text but not to the hashtags', () => {
    const withEmojis = refineDraft(original, 'add emojis');
    expect(emojiCount(withEmojis)).toBeGreaterThanOrEqual(3);
    expect(emojiCount(original)).toBe(0);
    expect(hashtagsOf(withEmojis)).toEqual(hashtagsOf(original));
  });

  it('"more formal" drops contractions, exclamation marks and emojis', () => {
    const formal = refineDraft(refineDraft(original, 'add some emojis!'), 'more formal');
    expect(formal).not.toMatch(/!|\bwe're\b|\byou'll\b/i);
    expect(formal).toContain('We are booking spring sessions and you will love it.');
    expect(emojiCount(formal)).toBe(0);
  });

  it('"more casual" greets the reader and ends with energy', () => {
    const casual = refineDraft(original, 'more casual');
    expect(casual.startsWith('Hey friends! ')).toBe(true);
  });

  it('"longer" adds a paragraph before the call to action', () => {
    const longer = refineDraft(original, 'make it longer');
    expect(paragraphsOf(longer)).toHaveLength(paragraphsOf(original).length + 1);
    expect(paragraphsOf(longer).at(-2)).toBe(paragraphsOf(original).at(-2));
  });

  it('hashtags can be added or removed', () => {
    expect(hashtagsOf(refineDraft(original, 'more hashtags')).length).toBe(hashtagsOf(original).length + 3);
    const without = refineDraft(original, 'no hashtags');
    expect(without).not.toContain('#');
    expect(paragraphsOf(without)).toHaveLength(paragraphsOf(original).length - 1);
  });

  it('"mention …" works the addition in before the call to action', () => {
    const mentioned = refineDraft(original, 'mention that gift cards are available');
    expect(paragraphsOf(mentioned).at(-3)).toBe('Gift cards are available.');
  });

  it('applies several refinements asked for at once', () => {
    const both = refineDraft(original, 'shorter, with emojis');
    expect(both.length).toBeLessThan(refineDraft(original, 'emojis').length);
    expect(emojiCount(both)).toBeGreaterThan(0);
  });

  it('refuses a refinement it cannot carry out, saying which ones it can', () => {
    expect(() => refineDraft(original, 'translate to French')).toThrow(UnsupportedRefinementError);
    expect(() => refineDraft(original, 'translate to French')).toThrow(/shorter, longer, add emojis, more formal/);
  });
});
