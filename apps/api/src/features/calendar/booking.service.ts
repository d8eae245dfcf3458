/**
 * Availability and booking for every provider (docs/decisions/0085, 0087). Slots offered to a visitor are the
 * website's hours minus its live appointments minus the connected calendar's busy times, each handed out as a
 * signed, expiring slot token. Booking a token:
 *   1. checks the token, the hours (a past, off-hours or forged slot is refused), the visitor's contact details and
 *      the per-visitor and per-client caps;
 *   2. inserts the appointment: the exclusion constraint `appointments_no_overlap` makes a second booking of an
 *      overlapping time fail (23P01) in any process, answered as "that time was just taken" with fresh slots;
 *   3. for Google and Outlook, writes the event at the provider under an id derived from the appointment (pending
 *      until then; a provider refusal cancels the row, so nothing is claimed that did not happen);
 *   4. confirms in one transaction with everything that follows from it: the lead (contact, status, tag), the
 *      conversation's message, the reminders, the visitor's invite email and the owner's alert (outbound jobs).
 */
import {
  SLOT_TAKEN_MESSAGE,
  type AppointmentList,
  type BookingConfirmation,
  type OfferedSlot,
  type SlotsResponse,
} from '@leadchat/contract';
import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database, Queryable } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';
import { runInOneRoundTrip } from '../../db/one-round-trip.js';
import { appointmentReminders, appointments, calendarIntegrations, user, websites } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { rateLimitClientKey, rateLimitResultOf, rateLimitUpsert } from '../../lib/rate-limit.js';
import {
  CalendarProviderError,
  SlotUnavailableError,
  type CalendarAdapter,
} from '../../adapters/calendar/calendar.types.js';
import { googleEventId } from '../../adapters/calendar/google-calendar.js';
import { EVENTS_CHANNEL } from '../../assistant/conversation-store.js';
import { extractContactDetails } from '../../assistant/lead-extraction.js';
import { enqueueOutbound, notifyOwner, outboundInsert } from '../outbound/index.js';
import { formatSlotLabel, isoInstant, isSlotWithinHours, type Interval } from './availability.js';
import {
  createCalendarAdapter,
  findBookingIntegration,
  readAvailability,
  readLeadStatusOnBooking,
  recordProviderHealth,
  type IntegrationRow,
} from './calendar-integrations.service.js';
import {
  renderCancellationEmail,
  renderConfirmationEmail,
  renderOwnerCancellationEmail,
  renderOwnerInviteEmail,
  renderOwnerRescheduledEmail,
  type AppointmentForEmail,
  type OwnerCalendarChange,
} from './booking-emails.js';
import {
  appointmentUid,
  buildCancellationIcs,
  buildInviteIcs,
  singleLine,
  type InviteDetails,
} from './invites.js';
import {
  freeSlotsFrom,
  getCalendarSnapshot,
  invalidateCalendarCache,
  isWindowValidAt,
  listBookedIntervals,
  recordBookingInCache,
  isFreeInWindow,
  type BuiltinWindow,
} from './calendar-cache.js';
import { enqueueEventRemoval } from './event-removals.service.js';
import { manageUrl } from './manage-token.js';
import { createSlotTokenSigner } from './slot-token.js';

/** At most this many upcoming bookings per visitor, and per client address (IPv4 or IPv6 /64), per website. */
export const MAX_UPCOMING_PER_VISITOR = 2;
export const MAX_UPCOMING_PER_CLIENT = 5;
/** Slots offered at once in the chat (the model's tool returns at most this many too). */
export const OFFERED_SLOTS = 6;

/**
 * What a refused booking says (besides SLOT_TAKEN_MESSAGE), by name: the manage page carries the name, never the
 * text, through its redirect (appointment-page.routes.ts).
 */
export const REFUSALS = {
  taken: SLOT_TAKEN_MESSAGE,
  unavailable: 'That time is no longer available. Here are the next free times.',
  expired: "That time can't be booked any more. Please pick one of the times offered.",
  changed: 'Online booking has changed for this website. Please ask for times again.',
  visitorCap: `You already have ${MAX_UPCOMING_PER_VISITOR} upcoming appointments. Please cancel one before booking another.`,
  clientCap: 'Too many appointments were booked from this connection. Please call us instead.',
} as const;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY_MS = 86_400_000;

// ───────────────────────── slots ─────────────────────────

function describeProviderError(error: unknown): string {
  return error instanceof CalendarProviderError ? error.message : 'The calendar could not be read';
}

/**
 * Free slots of the integration, as signed tokens labelled in `zone`. The built-in calendar's come from the cached
 * window when one covers `now` (calendar-cache.ts); a provider's are asked for. Provider failures are recorded,
 * then thrown.
 */
async function offerIntegrationSlots(options: {
  db: Queryable;
  config: Config;
  row: IntegrationRow;
  window?: BuiltinWindow | null;
  /** A time known to be taken (a booking just lost): never offered, whatever a cache says. */
  exclude?: Interval;
  zone?: string;
  limit: number;
  now: number;
}): Promise<OfferedSlot[]> {
  const { db, config, row, now, window, exclude } = options;
  const availability = readAvailability(row);
  const limit = options.limit + (exclude ? 1 : 0);
  let slots: Interval[];
  if (row.provider === 'leadchat' && window && isWindowValidAt(window, now)) {
    slots = freeSlotsFrom({ window, availability, now, limit });
  } else {
    const adapter = createCalendarAdapter({ db, config, row });
    const bufferMs = availability.bufferMinutes * 60_000;
    const booked = await listBookedIntervals(
      db,
      row.websiteId,
      now - bufferMs,
      now + (availability.daysAhead + 1) * DAY_MS + bufferMs,
    );
    try {
      slots = await adapter.listSlots({ availability, now, booked, limit });
    } catch (error) {
      await recordProviderHealth({ db, integrationId: row.id, error: describeProviderError(error) });
      throw error;
    }
  }
  if (exclude) {
    slots = slots
      .filter((slot) => slot.end <= exclude.start || slot.start >= exclude.end)
      .slice(0, options.limit);
  }
  if (row.lastError) await recordProviderHealth({ db, integrationId: row.id, error: null });
  const signer = createSlotTokenSigner(config);
  const zone = options.zone ?? availability.timezone;
  return slots.map((slot) => ({
    token: signer.sign(
      { websiteId: row.websiteId, integrationId: row.id, start: slot.start, end: slot.end },
      now,
    ),
    startsAt: isoInstant(slot.start),
    endsAt: isoInstant(slot.end),
    label: formatSlotLabel(slot.start, zone),
  }));
}

/**
 * The website's booking integration and, for the built-in calendar, its cached window. Google and Outlook rows are
 * read fresh: they carry OAuth tokens that a refresh in any process rotates.
 */
