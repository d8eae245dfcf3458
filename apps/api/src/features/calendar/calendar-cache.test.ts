/**
 * The bookable-calendar cache (calendar-cache.ts, docs/decisions/0125): the cached window gives the same slots as
 * computing them afresh at any later instant of the local day, and it is emptied by a change made anywhere:
 * an appointment or an hours change from another connection (standing in for another process, through the
 * triggers' NOTIFY), a website switched off, and this process's own bookings at once.
 */
import { defaultAvailability, type Availability, type SlotsResponse } from '@leadchat/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { insertConversation, insertWebsite } from '../conversations/owner-data.fixture.js';
import { computeOpenSlots, type Interval } from './availability.js';
import {
  computeBuiltinWindow,
  freeSlotsFrom,
  isWindowValidAt,
  peekCalendarCache,
  stopCalendarCache,
  withBooking,
  type CalendarSnapshot,
} from './calendar-cache.js';
import type { IntegrationRow } from './calendar-integrations.service.js';
import { openEveryDay } from './testing/open-every-day.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function eventually(check: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('the cached window', () => {
  /** A deterministic pseudo-random sequence (no flaky property runs). */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
  }

  it('offers exactly what a fresh computation offers, at any later instant of the same local day', () => {
    const next = random(7);
    const zones = ['America/New_York', 'Europe/Paris', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
    // Around both 2026 DST changes in New York and Paris, and ordinary days.
    const starts = [
      Date.UTC(2026, 2, 7, 12),
      Date.UTC(2026, 2, 28, 20),
      Date.UTC(2026, 9, 31, 22),
      Date.UTC(2026, 5, 3, 4),
    ];
    for (let run = 0; run < 120; run++) {
      const zone = zones[run % zones.length]!;
      const base = defaultAvailability(zone);
      // One run in four has a day whose ranges overlap (as entered, or across a clock change at night).
      const overlapping = [
        { start: '00:10', end: '02:30' },
        { start: '03:00', end: '05:00' },
        { start: '14:30', end: '17:15' },
        { start: '12:00', end: '16:00' },
      ];
      const availability: Availability = {
        ...base,
        weeklyHours:
          run % 4 === 3
            ? (Object.fromEntries(
                Object.keys(base.weeklyHours).map((day) => [day, overlapping]),
              ) as Availability['weeklyHours'])
            : base.weeklyHours,
        slotMinutes: [15, 30, 60][run % 3]!,
        bufferMinutes: [0, 10][run % 2]!,
        minNoticeMinutes: [0, 45, 120][run % 3]!,
        daysAhead: 3 + (run % 5),
      };
      const from = starts[run % starts.length]! + Math.floor(next() * 6 * HOUR);
      const booked: Interval[] = Array.from({ length: 8 }, () => {
        const start = from - 2 * HOUR + Math.floor((next() * 5 * DAY) / (15 * 60_000)) * 15 * 60_000;
        return { start, end: start + (1 + Math.floor(next() * 4)) * 15 * 60_000 };
      }).sort((a, b) => a.start - b.start);
      const window = computeBuiltinWindow({ availability, now: from, booked, ttlMs: DAY });
      for (let step = 0; step < 5; step++) {
        const now = from + Math.floor(next() * (window.until - from));
        expect(isWindowValidAt(window, now)).toBe(true);
        const limit = 1 + Math.floor(next() * 30);
        expect(freeSlotsFrom({ window, availability, now, limit })).toEqual(
          computeOpenSlots({ availability, now, busy: booked, limit }),
        );
      }
      // Bookings applied to the cached window one by one (as the process does after its own booking or another's
      // NOTIFY) leave what a fresh computation with them would offer: times of any length, on or between slots.
      let snapshot: CalendarSnapshot = {
        kind: 'ready',
        websiteId: 'website',
        row: { integrationConfig: { availability } } as unknown as IntegrationRow,
        builtin: window,
      };
      const busy = [...booked];
      for (let added = 0; added < 6; added++) {
        // Half the times begin exactly where a free slot ends (the edge a booking must not take).
        const free = snapshot.kind === 'ready' ? snapshot.builtin!.free : [];
        const edge = free[Math.floor(next() * free.length)];
        const start =
          added % 2 && edge ? edge.end : from + Math.floor((next() * 3 * DAY) / (5 * 60_000)) * 5 * 60_000;
        const time = { start, end: start + (1 + Math.floor(next() * 8)) * 15 * 60_000 };
        snapshot = withBooking(snapshot, time);
        busy.push(time);
        busy.sort((a, b) => a.start - b.start);
        const updated = snapshot.kind === 'ready' ? snapshot.builtin! : window;
        const now = from + Math.floor(next() * (window.until - from));
        expect(freeSlotsFrom({ window: updated, availability, now, limit: 40 })).toEqual(
          computeOpenSlots({ availability, now, busy, limit: 40 }),
        );
      }
      // The next local day moves the window: the cached one no longer applies.
      expect(isWindowValidAt(window, window.until)).toBe(false);
      expect(isWindowValidAt(window, from - 1)).toBe(false);
    }
  });
});

