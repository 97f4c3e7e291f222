import { RotateCcw, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useRef, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useChatStatus } from './api';
import { ChatControls } from './chat-controls';
import { ConversationLog } from './conversation-log';
import { useConversation } from './use-conversation';

/** The post helper: a non-modal panel that drafts a social post with the user, step by step. */
export default function ChatPanel({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const status = useChatStatus();
  const isAdmin = useSession().data?.isAdmin ?? false;
  const chat = useConversation();
  const { step, generating } = chat.conversation;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

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
      <PanelHeader
        headingId={headingId}
        headingRef={headingRef}
        canStartOver={step !== 'topic' || generating}
        onStartOver={chat.startOver}
        onClose={onClose}
      />
      {status.data?.mode === 'offline' && <OfflineNote showSetup={isAdmin} />}
      <ConversationLog conversation={chat.conversation} />
      <div className="border-t border-border p-3">
        <ChatControls chat={chat} />
      </div>
    </section>
  );
}

function PanelHeader({
  headingId,
  headingRef,
  canStartOver,
  onStartOver,
  onClose,
}: {
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  canStartOver: boolean;
  onStartOver: () => void;
  onClose: () => void;
}) {
  return (
    <header className="flex items-center gap-2 border-b border-border px-4 py-3">
      <Sparkles className="size-4 text-accent" aria-hidden="true" />
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold tracking-tight outline-none">
        Post helper
      </h2>
      <div className="ml-auto flex items-center gap-1">
        <Button variant="ghost" size="sm" onClick={onStartOver} disabled={!canStartOver}>
          <RotateCcw aria-hidden="true" />
          Start over
        </Button>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close post helper" className="size-8">
          <X aria-hidden="true" />
        </Button>
      </div>
    </header>
  );
}

/**
 * Without a model the drafts come from templates; this says so. Only admins, who run the server, are told how to
 * connect one: to a photographer the variable names mean nothing.
 */
function OfflineNote({ showSetup }: { showSetup: boolean }) {
  return (
    <div role="note" className="border-b border-border bg-muted px-4 py-2.5 text-xs text-muted-foreground">
      <p className="font-semibold text-foreground">Offline drafts</p>
      <p>No AI model is connected, so posts are written from built-in templates.</p>
      {showSetup && (
        <p className="mt-1">
          To connect an AI model, set <code>AI_BASE_URL</code> and <code>AI_MODEL</code> (and <code>AI_API_KEY</code> if
          it needs one) on the server and restart it.
        </p>
      )}
    </div>
  );
}