async function bookingCalendar(options: {
  db: Queryable;
  logger?: Logger;
  websiteId: string;
  now: number;
}): Promise<{ row: IntegrationRow | undefined; window: BuiltinWindow | null } | null> {
  const snapshot = await getCalendarSnapshot(options);
  if (snapshot.kind === 'absent') return null;
  const row = snapshot.row;
  if (row && (row.provider === 'google' || row.provider === 'outlook')) {
    return {
      row: await findBookingIntegration({ db: options.db, websiteId: snapshot.websiteId }),
      window: null,
    };
  }
  return { row, window: snapshot.builtin };
}

/**
 * What a visitor of an active website can book now: slots (LeadChat, Google, Outlook), a booking link (Calendly,
 * custom) or nothing (no active integration). A calendar that can't be read offers nothing rather than times
 * that may be taken.
 */
export async function offerSlots(options: {
  db: Queryable;
  config: Config;
  logger?: Logger;
  websiteId: string;
  visitorTimezone?: string;
  limit?: number;
  now?: number;
}): Promise<SlotsResponse> {
  const { db, config } = options;
  const now = options.now ?? Date.now();
  const calendar = await bookingCalendar({ db, logger: options.logger, websiteId: options.websiteId, now });
  if (!calendar) throw notFound('Website');
  const { row, window } = calendar;
  if (!row) return { mode: 'none', slots: [], bookingUrl: null, timezone: options.visitorTimezone ?? 'UTC' };
  const availability = readAvailability(row);
  if (row.provider !== 'leadchat') {
    const adapter = createCalendarAdapter({ db, config, row });
    if (adapter.mode === 'link') {
      return { mode: 'link', slots: [], bookingUrl: adapter.bookingUrl, timezone: availability.timezone };
    }
  }
  const zone = options.visitorTimezone ?? availability.timezone;
  try {
    const slots = await offerIntegrationSlots({
      db,
      config,
      row,
      window,
      zone,
      limit: options.limit ?? OFFERED_SLOTS,
      now,
    });
    return { mode: 'slots', slots, bookingUrl: null, timezone: zone };
  } catch (error) {
    options.logger?.warn({ err: error, integrationId: row.id }, 'calendar could not be read for slots');
    return { mode: 'none', slots: [], bookingUrl: null, timezone: zone };
  }
}

// ───────────────────────── booking ─────────────────────────

export type BookingResult =
  | { ok: true; confirmation: BookingConfirmation }
  | { ok: false; reason: 'taken'; message: string; slots: OfferedSlot[] };

type BookingInput = {
  slotToken: string;
  visitorId: string;
  conversationId: string;
  idempotencyKey: string;
  name?: string;
  email?: string;
  phone?: string;
  timezone?: string;
  /** A reschedule: the visitor's appointment this booking replaces (cancelled after it), not counted in the caps. */
  replacesAppointmentId?: string;
};

function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * An email's content with its calendar file: an invite (METHOD:REQUEST, invite.ics) or its withdrawal
 * (METHOD:CANCEL, cancel.ics); no file when there is none to send.
 */
function calendarEmailContent(
  email: { subject: string; text: string; html: string },
  ics?: { content: string; method: 'REQUEST' | 'CANCEL' },
) {
  const attachments = ics
    ? [
        {
          filename: ics.method === 'REQUEST' ? 'invite.ics' : 'cancel.ics',
          content: ics.content,
          contentType: `text/calendar; charset=utf-8; method=${ics.method}`,
        },
      ]
    : undefined;
  return {
    subject: email.subject,
    text: email.text,
    html: email.html,
    payload: attachments ? { attachments } : {},
  };
}

/**
 * Runs a booking transaction again when PostgreSQL broke a deadlock by aborting it (40P01). Two bookings of
 * overlapping times that insert at the same moment can each wait for the other inside the exclusion constraint's
 * check; one is aborted, and its retry then meets the other's committed row (23P01, "taken") or books if the other
 * rolled back. Seen at about one in a thousand bookings of a busy calendar under the bench.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (databaseErrorCode(error) !== '40P01' || attempt >= attempts) throw error;
    }
  }
}

export type ConversationForBooking = {
  id: string;
  website_id: string;
  visitor_name: string | null;
  visitor_email: string | null;
  visitor_phone: string | null;
  website_name: string;
  owner_email: string;
};

/** The conversation a booking lands on, by id alone (the recovery worker has no visitor to check). */
export async function loadBookingConversation(db: Queryable, conversationId: string) {
  const result = await db.execute<ConversationForBooking>(sql`
    select c.id, c.website_id, c.visitor_name, c.visitor_email, c.visitor_phone, w.name as website_name,
      u.email as owner_email
    from conversations c join websites w on w.id = c.website_id join "user" u on u.id = w.user_id
    where c.id = ${conversationId}`);
  return result.rows[0];
}

/** A request limit counted in the booking's first statement (the widget's endpoint: per client per minute). */
export type BookingRateLimit = { key: string; limit: number; windowMs: number; message: string };

/**
 * The visitor's conversation on an active website, and whether an appointment already holds this idempotency key
 * (its id), in one round trip; with `rateLimit`, the request is counted in the same statement (decision 0162) and
 * refused with 429 before anything else is decided, as a separate counter would have.
 */
async function loadConversation(
  db: Queryable,
  input: {
    websiteId: string;
    conversationId: string;
    visitorId: string;
    idempotencyKey: string;
    rateLimit?: BookingRateLimit;
  },
) {
  const conversation = sql`
    select c.id, c.website_id, c.visitor_name, c.visitor_email, c.visitor_phone, w.name as website_name,
      u.email as owner_email,
      (select a.id from appointments a
        where a.website_id = ${input.websiteId} and a.idempotency_key = ${input.idempotencyKey}) as existing_id
    from conversations c join websites w on w.id = c.website_id join "user" u on u.id = w.user_id
    where c.id = ${input.conversationId} and c.website_id = ${input.websiteId} and c.visitor_id = ${input.visitorId}
      and w.is_active`;
  type Row = ConversationForBooking & { existing_id: string | null };
  let row: Row | undefined;
  if (input.rateLimit) {
    const { key, windowMs } = input.rateLimit;
    // Prepared once per connection (decision 0195): its planning cost more than running it.
    const result = await executeNamed<
      Partial<Row> & { bucket_count: number | string; bucket_reset_at: Date | string }
    >(
      db,
      'booking_request',
      sql`
      with bucket as (${rateLimitUpsert({ key, windowMs, isOwnTransaction: !('rollback' in db) })})
      select found.*, bucket.count as bucket_count, bucket.reset_at as bucket_reset_at
      from bucket left join (${conversation}) as found on true`,
    );
    const counted = result.rows[0];
    const verdict = rateLimitResultOf(
      counted ? { count: counted.bucket_count, reset_at: counted.bucket_reset_at } : undefined,
      input.rateLimit,
    );
    if (!verdict.allowed) {
      throw new AppError('RATE_LIMITED', input.rateLimit.message, {
        retryAfterSeconds: verdict.retryAfterSeconds,
      });
    }
    row = counted?.id ? (counted as Row) : undefined;
  } else {
    row = (await executeNamed<Row>(db, 'booking_conversation', conversation)).rows[0];
  }
  if (!row) return undefined;
  const { existing_id: existingId, id, website_id, visitor_name, visitor_email, visitor_phone } = row;
  return {
    conversation: {
      id,
      website_id,
      visitor_name,
      visitor_email,
      visitor_phone,
      website_name: row.website_name,
      owner_email: row.owner_email,
    } satisfies ConversationForBooking,
    existingId,
  };
}

