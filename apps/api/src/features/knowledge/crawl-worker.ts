/**
 * The crawl job queue on pg-boss (same PostgreSQL database): `crawl-website` jobs run `runCrawl`. Every server
 * process runs a worker, so any of them can pick up a crawl another one queued.
 */
import { PgBoss } from 'pg-boss';
import type { AppDeps } from '../../lib/app-env.js';
import { runCrawl } from './crawl.service.js';
import { CRAWL_QUEUE, registerCrawlSender, type CrawlJob } from './crawl-queue.js';
import { beginLegacyQueueUpgrade } from './pgboss-v10-upgrade.js';

/** Long enough for the crawl's own 60-second limit plus the final write; a stuck job is failed, not retried. */
const JOB_EXPIRE_SECONDS = 600;

export type CrawlWorker = { stop: () => Promise<void> };

export async function startCrawlWorker(
  options: AppDeps & { connectionString: string },
): Promise<CrawlWorker> {
  const { logger } = options;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: 3,
    application_name: 'leadchat-jobs',
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  const send = async (job: CrawlJob) => {
    await boss.send(CRAWL_QUEUE, job, { retryLimit: 0, expireInSeconds: JOB_EXPIRE_SECONDS });
  };
  const upgrade = await beginLegacyQueueUpgrade(options.connectionString);
  try {
    await boss.start();
    await boss.createQueue(CRAWL_QUEUE, { retryLimit: 0, expireInSeconds: JOB_EXPIRE_SECONDS });
    const moved = await upgrade.moveWaitingJobs(CRAWL_QUEUE, async (data) => {
      if (isCrawlJob(data)) await send(data);
    });
    if (moved > 0) logger.info({ jobs: moved }, 'waiting crawl jobs moved over from pg-boss 10');
  } finally {
    await upgrade.release();
  }
  await boss.work<CrawlJob>(CRAWL_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) {
      const { runId, websiteId, maxPages } = job.data;
      const log = logger.child({ job: CRAWL_QUEUE, runId, websiteId });
      log.info('crawl started');
      const run = await runCrawl({
        db: options.db,
        config: options.config,
        logger: log,
        runId,
        websiteId,
        maxPages,
      });
      log.info(
        { status: run?.status, pagesRead: run?.pagesRead, pagesFailed: run?.pagesFailed },
        'crawl finished',
      );
    }
  });
  registerCrawlSender(send);
  return {
    stop: async () => {
      registerCrawlSender(null);
      // Resolves once the running crawl (if any) has finished, or after 15 s.
      await boss.stop({ graceful: true, timeout: 15000 });
    },
  };
}

function isCrawlJob(data: unknown): data is CrawlJob {
  if (typeof data !== 'object' || data === null) return false;
  const job = data as Record<string, unknown>;
  return typeof job.runId === 'string' && typeof job.websiteId === 'string';
}
