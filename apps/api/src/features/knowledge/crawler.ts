/**
 * Crawls one website: robots.txt first, then its sitemaps, then same-origin links breadth-first, within a page
 * limit, a byte limit per page and a total time limit. Knows nothing of the database: it reports progress
 * through a callback and returns the pages it read.
 */
import { gunzipSync } from 'node:zlib';
import robotsParser from 'robots-parser';
import { load } from 'cheerio';
import { extractPage } from './html-extract.js';
import { FetchFailure, type SafeFetcher } from './safe-fetch.js';

export const CRAWLER_TOKEN = 'LeadChatBot';

export type CrawlLimits = {
  maxPages: number;
  maxBytesPerPage: number;
  totalTimeMs: number;
  requestTimeoutMs: number;
  concurrency: number;
  maxSitemapFiles: number;
  maxSitemapBytes: number;
};

export const DEFAULT_CRAWL_LIMITS: CrawlLimits = {
  maxPages: 50,
  maxBytesPerPage: 1024 * 1024,
  totalTimeMs: 60_000,
  requestTimeoutMs: 10_000,
  concurrency: 3,
  maxSitemapFiles: 10,
  maxSitemapBytes: 5 * 1024 * 1024,
};

export type CrawledPage = { url: string; title: string; text: string };
export type CrawlFailureEntry = { url: string; reason: string };
export type CrawlProgress = {
  pagesFound: number;
  pagesRead: number;
  pagesFailed: number;
  failures: CrawlFailureEntry[];
};
export type CrawlOutcome = CrawlProgress & {
  pages: CrawledPage[];
  /** The origin actually crawled (a redirect from example.com to www.example.com is followed). */
  origin: string;
  isTimedOut: boolean;
  /** Pages found but never fetched because time ran out. */
  pagesSkipped: number;
};

/** The whole crawl could not proceed (robots.txt unreachable, address refused). */
export class CrawlAbortedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CrawlAbortedError';
  }
}

const NON_PAGE_EXTENSIONS =
  /\.(?:pdf|jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|css|js|mjs|json|xml|rss|atom|zip|gz|tgz|rar|7z|tar|mp3|wav|ogg|mp4|m4v|mov|avi|webm|woff2?|ttf|otf|eot|docx?|xlsx?|pptx?|odt|csv|txt|exe|dmg|apk|ics)$/i;
const TRACKING_PARAMS = /^(?:utm_\w+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_ga|ref)$/i;
const MAX_RECORDED_FAILURES = 200;
const MIN_TEXT_LENGTH = 30;

const isHtml = (contentType: string) =>
  contentType === '' ||
  contentType.startsWith('text/html') ||
  contentType.startsWith('application/xhtml+xml');

/** `http://example.com` and `https://www.example.com` are the same website; anything else is not. */
function isSameSite(a: URL, b: URL): boolean {
  const bare = (host: string) => host.replace(/^www\./, '');
  return bare(a.hostname) === bare(b.hostname) && (a.port === b.port || !a.port || !b.port);
}

/** Canonical form used to tell pages apart: no fragment, no tracking parameters, sorted query. */
export function normalizePageUrl(raw: string, base?: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  for (const key of [...url.searchParams.keys()]) if (TRACKING_PARAMS.test(key)) url.searchParams.delete(key);
  url.searchParams.sort();
  return url;
}

