import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export type ListUrlChange<F extends string> = { q?: string; filter?: F; page?: number };

/**
 * The URL state of a server-paginated list: `?q=` (the search), one filter parameter named `filterKey`
 * and `?page=`. The filter's 'all' (no filter) and page 1 stay out of the URL.
 */
export function useListUrlState<F extends string>({
  filterKey,
  readFilter,
}: {
  filterKey: string;
  /** Turns the URL's text into a filter value, 'all' for anything unknown. */
  readFilter: (value: string | null) => F;
}) {
  const [params, setParams] = useSearchParams();
  const [searchText, setSearchText] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(searchText.trim());
  const filter = readFilter(params.get(filterKey));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  /** Writes the given parts; a change that names no page goes back to page 1. */
  function updateParams(next: ListUrlChange<F>) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const set = (key: string, value: string | undefined) =>
          value ? updated.set(key, value) : updated.delete(key);
        if (next.q !== undefined) set('q', next.q);
        if (next.filter !== undefined) set(filterKey, next.filter === 'all' ? undefined : next.filter);
        set('page', next.page && next.page > 1 ? String(next.page) : undefined);
        return updated;
      },
      { replace: true },
    );
  }

  // The typed search reaches the URL (and the server) once typing pauses; a new search starts at page 1.
  const urlSearch = params.get('q') ?? '';
  useEffect(() => {
    if (search !== urlSearch) updateParams({ q: search });
    // updateParams only writes the URL; running again for a new function identity would change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, urlSearch]);

  return {
    params,
    setParams,
    /** The search box's text as typed. */
    searchText,
    setSearchText,
    /** The search the server is asked for (the URL's). */
    urlSearch,
    filter,
    page,
    isFiltered: urlSearch !== '' || filter !== 'all',
    updateParams,
  };
}
