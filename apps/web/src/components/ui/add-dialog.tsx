import { Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useAddNewRequest } from '@/lib/shortcut-targets';
import { Button } from './button';
import { Dialog, DialogContent, DialogTrigger } from './dialog';

/**
 * An 'Add New …' button and its dialog; the form inside gets `close` for when it has saved. The dialog also opens
 * when the page is reached by the "n c" or "n l" keyboard shortcut (lib/shortcut-targets.ts).
 */
export function AddDialog({
  label,
  description,
  children,
}: {
  label: string;
  /** Which fields are required. */
  description: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const { requested, take } = useAddNewRequest();
  if (requested && !open) setOpen(true);
  useEffect(() => {
    if (requested) take();
  }, [requested, take]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent title={label} description={description}>
        {/* Radix unmounts the content when the dialog closes, so every opening starts with an empty form. */}
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}
