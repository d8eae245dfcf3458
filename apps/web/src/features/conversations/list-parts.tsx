/** Pieces shared by the owner's server-paginated lists (leads, conversations). */
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Shows the spec's error toast once each time a query starts failing. */
export function useErrorToast(isError: boolean, message: string): void {
  useEffect(() => {
    if (isError) toast.error('Error', { description: message });
  }, [isError, message]);
}

/** A search box that reports its text as it is typed (debounce in the caller). */
export function SearchInput({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
        autoComplete="off"
        maxLength={200}
      />
    </div>
  );
}

/** "Showing 21–40 of 1,234" (or "of 1,000+" when the server stopped counting) with Previous / Next. */
export function ListPagination({
  page,
  pageSize,
  total,
  isTotalExact,
  shownCount,
  label,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  isTotalExact: boolean;
  shownCount: number;
  label: string;
  onPageChange: (page: number) => void;
}) {
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
