/**
 * Removing a cancelled appointment's event at the provider (Google, Outlook) as a durable job
 * (docs/decisions/0088): the row is written in the transaction that cancels or releases the appointment, and the
 * calendar worker (reminders.service.ts) claims due rows with FOR UPDATE SKIP LOCKED and a lease, calls the provider
 * and marks the row done. Removal is idempotent (a reference already gone counts as done), so a worker that dies
 * between the provider's answer and the acknowledgement only repeats a harmless call. Failures retry with backoff
 * (30 s doubling to 1 h, 10 attempts) and are shown on the integration's card.
 */
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database, Queryable } from '../../db/client.js';
import { calendarEventRemovals, calendarIntegrations } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';
import { CalendarProviderError } from '../../adapters/calendar/calendar.types.js';
import { createCalendarAdapter, recordProviderHealth } from './calendar-integrations.service.js';

export const MAX_REMOVAL_ATTEMPTS = 10;
const LEASE = '2 minutes';
const BATCH = 20;

/** Delay before the next attempt after `attempts` failed ones. */
export function removalRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Queues the removal of an appointment's provider event, in the caller's transaction. A null reference is looked
 * up by the appointment's idempotency key first (a booking released before its answer was recorded).
 */
export async function enqueueEventRemoval(
  tx: Queryable,
  job: { appointmentId: string; integrationId: string; providerReference: string | null },
): Promise<void> {
  await tx
    .insert(calendarEventRemovals)
    .values({
      appointmentId: job.appointmentId,
      integrationId: job.integrationId,
      providerReference: job.providerReference,
    })
    .onConflictDoNothing();
}

type ClaimedRemoval = {
  id: string;
  appointment_id: string;
  integration_id: string;
  provider_reference: string | null;
  attempts: number;
  starts_at: Date | string;
  ends_at: Date | string;
};

/** Works off the due removals; returns how many were settled (removed, nothing there, or given up). */
export async function removeDueProviderEvents(options: {
  db: Database;
  config: Config;
  logger: Logger;
}): Promise<number> {
  const { db, config, logger } = options;
  const claimed = await db.execute<ClaimedRemoval>(sql`
    with picked as (
      select id from calendar_event_removals
      where done_at is null and available_at <= now() and (locked_until is null or locked_until < now())
      order by available_at
      limit ${BATCH}
      for update skip locked
    )
    update calendar_event_removals r set locked_until = now() + ${LEASE}::interval, attempts = r.attempts + 1
    from picked, appointments a
    where r.id = picked.id and a.id = r.appointment_id
    returning r.id, r.appointment_id, r.integration_id, r.provider_reference, r.attempts, a.starts_at, a.ends_at`);
  let settled = 0;
  for (const job of claimed.rows) {
    const finish = (outcome: string, error: string | null = null) =>
      db.execute(sql`
        update calendar_event_removals set done_at = now(), outcome = ${outcome}, last_error = ${error},
          locked_until = null
        where id = ${job.id}`);
    const [row] = await db
      .select()
      .from(calendarIntegrations)
      .where(eq(calendarIntegrations.id, job.integration_id));
    if (!row) {
      await finish('integration removed');
      settled++;
      continue;
    }
    try {
      const adapter = createCalendarAdapter({ db, config, row });
      const reference =
        job.provider_reference ??
        (
          await adapter.findBooking({
            idempotencyKey: job.appointment_id,
            start: new Date(job.starts_at).getTime(),
            end: new Date(job.ends_at).getTime(),
          })
        )?.providerReference;
      if (reference)
        await adapter.cancel({ providerReference: reference, idempotencyKey: job.appointment_id });
      await finish(reference ? 'removed' : 'nothing to remove');
      if (row.lastError) await recordProviderHealth({ db, integrationId: row.id, error: null });
      settled++;
    } catch (error) {
      const message =
        error instanceof CalendarProviderError ? error.message : 'The calendar event could not be removed';
      logger.warn({ err: error, appointmentId: job.appointment_id }, 'provider event removal failed');
      await recordProviderHealth({ db, integrationId: row.id, error: message });
      if (job.attempts >= MAX_REMOVAL_ATTEMPTS) {
        await finish('failed', message);
        settled++;
      } else {
        await db.execute(sql`
          update calendar_event_removals set locked_until = null, last_error = ${message},
            available_at = now() + ${`${removalRetryDelayMs(job.attempts)} milliseconds`}::interval
          where id = ${job.id}`);
      }
    }
  }
  return settled;
}
