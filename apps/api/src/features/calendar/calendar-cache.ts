/**
 * Per-process cache of each website's bookable calendar (docs/decisions/0125-slots-cache.md): whether the website is
 * active, its booking integration and parsed hours, and for the built-in LeadChat calendar the free slots of the
 * whole window (hours minus live appointments) computed once. A visitor's slots are then a binary search and a
 * slice instead of four queries and hundreds of Luxon date computations.
 *
 * Kept correct across processes by the InvalidatedCache of the widget config (one LISTEN connection per cache):
 * `websites` changes arrive on leadchat_website_changes (migration 0003) and appointment and integration changes
 * on leadchat_calendar_changes (migrations 0013, 0015). A new live appointment comes with its times and is removed
 * from the cached free slots (withBooking: no reload of the window after each booking); any other change names the
 * website and drops its entry. While that connection is down every request reads the database. This process's own
 * writes act at once too (recordBookingInCache, invalidateCalendarCache), so a booking is never offered again by
 * the process that made it. The cache is a speed-up only: a slot offered a moment after someone else took it is
 * refused at booking by the exclusion constraint, as before.
 *
 * Google and Outlook calendars are not served from here beyond the website's state: their busy times live at the
 * provider and their rows carry OAuth tokens that a refresh rotates, so they are read fresh on every request.
 */
import type { Availability } from '@leadchat/contract';
import { DateTime } from 'luxon';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { calendarIntegrations } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';
import { InvalidatedCache, WEBSITE_CHANGES_CHANNEL } from '../widget-config/widget-config.cache.js';
import { computeOpenSlots, listOpenIntervals, type Interval } from './availability.js';
import { readAvailability, type IntegrationRow } from './calendar-integrations.service.js';

/** Channel the appointments and calendar_integrations triggers notify (migration 0013): a website id, or '*'. */
export const CALENDAR_CHANGES_CHANNEL = 'leadchat_calendar_changes';
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The built-in calendar's window as computed at `from`: valid for any later instant before `until`. */
export type BuiltinWindow = {
  /** The instant the window was computed for; appointments were read from (this − buffer) on. */
  from: number;
  /** The end of `from`'s local day in the business's zone (the window then moves by a day), at most a TTL. */
  until: number;
  /** The opening-hours intervals of the window's local days (what isSlotWithinHours walks). */
  open: Interval[];
  /** Every free slot of the window starting at or after `from`, in order (minimum notice not yet applied). */
  free: Interval[];
};

export type CalendarSnapshot =
  /** Unknown or inactive website. */
  | { kind: 'absent' }
  | { kind: 'ready'; websiteId: string; row: IntegrationRow | undefined; builtin: BuiltinWindow | null };

/** Live appointments' times of a website overlapping [from, to), sorted. */
export async function listBookedIntervals(
  db: Queryable,
  websiteId: string,
  from: number,
  to: number,
): Promise<Interval[]> {
  // As epoch milliseconds: a busy calendar has hundreds of rows, and parsing timestamps into Dates cost more than
  // the query.
  const result = await db.execute<{ start_ms: number | string; end_ms: number | string }>(sql`
    select (extract(epoch from starts_at) * 1000)::float8 as start_ms,
      (extract(epoch from ends_at) * 1000)::float8 as end_ms
    from appointments
    where website_id = ${websiteId} and resource = 'default' and status in ('pending', 'confirmed')
      and ends_at > ${new Date(from).toISOString()} and starts_at < ${new Date(to).toISOString()}
    order by starts_at`);
  return result.rows.map((row) => ({ start: Number(row.start_ms), end: Number(row.end_ms) }));
}

/**
 * The built-in calendar's window at `now`: the opening intervals and all free slots from `now` on. Busy times are
 * read from `now − buffer` so an appointment that just ended still keeps its buffer free.
 */
export function computeBuiltinWindow(options: {
  availability: Availability;
  now: number;
  booked: Interval[];
  ttlMs: number;
}): BuiltinWindow {
  const { availability, now } = options;
  const startOfDay = DateTime.fromMillis(now, { zone: availability.timezone }).startOf('day');
  const endOfDay = startOfDay.plus({ days: 1 }).toMillis();
  const open = openIntervalsOf(availability, now, startOfDay.toMillis());
  return {
    from: now,
    until: Math.min(endOfDay, now + options.ttlMs),
    open,
    free: computeOpenSlots({
      availability: { ...availability, minNoticeMinutes: 0 },
      now,
      busy: options.booked,
      open,
    }),
  };
}

