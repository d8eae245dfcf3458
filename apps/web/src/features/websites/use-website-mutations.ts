import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateWebsiteRequest, UpdateWebsiteRequest, Website } from '@leadchat/contract';
import { queryKeys } from '@/lib/query-keys';
import { createWebsite, deleteWebsite, updateWebsite } from './websites-api';

/** A changed website replaces its copy in the cache, alone and in the list. */
function storeWebsite(queryClient: QueryClient, website: Website): void {
  queryClient.setQueryData(queryKeys.websites.detail(website.id), website);
  queryClient.setQueryData<Website[]>(queryKeys.websites.list(), (list) =>
    list?.map((existing) => (existing.id === website.id ? website : existing)),
  );
}

/** Creates a website; it heads the cached list at once, and the list is read again (settled when it is). */
export function useCreateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebsiteRequest) => createWebsite(input),
    onSuccess: async (created) => {
      queryClient.setQueryData<Website[]>(queryKeys.websites.list(), (list) =>
        list ? [created, ...list] : list,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.websites.list() });
    },
  });
}

/** Changes a website (settings, appearance, notification email); the cache holds the server's answer. */
export function useUpdateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ websiteId, changes }: { websiteId: string; changes: UpdateWebsiteRequest }) =>
      updateWebsite(websiteId, changes),
    onSuccess: (updated) => storeWebsite(queryClient, updated),
  });
}

/** Deletes a website: gone from the list at once, its own queries dropped, the list read again. */
export function useDeleteWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (websiteId: string) => deleteWebsite(websiteId),
    onSuccess: (_, websiteId) => {
      queryClient.setQueryData<Website[]>(queryKeys.websites.list(), (list) =>
        list?.filter((website) => website.id !== websiteId),
      );
      queryClient.removeQueries({ queryKey: queryKeys.websites.detail(websiteId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.websites.list() });
    },
  });
}
