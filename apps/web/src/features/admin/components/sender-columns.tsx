import { formatDateTime, type AdminPerson } from '@shutterdesk/core';
import { createColumnHelper } from '@tanstack/react-table';
import { CutText } from './admin-table';
import { UserLink } from './user-link';

/** What a form sent from an account carries: the name and e-mail typed in it, the account, and when. */
interface SentEntry {
  name: string;
  email: string;
  user: AdminPerson;
  createdAt: string;
}

/** The first columns of the feedback and bug report inboxes: who sent it, from which account, and when. */
export function senderColumns<Row extends SentEntry>() {
  const column = createColumnHelper<Row>();
  return [
    column.accessor((row) => row.name, {
      id: 'name',
      header: 'Name',
      size: 170,
      cell: (cell) => <CutText text={cell.getValue()} />,
    }),
    column.accessor((row) => row.email, {
      id: 'email',
      header: 'Email',
      size: 220,
      cell: (cell) => <CutText text={cell.getValue()} />,
    }),
    column.accessor((row) => row.user, {
      id: 'account',
      header: 'Account',
      size: 170,
      cell: (cell) => (
        <UserLink userId={cell.getValue().id} label={cell.getValue().name} title={cell.getValue().email} />
      ),
    }),
    column.accessor((row) => row.createdAt, {
      id: 'createdAt',
      header: 'Sent',
      size: 170,
      cell: (cell) => formatDateTime(cell.getValue()),
    }),
  ];
}
