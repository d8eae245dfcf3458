/**
 * Crash recovery for provider bookings (docs/decisions/0085). A Google/Outlook booking is inserted `pending` (holding
 * its time), written at the provider under ids derived from the appointment, then confirmed. A process that dies
 * between the provider's answer and the confirmation leaves a pending row that nobody will finish. The calendar
 * worker looks such rows up at the provider by the deterministic event id (Google) or transactionId (Outlook):
 *   - the event is there and the time is still ahead → the booking is confirmed with all its consequences (the
 *     visitor's invite, reminders, the lead, the owner's alert), exactly as if the request had finished;
 *   - nothing is there (the crash came before the call), or the time has passed → the row is released;
 *   - the provider can't be asked → it is asked again next round; after GIVE_UP_MS (or once the time has passed)
 *     the row is released and the removal of any event is queued.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { appointments, calendarIntegrations } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';
import { CalendarProviderError } from '../../adapters/calendar/calendar.types.js';
import {
  confirmPendingAppointment,
  loadBookingConversation,
  releasePendingAppointment,
} from './booking.service.js';
import { createCalendarAdapter, recordProviderHealth } from './calendar-integrations.service.js';

/** A booking request finishes well within this (provider calls time out after 10 s); older pending rows are stuck. */
export const PENDING_GRACE_MS = 2 * 60_000;
/** How long a stuck booking waits for its provider to answer the lookup before it is released. */
export const GIVE_UP_MS = 30 * 60_000;
const BATCH = 20;

export type ReconcileOutcome = 'confirmed' | 'released' | 'retry';

/** Settles stuck pending bookings; returns what happened to each, by appointment id. */
export async function reconcilePendingBookings(options: {
  db: Database;
  config: Config;
  logger: Logger;
  now?: number;
}): Promise<Map<string, ReconcileOutcome>> {
  const { db, config, logger } = options;
  const now = options.now ?? Date.now();
  const stuck = await db.execute<{ id: string }>(sql`
    select id from appointments
    where status = 'pending' and created_at < ${new Date(now - PENDING_GRACE_MS).toISOString()}
    order by created_at
    limit ${BATCH}`);
  const outcomes = new Map<string, ReconcileOutcome>();
  for (const { id } of stuck.rows) {
    const outcome = await db.transaction(async (tx): Promise<ReconcileOutcome | undefined> => {
      // Another process may be settling it (or the request itself finishing): skip it, don't wait.
      const [appointment] = await tx
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, id), eq(appointments.status, 'pending')))
        .for('update', { skipLocked: true });
      if (!appointment) return undefined;
      const [row] = appointment.integrationId
        ? await tx
            .select()
            .from(calendarIntegrations)
            .where(eq(calendarIntegrations.id, appointment.integrationId))
        : [];
      if (!row) {
        await releasePendingAppointment({
          db: tx,
          appointment,
          row: { id: '', provider: 'leadchat' },
          mayHaveEvent: false,
        });
        return 'released';
      }
      const isPast = appointment.startsAt.getTime() <= now;
      let found: { providerReference: string } | null;
      try {
        found = await createCalendarAdapter({ db, config, row }).findBooking({
          idempotencyKey: appointment.id,
          start: appointment.startsAt.getTime(),
          end: appointment.endsAt.getTime(),
        });
      } catch (error) {
        const message =
          error instanceof CalendarProviderError ? error.message : 'The calendar could not be read';
        await recordProviderHealth({ db, integrationId: row.id, error: message });
        if (isPast || now - appointment.createdAt.getTime() > GIVE_UP_MS) {
          await releasePendingAppointment({ db: tx, appointment, row, mayHaveEvent: true });
          return 'released';
        }
        return 'retry';
      }
      const conversation = appointment.conversationId
        ? await loadBookingConversation(tx, appointment.conversationId)
        : undefined;
      if (found && conversation && !isPast) {
        await confirmPendingAppointment({
          tx,
          config,
          appointmentId: appointment.id,
          providerReference: found.providerReference,
          conversation,
          row,
        });
        return 'confirmed';
      }
      await releasePendingAppointment({
        db: tx,
        appointment,
        row,
        mayHaveEvent: Boolean(found),
        providerReference: found?.providerReference ?? null,
      });
      return 'released';
    });
    if (outcome) {
      outcomes.set(id, outcome);
      if (outcome !== 'retry') logger.info({ appointmentId: id, outcome }, 'stuck pending booking settled');
    }
  }
  return outcomes;
}
