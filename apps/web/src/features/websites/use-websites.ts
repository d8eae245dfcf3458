import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Website } from '@leadchat/contract';
import { fetchWebsite, fetchWebsites, websiteQueryKey, websitesQueryKey } from './websites-api';

/** The signed-in owner's websites, newest first. */
export function useWebsites() {
  return useQuery({ queryKey: websitesQueryKey, queryFn: ({ signal }) => fetchWebsites(signal) });
}

/** One website; starts from the list's copy when the list is already loaded. */
export function useWebsite(websiteId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: websiteQueryKey(websiteId),
    queryFn: ({ signal }) => fetchWebsite(websiteId, signal),
    initialData: () => queryClient.getQueryData<Website[]>(websitesQueryKey)?.find((w) => w.id === websiteId),
    initialDataUpdatedAt: () => queryClient.getQueryState(websitesQueryKey)?.dataUpdatedAt,
  });
}
