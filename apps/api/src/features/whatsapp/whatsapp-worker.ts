/**
 * The WhatsApp worker of every server process: processes stored webhook events (whatsapp_webhook_events), claimed
 * with FOR UPDATE SKIP LOCKED so any number of processes share the work (replies are delivered by the outbound
 * worker's WhatsApp channel, whatsapp-sender.ts); a process's own webhook wakes its worker at once, the others poll
 * every half second. Its own tables rather than pg-boss queues (docs/decisions/0100-whatsapp-channel.md): the
 * stored event is at once the idempotency record and the job.
 */
import { sql } from 'drizzle-orm';
import type { EmailSender } from '../../adapters/email/email.types.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { processWebhookEvent, type WebhookEventRow } from './whatsapp-inbound.service.js';

const POLL_MS = 500;
const EVENT_LEASE_SECONDS = 120;
const EVENT_BATCH = 8;
const EVENT_RETRY_DELAYS_SECONDS = [2, 10, 60, 300, 1800];
const MAX_EVENT_ATTEMPTS = EVENT_RETRY_DELAYS_SECONDS.length + 1;

export type WhatsAppWorkDeps = { db: Database; config: Config; logger: Logger; email: EmailSender };

/** Claims due webhook events and processes them in order of arrival; returns how many were claimed. */
export async function processDueWebhookEvents(deps: WhatsAppWorkDeps): Promise<number> {
  const claimed = await deps.db.execute<WebhookEventRow & { received_at: Date | string }>(sql`
    with due as (
      select id from whatsapp_webhook_events
      where (status = 'pending' and run_after <= now()) or (status = 'processing' and locked_until < now())
      order by received_at, id
      limit ${EVENT_BATCH}
      for update skip locked
    )
    update whatsapp_webhook_events e set
      status = 'processing', attempts = e.attempts + 1,
      locked_until = now() + make_interval(secs => ${EVENT_LEASE_SECONDS})
    from due where e.id = due.id
    returning e.id, e.account_id, e.kind, e.payload, e.attempts, e.received_at`);
  const events = [...claimed.rows].sort(
    (a, b) => new Date(a.received_at).getTime() - new Date(b.received_at).getTime(),
  );
  for (const event of events) {
    // Answering is CPU work on the event loop that also acknowledges Meta's deliveries: let waiting requests
    // through between events.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await processWebhookEvent({ ...deps, event });
    } catch (error) {
      deps.logger.error({ err: error, eventId: event.id }, 'WhatsApp webhook event failed');
      const delay =
        EVENT_RETRY_DELAYS_SECONDS[Math.min(event.attempts - 1, EVENT_RETRY_DELAYS_SECONDS.length - 1)]!;
      await deps.db.execute(sql`
        update whatsapp_webhook_events set
          status = case when attempts >= ${MAX_EVENT_ATTEMPTS} then 'failed' else 'pending' end,
          run_after = now() + make_interval(secs => ${delay}), locked_until = null,
          last_error = ${error instanceof Error ? error.message.slice(0, 500) : 'failed'}
        where id = ${event.id}`);
    }
  }
  return events.length;
}

/**
 * Processed events are kept 30 days: long enough that Meta's redeliveries (it retries for up to 7 days) still find
 * their message id, short enough that the table does not grow without bound.
 */
export const EVENT_RETENTION_DAYS = 30;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** Deletes processed (or ignored) events older than the retention; returns how many. */
export async function pruneProcessedWebhookEvents(options: { db: Database }): Promise<number> {
  const result = await options.db.execute(sql`
    delete from whatsapp_webhook_events
    where status in ('done', 'ignored') and received_at < now() - make_interval(days => ${EVENT_RETENTION_DAYS})`);
  return result.rowCount ?? 0;
}

let wakeActiveWorker: (() => void) | null = null;

/** Wakes this process's worker (after a webhook stored events), if one runs here. */
export function wakeWhatsAppWorker(): void {
  wakeActiveWorker?.();
}

/** Starts the polling loop; `stop` waits for the pass in progress. */
export function startWhatsAppWorker(deps: WhatsAppWorkDeps): { stop: () => Promise<void> } {
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isWakeRequested = false;

  const runPass = async () => {
    try {
      await processDueWebhookEvents(deps);
    } catch (error) {
      deps.logger.warn({ err: error }, 'WhatsApp worker pass failed');
    }
  };
  const schedule = (delay: number) => {
    if (isStopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  };
  const tick = () => {
    if (running) {
      isWakeRequested = true;
      return;
    }
    running = runPass().finally(() => {
      running = undefined;
      const again = isWakeRequested;
      isWakeRequested = false;
      schedule(again ? 0 : POLL_MS);
    });
  };
  wakeActiveWorker = () => schedule(0);
  schedule(POLL_MS);
  const pruning = setInterval(() => {
    pruneProcessedWebhookEvents(deps).catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'pruning WhatsApp webhook events failed'),
    );
  }, PRUNE_EVERY_MS);
  pruning.unref();
  return {
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      clearInterval(pruning);
      wakeActiveWorker = null;
      await running;
    },
  };
}
