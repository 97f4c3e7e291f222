import {
  adminStatusFilterLabels,
  adminStatusFilters,
  adminTexts,
  formatDateTime,
  isCanceled,
  subscriptionStatusLabel,
} from '@shutterdesk/core';
import { createColumnHelper } from '@tanstack/react-table';
import { Ban, Eye, Pencil, RefreshCw, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { QuestionDialog, type ConfirmQuestion } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { Tooltip } from '@/components/ui/tooltip';
import { useShownTimeZone } from '@/lib/server-render';
import { useSession } from '@/lib/session';
import { banFailureText } from './ban-failure';
import { adminStatusFilterOf, loadErrorText, useAdminUsers, useSetBanned, type AdminUserRow } from './api';
import { AccountStatusBadge } from './components/account-status-badge';
import { AdminScreen } from './components/admin-screen';
import { AdminTable, CutText } from './components/admin-table';
import { EditUserDialog } from './components/edit-user-dialog';
import { Pager } from './components/pager';
import { SearchBox } from './components/search-box';
import { useListParams } from './use-list-params';

const column = createColumnHelper<AdminUserRow>();

const iconButtonClasses = buttonClasses({ variant: 'ghost', size: 'icon', className: 'size-8' });

interface RowActions {
  /** The signed-in admin, whose own row has no ban button. */
  ownId: string | undefined;
  listQuery: string;
  edit: (user: AdminUserRow) => void;
  askBan: (user: AdminUserRow) => void;
}

/** An instant as the admin's browser shows it (lib/server-render.ts, useShownTimeZone). */
function DateTimeText({ value }: { value: string | null }) {
  return formatDateTime(value, useShownTimeZone());
}

function userColumns({ ownId, listQuery, edit, askBan }: RowActions) {
  return [
    column.accessor('name', { header: 'Name', size: 180, cell: (cell) => <CutText text={cell.getValue()} /> }),
    column.accessor('email', { header: 'Email', size: 240, cell: (cell) => <CutText text={cell.getValue()} /> }),
    column.accessor('createdAt', {
      header: 'Account Created',
      size: 170,
      cell: (cell) => <DateTimeText value={cell.getValue()} />,
    }),
    column.accessor('bannedAt', {
      header: 'Status',
      size: 100,
      cell: (cell) => <AccountStatusBadge bannedAt={cell.getValue()} />,
    }),
    column.accessor('subscription', {
      header: 'Subscription',
      size: 120,
      cell: (cell) => subscriptionStatusLabel(cell.getValue()),
    }),
    column.accessor('lastActiveAt', {
      header: 'User Last Active',
      size: 170,
      cell: (cell) => <DateTimeText value={cell.getValue()} />,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      size: 128,
      cell: ({ row: { original: user } }) => (
        <div className="flex items-center gap-1">
          <Tooltip label="View details">
            <Link
              to={`/admin/users/${encodeURIComponent(user.id)}`}
              state={{ listQuery }}
              className={iconButtonClasses}
              aria-label={`View details of ${user.name}`}
            >
              <Eye aria-hidden="true" />
            </Link>
          </Tooltip>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Edit ${user.name}`}
            title="Edit"
            onClick={() => edit(user)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          {user.id !== ownId && (
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`${user.bannedAt ? 'Unban' : 'Ban'} ${user.name}`}
              title={user.bannedAt ? 'Unban' : 'Ban'}
              onClick={() => askBan(user)}
            >
              {user.bannedAt ? <ShieldCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
            </Button>
          )}
        </div>
      ),
    }),
  ];
}

function banQuestion(user: AdminUserRow): ConfirmQuestion {
  return user.bannedAt
    ? {
        title: `Unban ${user.name}?`,
        description: `${user.email} can sign in and use Shutterdesk again.`,
        confirmLabel: 'Unban',
      }
    : {
        title: `Ban ${user.name}?`,
        description:
          `${user.email} is signed out everywhere at once and sees only the banned screen until unbanned.` +
          // A ban stops the renewal (docs/decisions/0020-billing-access.md).
          (user.subscription && !isCanceled(user.subscription) ? ` ${adminTexts.banStopsBilling}` : ''),
        confirmLabel: 'Ban',
        danger: true,
      };
}

export default function AdminUsersPage() {
  const list = useListParams();
  const status = adminStatusFilterOf(list.filter('status'));
  const users = useAdminUsers(list, status);
  const ownId = useSession().data?.id;
  const setBanned = useSetBanned();
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [banning, setBanning] = useState<AdminUserRow | null>(null);

  // A page past the end (an old address, the last user on a page banned from view) shows the last page instead.
  const pageCount = users.data?.pageCount;
  const { page, change } = list;
  useEffect(() => {
    if (pageCount !== undefined && page > pageCount) change({ page: pageCount });
  }, [page, pageCount, change]);

  const columns = userColumns({ ownId, listQuery: list.query, edit: setEditing, askBan: setBanning });

  return (
    <AdminScreen
      title={adminTexts.usersTile}
      back="/admin/dashboard"
      accessError={users.error}
      actions={
        <Button variant="secondary" size="sm" onClick={() => void users.refetch()} loading={users.isFetching}>
          {!users.isFetching && <RefreshCw aria-hidden="true" />}
          Refresh
        </Button>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label="Filter by subscription status"
          value={status}
          onChange={(event) =>
            change({ filters: { status: event.target.value === 'all' ? null : event.target.value } })
          }
          className="w-44"
        >
          {adminStatusFilters.map((filter) => (
            <option key={filter} value={filter}>
              {adminStatusFilterLabels[filter]}
            </option>
          ))}
        </Select>
        <SearchBox label="Search users" value={list.search} onSearch={(search) => change({ search })} />
      </div>
      {setBanned.isError && <Alert tone="danger">{banFailureText(setBanned.error)}</Alert>}
      <AdminTable
        stale={users.isPlaceholderData}
        label="Users"
        columns={columns}
        rows={users.data?.items}
        rowId={(user) => user.id}
        texts={{ loading: adminTexts.loadingUsers, empty: adminTexts.noUsers }}
        error={users.isError ? loadErrorText(users.error, adminTexts.fetchUsersFailed) : null}
      />
      <Pager
        page={list.page}
        pageSize={list.pageSize}
        total={users.data?.total}
        pageCount={users.data?.pageCount}
        onPage={(next) => change({ page: next })}
        onPageSize={(pageSize) => change({ pageSize })}
      />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <QuestionDialog
        question={banning && banQuestion(banning)}
        busy={setBanned.isPending}
        onClose={() => setBanning(null)}
        onConfirm={() =>
          banning &&
          setBanned.mutate({ id: banning.id, banned: !banning.bannedAt }, { onSettled: () => setBanning(null) })
        }
      />
    </AdminScreen>
  );
}
