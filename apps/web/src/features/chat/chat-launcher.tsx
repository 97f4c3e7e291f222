import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

// The panel loads with the first open, so the signed-in shell stays small.
const ChatPanel = lazy(() => import('./chat-panel'));

/** The floating button that opens and closes the post helper, on every signed-in screen. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  // Mounted once opened, so closing and reopening keeps the conversation.
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const toggle = () => {
    setOpen(!open);
    setOpened(true);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={opened ? panelId : undefined}
        aria-label={open ? 'Close post helper' : 'Open post helper'}
        className={cn(
          'fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full shadow-lg transition-colors duration-150 sm:right-6 sm:bottom-6',
          'bg-accent text-accent-foreground hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <MessageCircle className="size-6" aria-hidden="true" />}
      </button>
    </>
  );
}
