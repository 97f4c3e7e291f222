import { adminPageRange, adminPageSizes, adminTexts, type AdminPageSize } from '@shutterdesk/core';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';

export interface PagerProps {
  page: number;
  pageSize: AdminPageSize;
  /** Unknown until the first page has loaded. */
  total: number | undefined;
  pageCount: number | undefined;
  onPage: (page: number) => void;
  onPageSize: (pageSize: AdminPageSize) => void;
}

/** Under an admin list: which rows show, rows per page, and first, previous, next and last page. */
export function Pager({ page, pageSize, total, pageCount, onPage, onPageSize }: PagerProps) {
  const { from, to } = adminPageRange(page, pageSize, total ?? 0);
  const lastPage = pageCount ?? 1;
  const step = (label: string, icon: LucideIcon, target: number, enabled: boolean) => {
    const Icon = icon;
    return (
      <Button
        variant="secondary"
        size="icon"
        className="size-8"
        aria-label={label}
        disabled={!enabled || total === undefined}
        onClick={() => onPage(target)}
      >
        <Icon aria-hidden="true" />
      </Button>
    );
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm text-muted-foreground tabular-nums">
      <p role="status">{total === undefined ? '\u00a0' : adminTexts.showing(from, to, total)}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-2">
          <span className="whitespace-nowrap">Rows per page</span>
          <Select
            value={String(pageSize)}
            onChange={(event) => onPageSize(Number(event.target.value) as AdminPageSize)}
            className="h-8 w-20"
          >
            {adminPageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </label>
        <span className="whitespace-nowrap">{adminTexts.pageOf(page, lastPage)}</span>
        <div className="flex items-center gap-1">
          {step('First page', ChevronsLeft, 1, page > 1)}
          {step('Previous page', ChevronLeft, page - 1, page > 1)}
          {step('Next page', ChevronRight, page + 1, page < lastPage)}
          {step('Last page', ChevronsRight, lastPage, page < lastPage)}
        </div>
      </div>
    </div>
  );
}
