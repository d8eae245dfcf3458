/**
 * The outbound worker: claims due messages with FOR UPDATE SKIP LOCKED (any number of processes share the table),
 * hands each to its channel, records the provider's answer, and retries failures on the schedule of
 * retry-schedule.ts. Owner-alert events are fanned out into messages in one transaction with their
 * acknowledgement. See outbound.service.ts for the guarantees.
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import {
  DeliveryError,
  type ChannelResult,
  type ChannelSender,
  type OutboundJob,
} from './channel-senders.js';
import { fanOutOwnerEvent, isFollowUpStopped } from './owner-alerts.js';
import { retryDelayMs } from './retry-schedule.js';

/** A claim lasts this long: far beyond a provider call's timeout, so only a dead worker's claim expires. */
const LEASE_MS = 120_000;
const BATCH_SIZE = 10;
const DEFAULT_POLL_MS = 500;
const ERROR_MAX = 2000;
const ABANDONED_REASON =
  'The sending process stopped before the mail server had the end of the message (so it kept nothing); sent again.';
const UNCONFIRMED_REASON =
  'The email was handed to the mail server, but the server’s answer was not recorded (the sending process stopped). ' +
  'It was probably delivered; it is not sent again unless you resend it.';

/** The provider accepted the message but recording that failed (or the worker was told to stop there). */
class UnacknowledgedSendError extends Error {
  readonly result: ChannelResult;
  constructor(job: OutboundJob, result: ChannelResult, cause: unknown) {
    super(`Message ${job.id} was sent but its acknowledgement failed`, { cause });
    this.name = 'UnacknowledgedSendError';
    this.result = result;
  }
}

export type OutboundWorker = {
  /** Processes due messages until none is left (tests, and the poll loop's body); returns how many it handled. */
  drain: () => Promise<number>;
  stop: () => Promise<void>;
};

type ClaimedRow = {
  id: string;
  idempotency_key: string;
  channel: string;
  purpose: string;
  website_id: string | null;
  conversation_id: string | null;
  recipient: string;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  payload: Record<string, unknown> | null;
  attempts: number;
  max_attempts: number;
  created_at: Date | string;
  previous_status: string;
  previous_attempt_started_at: Date | string | null;
};

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