/**
 * Opening intervals by hours and local day. They change only with the hours or the date, not with bookings, so the
 * window recomputed after every booking reuses them instead of redoing the Luxon work (the bulk of its cost).
 */
const openIntervalsByDay = new Map<string, Interval[]>();
const MAX_OPEN_INTERVAL_DAYS = 1000;

function openIntervalsOf(availability: Availability, now: number, startOfDay: number): Interval[] {
  const key = `${startOfDay} ${JSON.stringify(availability)}`;
  let open = openIntervalsByDay.get(key);
  if (!open) {
    if (openIntervalsByDay.size >= MAX_OPEN_INTERVAL_DAYS) openIntervalsByDay.clear();
    open = listOpenIntervals({ availability, now });
    openIntervalsByDay.set(key, open);
  }
  return open;
}

/** The window's free slots that start at or after `now` + the minimum notice, at most `limit`. */
export function freeSlotsFrom(options: {
  window: BuiltinWindow;
  availability: Availability;
  now: number;
  limit: number;
}): Interval[] {
  const { free } = options.window;
  const low = firstStartingAtOrAfter(free, options.now + options.availability.minNoticeMinutes * MINUTE_MS);
  return free.slice(low, low + options.limit);
}

/** Whether the window still holds `slot` free. */
export function isFreeInWindow(window: BuiltinWindow, slot: Interval): boolean {
  const found = window.free[firstStartingAtOrAfter(window.free, slot.start)];
  return found !== undefined && found.start === slot.start && found.end === slot.end;
}

/** The index of the first of `slots` (sorted by start) starting at or after `start`: a binary search. */
function firstStartingAtOrAfter(slots: Interval[], start: number): number {
  let low = 0;
  let high = slots.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (slots[middle]!.start < start) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether a window computed earlier still describes `now` (same local day, nothing read before it). */
export function isWindowValidAt(window: BuiltinWindow, now: number): boolean {
  return window.from <= now && now < window.until;
}

/** Reads a website's calendar state from the database (what the cache holds). */
export async function loadCalendarSnapshot(options: {
  db: Queryable;
  websiteId: string;
  now: number;
  ttlMs?: number;
}): Promise<CalendarSnapshot> {
  const { db, websiteId, now } = options;
  // The website and its booking integration (the newest active one) in one round trip.
  const result = await db.execute<{ is_active: boolean; integration: Record<string, unknown> | null }>(sql`
    select w.is_active, (
      select row_to_json(ci) from calendar_integrations ci
      where ci.website_id = w.id and ci.is_active
      order by ci.created_at desc, ci.id desc limit 1
    ) as integration
    from websites w where w.id = ${websiteId}`);
  const found = result.rows[0];
  if (!found?.is_active) return { kind: 'absent' };
  const row = found.integration ? integrationRowOf(found.integration) : undefined;
  if (!row || row.provider !== 'leadchat') return { kind: 'ready', websiteId, row, builtin: null };
  const availability = readAvailability(row);
  const bufferMs = availability.bufferMinutes * MINUTE_MS;
  const booked = await listBookedIntervals(
    db,
    websiteId,
    now - bufferMs,
    now + (availability.daysAhead + 1) * DAY_MS + bufferMs,
  );
  return {
    kind: 'ready',
    websiteId,
    row,
    builtin: computeBuiltinWindow({ availability, now, booked, ttlMs: options.ttlMs ?? CACHE_TTL_MS }),
  };
}

/** calendar_integrations as row_to_json gives it (column names, timestamps as text) → the Drizzle row. */
function integrationRowOf(json: Record<string, unknown>): IntegrationRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(calendarIntegrations))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as IntegrationRow;
}

/**
 * The snapshot with one more live appointment: its time, widened by the buffer, is no longer free. What a reload
 * would compute, without reading every appointment of the window again after each booking.
 */
export function withBooking(snapshot: CalendarSnapshot, booked: Interval): CalendarSnapshot {
  if (snapshot.kind !== 'ready' || !snapshot.builtin || !snapshot.row) return snapshot;
  const bufferMs = readAvailability(snapshot.row).bufferMinutes * MINUTE_MS;
  const start = booked.start - bufferMs;
  const end = booked.end + bufferMs;
  // The free slots are sorted and all one length, so the ones the booking overlaps are a run just before the first
  // slot starting at or after its end: found by binary search, then cut out by copying (a busy calendar's window
  // holds thousands of slots, and every booking passes through here).
  const slots = snapshot.builtin.free;
  const after = firstStartingAtOrAfter(slots, end);
  let first = after;
  while (first > 0 && slots[first - 1]!.end > start) first--;
  if (first === after) return snapshot;
  const free = slots.slice(0, first).concat(slots.slice(after));
  return { ...snapshot, builtin: { ...snapshot.builtin, free } };
}

