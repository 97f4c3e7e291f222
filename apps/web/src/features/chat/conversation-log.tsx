import type { ChatMessage } from '@shutterdesk/core';
import { Copy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { copyWithToast } from '@/lib/clipboard';
import { isCopyableDraft, type Conversation } from './conversation';

function copyPost(text: string) {
  copyWithToast(text, { copied: 'Post copied', failed: 'Could not copy the post' });
}

/** The messages so far, read out as they arrive; the newest is scrolled into view. */
export function ConversationLog({ conversation }: { conversation: Conversation }) {
  const logRef = useRef<HTMLOListElement>(null);
  const { messages } = conversation;
  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages]);

  return (
    <div role="log" aria-live="polite" aria-label="Conversation" className="flex-1 overflow-y-auto px-4 py-4">
      <ol ref={logRef} className="flex flex-col gap-3">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} copyable={isCopyableDraft(conversation, message)} />
        ))}
      </ol>
    </div>
  );
}

/** One message: the user's on the right, the helper's on the left, an error in red; a finished draft can be copied. */
function MessageItem({ message, copyable }: { message: ChatMessage; copyable: boolean }) {
  return (
    <li
      data-from={message.from}
      className={cn('flex max-w-[88%] flex-col gap-1', message.from === 'user' ? 'self-end' : 'self-start')}
    >
      <span className="sr-only">{message.from === 'user' ? 'You:' : 'Helper:'}</span>
      <p
        data-error={message.isError || undefined}
        className={cn(
          'rounded-2xl px-3.5 py-2.5 text-sm whitespace-pre-wrap',
          message.from === 'user' && 'rounded-br-md bg-accent-soft text-accent-soft-foreground',
          message.from === 'bot' && !message.isError && 'rounded-bl-md bg-muted text-foreground',
          message.isError && 'rounded-bl-md border border-danger/30 bg-danger-soft text-danger',
        )}
      >
        {message.text || <span className="animate-pulse motion-reduce:animate-none">Writing…</span>}
      </p>
      {copyable && (
        <Button variant="ghost" size="sm" className="w-fit" onClick={() => copyPost(message.text)}>
          <Copy aria-hidden="true" />
          Copy post
        </Button>
      )}
    </li>
  );
}
