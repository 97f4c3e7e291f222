import { Download } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';

/** One download of everything the account holds; a plain link, so the browser's own download handles it. */
export function ExportSection() {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-pretty text-muted-foreground">
        A zip file with all your data: data.json holds every record of your account, and clients.csv and leads.csv open
        in any spreadsheet.
      </p>
      <a
        href="/api/account/export"
        download
        className={buttonClasses({ variant: 'secondary', className: 'w-full sm:w-fit' })}
      >
        <Download className="size-4" aria-hidden="true" />
        Download my data
      </a>
    </div>
  );
}
