import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CrawlRun, Faq, KnowledgeOverview, TextSource } from '@leadchat/contract';
import { queryKeys } from '@/lib/query-keys';
import { deletePageSource, reorderFaqs, startCrawl } from './knowledge-api';

/**
 * The knowledge tab's writes. Each keeps the cached overview (queryKeys.websites.knowledge) and the latest crawl
 * (queryKeys.websites.crawl) equal to what the server answered; the toasts stay with the components.
 */

/** The overview's lists that the owner edits item by item. */
export type EditableLists = { faqs: Faq[]; texts: TextSource[] };

function setOverview(
  queryClient: QueryClient,
  websiteId: string,
  change: (overview: KnowledgeOverview) => KnowledgeOverview,
): void {
  queryClient.setQueryData<KnowledgeOverview>(queryKeys.websites.knowledge(websiteId), (data) =>
    data ? change(data) : data,
  );
}

/** Starts (or re-runs) the crawl; the answer is the latest run, polled from then on. A refusal reads it again. */
export function useStartCrawl(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startCrawl(websiteId),
    onSuccess: (started: CrawlRun | null) => {
      queryClient.setQueryData(queryKeys.websites.crawl(websiteId), started);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.websites.crawl(websiteId) }),
  });
}

/** Forgets one crawled page; it leaves the cached overview. */
export function useDeletePageSource(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pageId: string) => deletePageSource(websiteId, pageId),
    onSuccess: (_, pageId) =>
      setOverview(queryClient, websiteId, (data) => ({
        ...data,
        pages: data.pages.filter((page) => page.id !== pageId),
      })),
  });
}

/**
 * Saves the FAQs in a new order: shown at once, replaced by the server's order when it answers, and put back as
 * it was when the server refuses.
 */
export function useReorderFaqs(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reordered: Faq[]) =>
      reorderFaqs(
        websiteId,
        reordered.map((faq) => faq.id),
      ),
    onMutate: (reordered) => {
      const previous = queryClient.getQueryData<KnowledgeOverview>(
        queryKeys.websites.knowledge(websiteId),
      )?.faqs;
      setOverview(queryClient, websiteId, (data) => ({
        ...data,
        faqs: reordered.map((faq, position) => ({ ...faq, position })),
      }));
      return { previous };
    },
    onSuccess: (saved) => setOverview(queryClient, websiteId, (data) => ({ ...data, faqs: saved })),
    onError: (_error, _reordered, context) => {
      const previous = context?.previous;
      if (previous) setOverview(queryClient, websiteId, (data) => ({ ...data, faqs: previous }));
    },
  });
}

/**
 * Add, edit and delete for one list of the overview (FAQs or pasted text): each write puts the server's item into
 * the cached list, or takes it out.
 */
export function useKnowledgeItemMutations<K extends keyof EditableLists, V>({
  websiteId,
  listKey,
  create,
  update,
  remove,
}: {
  websiteId: string;
  listKey: K;
  create: (websiteId: string, values: V) => Promise<EditableLists[K][number]>;
  update: (websiteId: string, id: string, values: V) => Promise<EditableLists[K][number]>;
  remove: (websiteId: string, id: string) => Promise<void>;
}) {
  type Item = EditableLists[K][number];
  const queryClient = useQueryClient();
  const setItems = (change: (items: Item[]) => Item[]) =>
    setOverview(queryClient, websiteId, (data) => ({ ...data, [listKey]: change(data[listKey] as Item[]) }));

  const save = useMutation({
    /** `id` null adds a new item. */
    mutationFn: ({ id, values }: { id: string | null; values: V }) =>
      id === null ? create(websiteId, values) : update(websiteId, id, values),
    onSuccess: (saved, { id }) =>
      setItems((list) =>
        id === null ? [...list, saved] : list.map((item) => (item.id === saved.id ? saved : item)),
      ),
  });
  const destroy = useMutation({
    mutationFn: (id: string) => remove(websiteId, id),
    onSuccess: (_, id) => setItems((list) => list.filter((item) => item.id !== id)),
  });
  return { save, destroy };
}
