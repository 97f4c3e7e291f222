import {
  chatErrorText,
  chatInstructionsMaxLength,
  chatMoods,
  chatRefinementMaxLength,
  chatTopics,
  type ChatMessage,
  type ChatMood,
  type ChatTopic,
  type GenerationInput,
} from '@shutterdesk/core';
import { Copy, RotateCcw, Send, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/cn';
import { notify } from '../../lib/toast';
import { streamDraft, useChatStatus } from './api';

/** Spec doc 1 section 4 "Chat steps": topic, mood, optional instructions then Generate, then refinements. */
type Step = 'topic' | 'mood' | 'instructions' | 'refine';

const greeting = 'Hi! I can draft posts for your photography business. What would you like to write?';
const moodQuestion = 'Which mood should the post have?';
const instructionsQuestion =
  'Anything it should mention, like an offer, a date or a place? Add it below (optional), then press Generate.';

let messageSequence = 0;
const message = (from: ChatMessage['from'], text: string, isError = false): ChatMessage => {
  messageSequence += 1;
  return { id: `chat-${messageSequence}`, from, text, isError };
};

export default function ChatPanel({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const status = useChatStatus();
  const [step, setStep] = useState<Step>('topic');
  const [topic, setTopic] = useState<ChatTopic | null>(null);
  const [mood, setMood] = useState<ChatMood | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message('bot', greeting)]);
  /** The last reply that was a draft (not an error): the one a refinement changes. */
  const [lastDraft, setLastDraft] = useState('');
  const [input, setInput] = useState('');
  const [generating, setGenerating] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const headingId = useId();
  const inputId = useId();

  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);
  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages]);

  const say = (...said: ChatMessage[]) => setMessages((current) => [...current, ...said]);

  const chooseTopic = (chosen: ChatTopic) => {
    setTopic(chosen);
    say(message('user', chosen), message('bot', moodQuestion));
    setStep('mood');
  };

  const chooseMood = (chosen: ChatMood) => {
    setMood(chosen);
    say(message('user', chosen), message('bot', instructionsQuestion));
    setStep('instructions');
  };

  async function generate(request: GenerationInput, userText: string) {
    const reply = message('bot', '');
    say(message('user', userText), reply);
    setInput('');
    setGenerating(true);
    const controller = new AbortController();
    abortRef.current = controller;
    const update = (changes: Partial<ChatMessage>) =>
      setMessages((current) => current.map((item) => (item.id === reply.id ? { ...item, ...changes } : item)));
    try {
      const draft = await streamDraft(request, (text) => update({ text }), controller.signal);
      update({ text: draft });
      setLastDraft(draft);
      setStep('refine');
    } catch (error) {
      if (controller.signal.aborted) return;
      update({ text: chatErrorText(error), isError: true });
    } finally {
      setGenerating(false);
    }
  }

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (generating) return;
    const text = input.trim();
    if (step === 'instructions' && topic && mood) {
      void generate(
        { type: 'newRequest', topic, mood, instructions: text },
        text || `Write a ${mood.toLowerCase()} post, please.`,
      );
    } else if (step === 'refine' && text) {
      void generate({ type: 'refineRequest', refinement: text, previousResponse: lastDraft }, text);
    }
  };

  // Enter sends, Shift+Enter starts a new line, as in other chat apps.
  const submitOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const startOver = () => {
    abortRef.current?.abort();
    setMessages([message('bot', greeting)]);
    setStep('topic');
    setTopic(null);
    setMood(null);
    setLastDraft('');
    setInput('');
  };

  const copy = (text: string) => {
    navigator.clipboard.writeText(text).then(
      () => notify.success('Post copied'),
      () => notify.error('Could not copy the post'),
    );
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="fixed inset-x-2 bottom-22 z-40 flex max-h-[calc(100dvh-10rem)] flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-xl sm:inset-x-auto sm:right-6 sm:bottom-24 sm:h-[36rem] sm:w-[26rem]"
    >
      <header className="flex items-center gap-2 border-b border-border px-4 py-3">
        <Sparkles className="size-4 text-accent" aria-hidden="true" />
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold tracking-tight outline-none">
          Post helper
        </h2>
        <div className="ml-auto flex items-center gap-1">
          <Button variant="ghost" size="sm" onClick={startOver} disabled={step === 'topic' && !generating}>
            <RotateCcw aria-hidden="true" />
            Start over
          </Button>
          <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close post helper" className="size-8">
            <X aria-hidden="true" />
          </Button>
        </div>
      </header>

      {status.data?.mode === 'offline' && (
        <div role="note" className="border-b border-border bg-muted px-4 py-2.5 text-xs text-muted-foreground">
          <p className="font-semibold text-foreground">Offline drafts</p>
          <p>
            No AI model is connected, so posts are written from built-in templates. To connect one, set{' '}
            <code>AI_BASE_URL</code> and <code>AI_MODEL</code> (and <code>AI_API_KEY</code> if it needs one) on the
            server and restart it.
          </p>
        </div>
      )}

      <div role="log" aria-live="polite" aria-label="Conversation" className="flex-1 overflow-y-auto px-4 py-4">
        <ol ref={logRef} className="flex flex-col gap-3">
          {messages.map((item) => (
            <li
              key={item.id}
              data-from={item.from}
              className={cn('flex max-w-[88%] flex-col gap-1', item.from === 'user' ? 'self-end' : 'self-start')}
            >
              <span className="sr-only">{item.from === 'user' ? 'You:' : 'Helper:'}</span>
              <p
                data-error={item.isError || undefined}
                className={cn(
                  'rounded-2xl px-3.5 py-2.5 text-sm whitespace-pre-wrap',
                  item.from === 'user' && 'rounded-br-md bg-accent-soft text-accent-soft-foreground',
                  item.from === 'bot' && !item.isError && 'rounded-bl-md bg-muted text-foreground',
                  item.isError && 'rounded-bl-md border border-danger/30 bg-danger-soft text-danger',
                )}
              >
                {item.text || <span className="animate-pulse motion-reduce:animate-none">Writing…</span>}
              </p>
              {item.from === 'bot' && !item.isError && item.text === lastDraft && lastDraft && !generating && (
                <Button variant="ghost" size="sm" className="w-fit" onClick={() => copy(item.text)}>
                  <Copy aria-hidden="true" />
                  Copy post
                </Button>
              )}
            </li>
          ))}
        </ol>
      </div>

      <div className="border-t border-border p-3">
        {step === 'topic' && <ChoiceGroup label="Choose a topic" choices={chatTopics} onChoose={chooseTopic} />}
        {step === 'mood' && <ChoiceGroup label="Choose a mood" choices={chatMoods} onChoose={chooseMood} />}
        {(step === 'instructions' || step === 'refine') && (
          <form onSubmit={submit} className="flex items-end gap-2">
            <div className="grid flex-1 gap-1">
              <label htmlFor={inputId} className="text-xs font-medium text-muted-foreground">
                {step === 'instructions' ? 'Instructions (optional)' : 'What should change?'}
              </label>
              <Textarea
                id={inputId}
                rows={2}
                value={input}
                maxLength={step === 'instructions' ? chatInstructionsMaxLength : chatRefinementMaxLength}
                onChange={(event) => setInput(event.target.value)}
                onKeyDown={submitOnEnter}
                placeholder={
                  step === 'instructions'
                    ? 'e.g. Fall mini sessions at Maple Farm, October 12'
                    : 'e.g. shorter, add emojis, more formal'
                }
                className="min-h-10 resize-none"
              />
            </div>
            <Button
              type="submit"
              loading={generating}
              disabled={step === 'refine' && !input.trim()}
              aria-label={step === 'refine' ? 'Send' : undefined}
              size={step === 'refine' ? 'icon' : 'md'}
            >
              {step === 'instructions' ? 'Generate' : !generating && <Send aria-hidden="true" />}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}

function ChoiceGroup<Choice extends string>({
  label,
  choices,
  onChoose,
}: {
  label: string;
  choices: readonly Choice[];
  onChoose: (choice: Choice) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {choices.map((choice) => (
        <Button key={choice} variant="secondary" size="sm" onClick={() => onChoose(choice)}>
          {choice}
        </Button>
      ))}
    </div>
  );
}
