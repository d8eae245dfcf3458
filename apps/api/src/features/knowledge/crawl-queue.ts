/**
 * Where a started crawl is handed to the background worker. The worker (crawl-worker.ts) registers its sender
 * when the process starts its background work; a process without one (tests, scripts) leaves runs queued.
 */

export const CRAWL_QUEUE = 'crawl-website';

export type CrawlJob = { runId: string; websiteId: string; maxPages: number };
export type CrawlSender = (job: CrawlJob) => Promise<void>;

let activeSender: CrawlSender | null = null;

export function registerCrawlSender(sender: CrawlSender | null): void {
  activeSender = sender;
}

/** Hands the job to the queue; false when no worker runs in this process. */
export async function enqueueCrawl(job: CrawlJob): Promise<boolean> {
  if (!activeSender) return false;
  await activeSender(job);
  return true;
}
