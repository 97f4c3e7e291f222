import { ChevronDown } from 'lucide-react';
import { createContext, useContext, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Whether a section is open, and the id its trigger names as what it controls. */
const CollapsibleState = createContext<{ open: boolean; toggle: () => void; contentId: string } | null>(null);

function useCollapsibleState() {
  const state = useContext(CollapsibleState);
  if (!state) throw new Error('A collapsible trigger or content must be inside Collapsible.');
  return state;
}

/**
 * A section that opens and closes under its trigger (aria-expanded and aria-controls wired up). Not Radix's: its
 * content, closed or not, reads its computed style and its size as it mounts (for open and close animations we do
 * not have), which makes the browser style and lay out the whole page there and then, in the middle of React's
 * commit, once per section on a screen as it opens.
 */
export function Collapsible({
  defaultOpen = false,
  className,
  children,
}: {
  defaultOpen?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <CollapsibleState.Provider value={{ open, toggle: () => setOpen((wasOpen) => !wasOpen), contentId }}>
      <div data-state={open ? 'open' : 'closed'} className={className}>
        {children}
      </div>
    </CollapsibleState.Provider>
  );
}

/** A full-width trigger row with a chevron that turns when open. */
export function CollapsibleTrigger({ className, children, onClick, ...props }: ComponentProps<'button'>) {
  const { open, toggle, contentId } = useCollapsibleState();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={contentId}
      data-state={open ? 'open' : 'closed'}
      className={cn(
        'group flex h-10 w-full items-center justify-between gap-2 rounded-lg px-2 text-sm font-medium',
        'transition-colors duration-150 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle();
      }}
      {...props}
    >
      {children}
      <ChevronDown
        className="size-4 shrink-0 text-muted-foreground transition-transform duration-150 group-data-[state=open]:rotate-180"
        aria-hidden="true"
      />
    </button>
  );
}

/** What the trigger opens: in the page only while open (the empty element stays, for aria-controls). */
export function CollapsibleContent({ children, ...props }: ComponentProps<'div'>) {
  const { open, contentId } = useCollapsibleState();
  return (
    <div id={contentId} data-state={open ? 'open' : 'closed'} hidden={!open} {...props}>
      {open && children}
    </div>
  );
}
