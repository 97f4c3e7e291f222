import type { NewGenerationRequest } from '@shutterdesk/core';
import { extraParagraphs, generalHashtags, moodTemplates } from './draft-templates';

/**
 * The built-in drafter used when no AI model is configured: it writes a real post from templates (a hook, a
 * body, a call to action per mood, the photographer's own details and a few hashtags) and applies the common
 * refinements to any earlier draft. `random` is injectable so tests can pin the choices.
 */
export type Random = () => number;

const stopWords = new Set(
  'about after again also and are because been before being but can could does doing down each few for from had has have her here him his how into its just like make more most mention my need not now off once only other our out over own please post same she should some such than that the their them then there these they this those through too under until very was were what when where which while who why will with would you your write want use keep add include say short long'.split(
    ' ',
  ),
);

const pick = <Item>(items: readonly Item[], random: Random): Item =>
  items[Math.min(items.length - 1, Math.floor(random() * items.length))] as Item;

/** A sentence from the photographer's words: capitalised, with a full stop unless it already ends a sentence. */
function asSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!trimmed) return '';
  const capitalised = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?)"]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** Up to `limit` hashtags from the distinctive words of the instructions (#FallMinis from "fall minis"). */
function hashtagsFrom(text: string, limit: number): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 3 && !stopWords.has(word) && !/^\d+$/.test(word));
  const unique = [...new Set(words)].slice(0, limit);
  return unique.map((word) => `#${word[0]!.toUpperCase()}${word.slice(1)}`);
}

/** Writes a new post for the chosen mood, working in the photographer's instructions. */
export function draftPost(request: NewGenerationRequest, random: Random = Math.random): string {
  const templates = moodTemplates[request.mood];
  const details = asSentence(request.instructions);
  const hashtags = [
    ...new Set([
      ...hashtagsFrom(request.instructions, 2),
      pick(templates.hashtags, random),
      pick(templates.hashtags, random),
      pick(generalHashtags, random),
    ]),
  ];
  return [pick(templates.hooks, random), details, pick(templates.bodies, random), pick(templates.callsToAction, random)]
    .filter(Boolean)
    .concat(hashtags.join(' '))
    .join('\n\n');
}

type Refinement = (paragraphs: string[]) => string[];

const isHashtagLine = (paragraph: string) => paragraph.split(/\s+/).every((word) => word.startsWith('#'));
const emojiPattern = /\p{Extended_Pictographic}\uFE0F?(?:\u200D\p{Extended_Pictographic}\uFE0F?)*/gu;

function splitHashtags(paragraphs: string[]): { text: string[]; hashtags: string[] } {
  const hashtagLines = paragraphs.filter(isHashtagLine);
  return {
    text: paragraphs.filter((paragraph) => !isHashtagLine(paragraph)),
    hashtags: hashtagLines.flatMap((line) => line.split(/\s+/)),
  };
}

const withHashtags = (text: string[], hashtags: string[]) => (hashtags.length ? [...text, hashtags.join(' ')] : text);

