import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type ListPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  isTotalExact: boolean;
  shownCount: number;
  label: string;
  onPageChange: (page: number) => void;
};

/** "Showing 21–40 of 1,234" (or "of 1,000+" when the server stopped counting) with Previous / Next. */
export function ListPagination({
  page,
  pageSize,
  total,
  isTotalExact,
  shownCount,
  label,
  onPageChange,
}: ListPaginationProps) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + shownCount;
  const hasNext = isTotalExact ? last < total : shownCount === pageSize;
  const totalText = `${total.toLocaleString('en-US')}${isTotalExact ? '' : '+'}`;
  if (page === 1 && !hasNext) {
    return (
      <p className="pt-4 text-sm text-muted-foreground" aria-live="polite">
        {total === 0 ? null : `Showing ${total.toLocaleString('en-US')} of ${totalText}`}
      </p>
    );
  }
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2 pt-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {totalText}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
