import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';

// The panel loads with the first open, so the signed-in shell stays small.
const ChatPanel = lazy(() => import('./chat-panel'));

/** The floating button that opens and closes the post helper, on every signed-in screen. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  // Mounted once opened, so closing and reopening keeps the conversation.
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const label = open ? 'Close post helper' : 'Open post helper';

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
      <Tooltip label={label}>
        <button
          ref={buttonRef}
          type="button"
          onClick={toggle}
          aria-expanded={open}
          aria-controls={opened ? panelId : undefined}
          aria-label={label}
          className={cn(
            // Smaller on phones; the signed-in shell keeps room for it below every page (app-layout.tsx).
            'fixed right-4 bottom-4 z-40 flex size-12 items-center justify-center rounded-full shadow-lg transition-colors duration-150 sm:right-6 sm:bottom-6 sm:size-14',
            'bg-accent text-accent-foreground hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          )}
        >
          {open ? <X className="size-6" aria-hidden="true" /> : <MessageCircle className="size-6" aria-hidden="true" />}
        </button>
      </Tooltip>
    </>
  );
}