export type AppointmentRow = typeof appointments.$inferSelect;

/** An appointments row as a raw statement returns it (column names, driver values) → the Drizzle row. */
function appointmentRowOf(raw: Record<string, unknown>): AppointmentRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(appointments))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as AppointmentRow;
}

function confirmationOf(row: AppointmentRow, zone: string): BookingConfirmation {
  const label = formatSlotLabel(row.startsAt.getTime(), zone);
  return {
    appointmentId: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    label,
    message: `You're booked for ${label}. A confirmation with a calendar invite is on its way to ${row.visitorEmail ?? 'you'}.`,
  };
}

/**
 * Bookings of a time running in this process now, by website, calendar and time. A second visitor who taps the
 * same time while the first one's booking runs waits for its outcome here instead of in PostgreSQL: if the first
 * is booked, the second is told at once that the time was taken, without a transaction (before, it queued on the
 * time's advisory lock holding a pooled connection, then had its insert refused by the exclusion constraint and
 * rolled back: four statements for a refusal). If the first fails, the second books as usual. Across processes
 * the advisory lock and the constraint still decide; this only spares the database the losers it can predict.
 * A request with the same idempotency key (a double tap) is not a rival: it goes on to find its own booking.
 */
const bookingsInFlight = new Map<string, { idempotencyKey: string; outcome: Promise<boolean> }>();