describe('the bookable-calendar cache', () => {
  let t: TestApp;
  let owner: HttpClient;
  let ownerId: string;
  /** A second connection to the same database: another process's writes (or a hand edit). */
  let other: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '50' });
    owner = createHttpClient(t.app);
    ownerId = (await signUpAndSignIn(owner, { sentEmails: t.sentEmails })).userId;
    other = new pg.Client({ connectionString: t.database.connectionString });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    if (t) await stopCalendarCache({ db: t.deps.db });
    await t?.close();
  });

  const allWeek = (): Availability => openEveryDay({ timezone: 'Europe/Paris', daysAhead: 5 });

  async function bookableWebsite(name: string): Promise<string> {
    const websiteId = await insertWebsite(t.database.db, { userId: ownerId, name });
    const response = await owner.post('/api/calendar-integrations', {
      websiteId,
      provider: 'leadchat',
      availability: allWeek(),
    });
    expect(response.status).toBe(201);
    return websiteId;
  }

  async function slotsOf(websiteId: string): Promise<SlotsResponse> {
    const response = await owner.get(`/api/widget/${websiteId}/slots?timezone=UTC`);
    expect(response.status).toBe(200);
    return (await response.json()) as SlotsResponse;
  }

  const cache = () => peekCalendarCache({ db: t.deps.db });
  /** Reads until the answer is kept (a read that overlapped an invalidation is served but not stored). */
  const untilCached = (websiteId: string) =>
    eventually(async () => {
      await slotsOf(websiteId);
      expect(cache()?.isListening).toBe(true);
      expect(cache()?.has(websiteId)).toBe(true);
    });

  it('serves from memory, removes a time booked by another connection, and re-reads after a cancellation', async () => {
    const websiteId = await bookableWebsite('Cache Clinic');
    await untilCached(websiteId);
    const [first, second] = (await slotsOf(websiteId)).slots;
    const starts = async () => (await slotsOf(websiteId)).slots.map((slot) => slot.startsAt);
    const insert = (slot: { startsAt: string; endsAt: string }) =>
      other.query(
        `insert into appointments (website_id, starts_at, ends_at, timezone, status, visitor_name)
         values ($1, $2, $3, 'Europe/Paris', 'confirmed', 'Elsewhere') returning id`,
        [websiteId, slot.startsAt, slot.endsAt],
      );

    // With the trigger off, a booking goes unannounced: the cached answer stays (it is served from memory).
    await t.database.db.execute(sql`alter table appointments disable trigger appointments_notify_changed`);
    try {
      await insert(first!);
      expect(await starts()).toContain(first!.startsAt);
    } finally {
      await t.database.db.execute(sql`alter table appointments enable trigger appointments_notify_changed`);
    }

    // An announced booking carries its times: they leave the cached slots, the entry stays (no re-read, so the
    // silent booking above is still, wrongly, offered: the proof that nothing was read again).
    const announced = await insert(second!);
    await eventually(async () => expect(await starts()).not.toContain(second!.startsAt));
    expect(cache()!.has(websiteId)).toBe(true);
    expect(await starts()).toContain(first!.startsAt);

    // An update that keeps the busy times announces nothing; a cancellation drops the entry and the next read
    // sees the database as it is.
    await other.query(`update appointments set notes = 'called back' where id = $1`, [announced.rows[0].id]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cache()!.has(websiteId)).toBe(true);
    await other.query(`update appointments set status = 'cancelled' where id = $1`, [announced.rows[0].id]);
    await eventually(async () => expect(cache()!.has(websiteId)).toBe(false));
    const after = await starts();
    expect(after).not.toContain(first!.startsAt);
    expect(after).toContain(second!.startsAt);
  });

  it('follows an hours change and a switched-off website from another connection', async () => {
    const websiteId = await bookableWebsite('Hours Clinic');
    await untilCached(websiteId);
    const closed = { ...allWeek(), weeklyHours: { ...allWeek().weeklyHours } };
    for (const day of Object.keys(closed.weeklyHours) as (keyof Availability['weeklyHours'])[]) {
      closed.weeklyHours[day] = [];
    }
    await other.query(
      `update calendar_integrations set integration_config = jsonb_set(integration_config, '{availability}', $2::jsonb)
       where website_id = $1`,
      [websiteId, JSON.stringify(closed)],
    );
    await eventually(async () => expect((await slotsOf(websiteId)).slots).toEqual([]));

    await untilCached(websiteId);
    await other.query(`update websites set is_active = false where id = $1`, [websiteId]);
    await eventually(async () => {
      const response = await owner.get(`/api/widget/${websiteId}/slots?timezone=UTC`);
      expect(response.status).toBe(404);
    });
  });

  it('never offers again, in this process, a time it has just booked (no wait for the NOTIFY)', async () => {
    const websiteId = await bookableWebsite('Own Booking Clinic');
    await untilCached(websiteId);
    const offer = await slotsOf(websiteId);
    const visitorId = 'cache-visitor';
    const conversationId = await insertConversation(t.database.db, {
      websiteId,
      visitorId,
      name: 'Cache Visitor',
      email: 'cache.visitor@example.com',
      createdAt: new Date(),
    });
    // Trigger off: only the booking's own invalidation can tell this process's cache.
    await t.database.db.execute(sql`alter table appointments disable trigger appointments_notify_changed`);
    try {
      const booked = await createHttpClient(t.app, { origin: 'https://customer.example' }).post(
        `/api/widget/${websiteId}/bookings`,
        { slotToken: offer.slots[0]!.token, visitorId, conversationId, idempotencyKey: 'cache-key' },
      );
      expect(booked.status).toBe(201);
      const next = await slotsOf(websiteId);
      expect(next.slots.map((slot) => slot.startsAt)).not.toContain(offer.slots[0]!.startsAt);
      expect(next.slots[0]!.startsAt).toBe(offer.slots[1]!.startsAt);
    } finally {
      await t.database.db.execute(sql`alter table appointments enable trigger appointments_notify_changed`);
    }
  });
});
