import { useQuery } from '@tanstack/react-query';
import { isCrawlInProgress } from '@leadchat/contract';
import { fetchKnowledge, fetchLatestCrawl } from './knowledge-api';
import { queryKeys } from '@/lib/query-keys';

/** FAQs, pasted text and crawled pages of a website. */
export function useKnowledge(websiteId: string) {
  return useQuery({
    queryKey: queryKeys.websites.knowledge(websiteId),
    queryFn: ({ signal }) => fetchKnowledge(websiteId, signal),
  });
}

/** How often the crawl's progress is read while it runs. */
export const CRAWL_POLL_MS = 1500;

/** The latest crawl run; polled while it is queued or running. */
export function useLatestCrawl(websiteId: string) {
  return useQuery({
    queryKey: queryKeys.websites.crawl(websiteId),
    queryFn: ({ signal }) => fetchLatestCrawl(websiteId, signal),
    refetchInterval: (query) => (isCrawlInProgress(query.state.data) ? CRAWL_POLL_MS : false),
    staleTime: 0,
  });
}