/**
 * A notification of migration 0015 that carries a new appointment ('<website> <resource> <start ms> <end ms>') is
 * applied to the entry; any other (a website id) drops it.
 */
function interpretChange(
  payload: string,
): { key: string; patch: (value: CalendarSnapshot) => CalendarSnapshot } | undefined {
  const [websiteId, resource, start, end, ...rest] = payload.split(' ');
  if (!websiteId || !resource || rest.length || start === undefined || end === undefined) return undefined;
  const interval = { start: Number(start), end: Number(end) };
  if (!Number.isFinite(interval.start) || !Number.isFinite(interval.end)) return undefined;
  const key = websiteId.toLowerCase();
  // Only the default resource's appointments are busy times of the offered slots (listBookedIntervals).
  if (resource !== 'default') return { key, patch: (value) => value };
  return { key, patch: (value) => withBooking(value, interval) };
}

/** Backstop only (notifications invalidate): an entry is recomputed at least this often. */
const CACHE_TTL_MS = 5 * 60_000;
const caches = new WeakMap<Database, InvalidatedCache<CalendarSnapshot>>();
/** Every live cache, so a write made through a transaction (no pool at hand) still drops its entry. */
const liveCaches = new Set<InvalidatedCache<CalendarSnapshot>>();

function getCache(options: { db: Database; logger?: Logger }): InvalidatedCache<CalendarSnapshot> {
  let cache = caches.get(options.db);
  if (!cache) {
    cache = new InvalidatedCache<CalendarSnapshot>({
      db: options.db,
      logger: options.logger,
      ttlMs: CACHE_TTL_MS,
      channels: [WEBSITE_CHANGES_CHANNEL, CALENDAR_CHANGES_CHANNEL],
      name: 'calendar-cache',
      interpret: interpretChange,
    });
    caches.set(options.db, cache);
    liveCaches.add(cache);
  }
  return cache;
}

const isTransaction = (db: Queryable) => 'rollback' in db;

/**
 * The calendar state of a website at `now`: from this process's cache when `db` is the pool (inside a transaction
 * it is read there, so the caller sees its own writes), recomputed when the cached window no longer covers `now`.
 */
export async function getCalendarSnapshot(options: {
  db: Queryable;
  logger?: Logger;
  websiteId: string;
  now: number;
}): Promise<CalendarSnapshot> {
  const { db, now } = options;
  // Postgres compares uuids case-insensitively; the triggers announce them in lower case.
  const websiteId = options.websiteId.toLowerCase();
  if (isTransaction(db)) return loadCalendarSnapshot({ db, websiteId, now });
  const cache = getCache({ db: db as Database, logger: options.logger });
  const load = () => loadCalendarSnapshot({ db, websiteId, now: Date.now() });
  const snapshot = await cache.get(websiteId, load);
  if (snapshot.kind === 'ready' && snapshot.builtin && !isWindowValidAt(snapshot.builtin, now)) {
    // A new local day (or a caller's own clock, in tests): the window moved.
    if (snapshot.builtin.until <= Date.now()) cache.invalidate(websiteId);
    return loadCalendarSnapshot({ db, websiteId, now });
  }
  return snapshot;
}

/** Drops a website's entry in every cache of this process at once (other processes hear it from the triggers). */
export function invalidateCalendarCache(websiteId: string): void {
  for (const cache of liveCaches) cache.invalidate(websiteId.toLowerCase());
}

/**
 * Removes a time this process has just booked (committed) from every cache of the process at once; other processes
 * do the same from the trigger's NOTIFY, which repeats it here harmlessly.
 */
export function recordBookingInCache(websiteId: string, booked: Interval): void {
  for (const cache of liveCaches)
    cache.update(websiteId.toLowerCase(), (value) => withBooking(value, booked));
}

/** Closes the cache's listening connection (process shutdown, end of a test). */
export async function stopCalendarCache(options: { db: Database }): Promise<void> {
  const cache = caches.get(options.db);
  if (!cache) return;
  caches.delete(options.db);
  liveCaches.delete(cache);
  await cache.stop();
}

/** The cache of a database (tests). */
export function peekCalendarCache(options: { db: Database }): InvalidatedCache<CalendarSnapshot> | undefined {
  return caches.get(options.db);
}
