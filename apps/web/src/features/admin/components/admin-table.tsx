import { flexRender, getCoreRowModel, useReactTable, type Table, type TableOptions } from '@tanstack/react-table';
import { cellClasses, headerCellClasses, stickyCellClasses } from '@/components/records/table-cells';
import { cn } from '@/lib/cn';

/** What the table body shows instead of rows: the spec's loading, empty and error texts sit inside the table. */
export interface TableTexts {
  loading: string;
  empty: string;
}

const noRows: never[] = [];

export interface AdminTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  /** Each column's `size` is its width in px; the first column stays in view while the table scrolls sideways. */
  /** Columns as TanStack Table takes them: each column's value type may differ. */
  columns: TableOptions<Row>['columns'];
  rows: readonly Row[] | undefined;
  rowId: (row: Row) => string;
  texts: TableTexts;
  /** The error text to show in the table; null while there is none. */
  error: string | null;
  /** The rows are the last page's, shown while another page, search or filter loads: marked busy and dimmed. */
  stale?: boolean;
}

/**
 * An admin list's table (TanStack Table): fixed column widths, so long names and e-mails are cut with an ellipsis
 * instead of widening the page; the table scrolls sideways inside its card, its first column sticky.
 */
export function AdminTable<Row>({ label, columns, rows, rowId, texts, error, stale = false }: AdminTableProps<Row>) {
  const table = useReactTable({
    data: (rows ?? noRows) as Row[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
  });
  const widthPx = table.getTotalSize();
  const message = error ?? (rows === undefined ? texts.loading : rows.length === 0 ? texts.empty : null);

  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-border bg-card"
    >
      <table
        aria-label={label}
        aria-busy={(rows === undefined || stale) && !error}
        className={cn(
          'min-w-full table-fixed border-separate border-spacing-0 text-sm tabular-nums transition-opacity duration-150',
          stale && 'opacity-60',
        )}
        style={{ width: widthPx }}
      >
        <colgroup>
          {table.getAllLeafColumns().map((column) => (
            <col key={column.id} style={{ width: column.getSize() }} />
          ))}
        </colgroup>
        <AdminTableHead table={table} />
        <tbody>
          {message !== null ? (
            <MessageRow colSpan={columns.length} message={message} isError={Boolean(error)} />
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="group">
                {row.getVisibleCells().map((cell, index) => (
                  <td
                    key={cell.id}
                    className={cn(
                      cellClasses,
                      'truncate',
                      index === 0 && [stickyCellClasses, 'left-0 border-r font-medium'],
                    )}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The header row: every column's title, the first one sticky. */
function AdminTableHead<Row>({ table }: { table: Table<Row> }) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header, index) => (
            <th
              key={header.id}
              scope="col"
              className={cn(
                headerCellClasses,
                'whitespace-nowrap',
                index === 0 && [stickyCellClasses, 'left-0 border-r'],
              )}
            >
              {flexRender(header.column.columnDef.header, header.getContext())}
            </th>
          ))}
        </tr>
      ))}
    </thead>
  );
}

/** The one row shown instead of rows: loading, empty, or what went wrong. */
function MessageRow({ colSpan, message, isError }: { colSpan: number; message: string; isError: boolean }) {
  return (
    <tr>
      <td
        colSpan={colSpan}
        role={isError ? 'alert' : 'status'}
        className={cn('px-4 py-8 text-left sm:text-center', isError ? 'text-danger' : 'text-muted-foreground')}
      >
        {/* Kept within the visible width of the card, however wide the table is. */}
        <span className="sticky left-4 inline-block max-w-[calc(100vw-5rem)] wrap-anywhere">{message}</span>
      </td>
    </tr>
  );
}

/** A cell's text cut with an ellipsis, whole in its tooltip: a 40-character word never widens its column. */
export function CutText({ text, className }: { text: string; className?: string }) {
  return (
    <span title={text} className={cn('block truncate', className)}>
      {text}
    </span>
  );
}