const firstSentences = (paragraph: string, count: number) =>
  (paragraph.match(/[^.!?]+[.!?]+["')]?|[^.!?]+$/g) ?? [paragraph]).slice(0, count).join('').trim();

const shorter: Refinement = (paragraphs) => {
  const { text, hashtags } = splitHashtags(paragraphs);
  const [opening = '', ...rest] = text;
  const closing = rest.at(-1);
  const middle = rest.slice(0, -1);
  // From the gentlest cut to the hardest, the first that is shorter: the opening and the call to action are the
  // lines a reader sees, so they go last.
  const candidates = [
    [opening, middle[0] && firstSentences(middle[0], 1), closing, hashtags.slice(0, 3).join(' ')],
    [opening, closing, hashtags.slice(0, 3).join(' ')],
    [firstSentences(opening, 1), hashtags.slice(0, 2).join(' ')],
  ].map((candidate) => candidate.filter((paragraph): paragraph is string => Boolean(paragraph)));
  const length = (candidate: string[]) => candidate.join('\n\n').length;
  return candidates.find((candidate) => length(candidate) < length(paragraphs)) ?? paragraphs;
};

const longer: Refinement = (paragraphs) => {
  const { text, hashtags } = splitHashtags(paragraphs);
  const extra = extraParagraphs.find((paragraph) => !text.includes(paragraph)) ?? extraParagraphs[0]!;
  return withHashtags([...text.slice(0, -1), extra, ...text.slice(-1)], hashtags);
};

const emojisByKeyword: [RegExp, string][] = [
  [/book|calendar|date|spot/i, '📅'],
  [/family|kid|child|baby|newborn/i, '👨‍👩‍👧'],
  [/laugh|fun|joke|chaos/i, '😂'],
  [/light|sun|golden/i, '☀️'],
  [/love|heart|treasure|memor/i, '💛'],
];

const addEmojis: Refinement = (paragraphs) =>
  paragraphs.map((paragraph, index) => {
    if (isHashtagLine(paragraph)) return paragraph;
    const emoji = emojisByKeyword.find(([pattern]) => pattern.test(paragraph))?.[1] ?? (index === 0 ? '📸' : '✨');
    return paragraph.includes(emoji) ? paragraph : `${paragraph} ${emoji}`;
  });

const contractions: [RegExp, string][] = [
  [/\bI'm\b/g, 'I am'],
  [/\byou're\b/gi, 'you are'],
  [/\bwe're\b/gi, 'we are'],
  [/\bit's\b/gi, 'it is'],
  [/\blet's\b/gi, 'let us'],
  [/\bdon't\b/gi, 'do not'],
  [/\bcan't\b/gi, 'cannot'],
  [/\bwon't\b/gi, 'will not'],
  [/\bI've\b/g, 'I have'],
  [/\bI'll\b/g, 'I will'],
  [/\byou'll\b/gi, 'you will'],
  [/\bthat's\b/gi, 'that is'],
  [/\bhere's\b/gi, 'here is'],
];

const casualWords: [RegExp, string][] = [
  [/\bhey\b/gi, 'Hello'],
  [/\bawesome\b/gi, 'excellent'],
  [/\bsuper\b/gi, 'very'],
  [/\bgonna\b/gi, 'going to'],
  [/\bkids\b/gi, 'children'],
  [/\bDM me\b/g, 'Send me a direct message'],
];

/** The replacement with the first letter's case of what it replaces ("We're" gives "We are"). */
const keepCase = (original: string, replacement: string) =>
  original[0] === original[0]!.toUpperCase()
    ? replacement[0]!.toUpperCase() + replacement.slice(1)
    : replacement[0]!.toLowerCase() + replacement.slice(1);

const moreFormal: Refinement = (paragraphs) =>
  paragraphs.map((paragraph) => {
    if (isHashtagLine(paragraph)) return paragraph;
    let formal = paragraph.replace(emojiPattern, '').replace(/ {2,}/g, ' ').trim();
    for (const [pattern, replacement] of [...contractions, ...casualWords]) {
      formal = formal.replace(pattern, (match) => keepCase(match, replacement));
    }
    return formal.replace(/!+/g, '.');
  });

const moreCasual: Refinement = (paragraphs) => {
  const { text, hashtags } = splitHashtags(paragraphs);
  const [opening = '', ...rest] = text;
  const greeting = /^(hey|hi)\b/i.test(opening) ? opening : `Hey friends! ${opening}`;
  const relaxed = rest.map((paragraph, index) =>
    index === rest.length - 1 ? paragraph.replace(/\.$/, '!') : paragraph,
  );
  return withHashtags([greeting, ...relaxed], hashtags);
};

const moreHashtags: Refinement = (paragraphs) => {
  const { text, hashtags } = splitHashtags(paragraphs);
  const extra = [...generalHashtags, '#PhotographyLovers', '#PortraitSession'].filter((tag) => !hashtags.includes(tag));
  return withHashtags(text, [...hashtags, ...extra.slice(0, 3)]);
};

const noHashtags: Refinement = (paragraphs) => splitHashtags(paragraphs).text;

/** Adds what the photographer asked to mention as its own sentence, before the call to action. */
const mention =
  (addition: string): Refinement =>
  (paragraphs) => {
    const { text, hashtags } = splitHashtags(paragraphs);
    return withHashtags([...text.slice(0, -1), asSentence(addition), ...text.slice(-1)], hashtags);
  };

/** The refinements the offline drafter understands, in the order they are applied when several are asked for. */
const refinementRules: { pattern: RegExp; refinement: Refinement }[] = [
  { pattern: /\b(no|without|remove|drop)\b.*\bhashtags?\b/i, refinement: noHashtags },
  { pattern: /\bmore hashtags?\b|\badd hashtags?\b/i, refinement: moreHashtags },
  { pattern: /\b(longer|more detail|expand|elaborate)\b/i, refinement: longer },
  { pattern: /\b(shorter|short|concise|brief|trim|shorten)\b/i, refinement: shorter },
  { pattern: /\b(formal|professional)\b/i, refinement: moreFormal },
  { pattern: /\b(casual|friendly|fun|playful|relaxed)\b/i, refinement: moreCasual },
  { pattern: /\bemojis?\b/i, refinement: addEmojis },
];

const mentionPattern = /^\s*(?:please\s+)?(?:mention|add|include|say)\s+(?:that\s+)?(.+)$/i;

/** The refinement a drafter without a model cannot carry out; the chat shows it as an error. */
export class UnsupportedRefinementError extends Error {
  override name = 'UnsupportedRefinementError';
  constructor(refinement: string) {
    super(
      `Offline drafts cannot do "${refinement}". Try: shorter, longer, add emojis, more formal, more casual, more hashtags, no hashtags, or "mention …".`,
    );
  }
}

/** Applies the refinement to the previous draft; throws UnsupportedRefinementError for one it does not know. */
export function refineDraft(previousResponse: string, refinement: string): string {
  const paragraphs = previousResponse
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const matching = refinementRules.filter(({ pattern }) => pattern.test(refinement)).map((rule) => rule.refinement);
  const mentioned = matching.length === 0 ? mentionPattern.exec(refinement)?.[1] : undefined;
  if (mentioned) matching.push(mention(mentioned));
  if (matching.length === 0) throw new UnsupportedRefinementError(refinement.trim());
  return matching.reduce((draft, apply) => apply(draft), paragraphs).join('\n\n');
}
