import { formatDateTime } from '@shutterdesk/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { InboxRow } from './api';
import { CutText } from './components/admin-table';
import { InboxScreen } from './components/inbox-screen';

const column = createColumnHelper<InboxRow<'waitlist'>>();

const columns = [
  column.accessor('email', { header: 'Email', size: 260, cell: (cell) => <CutText text={cell.getValue()} /> }),
  column.accessor('createdAt', { header: 'Joined', size: 170, cell: (cell) => formatDateTime(cell.getValue()) }),
];

export default function AdminWaitlistPage() {
  return <InboxScreen kind="waitlist" texts={{ title: 'Waitlist', entries: 'sign-ups' }} columns={columns} />;
}
