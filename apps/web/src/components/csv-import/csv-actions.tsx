import { csvTexts } from '@shutterdesk/core';
import { Download, Upload } from 'lucide-react';
import { Suspense, useState, type ComponentType } from 'react';
import { Button, buttonClasses } from '../ui/button';
import { Dialog, DialogTrigger } from '../ui/dialog';
import { Tooltip } from '../ui/tooltip';

/**
 * A list's Import and Export actions. The import dialog is a lazy component the feature hands in, so its code (the
 * parser, the column rules) loads when it is opened, not with the list. Export is a plain link: the browser
 * downloads what the server streams.
 */
export function CsvActions({
  noun,
  exportHref,
  ImportDialog,
}: {
  noun: string;
  /** The export endpoint with the list's filters and sort; null hides Export (an empty list). */
  exportHref: string | null;
  ImportDialog: ComponentType<{ onDone: () => void }>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="secondary">
            <Upload aria-hidden="true" />
            {csvTexts.import}
          </Button>
        </DialogTrigger>
        {open && (
          <Suspense fallback={null}>
            <ImportDialog onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </Dialog>
      {exportHref && (
        <Tooltip label={csvTexts.exportHint(noun)}>
          <a href={exportHref} download className={buttonClasses({ variant: 'secondary' })}>
            <Download aria-hidden="true" />
            {csvTexts.export}
          </a>
        </Tooltip>
      )}
    </div>
  );
}
