import type { TableOptions } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { inboxCsvUrl, loadErrorText, useInbox, type InboxKind, type InboxRow } from '../api';
import { useListParams } from '../use-list-params';
import { AdminScreen } from './admin-screen';
import { AdminTable } from './admin-table';
import { Pager } from './pager';
import { SearchBox } from './search-box';

export interface InboxTexts {
  title: string;
  /** What one entry is called, plural: 'sign-ups', 'answers', 'bug reports'. */
  entries: string;
}

/**
 * One inbox of the admin area (waitlist, feedback, bug reports): a page of entries newest first, a search, and the
 * whole search's CSV download.
 */
export function InboxScreen<Kind extends InboxKind>({
  kind,
  texts,
  columns,
}: {
  kind: Kind;
  texts: InboxTexts;
  /** Columns as TanStack Table takes them: each column's value type may differ. */
  columns: TableOptions<InboxRow<Kind>>['columns'];
}) {
  const list = useListParams();
  const inbox = useInbox(kind, list);

  return (
    <AdminScreen
      title={texts.title}
      back="/admin/dashboard"
      accessError={inbox.error}
      actions={
        <a
          href={inboxCsvUrl(kind, list.search)}
          download
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <Download aria-hidden="true" />
          Download CSV
        </a>
      }
    >
      <SearchBox
        label={`Search ${texts.entries}`}
        value={list.search}
        onSearch={(next) => list.change({ search: next })}
      />
      <AdminTable
        stale={inbox.isPlaceholderData}
        label={texts.title}
        columns={columns}
        rows={inbox.data?.items as InboxRow<Kind>[] | undefined}
        rowId={(row) => row.id}
        texts={{ loading: `Loading ${texts.entries}...`, empty: `No ${texts.entries} found.` }}
        error={inbox.isError ? loadErrorText(inbox.error, `Failed to fetch ${texts.entries}`) : null}
      />
      <Pager
        page={list.page}
        pageSize={list.pageSize}
        total={inbox.data?.total}
        pageCount={inbox.data?.pageCount}
        onPage={(page) => list.change({ page })}
        onPageSize={(pageSize) => list.change({ pageSize })}
      />
    </AdminScreen>
  );
}