/** Books the slot a token names for the visitor of a conversation (see the module header). */
export async function bookSlot(options: {
  db: Database;
  config: Config;
  logger: Logger;
  websiteId: string;
  clientIp: string;
  input: BookingInput;
  /** The caller's request limit, counted in the booking's first statement (the widget's endpoint). */
  rateLimit?: BookingRateLimit;
  now?: number;
}): Promise<BookingResult> {
  const { db, config, logger, websiteId, input } = options;
  const now = options.now ?? Date.now();

  const found = await loadConversation(db, {
    websiteId,
    conversationId: input.conversationId,
    visitorId: input.visitorId,
    idempotencyKey: input.idempotencyKey,
    rateLimit: options.rateLimit,
  });
  if (!found) throw notFound('Conversation');
  const { conversation } = found;

  // The same request again (a double tap, a retry after a lost answer) answers with the booking it made.
  const [existing] = found.existingId
    ? await db.select().from(appointments).where(eq(appointments.id, found.existingId))
    : [];
  if (existing && existing.status !== 'cancelled' && existing.visitorId === input.visitorId) {
    if (existing.status === 'pending') {
      // An earlier attempt reached the provider (or not) but never confirmed: finish it under the same ids.
      return resumePendingBooking({ ...options, appointment: existing, conversation, now });
    }
    return {
      ok: true,
      confirmation: confirmationOf(existing, existing.visitorTimezone ?? existing.timezone),
    };
  }

  const claim = createSlotTokenSigner(config).verify(input.slotToken, { websiteId, now });
  if (!claim) {
    throw new AppError('VALIDATION_FAILED', REFUSALS.expired);
  }
  const calendar = await bookingCalendar({ db, logger, websiteId, now });
  const row = calendar?.row;
  if (!row || row.id !== claim.integrationId) {
    throw new AppError('VALIDATION_FAILED', REFUSALS.changed);
  }
  const availability = readAvailability(row);
  const visitorZone = input.timezone ?? availability.timezone;
  // The cached window's opening intervals when it covers now: no Luxon work to check one slot.
  const open = calendar.window && isWindowValidAt(calendar.window, now) ? calendar.window.open : undefined;
  if (!isSlotWithinHours({ availability, now, start: claim.start, end: claim.end, open })) {
    const slots = await offerIntegrationSlots({
      db,
      config,
      row,
      window: calendar.window,
      zone: visitorZone,
      limit: OFFERED_SLOTS,
      now,
    }).catch(() => []);
    return {
      ok: false,
      reason: 'taken',
      message: REFUSALS.unavailable,
      slots,
    };
  }
  // A time this process already knows is gone (its own booking, or another process's it has heard of) is refused
  // before any transaction: the loser of a popular time costs a cache look-up, not a rolled-back insert. The cache
  // only ever errs towards offering a time (a booking it has not heard of yet), which the constraint still refuses.
  if (open && calendar.window && !isFreeInWindow(calendar.window, claim)) {
    return taken(options, row, visitorZone, now, claim);
  }
  // A booking of this very time already running in this process: its outcome decides (see bookingsInFlight).
  const timeKey = `${websiteId}:${row.id}:${claim.start}:${claim.end}`;
  const rival = bookingsInFlight.get(timeKey);
  if (rival && rival.idempotencyKey !== input.idempotencyKey && (await rival.outcome)) {
    return taken(options, row, visitorZone, now, claim);
  }

  const name = singleLine(input.name?.trim() || conversation.visitor_name || '', 200);
  const rawEmail = (input.email?.trim() || conversation.visitor_email || '').toLowerCase();
  const email = EMAIL_SHAPE.test(rawEmail) && rawEmail.length <= 320 ? rawEmail : '';
  const phone = input.phone?.trim()
    ? (extractContactDetails(`phone ${input.phone}`, {
        defaultCountry: config.PHONE_DEFAULT_COUNTRY as never,
      }).phone ?? null)
    : conversation.visitor_phone;
  if (!name || !email) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Please give your name and email address so we can send your confirmation.',
      { details: { missing: [...(name ? [] : ['name']), ...(email ? [] : ['email'])] } },
    );
  }

  const adapter = createCalendarAdapter({ db, config, row });
  const clientKey = rateLimitClientKey(options.clientIp);
  const appointmentId = randomUUID();
  const replaces = input.replacesAppointmentId ?? null;
  // The built-in calendar's owner is sent an invite under this appointment's UID, unless it is a move: the move
  // then updates the owner's event of the appointment it replaces (cancelAppointment, `replacedBy`).
  const ownerInvite = adapter.provider === 'leadchat' && !replaces ? appointmentId : null;
  let settle: (isBooked: boolean) => void = () => undefined;
  // The built-in calendar only: a provider's booking waits for the provider's answer, which a rival should not.
  if (adapter.provider === 'leadchat' && !bookingsInFlight.has(timeKey)) {
    const outcome = new Promise<boolean>((resolve) => (settle = resolve));
    bookingsInFlight.set(timeKey, { idempotencyKey: input.idempotencyKey, outcome });
    void outcome.then(() => bookingsInFlight.delete(timeKey));
  }
  // Whatever happens below, a rival waiting on this booking learns its outcome.
  const book = async (): Promise<BookingResult> => {
    let appointment: AppointmentRow;
    try {
      // One visitor's concurrent requests queue on the first lock, so the cap can't be passed by sending them at
      // once. And bookings of the same time queue behind each other (always in this order: visitor, then time): two
      // inserts of one time at once would each wait for the other inside the exclusion constraint's check until
      // PostgreSQL broke the deadlock a second later; queued, the second meets the first's row at once (taken).
      const locks = sql`select pg_advisory_xact_lock(hashtext(${`booking:${websiteId}:${input.visitorId}`})),
        pg_advisory_xact_lock(hashtext(${`booking-time:${websiteId}:${claim.start}`}))`;
      // The caps and the insert in one statement (after the locks, so it sees the visitor's committed bookings);
      // the counts are read again only to say which cap refused it. Each count reads only its visitor's or its
      // address's appointments (appointments_visitor_idx, appointments_client_live_idx): counting both over all
      // the website's upcoming appointments cost a busy calendar a scan of thousands of rows per booking.
      const live = sql`status in ('pending', 'confirmed') and starts_at > now() and id is distinct from ${replaces}::uuid`;
      const upcoming = sql`
        select
          (select count(*) from appointments
            where website_id = ${websiteId} and visitor_id = ${input.visitorId} and ${live}) as visitor,
          (select count(*) from appointments
            where website_id = ${websiteId} and client_key = ${clientKey} and ${live}) as client`;
      const booked: BookedAppointment = {
        id: appointmentId,
        websiteId,
        startsAt: new Date(claim.start),
        endsAt: new Date(claim.end),
        timezone: availability.timezone,
        visitorTimezone: input.timezone ?? null,
        visitorName: name,
        visitorEmail: email,
        visitorPhone: phone,
        sequence: 0,
        ownerInviteAppointmentId: ownerInvite,
        rescheduledFromId: replaces,
      };
      const status = adapter.provider === 'leadchat' ? 'confirmed' : 'pending';
      const insert = sql`
        with counts as (${upcoming})
        insert into appointments (id, website_id, conversation_id, integration_id, starts_at, ends_at, timezone,
          visitor_timezone, status, visitor_id, client_key, visitor_name, visitor_email, visitor_phone,
          idempotency_key, owner_invite_appointment_id, rescheduled_from_id)
        select ${appointmentId}::uuid, ${websiteId}::uuid, ${conversation.id}::uuid, ${row.id}::uuid,
          ${booked.startsAt.toISOString()}::timestamptz, ${booked.endsAt.toISOString()}::timestamptz,
          ${availability.timezone}::text, ${booked.visitorTimezone}::text, ${status}::text, ${input.visitorId}::text,
          ${clientKey}::text, ${name}::text, ${email}::text, ${phone}::text, ${input.idempotencyKey}::text,
          ${ownerInvite}::uuid, ${replaces}::uuid
        from counts
        where counts.visitor < ${MAX_UPCOMING_PER_VISITOR} and counts.client < ${MAX_UPCOMING_PER_CLIENT}
        returning *`;
      // The locks, the insert and (built-in calendar) everything the booking causes in ONE round trip, one implicit
      // transaction (decision 0185), each a statement its connection prepared once (0195): each statement takes its
      // snapshot when it starts, so the insert's counts see whatever the visitor's other requests committed while
      // this one waited for the lock; the confirmation writes only if the insert was made, so a booking the caps
      // refused writes nothing.
      const [, insertedRows] = await retryOnDeadlock(() =>
        runInOneRoundTrip(db, [
          { label: 'booking_locks', query: locks },
          { label: 'booking_insert', query: insert },
          ...(status === 'confirmed'
            ? [
                {
                  label: 'booking_confirm',
                  query: confirmationStatement({ config, appointment: booked, conversation, row }),
                },
              ]
            : []),
        ]),
      );
      if (!insertedRows?.[0]) {
        const counts = await db.execute<{ visitor: string; client: string }>(upcoming);
        if (Number(counts.rows[0]?.visitor ?? 0) >= MAX_UPCOMING_PER_VISITOR) {
          throw new AppError('RATE_LIMITED', REFUSALS.visitorCap);
        }
        throw new AppError('RATE_LIMITED', REFUSALS.clientCap);
      }
      appointment = appointmentRowOf(insertedRows[0]);
      // The time is taken now: this process stops offering it at once (others hear the trigger's NOTIFY).
      recordBookingInCache(websiteId, {
        start: appointment.startsAt.getTime(),
        end: appointment.endsAt.getTime(),
      });
    } catch (error) {
      const code = databaseErrorCode(error);
      // Still deadlocked after the retries (overlapping times of different starts, under heavy contention): another
      // booking of an overlapping time held it each time, so the visitor is told it was taken and offered others.
      if (code === '23P01' || code === '40P01') return taken(options, row, visitorZone, now, claim);
      if (code === '23505') {
        // The same idempotency key raced with itself: the other request made the booking.
        const [made] = await db
          .select()
          .from(appointments)
          .where(
            and(eq(appointments.websiteId, websiteId), eq(appointments.idempotencyKey, input.idempotencyKey)),
          );
        if (made && made.status !== 'cancelled' && made.visitorId === input.visitorId) {
          return { ok: true, confirmation: confirmationOf(made, made.visitorTimezone ?? made.timezone) };
        }
        return taken(options, row, visitorZone, now);
      }
      throw error;
    }

    if (appointment.status === 'pending') {
      const finished = await finishPendingBooking({
        db,
        config,
        logger,
        adapter,
        row,
        appointment,
        conversation,
      });
      if (finished === 'taken') return taken(options, row, visitorZone, now, claim);
      appointment = finished;
    }
    return { ok: true, confirmation: confirmationOf(appointment, visitorZone) };
  };
  try {
    const result = await book();
    // A request that raced with its own double tap answers with the booking that tap made, maybe of another time.
    settle(result.ok && Date.parse(result.confirmation.startsAt) === claim.start);
    return result;
  } catch (error) {
    settle(false);
    throw error;
  }
}

async function taken(
  options: { db: Database; config: Config; logger?: Logger },
  row: IntegrationRow,
  zone: string,
  now: number,
  lost?: Interval,
): Promise<BookingResult> {
  // Someone else's booking won. This process's cache may not hold it yet (its NOTIFY may still be on the way),
  // so the time just lost is left out explicitly rather than re-read for every loser of a popular slot.
  const calendar = await bookingCalendar({
    db: options.db,
    logger: options.logger,
    websiteId: row.websiteId,
    now,
  });
  const slots = await offerIntegrationSlots({
    db: options.db,
    config: options.config,
    row,
    window: calendar?.row?.id === row.id ? calendar.window : null,
    exclude: lost,
    zone,
    limit: OFFERED_SLOTS,
    now,
  }).catch(() => []);
  return { ok: false, reason: 'taken', message: SLOT_TAKEN_MESSAGE, slots };
}

