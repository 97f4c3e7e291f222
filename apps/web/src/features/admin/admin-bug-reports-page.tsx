import { bugReportQuestions } from '@shutterdesk/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { textLinkClasses } from '@/components/ui/text-link';
import { Tooltip } from '@/components/ui/tooltip';
import { screenshotUrl, type InboxRow } from './api';
import { CutText } from './components/admin-table';
import { senderColumns } from './components/sender-columns';
import { InboxScreen } from './components/inbox-screen';

type BugReportRow = InboxRow<'bug-reports'>;
const column = createColumnHelper<BugReportRow>();

const answerColumns = (['device', 'browser', 'action', 'issue', 'recreate'] as const).map((key) =>
  column.accessor(key, {
    header: () => <CutText text={bugReportQuestions[key]} />,
    size: key === 'device' ? 130 : 220,
    cell: (cell) => <CutText text={cell.getValue()} />,
  }),
);

const columns = [
  ...senderColumns<BugReportRow>(),
  column.display({
    id: 'screenshot',
    header: 'Screenshot',
    size: 110,
    cell: ({ row: { original: report } }) =>
      report.hasScreenshot ? <ScreenshotThumbnail report={report} /> : <span className="text-muted-foreground">—</span>,
  }),
  ...answerColumns,
];

/** A small copy of the screenshot in the row; a click shows it as large as the screen allows. */
function ScreenshotThumbnail({ report }: { report: BugReportRow }) {
  const [open, setOpen] = useState(false);
  const source = screenshotUrl(report.id);
  const title = `Screenshot from ${report.name || report.email}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Tooltip label="Open the screenshot">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={`Open the screenshot from ${report.name || report.email}`}
          className="block h-8 w-14 overflow-hidden rounded-md border border-border bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <img src={source} alt="" loading="lazy" className="size-full object-cover" />
        </button>
      </Tooltip>
      {open && (
        <DialogContent title={<CutText text={title} />}>
          <img src={source} alt={title} className="max-h-[70dvh] w-full rounded-lg object-contain" />
          {/* The dialog is as wide as the others; a large screenshot reads best in a tab of its own. */}
          <a href={source} target="_blank" rel="noreferrer" className={textLinkClasses}>
            Open full size
          </a>
        </DialogContent>
      )}
    </Dialog>
  );
}

export default function AdminBugReportsPage() {
  return <InboxScreen kind="bug-reports" texts={{ title: 'Bug reports', entries: 'bug reports' }} columns={columns} />;
}
