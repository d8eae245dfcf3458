import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { fetchMe } from './session-api';

/** The query holding the signed-in user (GET /api/me): queryKeys.me(). Invalidate it after changing the profile. */
export const meQueryKey = queryKeys.me();

export const meQueryOptions = {
  queryKey: meQueryKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchMe(signal),
  staleTime: 5 * 60_000,
} as const;

/** Drops every cached query except the user itself, so one account never sees another's data. */
export function removeUserScopedQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
}