function readSitemap(body: Buffer): { pages: string[]; sitemaps: string[] } {
  const xml = body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body;
  const $ = load(xml.toString('utf8'), { xml: true });
  const text = (element: Parameters<typeof $>[0]) => $(element).text().trim();
  return {
    pages: $('url > loc')
      .map((_, element) => text(element))
      .get()
      .filter(Boolean),
    sitemaps: $('sitemap > loc')
      .map((_, element) => text(element))
      .get()
      .filter(Boolean),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Crawls `startOrigin` and returns what it read; `onProgress` is awaited in order after each change. */
export async function crawlWebsite(options: {
  startOrigin: string;
  fetcher: SafeFetcher;
  limits?: Partial<CrawlLimits>;
  onProgress?: (progress: CrawlProgress) => Promise<void> | void;
}): Promise<CrawlOutcome> {
  const limits: CrawlLimits = { ...DEFAULT_CRAWL_LIMITS, ...options.limits };
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(), limits.totalTimeMs);
  const signal = controller.signal;
  try {
    let origin = new URL(options.startOrigin).origin;

    // 1. robots.txt (RFC 9309: unreachable because of a server error means everything is disallowed).
    let robots: ReturnType<typeof robotsParser>;
    let robotsUrl = `${origin}/robots.txt`;
    try {
      const response = await options.fetcher(robotsUrl, { maxBytes: 512 * 1024, signal });
      const finalUrl = new URL(response.url);
      if (finalUrl.origin !== origin && isSameSite(finalUrl, new URL(origin))) {
        origin = finalUrl.origin;
        robotsUrl = `${origin}/robots.txt`;
      }
      if (response.status >= 500) {
        throw new CrawlAbortedError(
          `robots.txt answered HTTP ${response.status}; the site could not be read (retry when it is back up)`,
        );
      }
      const rules = response.status >= 200 && response.status < 300 ? response.body.toString('utf8') : '';
      robots = robotsParser(robotsUrl, rules);
    } catch (error) {
      if (error instanceof CrawlAbortedError) throw error;
      const reason = error instanceof FetchFailure ? error.reason : 'Request failed';
      throw new CrawlAbortedError(`Could not read ${robotsUrl}: ${reason}`);
    }
    const originUrl = new URL(origin);
    const isAllowed = (url: URL) => robots.isAllowed(url.toString(), CRAWLER_TOKEN) !== false;
    const crawlDelayMs = Math.min((robots.getCrawlDelay(CRAWLER_TOKEN) ?? 0) * 1000, 2000);

    const progress: CrawlProgress = { pagesFound: 0, pagesRead: 0, pagesFailed: 0, failures: [] };
    let reporting: Promise<void> = Promise.resolve();
    const report = () => {
      const snapshot = { ...progress, failures: [...progress.failures] };
      // A failed progress write must not end the crawl; the final write reports the outcome.
      reporting = reporting.then(() => options.onProgress?.(snapshot)).catch(() => undefined);
    };
    const fail = (url: string, reason: string) => {
      progress.pagesFailed += 1;
      if (progress.failures.length < MAX_RECORDED_FAILURES) progress.failures.push({ url, reason });
    };

    // 2. The to-visit list: same origin, allowed by robots.txt, not a file, at most maxPages entries.
    const seen = new Set<string>();
    const queue: string[] = [];
    const enqueue = (raw: string, base?: string) => {
      if (progress.pagesFound >= limits.maxPages) return;
      const url = normalizePageUrl(raw, base);
      if (!url || url.origin !== origin) return;
      if (NON_PAGE_EXTENSIONS.test(url.pathname)) return;
      const key = url.toString();
      if (seen.has(key)) return;
      seen.add(key);
      if (!isAllowed(url)) return;
      queue.push(key);
      progress.pagesFound += 1;
    };

    enqueue(`${origin}/`);

    // 3. Sitemaps: those robots.txt names on this origin, and /sitemap.xml.
    const sitemapQueue = [...robots.getSitemaps(), `${origin}/sitemap.xml`];
    const sitemapsSeen = new Set<string>();
    let sitemapFiles = 0;
    while (sitemapQueue.length && sitemapFiles < limits.maxSitemapFiles && !signal.aborted) {
      const candidate = normalizePageUrl(sitemapQueue.shift()!);
      if (!candidate || candidate.origin !== origin || sitemapsSeen.has(candidate.toString())) continue;
      sitemapsSeen.add(candidate.toString());
      sitemapFiles += 1;
      try {
        const response = await options.fetcher(candidate.toString(), {
          maxBytes: limits.maxSitemapBytes,
          signal,
        });
        if (response.status < 200 || response.status >= 300) continue;
        const found = readSitemap(response.body);
        sitemapQueue.push(...found.sitemaps);
        for (const page of found.pages) enqueue(page);
      } catch {
        // A missing or broken sitemap only means fewer pages to start from.
      }
    }
    report();

    // 4. Pages, breadth-first, a few at a time (one at a time when robots.txt asks for a crawl delay).
    const pages: CrawledPage[] = [];
    const contentSeen = new Set<string>();
    const readPage = async (pageUrl: string) => {
      try {
        const response = await options.fetcher(pageUrl, {
          maxBytes: limits.maxBytesPerPage,
          acceptContentType: isHtml,
          signal,
        });
        const finalUrl = normalizePageUrl(response.url);
        if (!finalUrl || finalUrl.origin !== origin) {
          fail(pageUrl, `Redirected outside the website (to ${response.url})`);
          return;
        }
        if (response.status < 200 || response.status >= 300) {
          fail(pageUrl, `HTTP ${response.status}`);
          return;
        }
        if (!isAllowed(finalUrl)) {
          fail(pageUrl, 'Redirected to a page robots.txt disallows');
          return;
        }
        const extracted = extractPage({
          html: response.body,
          url: finalUrl.toString(),
          contentType: response.contentType,
        });
        for (const link of extracted.links) enqueue(link);
        if (extracted.isNoindex) {
          fail(pageUrl, 'The page asks not to be indexed (noindex)');
          return;
        }
        if (extracted.text.length < MIN_TEXT_LENGTH) {
          fail(pageUrl, 'No readable text on the page');
          return;
        }
        // /index.html and / (or a redirect onto a page already read) are one page, counted once.
        const contentKey = `${extracted.title}\u0000${extracted.text}`;
        if (contentSeen.has(contentKey)) {
          progress.pagesFound -= 1;
          return;
        }
        contentSeen.add(contentKey);
        pages.push({ url: finalUrl.toString(), title: extracted.title, text: extracted.text });
        progress.pagesRead += 1;
      } catch (error) {
        fail(pageUrl, error instanceof FetchFailure ? error.reason : 'The page could not be read');
      } finally {
        report();
      }
    };

    const concurrency = crawlDelayMs > 0 ? 1 : Math.max(1, limits.concurrency);
    const inFlight = new Set<Promise<void>>();
    while ((queue.length || inFlight.size) && !signal.aborted) {
      while (queue.length && inFlight.size < concurrency && !signal.aborted) {
        const next = queue.shift()!;
        const task: Promise<void> = readPage(next).then(async () => {
          if (crawlDelayMs) await sleep(crawlDelayMs);
        });
        const tracked: Promise<void> = task.finally(() => inFlight.delete(tracked));
        inFlight.add(tracked);
      }
      if (inFlight.size) await Promise.race(inFlight);
    }
    await Promise.allSettled(inFlight);
    await reporting;

    return {
      ...progress,
      pages,
      origin: originUrl.origin,
      isTimedOut: signal.aborted,
      pagesSkipped: queue.length,
    };
  } finally {
    clearTimeout(deadline);
  }
}
