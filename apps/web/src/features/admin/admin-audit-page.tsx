import { formatDateTime } from '@shutterdesk/core';
import { createColumnHelper } from '@tanstack/react-table';
import { textLinkClasses } from '@/components/ui/text-link';
import { loadErrorText, useAuditEvents, type AuditEvent } from './api';
import { auditActionLabels } from './audit-format';
import { AdminScreen } from './components/admin-screen';
import { AdminTable } from './components/admin-table';
import { AuditActor, AuditChanges, AuditTarget } from './components/audit-event-list';
import { Pager } from './components/pager';
import { SearchBox } from './components/search-box';
import { useListParams } from './use-list-params';

const column = createColumnHelper<AuditEvent>();

const columns = [
  column.accessor('at', {
    header: 'When',
    size: 160,
    cell: (cell) => <time dateTime={cell.getValue()}>{formatDateTime(cell.getValue())}</time>,
  }),
  column.display({ id: 'actor', header: 'Who', size: 180, cell: ({ row }) => <AuditActor event={row.original} /> }),
  column.accessor('action', { header: 'What', size: 140, cell: (cell) => auditActionLabels[cell.getValue()] }),
  column.display({
    id: 'target',
    header: 'Target',
    size: 220,
    cell: ({ row }) => <AuditTarget event={row.original} />,
  }),
  column.display({
    id: 'changes',
    header: 'What changed',
    size: 320,
    cell: ({ row }) => <AuditChanges event={row.original} />,
  }),
];

export default function AdminAuditPage() {
  const list = useListParams();
  const userId = list.filter('userId');
  const events = useAuditEvents(list, userId);

  return (
    <AdminScreen title="Audit trail" back="/admin/dashboard" accessError={events.error}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <SearchBox label="Search the audit trail" value={list.search} onSearch={(search) => list.change({ search })} />
        {userId && (
          <p className="text-sm text-muted-foreground">
            Only the actions about one user.{' '}
            <button
              type="button"
              className={textLinkClasses}
              onClick={() => list.change({ filters: { userId: null } })}
            >
              Show all
            </button>
          </p>
        )}
      </div>
      <AdminTable
        stale={events.isPlaceholderData}
        label="Audit trail"
        columns={columns}
        rows={events.data?.items}
        rowId={(event) => event.id}
        texts={{ loading: 'Loading the audit trail...', empty: 'No admin actions yet.' }}
        error={events.isError ? loadErrorText(events.error, 'Failed to fetch the audit trail') : null}
      />
      <Pager
        page={list.page}
        pageSize={list.pageSize}
        total={events.data?.total}
        pageCount={events.data?.pageCount}
        onPage={(page) => list.change({ page })}
        onPageSize={(pageSize) => list.change({ pageSize })}
      />
    </AdminScreen>
  );
}