/** A pending booking found again by its idempotency key: its provider call is repeated (idempotent) and confirmed. */
async function resumePendingBooking(options: {
  db: Database;
  config: Config;
  logger: Logger;
  appointment: AppointmentRow;
  conversation: ConversationForBooking;
  now: number;
}): Promise<BookingResult> {
  const { db, config, logger, appointment, conversation, now } = options;
  const zone = appointment.visitorTimezone ?? appointment.timezone;
  const [row] = appointment.integrationId
    ? await db
        .select()
        .from(calendarIntegrations)
        .where(eq(calendarIntegrations.id, appointment.integrationId))
    : [];
  if (!row) {
    throw new AppError('VALIDATION_FAILED', REFUSALS.changed);
  }
  const adapter = createCalendarAdapter({ db, config, row });
  const finished = await finishPendingBooking({
    db,
    config,
    logger,
    adapter,
    row,
    appointment,
    conversation,
    isResumed: true,
  });
  if (finished === 'taken') {
    return taken(options, row, zone, now, {
      start: appointment.startsAt.getTime(),
      end: appointment.endsAt.getTime(),
    });
  }
  return { ok: true, confirmation: confirmationOf(finished, zone) };
}

/**
 * Writes a pending appointment's event at the provider under ids derived from the appointment (a repeat finds the
 * first), then confirms it with all its consequences. A refusal releases the row (and queues the removal of an
 * event that may exist if only the answer was lost): nothing is claimed that did not happen.
 */
