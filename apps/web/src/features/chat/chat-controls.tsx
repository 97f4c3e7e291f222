import { chatInstructionsMaxLength, chatMoods, chatRefinementMaxLength, chatTopics } from '@shutterdesk/core';
import { Send } from 'lucide-react';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { useConversation } from './use-conversation';

type ConversationControls = ReturnType<typeof useConversation>;

/** What the user answers with at each step: a choice of topic, then of mood, then a box to write in. */
export function ChatControls({ chat }: { chat: ConversationControls }) {
  const { step } = chat.conversation;
  if (step === 'topic') return <ChoiceGroup label="Choose a topic" choices={chatTopics} onChoose={chat.chooseTopic} />;
  if (step === 'mood') return <ChoiceGroup label="Choose a mood" choices={chatMoods} onChoose={chat.chooseMood} />;
  return <DraftForm chat={chat} />;
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

/** The optional instructions before Generate, then each refinement of the draft. */
function DraftForm({ chat }: { chat: ConversationControls }) {
  const { step, input, generating } = chat.conversation;
  const inputId = useId();
  const instructions = step === 'instructions';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    chat.submit();
  };
  // Enter sends, Shift+Enter starts a new line, as in other chat apps.
  const submitOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <div className="grid flex-1 gap-1">
        <label htmlFor={inputId} className="text-xs font-medium text-muted-foreground">
          {instructions ? 'Instructions (optional)' : 'What should change?'}
        </label>
        <Textarea
          id={inputId}
          rows={2}
          value={input}
          maxLength={instructions ? chatInstructionsMaxLength : chatRefinementMaxLength}
          onChange={(event) => chat.typeInput(event.target.value)}
          onKeyDown={submitOnEnter}
          placeholder={
            instructions ? 'e.g. Fall mini sessions at Maple Farm, October 12' : 'e.g. shorter, add emojis, more formal'
          }
          className="min-h-10 resize-none"
        />
      </div>
      <Button
        type="submit"
        loading={generating}
        disabled={!instructions && !input.trim()}
        aria-label={instructions ? undefined : 'Send'}
        size={instructions ? 'md' : 'icon'}
      >
        {instructions ? 'Generate' : !generating && <Send aria-hidden="true" />}
      </Button>
    </form>
  );
}
