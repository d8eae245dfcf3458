/**
 * A visitor moves their appointment from the signed link in their confirmation email: the new time is booked
 * first — through the same path as a booking in the chat (slot token, exclusion constraint, provider event, invite,
 * reminders, lead note) — and only once it holds is the old appointment cancelled (METHOD:CANCEL for its UID, its
 * reminders dropped, its provider event removed). A taken time leaves the old appointment as it was and offers
 * fresh times; nothing is ever left with neither. A process that stops between the two steps leaves both held: the
 * calendar worker finishes such a move a minute later (finishInterruptedMoves). The new booking replaces the old one in the caps, so a visitor at
 * the limit can still move. This is what Calendly and Cal.com do when an invitee reschedules: a new event, the old
 * one cancelled.
 */
import { createHash } from 'node:crypto';
import type { OfferedSlot, SlotsResponse } from '@leadchat/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { appointments } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { formatSlotLabel } from './availability.js';
import { bookSlot, cancelAppointment, offerSlots } from './booking.service.js';

export const NOT_MOVABLE = 'This appointment can no longer be moved.';

function labelOf(appointment: Appointment): string {
  return formatSlotLabel(appointment.startsAt.getTime(), appointment.visitorTimezone ?? appointment.timezone);
}

export type RescheduleResult =
  { ok: true; appointmentId: string; label: string } | { ok: false; message: string; slots: OfferedSlot[] };

type Appointment = typeof appointments.$inferSelect;

async function loadAppointment(db: Database, appointmentId: string): Promise<Appointment> {
  const [current] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
  if (!current) throw notFound('Appointment');
  return current;
}

function assertMovable(current: Appointment, now: number) {
  if (
    current.status === 'cancelled' ||
    current.endsAt.getTime() <= now ||
    !current.conversationId ||
    !current.visitorId
  ) {
    throw new AppError('VALIDATION_FAILED', NOT_MOVABLE);
  }
  return { ...current, conversationId: current.conversationId, visitorId: current.visitorId };
}

/** The key of moving `appointmentId` to the slot a token names: the same choice submitted twice books once. */
function moveKey(appointmentId: string, slotToken: string): string {
  return `move:${appointmentId}:${createHash('sha256').update(slotToken).digest('base64url').slice(0, 22)}`;
}

/**
 * The times a visitor may move their appointment to (the website's current calendar, in the visitor's zone):
 * slots, a booking link (Calendly, custom: moved there, not here), or nothing.
 */
export async function offerRescheduleTimes(options: {
  db: Database;
  config: Config;
  logger: Logger;
  appointmentId: string;
  now?: number;
}): Promise<SlotsResponse> {
  const now = options.now ?? Date.now();
  const current = assertMovable(await loadAppointment(options.db, options.appointmentId), now);
  return offerSlots({
    db: options.db,
    config: options.config,
    logger: options.logger,
    websiteId: current.websiteId,
    visitorTimezone: current.visitorTimezone ?? undefined,
    now,
  });
}

export async function rescheduleAppointment(options: {
  db: Database;
  config: Config;
  logger: Logger;
  appointmentId: string;
  slotToken: string;
  clientIp: string;
  now?: number;
}): Promise<RescheduleResult> {
  const { db, config, logger } = options;
  const now = options.now ?? Date.now();
  const stored = await loadAppointment(db, options.appointmentId);
  const idempotencyKey = moveKey(stored.id, options.slotToken);
  if (stored.status === 'cancelled') {
    // Submitted again after it was moved (a double click, a reload): the answer is the move already made.
    const [moved] = await db
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.websiteId, stored.websiteId), eq(appointments.idempotencyKey, idempotencyKey)),
      );
    if (moved && moved.status !== 'cancelled') {
      return { ok: true, appointmentId: moved.id, label: labelOf(moved) };
    }
  }
  const current = assertMovable(stored, now);
  const result = await bookSlot({
    db,
    config,
    logger,
    websiteId: current.websiteId,
    clientIp: options.clientIp,
    now,
    input: {
      slotToken: options.slotToken,
      visitorId: current.visitorId,
      conversationId: current.conversationId,
      idempotencyKey,
      name: current.visitorName ?? undefined,
      email: current.visitorEmail ?? undefined,
      phone: current.visitorPhone ?? undefined,
      timezone: current.visitorTimezone ?? undefined,
      replacesAppointmentId: current.id,
    },
  });
  if (!result.ok) return { ok: false, message: result.message, slots: result.slots };
  // The move completes here: the old time cancelled and the owner told, in one transaction.
  await cancelAppointment({
    db,
    config,
    logger,
    appointmentId: current.id,
    by: 'visitor',
    replacedBy: result.confirmation.appointmentId,
  });
  return { ok: true, appointmentId: result.confirmation.appointmentId, label: result.confirmation.label };
}

/** A move's two steps are a second apart at most; older half-done moves were left by a process that stopped. */
export const INTERRUPTED_MOVE_GRACE_MS = 60_000;
/** Moves are looked for this far back: the worker runs every 30 s, so any stop is found long before. */
const INTERRUPTED_MOVE_WINDOW = '1 day';

/**
 * Finishes moves a stopped process left half done: the new time booked (confirmed) but the old one still held, so
 * the visitor would hold two times and the owner would never hear of the move. Each is completed as the request
 * would have: the old time cancelled with `replacedBy` (its invite withdrawn, the owner told once). Safe to run
 * in every process at once: cancelAppointment locks the row and does nothing to one already cancelled. Run by the
 * calendar worker (reminders.service.ts); returns the ids of the old appointments it cancelled.
 */
export async function finishInterruptedMoves(options: {
  db: Database;
  config: Config;
  logger: Logger;
  now?: number;
}): Promise<string[]> {
  const { db, config, logger } = options;
  const before = new Date((options.now ?? Date.now()) - INTERRUPTED_MOVE_GRACE_MS);
  const { rows } = await db.execute<{ old_id: string; new_id: string }>(sql`
    select old.id as old_id, moved.id as new_id
    from appointments moved
    join appointments old on old.id = moved.rescheduled_from_id
    where moved.rescheduled_from_id is not null
      and moved.created_at > now() - ${INTERRUPTED_MOVE_WINDOW}::interval
      and moved.created_at < ${before.toISOString()}
      and moved.status = 'confirmed' and old.status <> 'cancelled'
    limit 20`);
  const finished: string[] = [];
  for (const row of rows) {
    await cancelAppointment({
      db,
      config,
      logger,
      appointmentId: row.old_id,
      by: 'visitor',
      replacedBy: row.new_id,
    });
    logger.info({ appointmentId: row.old_id, movedTo: row.new_id }, 'finished a move a stopped process left');
    finished.push(row.old_id);
  }
  return finished;
}