async function finishPendingBooking(options: {
  db: Database;
  config: Config;
  logger: Logger;
  adapter: CalendarAdapter;
  row: IntegrationRow;
  appointment: AppointmentRow;
  conversation: ConversationForBooking;
  /** An earlier attempt may have made the event: look for it first (its own event would read as busy). */
  isResumed?: boolean;
}): Promise<AppointmentRow | 'taken'> {
  const { db, config, logger, adapter, row, appointment, conversation } = options;
  const name = appointment.visitorName ?? '';
  const email = appointment.visitorEmail ?? '';
  const phone = appointment.visitorPhone;
  try {
    const made = options.isResumed
      ? await adapter.findBooking({
          idempotencyKey: appointment.id,
          start: appointment.startsAt.getTime(),
          end: appointment.endsAt.getTime(),
        })
      : null;
    const { providerReference } =
      made ??
      (await adapter.book({
        idempotencyKey: appointment.id,
        start: appointment.startsAt.getTime(),
        end: appointment.endsAt.getTime(),
        timezone: appointment.timezone,
        summary: `${name} (booked in the website chat)`,
        description: [
          `Booked by ${name} in ${conversation.website_name}'s website chat.`,
          `Email: ${email}`,
          phone ? `Phone: ${phone}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
        attendee: { name, email },
      }));
    const confirmed = await db.transaction((tx) =>
      confirmPendingAppointment({
        tx,
        config,
        appointmentId: appointment.id,
        providerReference,
        conversation,
        row,
      }),
    );
    if (row.lastError) await recordProviderHealth({ db, integrationId: row.id, error: null });
    return confirmed;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const isBusy = error instanceof SlotUnavailableError;
    await releasePendingAppointment({ db, appointment, row, mayHaveEvent: !isBusy });
    if (isBusy) return 'taken';
    logger.warn({ err: error, integrationId: row.id }, 'the calendar provider refused a booking');
    await recordProviderHealth({ db, integrationId: row.id, error: describeProviderError(error) });
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      "We couldn't reach the calendar to book that time, so nothing was booked. Please try again in a moment.",
      { retryAfterSeconds: 5 },
    );
  }
}

/**
 * Confirms a pending appointment in `tx` with everything that follows (see confirmAppointment). Already confirmed
 * by a concurrent attempt (a retried tap, the recovery worker): that confirmation stands.
 */
export async function confirmPendingAppointment(options: {
  tx: Queryable;
  config: Config;
  appointmentId: string;
  providerReference: string | null;
  conversation: ConversationForBooking;
  row: IntegrationRow;
}): Promise<AppointmentRow> {
  const { tx, config, conversation, row } = options;
  const [confirmed] = await tx
    .update(appointments)
    .set({ status: 'confirmed', providerReference: options.providerReference })
    .where(and(eq(appointments.id, options.appointmentId), eq(appointments.status, 'pending')))
    .returning();
  if (confirmed) {
    await confirmAppointment({ tx, config, appointment: confirmed, conversation, row });
    return confirmed;
  }
  const [current] = await tx.select().from(appointments).where(eq(appointments.id, options.appointmentId));
  if (current?.status === 'confirmed') return current;
  throw new AppError('CONFLICT', 'The booking was cancelled while it was being made.');
}

/**
 * Releases a pending appointment (its time is free again at once). When the provider may hold its event (the call
 * failed after reaching it, or nobody knows), the event's removal is queued in the same transaction.
 */
export async function releasePendingAppointment(options: {
  db: Queryable;
  appointment: Pick<AppointmentRow, 'id' | 'websiteId'>;
  row: Pick<IntegrationRow, 'id' | 'provider'>;
  mayHaveEvent: boolean;
  providerReference?: string | null;
}): Promise<boolean> {
  const { appointment, row } = options;
  const release = async (tx: Queryable) => {
    const [released] = await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(and(eq(appointments.id, appointment.id), eq(appointments.status, 'pending')))
      .returning({ id: appointments.id });
    if (released && options.mayHaveEvent && (row.provider === 'google' || row.provider === 'outlook')) {
      await enqueueEventRemoval(tx, {
        appointmentId: appointment.id,
        integrationId: row.id,
        // Google's event id is known in advance; Outlook's is found by its transactionId.
        providerReference:
          options.providerReference ?? (row.provider === 'google' ? googleEventId(appointment.id) : null),
      });
    }
    return Boolean(released);
  };
  // A savepoint when the caller is already in a transaction (the recovery worker).
  const released = await options.db.transaction(release);
  // The time is free again: offered at once by this process (others, and this one after a caller's commit,
  // hear the trigger's NOTIFY).
  if (released) invalidateCalendarCache(options.appointment.websiteId);
  return released;
}

function organizerOf(config: Config, businessName: string): { name: string; email: string } {
  const address = /<([^>]+)>/.exec(config.EMAIL_FROM)?.[1] ?? config.EMAIL_FROM;
  return { name: businessName, email: address.trim() };
}

function inviteOf(config: Config, appointment: BookedAppointment, businessName: string): InviteDetails {
  return {
    uid: appointmentUid(appointment.id, new URL(config.publicUrl).host),
    sequence: appointment.sequence,
    start: appointment.startsAt,
    end: appointment.endsAt,
    summary: `Appointment with ${businessName}`,
    description: `Booked in ${businessName}'s website chat.\nCancel or reschedule: ${manageUrl(config, appointment.id)}`,
    organizer: organizerOf(config, businessName),
    attendee: { name: appointment.visitorName ?? '', email: appointment.visitorEmail ?? '' },
    url: manageUrl(config, appointment.id),
  };
}

function emailView(
  config: Config,
  appointment: BookedAppointment,
  businessName: string,
): AppointmentForEmail {
  return {
    businessName,
    start: appointment.startsAt,
    end: appointment.endsAt,
    zone: appointment.visitorTimezone ?? appointment.timezone,
    visitorName: appointment.visitorName ?? '',
    manageUrl: manageUrl(config, appointment.id),
  };
}

/** What a booking's confirmation reads of its appointment: all known before the row is inserted (decision 0185). */
type BookedAppointment = Pick<
  AppointmentRow,
  | 'id'
  | 'websiteId'
  | 'startsAt'
  | 'endsAt'
  | 'timezone'
  | 'visitorTimezone'
  | 'visitorName'
  | 'visitorEmail'
  | 'visitorPhone'
  | 'sequence'
  | 'ownerInviteAppointmentId'
  | 'rescheduledFromId'
>;

/**
 * Everything a confirmed booking causes, in its transaction and in ONE statement (a booking's round trips are its
 * main cost): the lead and the conversation's note (with the realtime event), the reminders, the visitor's invite
 * email, the built-in calendar owner's invite and the owner's alert (outbound rows, delivered after the commit).
 */
export async function confirmAppointment(options: {
  tx: Queryable;
  config: Config;
  appointment: AppointmentRow;
  conversation: ConversationForBooking;
  row: IntegrationRow;
}): Promise<void> {
  await options.tx.execute(confirmationStatement(options));
}

/**
 * The statement of confirmAppointment, not run. It writes only if the appointment's row exists when it runs, so
 * the booking sends it in the same round trip as the insert (bookSlot): when the caps refused the insert, it
 * writes nothing.
 */
function confirmationStatement(options: {
  config: Config;
  appointment: BookedAppointment;
  conversation: ConversationForBooking;
  row: IntegrationRow;
}): SQL {
  const { config, appointment, conversation, row } = options;
  const businessName = conversation.website_name;
  const zone = appointment.visitorTimezone ?? appointment.timezone;
  const label = formatSlotLabel(appointment.startsAt.getTime(), zone);
  const note = `Appointment booked: ${label}. A confirmation with a calendar invite was sent to ${appointment.visitorEmail}.`;
  const status = readLeadStatusOnBooking(row);

  const start = appointment.startsAt.getTime();
  const reminders = [
    { kind: '24h', dueAt: new Date(start - DAY_MS) },
    { kind: '1h', dueAt: new Date(start - 3_600_000) },
  ].filter((reminder) => reminder.dueAt.getTime() > Date.now());

  const invite = inviteOf(config, appointment, businessName);
  const email = renderConfirmationEmail(emailView(config, appointment, businessName));
  const outbound: Parameters<typeof outboundInsert>[0] = [
    {
      message: {
        idempotencyKey: `booking-invite:${appointment.id}:${appointment.sequence}`,
        channel: 'email',
        purpose: 'booking_invite',
        recipient: appointment.visitorEmail!,
        websiteId: appointment.websiteId,
        conversationId: conversation.id,
        ...calendarEmailContent(email, { content: buildInviteIcs(invite), method: 'REQUEST' }),
      },
    },
  ];
  if (row.provider === 'leadchat' && appointment.ownerInviteAppointmentId === appointment.id) {
    // Google and Outlook already hold the event; the built-in calendar's owner gets the invite by email (for a
    // move, the move's own email updates the owner's event instead: cancelAppointment, `replacedBy`).
    const ownerEmail = renderOwnerInviteEmail({
      businessName,
      start: appointment.startsAt,
      end: appointment.endsAt,
      zone: appointment.timezone,
      visitorName: appointment.visitorName ?? '',
      visitorEmail: appointment.visitorEmail ?? '',
      visitorPhone: appointment.visitorPhone,
      appointmentsUrl: `${config.publicUrl}/calendar-integrations`,
    });
    const ownerInvite = buildInviteIcs({
      ...invite,
      summary: `${appointment.visitorName ?? 'Visitor'} (booked in the website chat)`,
      attendee: { name: appointment.visitorName ?? '', email: appointment.visitorEmail ?? '' },
    });
    outbound.push({
      message: {
        idempotencyKey: `booking-owner-invite:${appointment.id}:${appointment.sequence}`,
        channel: 'email',
        purpose: 'booking_owner_invite',
        recipient: conversation.owner_email,
        websiteId: appointment.websiteId,
        conversationId: conversation.id,
        ...calendarEmailContent(ownerEmail, { content: ownerInvite, method: 'REQUEST' }),
      },
    });
  }
  outbound.push({
    ownerEvent: {
      websiteId: appointment.websiteId,
      conversationId: conversation.id,
      kind: 'booking_confirmed',
      appointmentId: appointment.id,
      details: { time: formatSlotLabel(start, appointment.timezone), provider: row.provider },
      // A move's new booking: the owner is alerted once, when the move completes (cancelAppointment, `replacedBy`).
      ...(appointment.rescheduledFromId ? { alertsOwner: false as const } : {}),
    },
  });

  // Data-modifying CTEs all run to completion whether or not the final select reads them.
  const isBooked = sql`exists (select 1 from booked)`;
  return sql`
    with booked as (select id from appointments where id = ${appointment.id}),
    conv as (
      update conversations set
        visitor_name = coalesce(${appointment.visitorName}::text, visitor_name),
        visitor_email = coalesce(${appointment.visitorEmail}::text, visitor_email),
        visitor_phone = coalesce(${appointment.visitorPhone}::text, visitor_phone),
        lead_status = case when ${status}::text <> 'unchanged' and lead_status in ('new', 'contacted')
          then ${status}::text else lead_status end,
        tags = case when 'booked' = any(tags) then tags else array_append(tags, 'booked') end,
        is_lead_captured = true,
        lead_captured_at = coalesce(lead_captured_at, now()),
        message_count = message_count + 1,
        last_message_preview = ${note.slice(0, 200)},
        last_activity_at = now()
      where id = ${conversation.id} and ${isBooked}
      returning id, website_id
    ),
    msg as (
      insert into messages (conversation_id, role, content) select id, 'system', ${note} from conv returning id
    ),
    ${
      reminders.length
        ? sql`reminders as (
            insert into appointment_reminders (appointment_id, kind, due_at)
            select ${appointment.id}::uuid, v.kind, v.due_at from (values ${sql.join(
              reminders.map(
                (reminder) => sql`(${reminder.kind}::text, ${reminder.dueAt.toISOString()}::timestamptz)`,
              ),
              sql`, `,
            )}) as v (kind, due_at)
            where ${isBooked}
            on conflict do nothing
          ),`
        : sql``
    }
    outbound as (${outboundInsert(outbound, { when: isBooked })})
    select pg_notify(${EVENTS_CHANNEL}, json_build_object('type', 'message.created', 'websiteId', conv.website_id,
      'conversationId', conv.id, 'role', 'system')::text)
    from conv`;
}

// ───────────────────────── cancelling ─────────────────────────

/**
 * Cancels an appointment (idempotent): frees its time at once, drops its reminders, sends the visitor the
 * METHOD:CANCEL update (same UID, higher SEQUENCE), alerts the owner and queues the removal of the provider's event
 * (a durable job: event-removals.service.ts). When the owner was sent an invite for it (the built-in calendar), the
 * owner is sent its METHOD:CANCEL too.
 *
 * `replacedBy`: the visitor moved it, and the appointment at the new time is already booked. The same transaction
 * then completes the move on the owner's side instead (decision 0161): one "rescheduled" email (old time → new
 * time) that updates the owner's event in place (METHOD:REQUEST, same UID, higher SEQUENCE), adds it, or removes
 * the old one, as the two calendars call for.
 */
export async function cancelAppointment(options: {
  db: Database;
  config: Config;
  logger: Logger;
  appointmentId: string;
  by: 'visitor' | 'owner';
  replacedBy?: string;
}): Promise<AppointmentRow> {
  const { db, config } = options;
  const result = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(appointments)
      .where(eq(appointments.id, options.appointmentId))
      .for('update');
    if (!current) throw notFound('Appointment');
    if (current.status === 'cancelled') return { appointment: current, isNew: false };
    if (current.providerReference && current.integrationId) {
      // Removed by the calendar worker after the commit, with retries (event-removals.service.ts).
      await enqueueEventRemoval(tx, {
        appointmentId: current.id,
        integrationId: current.integrationId,
        providerReference: current.providerReference,
      });
    } else if (current.status === 'pending' && current.integrationId) {
      // Cancelled while its provider call was in flight: whatever the provider made is removed too.
      const [integration] = await tx
        .select({ provider: calendarIntegrations.provider })
        .from(calendarIntegrations)
        .where(eq(calendarIntegrations.id, current.integrationId));
      if (integration?.provider === 'google' || integration?.provider === 'outlook') {
        await enqueueEventRemoval(tx, {
          appointmentId: current.id,
          integrationId: current.integrationId,
          providerReference: integration.provider === 'google' ? googleEventId(current.id) : null,
        });
      }
    }
    const [replacement] = options.replacedBy
      ? await tx
          .select({ appointment: appointments, provider: calendarIntegrations.provider })
          .from(appointments)
          .leftJoin(calendarIntegrations, eq(calendarIntegrations.id, appointments.integrationId))
          .where(and(eq(appointments.id, options.replacedBy), eq(appointments.status, 'confirmed')))
          .for('update', { of: appointments })
      : [];
    // The owner's event of this appointment, if the owner was sent one: cancelled, or (a move) carried over.
    const ownerUid = current.ownerInviteAppointmentId
      ? appointmentUid(current.ownerInviteAppointmentId, new URL(config.publicUrl).host)
      : undefined;
    const ownerSequence = current.ownerInviteSequence + 1;
    const [cancelled] = await tx
      .update(appointments)
      .set({
        status: 'cancelled',
        cancelledAt: new Date(),
        sequence: current.sequence + 1,
        ...(ownerUid ? { ownerInviteSequence: ownerSequence } : {}),
      })
      .where(eq(appointments.id, current.id))
      .returning();
    await tx
      .update(appointmentReminders)
      .set({ doneAt: new Date(), outcome: 'cancelled' })
      .where(
        and(eq(appointmentReminders.appointmentId, current.id), sql`${appointmentReminders.doneAt} is null`),
      );
    const [website] = await tx
      .select({ name: websites.name, ownerEmail: user.email })
      .from(websites)
      .innerJoin(user, eq(user.id, websites.userId))
      .where(eq(websites.id, current.websiteId));
    const businessName = website?.name ?? 'the business';
    if (current.status === 'confirmed' && cancelled!.visitorEmail) {
      const email = renderCancellationEmail(emailView(config, cancelled!, businessName));
      const ics = buildCancellationIcs(inviteOf(config, cancelled!, businessName));
      await enqueueOutbound(tx, {
        idempotencyKey: `booking-cancel:${current.id}:${cancelled!.sequence}`,
        channel: 'email',
        purpose: 'booking_cancellation',
        recipient: cancelled!.visitorEmail,
        websiteId: current.websiteId,
        conversationId: current.conversationId,
        ...calendarEmailContent(email, { content: ics, method: 'CANCEL' }),
      });
    }
    if (website && replacement) {
      await enqueueOwnerRescheduled(tx, {
        config,
        old: cancelled!,
        next: replacement.appointment,
        isNextBuiltIn: replacement.provider === 'leadchat',
        businessName,
        ownerEmail: website.ownerEmail,
        ownerUid,
        ownerSequence,
      });
    } else if (website && ownerUid) {
      const email = renderOwnerCancellationEmail({
        ...ownerViewOf(config, cancelled!, businessName),
        start: cancelled!.startsAt,
        by: options.by,
      });
      await enqueueOutbound(tx, {
        idempotencyKey: `booking-owner-cancel:${current.id}:${ownerSequence}`,
        channel: 'email',
        purpose: 'booking_owner_cancellation',
        recipient: website.ownerEmail,
        websiteId: current.websiteId,
        conversationId: current.conversationId,
        ...calendarEmailContent(email, {
          content: buildCancellationIcs(
            ownerInviteOf(config, cancelled!, businessName, ownerUid, ownerSequence),
          ),
          method: 'CANCEL',
        }),
      });
    }
    if (current.conversationId) {
      const zone = current.visitorTimezone ?? current.timezone;
      const label = formatSlotLabel(current.startsAt.getTime(), zone);
      const note = replacement
        ? `Appointment moved by the visitor: ${label} → ${formatSlotLabel(replacement.appointment.startsAt.getTime(), zone)}.`
        : `Appointment cancelled by the ${options.by === 'owner' ? 'business' : 'visitor'}: ${label}.`;
      await tx.execute(sql`
        with conv as (
          update conversations set message_count = message_count + 1, last_message_preview = ${note},
            last_activity_at = now()
          where id = ${current.conversationId} returning id, website_id
        ),
        msg as (insert into messages (conversation_id, role, content) select id, 'system', ${note} from conv returning id)
        select pg_notify(${EVENTS_CHANNEL}, json_build_object('type', 'message.created', 'websiteId', conv.website_id,
          'conversationId', conv.id, 'role', 'system')::text) from conv`);
      await notifyOwner(tx, {
        websiteId: current.websiteId,
        conversationId: current.conversationId,
        kind: 'booking_cancelled',
        appointmentId: current.id,
        details: {
          time: formatSlotLabel(current.startsAt.getTime(), current.timezone),
          by: options.by,
          // A move: this cancellation is the owner's one alert of it ("Booking rescheduled").
          ...(replacement
            ? { movedTo: formatSlotLabel(replacement.appointment.startsAt.getTime(), current.timezone) }
            : {}),
        },
      });
    }
    return { appointment: cancelled!, isNew: true };
  });

  const { appointment } = result;
  if (result.isNew) invalidateCalendarCache(appointment.websiteId);
  return appointment;
}

function ownerViewOf(config: Config, appointment: AppointmentRow, businessName: string) {
  return {
    businessName,
    zone: appointment.timezone,
    visitorName: appointment.visitorName ?? '',
    visitorEmail: appointment.visitorEmail ?? '',
    visitorPhone: appointment.visitorPhone,
    appointmentsUrl: `${config.publicUrl}/calendar-integrations`,
  };
}

/** The owner's event of an appointment: its times, under the UID and SEQUENCE the owner's calendar holds. */
function ownerInviteOf(
  config: Config,
  appointment: AppointmentRow,
  businessName: string,
  uid: string,
  sequence: number,
): InviteDetails {
  return {
    ...inviteOf(config, appointment, businessName),
    uid,
    sequence,
    summary: `${appointment.visitorName ?? 'Visitor'} (booked in the website chat)`,
  };
}

/**
 * The owner's side of a move, in the move's transaction (cancelAppointment, `replacedBy`): the "rescheduled"
 * email, with the calendar change the two appointments' calendars call for, and the new appointment's record of
 * the owner's event (so its own later move or cancellation updates the same event).
 */
async function enqueueOwnerRescheduled(
  tx: Queryable,
  options: {
    config: Config;
    old: AppointmentRow;
    next: AppointmentRow;
    isNextBuiltIn: boolean;
    businessName: string;
    ownerEmail: string;
    ownerUid: string | undefined;
    ownerSequence: number;
  },
): Promise<void> {
  const { config, old, next, businessName, ownerUid } = options;
  let calendar: OwnerCalendarChange = 'none';
  let ics: { content: string; method: 'REQUEST' | 'CANCEL' } | undefined;
  if (options.isNextBuiltIn) {
    // The owner's event follows the appointment: the same UID moved (a higher SEQUENCE), or a first invite.
    const ownerInviteAppointmentId = ownerUid ? old.ownerInviteAppointmentId! : next.id;
    const sequence = ownerUid ? options.ownerSequence : 0;
    const uid = ownerUid ?? appointmentUid(next.id, new URL(config.publicUrl).host);
    calendar = ownerUid ? 'updated' : 'added';
    ics = {
      content: buildInviteIcs(ownerInviteOf(config, next, businessName, uid, sequence)),
      method: 'REQUEST',
    };
    await tx
      .update(appointments)
      .set({ ownerInviteAppointmentId, ownerInviteSequence: sequence })
      .where(eq(appointments.id, next.id));
  } else if (ownerUid) {
    // The new time is in the owner's connected calendar (Google, Outlook); our old invite is withdrawn.
    calendar = 'removed';
    ics = {
      content: buildCancellationIcs(
        ownerInviteOf(config, old, businessName, ownerUid, options.ownerSequence),
      ),
      method: 'CANCEL',
    };
  }
  const email = renderOwnerRescheduledEmail({
    ...ownerViewOf(config, next, businessName),
    from: { start: old.startsAt, end: old.endsAt },
    to: { start: next.startsAt, end: next.endsAt },
    calendar,
  });
  await enqueueOutbound(tx, {
    idempotencyKey: `booking-owner-rescheduled:${old.id}`,
    channel: 'email',
    purpose: 'booking_owner_rescheduled',
    recipient: options.ownerEmail,
    websiteId: old.websiteId,
    conversationId: next.conversationId,
    ...calendarEmailContent(email, ics),
  });
}

// ───────────────────────── the owner's list ─────────────────────────

/** The owner's appointments (all websites, or one), upcoming first or most recent first. */
export async function listAppointments(options: {
  db: Queryable;
  userId: string;
  websiteId?: string;
  when: 'upcoming' | 'past' | 'all';
}): Promise<AppointmentList> {
  const { db, userId } = options;
  const result = await db.execute<{
    id: string;
    website_id: string;
    website_name: string;
    conversation_id: string | null;
    provider: string | null;
    starts_at: Date | string;
    ends_at: Date | string;
    timezone: string;
    visitor_timezone: string | null;
    status: string;
    visitor_name: string | null;
    visitor_email: string | null;
    visitor_phone: string | null;
    created_at: Date | string;
  }>(sql`
    select a.id, a.website_id, w.name as website_name, a.conversation_id, ci.provider, a.starts_at, a.ends_at,
      a.timezone, a.visitor_timezone, a.status, a.visitor_name, a.visitor_email, a.visitor_phone, a.created_at
    from appointments a
    join websites w on w.id = a.website_id
    left join calendar_integrations ci on ci.id = a.integration_id
    where w.user_id = ${userId}
      ${options.websiteId ? sql`and a.website_id = ${options.websiteId}` : sql``}
      ${options.when === 'upcoming' ? sql`and a.ends_at > now()` : options.when === 'past' ? sql`and a.ends_at <= now()` : sql``}
    order by a.starts_at ${options.when === 'upcoming' ? sql`asc` : sql`desc`}
    limit 200`);
  return {
    appointments: result.rows.map((row) => ({
      id: row.id,
      websiteId: row.website_id,
      websiteName: row.website_name,
      conversationId: row.conversation_id,
      provider: (row.provider as never) ?? null,
      startsAt: new Date(row.starts_at).toISOString(),
      endsAt: new Date(row.ends_at).toISOString(),
      timezone: row.timezone,
      visitorTimezone: row.visitor_timezone,
      status: row.status as 'pending' | 'confirmed' | 'cancelled',
      visitorName: row.visitor_name,
      visitorEmail: row.visitor_email,
      visitorPhone: row.visitor_phone,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

/** The owner's appointment (404 for anyone else's), for cancelling from the dashboard. */
export async function findOwnedAppointmentId(options: {
  db: Queryable;
  userId: string;
  appointmentId: string;
}): Promise<string> {
  const result = await options.db.execute<{ id: string }>(sql`
    select a.id from appointments a join websites w on w.id = a.website_id
    where a.id = ${options.appointmentId} and w.user_id = ${options.userId}`);
  if (!result.rows[0]) throw notFound('Appointment');
  return result.rows[0].id;
}

/** An appointment as its visitor's manage page shows it (the caller has checked the signed token). */
export async function findAppointmentForVisitor(options: { db: Queryable; appointmentId: string }) {
  const result = await options.db.execute<{
    id: string;
    status: string;
    starts_at: Date | string;
    ends_at: Date | string;
    timezone: string;
    visitor_timezone: string | null;
    website_name: string;
  }>(sql`
    select a.id, a.status, a.starts_at, a.ends_at, a.timezone, a.visitor_timezone, w.name as website_name
    from appointments a join websites w on w.id = a.website_id where a.id = ${options.appointmentId}`);
  const row = result.rows[0];
  if (!row) throw notFound('Appointment');
  const start = new Date(row.starts_at).getTime();
  return {
    id: row.id,
    status: row.status,
    businessName: row.website_name,
    label: formatSlotLabel(start, row.visitor_timezone ?? row.timezone),
    isPast: new Date(row.ends_at).getTime() <= Date.now(),
  };
}
