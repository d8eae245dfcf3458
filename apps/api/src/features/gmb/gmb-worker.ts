/**
 * Google Business Profile background work, in every server process: every few seconds, due review syncs (each
 * connected account every GMB_SYNC_INTERVAL_MINUTES) and due reply jobs (approved, scheduled automatic replies,
 * retries, and jobs whose worker died mid-send). Both claim their rows in the database (SKIP LOCKED / a claim
 * expiry), so processes share the work and nothing runs twice (docs/decisions/0106, 0107).
 */
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { runDueReplyJobs } from './gmb-replies.service.js';
import { syncDueGmbAccounts } from './gmb-sync.service.js';

export const GMB_WORKER_POLL_MS = 5_000;

export function startGmbWorker(options: {
  db: Database;
  config: Config;
  logger: Logger;
  pollMs?: number;
  afterGoogleCall?: () => Promise<void>;
}): { stop: () => Promise<void> } {
  const logger = options.logger.child({ worker: 'gmb' });
  let running: Promise<unknown> = Promise.resolve();
  let isBusy = false;
  let isStopped = false;
  const tick = () => {
    if (isBusy || isStopped) return;
    isBusy = true;
    running = (async () => {
      try {
        await runDueReplyJobs({ ...options, logger });
        await syncDueGmbAccounts({ ...options, logger });
      } catch (error) {
        logger.warn({ err: error }, 'Google Business Profile background work failed');
      } finally {
        isBusy = false;
      }
    })();
  };
  const timer = setInterval(tick, options.pollMs ?? GMB_WORKER_POLL_MS);
  timer.unref();
  return {
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
