import { defaultAvailability, type Availability, type HoursRange } from '@leadchat/contract';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { computeOpenSlots, formatSlotLabel, isSlotWithinHours } from './availability.js';

const HOUR = 3_600_000;

function everyDay(range: HoursRange, timezone: string, extra: Partial<Availability> = {}): Availability {
  const days = [range];
  return {
    ...defaultAvailability(timezone),
    weeklyHours: {
      monday: days,
      tuesday: days,
      wednesday: days,
      thursday: days,
      friday: days,
      saturday: days,
      sunday: days,
    },
    minNoticeMinutes: 0,
    daysAhead: 1,
    ...extra,
  };
}

/** Slots of one local date: `now` is that date's local midnight. */
function slotsOn(date: string, availability: Availability) {
  const now = DateTime.fromISO(date, { zone: availability.timezone }).startOf('day').toMillis();
  return computeOpenSlots({ availability, now });
}

const iso = (ms: number) => new Date(ms).toISOString();

describe('availability: the clocks change in America/New_York', () => {
  const hours = everyDay({ start: '09:00', end: '17:00' }, 'America/New_York');

  it('gives exactly 8 one-hour slots on 2026-03-08 (spring forward), 13:00Z to 20:00Z', () => {
    const slots = slotsOn('2026-03-08', hours);
    expect(slots.map((slot) => iso(slot.start))).toEqual(
      [13, 14, 15, 16, 17, 18, 19, 20].map((h) => `2026-03-08T${String(h).padStart(2, '0')}:00:00.000Z`),
    );
    expect(slots.every((slot) => slot.end - slot.start === HOUR)).toBe(true);
  });

  it('gives exactly 8 one-hour slots on 2026-11-01 (fall back), 14:00Z to 21:00Z', () => {
    const slots = slotsOn('2026-11-01', hours);
    expect(slots.map((slot) => iso(slot.start))).toEqual(
      [14, 15, 16, 17, 18, 19, 20, 21].map((h) => `2026-11-01T${h}:00:00.000Z`),
    );
  });

  it('counts elapsed hours across the change: 00:00–06:00 holds 5 slots in spring and 7 in autumn', () => {
    const night = everyDay({ start: '00:00', end: '06:00' }, 'America/New_York');
    expect(slotsOn('2026-03-08', night)).toHaveLength(5);
    const autumn = slotsOn('2026-11-01', night);
    expect(autumn).toHaveLength(7);
    // No instant is offered twice although 01:00–02:00 happens twice on the wall clock.
    expect(new Set(autumn.map((slot) => slot.start)).size).toBe(7);
  });

  it('moves a start inside the spring gap forward (02:30 → 03:30 EDT)', () => {
    const gap = everyDay({ start: '02:30', end: '05:30' }, 'America/New_York');
    const slots = slotsOn('2026-03-08', gap);
    expect(iso(slots[0]!.start)).toBe('2026-03-08T07:30:00.000Z');
    expect(slots).toHaveLength(2);
  });
});

describe('availability rules', () => {
  const zone = 'Europe/Berlin';
  const monday = DateTime.fromISO('2026-06-01T00:00', { zone }).toMillis();

  it('keeps busy times plus the buffer free', () => {
    const availability = everyDay({ start: '09:00', end: '13:00' }, zone, { bufferMinutes: 15 });
    const busyStart = DateTime.fromISO('2026-06-01T10:00', { zone }).toMillis();
    const slots = computeOpenSlots({
      availability,
      now: monday,
      busy: [{ start: busyStart, end: busyStart + HOUR }],
    });
    // 09–10 ends where the buffer starts (09:45) → taken; 11–12 starts inside the buffer (until 11:15) → taken.
    expect(slots.map((slot) => DateTime.fromMillis(slot.start, { zone }).toFormat('HH:mm'))).toEqual([
      '12:00',
    ]);
  });

  it('honours minimum notice, days ahead and blackout dates', () => {
    const availability = everyDay({ start: '09:00', end: '12:00' }, zone, {
      minNoticeMinutes: 10 * 60,
      daysAhead: 3,
      blackoutDates: ['2026-06-02'],
    });
    const slots = computeOpenSlots({ availability, now: monday });
    const labels = slots.map((slot) => DateTime.fromMillis(slot.start, { zone }).toFormat('MM-dd HH:mm'));
    expect(labels).toEqual(['06-01 10:00', '06-01 11:00', '06-03 09:00', '06-03 10:00', '06-03 11:00']);
  });

  it('closed days give nothing, and the limit stops early', () => {
    const availability = { ...defaultAvailability(zone), minNoticeMinutes: 0, daysAhead: 7 };
    const saturday = DateTime.fromISO('2026-06-06T00:00', { zone }).toMillis();
    const slots = computeOpenSlots({ availability, now: saturday, limit: 3 });
    expect(slots.map((slot) => DateTime.fromMillis(slot.start, { zone }).toFormat('ccc HH:mm'))).toEqual([
      'Mon 09:00',
      'Mon 10:00',
      'Mon 11:00',
    ]);
  });

  it('recognises a slot of the hours and refuses one outside them, off the grid or in the past', () => {
    const availability = everyDay({ start: '09:00', end: '17:00' }, zone, { daysAhead: 2 });
    const nine = DateTime.fromISO('2026-06-01T09:00', { zone }).toMillis();
    const check = (start: number, end = start + HOUR, now = monday) =>
      isSlotWithinHours({ availability, now, start, end });
    expect(check(nine)).toBe(true);
    expect(check(nine - HOUR)).toBe(false); // 08:00, before opening
    expect(check(nine + 8 * HOUR)).toBe(false); // 17:00, after closing
    expect(check(nine + HOUR / 2)).toBe(false); // 09:30, not a slot start
    expect(check(nine, nine + 2 * HOUR)).toBe(false); // two hours long
    expect(check(nine, nine + HOUR, nine + HOUR)).toBe(false); // already begun
  });

  it("labels a slot in the visitor's zone", () => {
    const start = Date.parse('2026-03-10T13:00:00Z');
    expect(formatSlotLabel(start, 'America/New_York')).toBe('Tue, Mar 10, 9:00 AM EDT');
    expect(formatSlotLabel(start, 'Asia/Kolkata')).toBe('Tue, Mar 10, 6:30 PM GMT+5:30');
  });
});

const ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'America/St_Johns',
  'America/Havana',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Moscow',
  'Africa/Cairo',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tehran',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Pacific/Apia',
];

describe('availability: ranges that overlap', () => {
  const monday = '2026-11-23';
  function mondayHours(ranges: HoursRange[], timezone: string, extra: Partial<Availability> = {}) {
    return {
      ...everyDay(ranges[0]!, timezone, extra),
      weeklyHours: { ...everyDay(ranges[0]!, timezone).weeklyHours, monday: ranges },
    };
  }

  it('cuts overlapping ranges of a day as one, in order and without overlapping slots', () => {
    const availability = mondayHours(
      [
        { start: '08:00', end: '08:45' },
        { start: '14:30', end: '17:15' },
        { start: '12:00', end: '16:00' },
      ],
      'UTC',
      { slotMinutes: 30 },
    );
    const starts = slotsOn(monday, availability).map((slot) =>
      new Date(slot.start).toISOString().slice(11, 16),
    );
    expect(starts).toEqual([
      '08:00',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
    // A booked time is never offered, whichever range its slot came from.
    const busy = [{ start: Date.parse(`${monday}T15:15:00Z`), end: Date.parse(`${monday}T15:45:00Z`) }];
    const now = Date.parse(`${monday}T00:00:00Z`);
    const free = computeOpenSlots({ availability, now, busy }).map((slot) =>
      new Date(slot.start).toISOString(),
    );
    expect(free).not.toContain(`${monday}T15:00:00.000Z`);
    expect(free).not.toContain(`${monday}T15:30:00.000Z`);
  });

  it('merges ranges that overlap only in elapsed time, on the spring-forward day (02:30 is 03:30)', () => {
    const availability = mondayHours(
      [
        { start: '00:10', end: '02:30' },
        { start: '03:00', end: '05:00' },
      ],
      'America/New_York',
      { slotMinutes: 60 },
    );
    // 2026-03-08 is a Sunday in New York: the ranges are set for every day there.
    const sunday = {
      ...availability,
      weeklyHours: { ...availability.weeklyHours, sunday: availability.weeklyHours.monday },
    };
    const slots = slotsOn('2026-03-08', sunday);
    for (const [index, slot] of slots.entries()) {
      if (index > 0) expect(slot.start).toBeGreaterThanOrEqual(slots[index - 1]!.end);
    }
    // 00:10 EST (05:10Z) to 05:00 EDT (09:00Z): 3 whole hours from 05:10Z.
    expect(slots.map((slot) => new Date(slot.start).toISOString().slice(11, 16))).toEqual([
      '05:10',
      '06:10',
      '07:10',
    ]);
  });
});

describe('availability property: 20 zones, any date of 2026–2027, any hours', () => {
  it('every slot lies within the local hours, on the grid, in order, without overlaps', () => {
    expect(ZONES).toHaveLength(20);
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: 0, max: 729 }),
        fc.integer({ min: 0, max: 22 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(15, 30, 45, 60, 90),
        (zone, dayOffset, startHour, lengthHours, slotMinutes) => {
          const endHour = Math.min(24, startHour + lengthHours);
          const range = {
            start: `${String(startHour).padStart(2, '0')}:00`,
            end: endHour === 24 ? '23:59' : `${String(endHour).padStart(2, '0')}:00`,
          };
          const availability = everyDay(range, zone, { slotMinutes });
          const date = DateTime.fromISO('2026-01-01', { zone }).plus({ days: dayOffset });
          const now = date.startOf('day').toMillis();
          const slots = computeOpenSlots({ availability, now });
          const open = DateTime.fromISO(`${date.toISODate()}T${range.start}`, { zone }).toMillis();
          const close = DateTime.fromISO(`${date.toISODate()}T${range.end}`, { zone }).toMillis();
          for (const [index, slot] of slots.entries()) {
            expect(slot.end - slot.start).toBe(slotMinutes * 60_000);
            expect(slot.start).toBeGreaterThanOrEqual(open);
            expect(slot.end).toBeLessThanOrEqual(close);
            expect((slot.start - open) % (slotMinutes * 60_000)).toBe(0);
            const local = DateTime.fromMillis(slot.start, { zone });
            expect(local.toISODate()).toBe(date.toISODate());
            if (index > 0) expect(slot.start).toBeGreaterThanOrEqual(slots[index - 1]!.end);
            expect(isSlotWithinHours({ availability, now, start: slot.start, end: slot.end })).toBe(true);
          }
          // On a day without a clock change the count is exactly the wall-clock length over the slot length.
          const isSteady =
            DateTime.fromMillis(open, { zone }).offset === DateTime.fromMillis(close, { zone }).offset;
          if (isSteady) {
            expect(slots).toHaveLength(Math.floor((close - open) / (slotMinutes * 60_000)));
          }
        },
      ),
      { numRuns: 400, seed: 11 },
    );
  });
});
