/**
 * Free slots from a business's weekly hours (pure: no database, no clock of its own). Hours are wall-clock times
 * in the business's IANA zone; Luxon turns them into instants, so days on which the clocks change get the right
 * UTC times: a range's start or end that falls in a spring-forward gap moves forward by the gap's length
 * (02:30 becomes 03:30), an ambiguous autumn time is its first occurrence, and slots are stepped in elapsed time (a 00:00–06:00 range holds five hours on the spring day and seven on
 * the autumn day, never a repeated or non-existent time). docs/decisions/0086-availability-and-time-zones.md.
 */
import { WEEKDAYS, minutesOfDay, type Availability } from '@leadchat/contract';
import { DateTime } from 'luxon';

const MINUTE_MS = 60_000;

export type Interval = { start: number; end: number };

/** The instant of a wall-clock time on a local date in `zone` (gap times move forward, overlaps take the first). */
function localInstant(date: DateTime, minutes: number, zone: string): number {
  return DateTime.fromObject(
    {
      year: date.year,
      month: date.month,
      day: date.day,
      hour: Math.floor(minutes / 60),
      minute: minutes % 60,
    },
    { zone },
  ).toMillis();
}

/** The opening-hours intervals of every bookable local date in [first day, first day + daysAhead). */
export function listOpenIntervals(options: { availability: Availability; now: number }): Interval[] {
  const { availability } = options;
  const zone = availability.timezone;
  const blackout = new Set(availability.blackoutDates);
  const today = DateTime.fromMillis(options.now, { zone }).startOf('day');
  const intervals: Interval[] = [];
  for (let offset = 0; offset < availability.daysAhead; offset++) {
    const date = today.plus({ days: offset });
    if (blackout.has(date.toISODate() ?? '')) continue;
    const weekday = WEEKDAYS[date.weekday - 1]!;
    for (const range of availability.weeklyHours[weekday] ?? []) {
      const start = localInstant(date, minutesOfDay(range.start), zone);
      const end = localInstant(date, minutesOfDay(range.end), zone);
      if (end > start) intervals.push({ start, end });
    }
  }
  return mergeOverlapping(intervals);
}

/**
 * Sorted opening intervals with overlapping ones merged: a day's ranges may overlap as entered (12:00–16:00 and
 * 14:30–17:15), or only in elapsed time (00:10–02:30 and 03:00–05:00 on a spring-forward day, when 02:30 is 03:30).
 * Slots are then cut once from the merged interval, so they come out in order and never overlap one another, which
 * the busy-time walk below, the calendar cache's binary searches and its cut after a booking rely on. Ranges that
 * only touch (09:00–12:00, 12:00–17:00) stay apart: each keeps the slot grid of its own start.
 */
function mergeOverlapping(intervals: Interval[]): Interval[] {
  const merged: Interval[] = [];
  for (const interval of intervals.sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && interval.start < last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** Sorted, merged copy of busy intervals, each widened by `bufferMs` on both sides. */
function mergeBusy(busy: Interval[], bufferMs: number): Interval[] {
  const widened = busy
    .map((interval) => ({ start: interval.start - bufferMs, end: interval.end + bufferMs }))
    .sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of widened) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/**
 * Free slots: each opening interval cut into slots of `slotMinutes` from its start, keeping those that begin at
 * least `minNoticeMinutes` after `now` and that overlap no busy interval widened by the buffer. At most `limit`.
 */
export function computeOpenSlots(options: {
  availability: Availability;
  now: number;
  busy?: Interval[];
  limit?: number;
  /** listOpenIntervals of the same availability on `now`'s local day, when the caller has them already. */
  open?: Interval[];
}): Interval[] {
  const { availability, now } = options;
  const slotMs = availability.slotMinutes * MINUTE_MS;
  const earliest = now + availability.minNoticeMinutes * MINUTE_MS;
  const busy = mergeBusy(options.busy ?? [], availability.bufferMinutes * MINUTE_MS);
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const slots: Interval[] = [];
  let busyIndex = 0;
  for (const open of options.open ?? listOpenIntervals({ availability, now })) {
    for (let start = open.start; start + slotMs <= open.end; start += slotMs) {
      if (start < earliest) continue;
      const end = start + slotMs;
      // Busy intervals are sorted and slots only move forward: skip those that ended before this slot.
      while (busyIndex < busy.length && busy[busyIndex]!.end <= start) busyIndex++;
      let isFree = true;
      for (let index = busyIndex; index < busy.length && busy[index]!.start < end; index++) {
        if (busy[index]!.end > start) {
          isFree = false;
          break;
        }
      }
      if (!isFree) continue;
      slots.push({ start, end });
      if (slots.length >= limit) return slots;
    }
  }
  return slots;
}

/** True when [start, end) is one of the slots the hours produce (ignoring busy times): guards forged or stale slots. */
export function isSlotWithinHours(options: {
  availability: Availability;
  now: number;
  start: number;
  end: number;
  /** listOpenIntervals of the same availability on `now`'s local day, when the caller has them already. */
  open?: Interval[];
}): boolean {
  const { availability, start, end } = options;
  if (end - start !== availability.slotMinutes * MINUTE_MS) return false;
  if (start < options.now + availability.minNoticeMinutes * MINUTE_MS) return false;
  return (options.open ?? listOpenIntervals({ availability, now: options.now })).some(
    (open) =>
      start >= open.start &&
      end <= open.end &&
      (start - open.start) % (availability.slotMinutes * MINUTE_MS) === 0,
  );
}

/**
 * Labels already made, by zone then start: a busy calendar offers the same few times to every visitor, and a lookup
 * by number builds no key string. Bounded (all zones together), then started over.
 */
const labels = new Map<string, Map<number, string>>();
let labelCount = 0;
const MAX_LABELS = 20_000;

/** "Tue, Mar 10, 9:00 AM EDT": a slot's start as the visitor reads it, in their zone. */
export function formatSlotLabel(startMs: number, zone: string): string {
  let byStart = labels.get(zone);
  let label = byStart?.get(startMs);
  if (label === undefined) {
    if (labelCount >= MAX_LABELS) {
      labels.clear();
      labelCount = 0;
      byStart = undefined;
    }
    label = makeSlotLabel(startMs, zone);
    if (!byStart) labels.set(zone, (byStart = new Map()));
    byStart.set(startMs, label);
    labelCount++;
  }
  return label;
}

/** ISO strings of instants already written (`Date#toISOString` costs about 1 µs; an offer writes two a slot). */
const isoStrings = new Map<number, string>();
const MAX_ISO_STRINGS = 20_000;

/** `new Date(ms).toISOString()`, memoised: the same instants are offered to every visitor. */
export function isoInstant(ms: number): string {
  let iso = isoStrings.get(ms);
  if (iso === undefined) {
    if (isoStrings.size >= MAX_ISO_STRINGS) isoStrings.clear();
    iso = new Date(ms).toISOString();
    isoStrings.set(ms, iso);
  }
  return iso;
}

function makeSlotLabel(startMs: number, zone: string): string {
  return DateTime.fromMillis(startMs, { zone }).setLocale('en-US').toLocaleString({
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}
