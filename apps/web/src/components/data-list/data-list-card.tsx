import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ListPagination } from './list-pagination';

/** One page of a server-paginated list, as the list endpoints answer it. */
export type ListPage<T> = { items: T[]; total: number; isTotalExact: boolean };

/**
 * The card holding a server-paginated list: skeleton rows while the first page loads, an alert with
 * "Try again" when it failed, the empty state, or the caller's table with the pagination under it.
 */
export function DataListCard<T>({
  list,
  loadingLabel,
  errorTitle,
  empty,
  pagination,
  children,
}: {
  list: UseQueryResult<ListPage<T>>;
  loadingLabel: string;
  errorTitle: string;
  empty: { icon: LucideIcon; title: string; description: string };
  pagination: { page: number; pageSize: number; label: string; onPageChange: (page: number) => void };
  /** Renders the page's items (never called with none). */
  children: (items: T[]) => ReactNode;
}) {
  let content: ReactNode;
  if (list.isPending) {
    content = (
      <div className="grid gap-3 p-4" aria-busy="true" aria-label={loadingLabel}>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (list.isError) {
    content = (
      <Alert variant="destructive" className="m-4 w-auto">
        <AlertTitle>{errorTitle}</AlertTitle>
        <AlertDescription>
          <Button variant="link" className="h-auto p-0" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (list.data.items.length === 0) {
    const EmptyIcon = empty.icon;
    content = (
      <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-violet-50 text-primary">
          <EmptyIcon className="size-7" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">{empty.title}</h2>
        <p className="max-w-md text-muted-foreground">{empty.description}</p>
      </div>
    );
  } else {
    content = children(list.data.items);
  }

  return (
    <Card aria-busy={list.isFetching || undefined}>
      {content}
      {list.data && list.data.items.length > 0 ? (
        <div className="px-4 pb-4">
          <ListPagination
            {...pagination}
            total={list.data.total}
            isTotalExact={list.data.isTotalExact}
            shownCount={list.data.items.length}
          />
        </div>
      ) : null}
    </Card>
  );
}
