/**
 * Appointment reminders (24 h and 1 h before). Rows of `appointment_reminders` are written with the booking; a
 * worker in every server process claims due ones with FOR UPDATE SKIP LOCKED and, in the same transaction, either
 * enqueues the reminder email (outbound job, idempotency key per reminder) or drops it when the appointment was
 * cancelled or has begun. So a cancelled booking never gets a reminder, and no reminder goes out twice.
 * (Not a pg-boss queue: docs/decisions/0088.)
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { enqueueOutbound } from '../outbound/index.js';
import { renderReminderEmail } from './booking-emails.js';
import { removeDueProviderEvents } from './event-removals.service.js';
import { manageUrl } from './manage-token.js';
import { reconcilePendingBookings } from './pending-bookings.service.js';
import { finishInterruptedMoves } from './reschedule.service.js';

const BATCH = 50;
export const REMINDER_POLL_MS = 30_000;

/** Handles every due reminder; returns how many emails were enqueued. */
export async function sendDueReminders(options: {
  db: Database;
  config: Config;
  now?: Date;
}): Promise<number> {
  const { db, config } = options;
  const now = (options.now ?? new Date()).toISOString();
  return db.transaction(async (tx) => {
    const due = await tx.execute<{
      id: string;
      kind: '24h' | '1h';
      appointment_id: string;
      status: string;
      starts_at: Date | string;
      ends_at: Date | string;
      timezone: string;
      visitor_timezone: string | null;
      visitor_name: string | null;
      visitor_email: string | null;
      website_id: string;
      conversation_id: string | null;
      website_name: string;
    }>(sql`
      select r.id, r.kind, a.id as appointment_id, a.status, a.starts_at, a.ends_at, a.timezone, a.visitor_timezone,
        a.visitor_name, a.visitor_email, a.website_id, a.conversation_id, w.name as website_name
      from appointment_reminders r
      join appointments a on a.id = r.appointment_id
      join websites w on w.id = a.website_id
      where r.done_at is null and r.due_at <= ${now}
      order by r.due_at
      limit ${BATCH}
      for update of r skip locked`);
    let sent = 0;
    for (const row of due.rows) {
      const starts = new Date(row.starts_at);
      const isLive = row.status === 'confirmed' && starts.getTime() > Date.parse(now) && row.visitor_email;
      if (isLive) {
        const email = renderReminderEmail(
          {
            businessName: row.website_name,
            start: starts,
            end: new Date(row.ends_at),
            zone: row.visitor_timezone ?? row.timezone,
            visitorName: row.visitor_name ?? '',
            manageUrl: manageUrl(config, row.appointment_id),
          },
          row.kind,
        );
        await enqueueOutbound(tx, {
          idempotencyKey: `booking-reminder:${row.id}`,
          channel: 'email',
          purpose: 'booking_reminder',
          recipient: row.visitor_email!,
          websiteId: row.website_id,
          conversationId: row.conversation_id,
          subject: email.subject,
          text: email.text,
          html: email.html,
        });
        sent++;
      }
      await tx.execute(sql`
        update appointment_reminders set done_at = now(), outcome = ${isLive ? 'sent' : 'skipped'} where id = ${row.id}`);
    }
    return sent;
  });
}

/**
 * The calendar's background work, every 30 s in each process (all of it claims with SKIP LOCKED, so processes share
 * it): due reminders, provider event removals (event-removals.service.ts) and stuck pending bookings
 * (pending-bookings.service.ts) and moves a stopped process left half done (reschedule.service.ts). Named for its
 * first job; lib/background.ts starts it.
 */
export function startReminderWorker(options: {
  db: Database;
  config: Config;
  logger: Logger;
}): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const step = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      options.logger.warn({ err: error }, `calendar worker: ${what} failed`);
    }
  };
  const timer = setInterval(() => {
    running = (async () => {
      await step('appointment reminders', () => sendDueReminders(options));
      await step('provider event removals', () => removeDueProviderEvents(options));
      await step('stuck pending bookings', () => reconcilePendingBookings(options));
      await step('interrupted moves', () => finishInterruptedMoves(options));
    })();
  }, REMINDER_POLL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