export function startOutboundWorker(options: {
  db: Database;
  config: Config;
  logger: Logger;
  senders: Partial<Record<string, ChannelSender>>;
  pollMs?: number;
  /** Start the poll loop (default true); tests call drain() themselves. */
  isPolling?: boolean;
  /** Fault injection for the crash tests: runs after the provider answered, before the answer is recorded. */
  afterProviderCall?: (job: OutboundJob, result: ChannelResult) => Promise<void> | void;
  /** Fault injection: runs when an email is about to be committed (before the final "."), before that is recorded. */
  beforeHandoverRecorded?: (job: OutboundJob) => Promise<void> | void;
}): OutboundWorker {
  const { db, logger } = options;
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function claim(): Promise<OutboundJob[]> {
    const result = await db.execute<ClaimedRow>(sql`
      with picked as (
        select id, status as previous_status, attempt_started_at as previous_attempt_started_at
        from outbound_messages
        where (status = 'queued' and available_at <= now()) or (status = 'sending' and locked_until < now())
        order by available_at
        limit ${BATCH_SIZE}
        for update skip locked
      )
      update outbound_messages o set
        status = 'sending',
        attempts = o.attempts + 1,
        locked_until = now() + ${`${LEASE_MS} milliseconds`}::interval,
        attempt_started_at = now(),
        updated_at = now()
      from picked where o.id = picked.id
      returning o.id, o.idempotency_key, o.channel, o.purpose, o.website_id, o.conversation_id, o.recipient,
        o.subject, o.text_body, o.html_body, o.payload, o.attempts, o.max_attempts, o.created_at,
        picked.previous_status, picked.previous_attempt_started_at`);
    return result.rows.map((row) => ({
      id: row.id,
      idempotencyKey: row.idempotency_key,
      channel: row.channel,
      purpose: row.purpose,
      websiteId: row.website_id,
      conversationId: row.conversation_id,
      recipient: row.recipient,
      subject: row.subject,
      textBody: row.text_body,
      htmlBody: row.html_body,
      payload: row.payload ?? {},
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
      createdAt: toDate(row.created_at),
      previousStatus: row.previous_status,
      previousAttemptStartedAt: row.previous_attempt_started_at
        ? toDate(row.previous_attempt_started_at)
        : null,
    }));
  }

  async function logAttempt(
    job: OutboundJob,
    entry: {
      started: number;
      outcome: string;
      statusCode?: number;
      responseExcerpt?: string;
      error?: string;
    },
  ) {
    await db.execute(sql`
      insert into outbound_attempts (message_id, attempt, started_at, duration_ms, outcome, status_code, response_excerpt, error)
      values (${job.id}, ${job.attempts}, ${new Date(entry.started).toISOString()}::timestamptz,
        ${Math.round(Date.now() - entry.started)}, ${entry.outcome}, ${entry.statusCode ?? null},
        ${entry.responseExcerpt?.slice(0, 2048) ?? null}, ${entry.error?.slice(0, ERROR_MAX) ?? null})`);
  }

  /** Records the provider's answer: the acknowledgement. A status callback that came first is kept. */
  async function acknowledge(job: OutboundJob, result: ChannelResult) {
    await db.execute(sql`
      update outbound_messages set
        status = case when status = 'sending' then 'sent' else status end,
        provider = ${result.provider},
        provider_message_id = coalesce(provider_message_id, ${result.providerMessageId}),
        provider_status = coalesce(provider_status, ${result.providerStatus ?? null}),
        sent_at = coalesce(sent_at, now()),
        locked_until = null,
        last_error = null,
        updated_at = now()
      where id = ${job.id}`);
  }

  /**
   * Whether the last attempt that left a trace was interrupted after its handover (the final "." of an email): its
   * only log row is 'handed_over', nothing after it. A reconciliation that died before logging leaves no row, so
   * the attempt before it decides. Decision 0120.
   */
  async function wasInterruptedAfterHandover(job: OutboundJob): Promise<boolean> {
    const result = await db.execute<{ outcome: string }>(sql`
      select outcome from outbound_attempts
      where message_id = ${job.id} and attempt = (
        select max(attempt) from outbound_attempts where message_id = ${job.id} and attempt < ${job.attempts})`);
    return result.rows.length > 0 && result.rows.every((row) => row.outcome === 'handed_over');
  }

  /** The email may be in the recipient's mailbox: not sent again unless the owner or an admin resends it. */
  async function markUnconfirmed(job: OutboundJob) {
    await db.execute(sql`
      update outbound_messages set status = 'unconfirmed', last_error = ${UNCONFIRMED_REASON}, locked_until = null,
        updated_at = now()
      where id = ${job.id} and status = 'sending'`);
    await settleDeadAuditCopy(job, 'unconfirmed', UNCONFIRMED_REASON);
  }

  /**
   * The SMTP adapter's audit copy (the admins' outbox) of a dead attempt was left 'sending': it says what became
   * of it instead. Matched as the outbox's reconciliation matches (recipient, subject, since the attempt began).
   */
  async function settleDeadAuditCopy(job: OutboundJob, status: 'unconfirmed' | 'failed', reason: string) {
    await db.execute(sql`
      update outbox_messages set status = ${status}, last_error = ${reason}
      where channel = 'email' and status = 'sending' and recipient = ${job.recipient}
        and subject is not distinct from ${job.subject}
        and created_at >= ${(job.previousAttemptStartedAt ?? job.createdAt).toISOString()}::timestamptz`);
  }

  async function finish(job: OutboundJob, status: 'suppressed' | 'cancelled' | 'failed', reason: string) {
    await db.execute(sql`
      update outbound_messages set status = ${status}, last_error = ${reason.slice(0, ERROR_MAX)},
        locked_until = null, updated_at = now()
      where id = ${job.id} and status = 'sending'`);
  }

  async function scheduleRetry(job: OutboundJob, error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    const isRetryable = !(error instanceof DeliveryError) || error.isRetryable;
    if (error instanceof DeliveryError && error.isSuppressed) return finish(job, 'suppressed', reason);
    if (!isRetryable || job.attempts >= job.maxAttempts) return finish(job, 'failed', reason);
    const delay = Math.max(
      retryDelayMs(job.attempts),
      error instanceof DeliveryError && error.retryAfterMs ? error.retryAfterMs : 0,
    );
    await db.execute(sql`
      update outbound_messages set status = 'queued', last_error = ${reason.slice(0, ERROR_MAX)}, locked_until = null,
        available_at = now() + ${`${delay} milliseconds`}::interval, updated_at = now()
      where id = ${job.id} and status = 'sending'`);
  }

  async function fanOut(job: OutboundJob) {
    await db.transaction(async (tx) => {
      const created = await fanOutOwnerEvent({ tx, config: options.config, event: job });
      await tx.execute(sql`
        update outbound_messages set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
          provider_status = ${`${created} messages`}, updated_at = now()
        where id = ${job.id} and status = 'sending'`);
    });
  }

  async function deliver(job: OutboundJob) {
    const sender = options.senders[job.channel];
    if (!sender) throw new DeliveryError(`No sender for the ${job.channel} channel`, { isRetryable: true });
    const started = Date.now();
    // The previous attempt's worker died after handing the message over (perhaps): ask the provider first.
    if (job.previousStatus === 'sending' && sender.findSent) {
      const since = job.previousAttemptStartedAt ?? job.createdAt;
      const found = await sender.findSent(job, since);
      if (found) {
        await acknowledge(job, found);
        await logAttempt(job, { started, outcome: 'reconciled' });
        logger.info(
          { messageId: job.id, channel: job.channel },
          'outbound message found at the provider; not resent',
        );
        return;
      }
    }
    // An SMTP server cannot be asked. Interrupted after the final "." the email may well be in the mailbox: it
    // is shown as unconfirmed with a resend action instead of being sent a second time. Interrupted before it,
    // the server discarded the transaction and sending again is safe (decision 0120).
    if (job.previousStatus === 'sending' && sender.recordsHandover) {
      if (await wasInterruptedAfterHandover(job)) {
        await markUnconfirmed(job);
        await logAttempt(job, { started, outcome: 'unconfirmed' });
        logger.warn(
          { messageId: job.id, channel: job.channel },
          'outbound email interrupted after its handover to the SMTP server; marked unconfirmed, not resent',
        );
        return;
      }
      await settleDeadAuditCopy(job, 'failed', ABANDONED_REASON);
    }
    if (job.purpose === 'visitor_follow_up' && job.conversationId) {
      if (await isFollowUpStopped({ db, conversationId: job.conversationId, queuedAt: job.createdAt })) {
        await finish(job, 'cancelled', 'The visitor wrote again or booked before the follow-up was due');
        await logAttempt(job, { started, outcome: 'cancelled' });
        return;
      }
    }
    if (sender.isSuppressed && (await sender.isSuppressed(job))) {
      await finish(job, 'suppressed', 'The recipient opted out (STOP)');
      await logAttempt(job, { started, outcome: 'suppressed' });
      return;
    }
    let result: ChannelResult;
    try {
      result = await sender.send(job, {
        beforeHandover: async () => {
          await options.beforeHandoverRecorded?.(job);
          await logAttempt(job, { started, outcome: 'handed_over' });
        },
      });
    } catch (error) {
      await logAttempt(job, {
        started,
        outcome: error instanceof DeliveryError && error.isSuppressed ? 'suppressed' : 'error',
        statusCode: error instanceof DeliveryError ? error.statusCode : undefined,
        responseExcerpt: error instanceof DeliveryError ? error.responseExcerpt : undefined,
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
    try {
      await options.afterProviderCall?.(job, result);
      await acknowledge(job, result);
    } catch (error) {
      // The provider has the message: a plain retry would send it twice. The row stays 'sending' until its claim
      // expires; the next claim then asks the provider first (findSent) before sending anything.
      throw new UnacknowledgedSendError(job, result, error);
    }
    await logAttempt(job, {
      started,
      outcome: 'sent',
      statusCode: result.statusCode,
      responseExcerpt: result.responseExcerpt,
    });
  }

  async function process(job: OutboundJob) {
    try {
      if (job.channel === 'event') await fanOut(job);
      else await deliver(job);
    } catch (error) {
      if (error instanceof UnacknowledgedSendError) {
        logger.error(
          { err: error.cause, messageId: job.id, providerMessageId: error.result.providerMessageId },
          'outbound message sent but not recorded; it is reconciled with the provider when its claim expires',
        );
        return;
      }
      logger.warn(
        { err: error, messageId: job.id, channel: job.channel, attempt: job.attempts },
        'outbound delivery failed',
      );
      await scheduleRetry(job, error).catch((retryError: unknown) =>
        logger.error({ err: retryError, messageId: job.id }, 'recording an outbound failure failed'),
      );
    }
  }

  async function drainOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      if (isStopped) return handled;
      const jobs = await claim();
      if (jobs.length === 0) return handled;
      // Events first: their messages are then claimed in the next round of this same drain.
      await Promise.all(jobs.map((job) => process(job)));
      handled += jobs.length;
    }
  }

  function drain(): Promise<number> {
    // One drain at a time per worker; a caller arriving meanwhile waits for it and then runs its own.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(() => drainOnce());
    running = next;
    return next;
  }

  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const loop = async () => {
    if (isStopped) return;
    try {
      await drain();
    } catch (error) {
      logger.warn({ err: error }, 'outbound worker round failed');
    }
    if (!isStopped) timer = setTimeout(() => void loop(), pollMs);
  };
  if (options.isPolling !== false) timer = setTimeout(() => void loop(), 0);

  return {
    drain,
    stop: async () => {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
