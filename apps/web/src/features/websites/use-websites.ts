import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Website } from '@leadchat/contract';
import { fetchWebsite, fetchWebsites } from './websites-api';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in owner's websites, newest first. */
export function useWebsites() {
  return useQuery({ queryKey: queryKeys.websites.list(), queryFn: ({ signal }) => fetchWebsites(signal) });
}

/** One website; starts from the list's copy when the list is already loaded. */
export function useWebsite(websiteId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.websites.detail(websiteId),
    queryFn: ({ signal }) => fetchWebsite(websiteId, signal),
    initialData: () =>
      queryClient.getQueryData<Website[]>(queryKeys.websites.list())?.find((w) => w.id === websiteId),
    initialDataUpdatedAt: () => queryClient.getQueryState(queryKeys.websites.list())?.dataUpdatedAt,
  });
}
