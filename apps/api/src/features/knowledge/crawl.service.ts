/**
 * Crawl runs: starting one (a `crawl_runs` row plus a background job), running it (the job handler, also called
 * directly by tests), and reading its progress. A finished crawl replaces the website's crawled pages in one
 * transaction, so the assistant never sees a half-replaced site.
 */
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { CRAWL_DEFAULT_MAX_PAGES, type CrawlRun, type CrawlStatus } from '@leadchat/contract';
import type { Config } from '../../config.js';
import type { Database, Queryable } from '../../db/client.js';
import { crawlRuns, knowledgeSources, websites } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { assertWebsiteOwner } from '../websites/websites.service.js';
import {
  CrawlAbortedError,
  CRAWLER_TOKEN,
  crawlWebsite,
  type CrawlLimits,
  type CrawlProgress,
} from './crawler.js';
import { createSafeFetcher, type SafeFetcher } from './safe-fetch.js';
import { enqueueCrawl } from './crawl-queue.js';
import { buildTextChunks, insertChunks } from './knowledge-chunks.service.js';

type CrawlRunRow = typeof crawlRuns.$inferSelect;

/** A queued or running crawl older than this was interrupted (its process died) and no longer blocks a new one. */
const STALE_AFTER_MS = 15 * 60 * 1000;

function toCrawlRun(row: CrawlRunRow): CrawlRun {
  return {
    id: row.id,
    status: row.status as CrawlStatus,
    pagesFound: row.pagesFound,
    pagesRead: row.pagesRead,
    pagesFailed: row.pagesFailed,
    failures: row.failures,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

export async function selectLatestCrawl(db: Queryable, websiteId: string): Promise<CrawlRun | null> {
  const [row] = await db
    .select()
    .from(crawlRuns)
    .where(eq(crawlRuns.websiteId, websiteId))
    .orderBy(desc(crawlRuns.createdAt), desc(crawlRuns.id))
    .limit(1);
  return row ? toCrawlRun(row) : null;
}

/** The website's latest crawl run, or null before the first one. */
export async function getLatestCrawl(options: {
  db: Queryable;
  userId: string;
  websiteId: string;
}): Promise<CrawlRun | null> {
  await assertWebsiteOwner(options);
  return selectLatestCrawl(options.db, options.websiteId);
}

/**
 * Queues a crawl of the website's domain. Refused (409) while another crawl of the same website is queued or
 * running; a run left behind by a dead process stops blocking after 15 minutes.
 */
export async function startCrawl(options: {
  db: Database;
  logger: Logger;
  userId: string;
  websiteId: string;
  maxPages?: number;
}): Promise<CrawlRun> {
  const { db, websiteId } = options;
  const maxPages = options.maxPages ?? CRAWL_DEFAULT_MAX_PAGES;
  const run = await db.transaction(async (tx) => {
    const [website] = await tx
      .select({ id: websites.id })
      .from(websites)
      .where(and(eq(websites.id, websiteId), eq(websites.userId, options.userId)))
      .for('update');
    if (!website) throw notFound('Website');
    await tx
      .update(crawlRuns)
      .set({ status: 'failed', error: 'The crawl was interrupted', finishedAt: new Date() })
      .where(
        and(
          eq(crawlRuns.websiteId, websiteId),
          inArray(crawlRuns.status, ['queued', 'running']),
          lt(crawlRuns.createdAt, new Date(Date.now() - STALE_AFTER_MS)),
        ),
      );
    const [active] = await tx
      .select({ id: crawlRuns.id })
      .from(crawlRuns)
      .where(and(eq(crawlRuns.websiteId, websiteId), inArray(crawlRuns.status, ['queued', 'running'])))
      .limit(1);
    if (active) throw new AppError('CONFLICT', 'A crawl of this website is already in progress');
    const [inserted] = await tx.insert(crawlRuns).values({ websiteId, status: 'queued' }).returning();
    return inserted!;
  });

  try {
    const isQueued = await enqueueCrawl({ runId: run.id, websiteId, maxPages });
    if (!isQueued) {
      // Only processes without background work (tests, one-off scripts) get here; tests then call runCrawl.
      options.logger.warn({ runId: run.id }, 'no crawl worker in this process; the crawl stays queued');
    }
  } catch (error) {
    options.logger.error({ err: error, runId: run.id }, 'queueing the crawl failed');
    await db
      .update(crawlRuns)
      .set({
        status: 'failed',
        error: 'The crawl could not be started. Please try again.',
        finishedAt: new Date(),
      })
      .where(eq(crawlRuns.id, run.id));
    throw new AppError('SERVICE_UNAVAILABLE', 'The crawl could not be started. Please try again.');
  }
  return toCrawlRun(run);
}

export type RunCrawlOptions = {
  db: Database;
  config: Config;
  logger?: Logger;
  websiteId: string;
  runId: string;
  maxPages?: number;
  /** Overrides of the default limits (tests use small ones). */
  limits?: Partial<CrawlLimits>;
  /** Overrides the guarded HTTP client (tests use its seams). */
  fetcher?: SafeFetcher;
};

/** Runs a queued crawl to the end: claims the run, crawls, then swaps the pages in. Never throws. */
export async function runCrawl(options: RunCrawlOptions): Promise<CrawlRun | null> {
  const { db, config, websiteId, runId } = options;
  const [claimed] = await db
    .update(crawlRuns)
    .set({ status: 'running' })
    .where(and(eq(crawlRuns.id, runId), eq(crawlRuns.websiteId, websiteId), eq(crawlRuns.status, 'queued')))
    .returning();
  // Already run, cancelled by a newer start, or the website is gone.
  if (!claimed) return null;

  const finish = async (changes: Partial<typeof crawlRuns.$inferInsert>, tx: Queryable = db) => {
    const [row] = await tx
      .update(crawlRuns)
      .set({ ...changes, finishedAt: new Date() })
      .where(eq(crawlRuns.id, runId))
      .returning();
    return row ? toCrawlRun(row) : null;
  };

  try {
    const [website] = await db
      .select({ domain: websites.domain })
      .from(websites)
      .where(eq(websites.id, websiteId));
    if (!website) return await finish({ status: 'failed', error: 'The website no longer exists' });

    const fetcher =
      options.fetcher ??
      createSafeFetcher({
        allowPrivate: config.CRAWL_ALLOW_PRIVATE,
        userAgent: `${CRAWLER_TOKEN}/1.0 (+${config.publicUrl})`,
        timeoutMs: options.limits?.requestTimeoutMs ?? 10_000,
      });
    const maxPages = options.maxPages ?? options.limits?.maxPages ?? CRAWL_DEFAULT_MAX_PAGES;
    const writeProgress = async (progress: CrawlProgress) => {
      await db
        .update(crawlRuns)
        .set({
          pagesFound: progress.pagesFound,
          pagesRead: progress.pagesRead,
          pagesFailed: progress.pagesFailed,
          failures: progress.failures,
        })
        .where(and(eq(crawlRuns.id, runId), eq(crawlRuns.status, 'running')));
    };

    const outcome = await crawlWebsite({
      startOrigin: website.domain,
      fetcher,
      limits: { ...options.limits, maxPages },
      onProgress: writeProgress,
    });
    const counts = {
      pagesFound: outcome.pagesFound,
      pagesRead: outcome.pagesRead,
      pagesFailed: outcome.pagesFailed,
      failures: outcome.failures,
    };
    if (outcome.pages.length === 0) {
      return await finish({
        ...counts,
        status: 'failed',
        error: outcome.isTimedOut
          ? 'The time limit was reached before any page could be read. The previous pages were kept.'
          : 'No page could be read. The previous pages were kept.',
      });
    }

    const note = outcome.isTimedOut
      ? `Stopped at the ${Math.round((options.limits?.totalTimeMs ?? 60_000) / 1000)}-second time limit` +
        (outcome.pagesSkipped ? `; ${outcome.pagesSkipped} found pages were not read.` : '.')
      : null;
    return await db.transaction(async (tx) => {
      // Serialise with owner edits and a concurrent delete of the website.
      const [stillThere] = await tx
        .select({ id: websites.id })
        .from(websites)
        .where(eq(websites.id, websiteId))
        .for('update');
      if (!stillThere) return null;
      await tx
        .delete(knowledgeSources)
        .where(and(eq(knowledgeSources.websiteId, websiteId), eq(knowledgeSources.kind, 'page')));
      const sources = await tx
        .insert(knowledgeSources)
        .values(
          outcome.pages.map((page, position) => ({
            websiteId,
            kind: 'page' as const,
            url: page.url,
            title: page.title,
            content: page.text,
            position,
          })),
        )
        .returning({ id: knowledgeSources.id, url: knowledgeSources.url });
      const idByUrl = new Map(sources.map((source) => [source.url, source.id]));
      await insertChunks(
        tx,
        outcome.pages.flatMap((page) =>
          buildTextChunks({
            websiteId,
            sourceId: idByUrl.get(page.url)!,
            kind: 'page',
            title: page.title,
            url: page.url,
            content: page.text,
          }),
        ),
      );
      return finish({ ...counts, status: 'done', error: note }, tx);
    });
  } catch (error) {
    const message =
      error instanceof CrawlAbortedError ? error.message : 'The crawl failed unexpectedly. Please try again.';
    if (!(error instanceof CrawlAbortedError)) options.logger?.error({ err: error, runId }, 'crawl failed');
    try {
      return await finish({ status: 'failed', error: message });
    } catch (finishError) {
      options.logger?.error({ err: finishError, runId }, 'recording the crawl failure failed');
      return null;
    }
  }
}
