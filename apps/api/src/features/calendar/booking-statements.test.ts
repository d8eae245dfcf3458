/**
 * What one booking costs the database and the outbound table, counted rather than benched (the machine is shared):
 * every statement any pg client sends while the widget's POST /bookings runs on a warm built-in calendar, and the
 * bytes of rendered email and invite it writes. Pins today's figures (decisions 0125, 0162: the request's counter
 * and the conversation in one statement, the caps and the insert in one, everything a booking causes in one), so a
 * change that adds a round trip or content fails here. And the counter merged into the first statement still
 * limits: every request that reaches the database counts, unknown conversations included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '@leadchat/contract';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { appointmentReminders, appointments, conversations, outboundMessages } from '../../db/schema.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { insertConversation, insertWebsite } from '../conversations/owner-data.fixture.js';
import { CALENDAR_CHANGES_CHANNEL, peekCalendarCache } from './calendar-cache.js';
import { openEveryDay } from './testing/open-every-day.js';

let t: TestApp;
let owner: HttpClient;
let websiteId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
  owner = createHttpClient(t.app);
  const { userId } = await signUpAndSignIn(owner, { sentEmails: t.sentEmails });
  websiteId = await insertWebsite(t.database.db, { userId, name: 'Counted Clinic' });
  const created = await owner.post('/api/calendar-integrations', {
    websiteId,
    provider: 'leadchat',
    availability: openEveryDay({ timezone: 'America/New_York', daysAhead: 5 }),
  });
  expect(created.status).toBe(201);
  // The integration's own NOTIFY may arrive after the first reads of the calendar (later still on a loaded machine)
  // and drop the warm entry the figures below rely on. A NOTIFY of ours, sent after it, is delivered after it: once
  // ours has dropped the entry, the integration's has been handled too, and the calendar read again stays warm.
  const visitor = createHttpClient(t.app, { origin: 'https://customer.example' });
  const cache = () => peekCalendarCache({ db: t.deps.db });
  const until = async (isCached: boolean) => {
    const deadline = Date.now() + 5000;
    while (!(cache()?.isListening && cache()!.has(websiteId) === isCached)) {
      expect(Date.now()).toBeLessThan(deadline);
      if (isCached)
        expect((await visitor.get(`/api/widget/${websiteId}/slots?timezone=UTC`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await until(true);
  await t.database.db.execute(sql`select pg_notify(${CALENDAR_CHANGES_CHANNEL}, ${websiteId})`);
  await until(false);
  await until(true);
});

afterAll(async () => {
  await t?.close();
});

/** A visitor of the clinic with a conversation of their own (name and email known), as the widget's chat makes. */
async function newVisitor(name: string): Promise<{ visitorId: string; conversationId: string }> {
  const visitorId = `${name}-${Math.random().toString(36).slice(2)}`;
  const conversationId = await insertConversation(t.database.db, {
    websiteId,
    visitorId,
    name,
    email: `${name}@example.com`,
    createdAt: new Date(),
  });
  return { visitorId, conversationId };
}

/** Every statement sent by any pg client (pool queries and transactions alike) while `run` runs. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    seen.push((text ?? '').replace(/\s+/g, ' ').trim().slice(0, 60));
    return (original as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return seen;
}

describe('the cost of one booking', () => {
  it('is 2 round trips and under 10 KB of rendered email and invites on the built-in calendar', async () => {
    const visitor = createHttpClient(t.app, { origin: 'https://customer.example' });
    const book = async (index: number) => {
      const visitorId = `counted-${index}-${Math.random().toString(36).slice(2)}`;
      const conversationId = await insertConversation(t.database.db, {
        websiteId,
        visitorId,
        name: 'Cora Counted',
        email: `cora${index}@example.com`,
        createdAt: new Date(),
      });
      const slots = (await (
        await visitor.get(`/api/widget/${websiteId}/slots?timezone=Europe%2FLondon`)
      ).json()) as SlotsResponse;
      let status = 0;
      const statements = await statementsOf(async () => {
        const response = await visitor.post(`/api/widget/${websiteId}/bookings`, {
          slotToken: slots.slots[0]!.token,
          visitorId,
          conversationId,
          idempotencyKey: `counted-${visitorId}`,
          timezone: 'Europe/London',
        });
        status = response.status;
      });
      expect(status).toBe(201);
      return { statements, conversationId };
    };
    await book(0); // warms the calendar cache, as every booking but a website's first finds it
    const { statements, conversationId } = await book(1);
    // The request's counter with the conversation; then the locks, caps + insert and everything the booking causes
    // in one round trip, one implicit transaction (decision 0185). (7 before decision 0162: the counter was a
    // statement of its own; 6 before 0185: BEGIN, the locks, caps + insert, the rest and COMMIT each a round trip.)
    expect(statements, statements.join('\n')).toHaveLength(2);
    expect(statements[0]).toMatch(/^with bucket as \( insert into rate_limit_buckets/);
    // Each of the three a statement its connection prepared once (decision 0195): EXECUTEs, with the PREPAREs of
    // the statements this connection has not prepared yet in front, in the same round trip.
    expect(statements[1]).toMatch(/^(PREPARE booking_\w+ AS |EXECUTE booking_locks_\w+\()/);

    const written = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.conversationId, conversationId));
    const bytes = written.reduce(
      (sum, row) =>
        sum +
        Buffer.byteLength(row.subject ?? '') +
        Buffer.byteLength(row.textBody ?? '') +
        Buffer.byteLength(row.htmlBody ?? '') +
        Buffer.byteLength(JSON.stringify(row.payload)),
      0,
    );
    // The visitor's invite email, the owner's invite email and the owner event.
    expect(written.map((row) => row.purpose).sort()).toEqual([
      'booking_confirmed',
      'booking_invite',
      'booking_owner_invite',
    ]);
    console.info(
      `one booking: ${statements.length} statements (${statements.join(' | ')}), ${bytes} bytes of outbound content`,
    );
    // Measured 2026-11-24: 7,723 bytes (two emails with their text, HTML and .ics, and the owner event).
    expect(bytes).toBeGreaterThan(5_000);
    expect(bytes).toBeLessThan(10_000);
  });

  it('refuses a time this process knows is taken without a transaction, and offers fresh times', async () => {
    const visitor = createHttpClient(t.app, { origin: 'https://customer.example' });
    const slots = (await (
      await visitor.get(`/api/widget/${websiteId}/slots?timezone=Europe%2FLondon`)
    ).json()) as SlotsResponse;
    const popular = slots.slots[1]!;
    const tap = async (name: string) => {
      const { visitorId, conversationId } = await newVisitor(name);
      let response: Response | undefined;
      const statements = await statementsOf(async () => {
        response = await visitor.post(`/api/widget/${websiteId}/bookings`, {
          slotToken: popular.token,
          visitorId,
          conversationId,
          idempotencyKey: `popular-${visitorId}`,
          timezone: 'Europe/London',
        });
      });
      return { response: response!, statements };
    };
    expect((await tap('first')).response.status).toBe(201);
    const second = await tap('second');
    expect(second.response.status).toBe(409);
    const { error } = (await second.response.json()) as {
      error: { code: string; details: { slots: { label: string }[] } };
    };
    expect(error.code).toBe('SLOT_TAKEN');
    expect(error.details.slots.length).toBeGreaterThan(0);
    expect(error.details.slots.map((slot) => slot.label)).not.toContain(popular.label);
    // The request's counter with the conversation, and nothing else: no BEGIN, no insert to roll back.
    expect(second.statements, second.statements.join('\n')).toHaveLength(1);
  });

  it('answers the rival of a booking of the same time still running without a transaction of its own', async () => {
    const visitor = createHttpClient(t.app, { origin: 'https://customer.example' });
    const slots = (await (
      await visitor.get(`/api/widget/${websiteId}/slots?timezone=Europe%2FLondon`)
    ).json()) as SlotsResponse;
    const contested = slots.slots[2]!;
    const visitors = await Promise.all(['ana', 'ben'].map((name) => newVisitor(name)));
    const statuses: number[] = [];
    // Both requests are sent at once, before either is answered: neither finds the time taken in the cache.
    const statements = await statementsOf(() =>
      Promise.all(
        visitors.map(async ({ visitorId, conversationId }) => {
          const response = await visitor.post(`/api/widget/${websiteId}/bookings`, {
            slotToken: contested.token,
            visitorId,
            conversationId,
            idempotencyKey: `contested-${visitorId}`,
            timezone: 'Europe/London',
          });
          statuses.push(response.status);
        }),
      ),
    );
    expect(statuses.sort()).toEqual([201, 409]);
    // The winner's 2 and the rival's first statement (its counter and conversation): no lock, refused insert and
    // rollback for the rival, which waited for the winner in this process.
    expect(statements, statements.join('\n')).toHaveLength(3);
    expect(statements.filter((statement) => /^rollback/i.test(statement))).toEqual([]);
  });

  it('answers a booking that stays deadlocked through its retries as taken, with fresh times, never 500', async () => {
    // What PostgreSQL does to the loser of overlapping inserts under heavy contention, made to happen every time.
    await t.database.db.execute(sql`
      create function test_deadlock() returns trigger language plpgsql as $$
      begin
        if new.visitor_id like 'deadlocked-%' then
          raise exception 'deadlock detected' using errcode = '40P01';
        end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger test_deadlock before insert on appointments for each row execute function test_deadlock()`,
    );
    try {
      const visitor = createHttpClient(t.app, { origin: 'https://customer.example' });
      const visitorId = `deadlocked-${Math.random().toString(36).slice(2)}`;
      const conversationId = await insertConversation(t.database.db, {
        websiteId,
        visitorId,
        name: 'Dee Locked',
        email: 'dee@example.com',
        createdAt: new Date(),
      });
      const slots = (await (
        await visitor.get(`/api/widget/${websiteId}/slots?timezone=Europe%2FLondon`)
      ).json()) as SlotsResponse;
      const response = await visitor.post(`/api/widget/${websiteId}/bookings`, {
        slotToken: slots.slots[2]!.token,
        visitorId,
        conversationId,
        idempotencyKey: `deadlocked-${visitorId}`,
        timezone: 'Europe/London',
      });
      expect(response.status).toBe(409);
      const { error } = (await response.json()) as {
        error: { code: string; details: { slots: unknown[] } };
      };
      expect(error.code).toBe('SLOT_TAKEN');
      expect(error.details.slots.length).toBeGreaterThan(0);
    } finally {
      await t.database.db.execute(sql`drop trigger test_deadlock on appointments`);
      await t.database.db.execute(sql`drop function test_deadlock()`);
    }
  });

  it('still counts every booking request that reaches the database, and refuses the 11th in a minute', async () => {
    const client = createHttpClient(t.app, { ip: '192.0.2.99', origin: 'https://customer.example' });
    const attempt = (body: Record<string, unknown>) => client.post(`/api/widget/${websiteId}/bookings`, body);
    const unknown = {
      slotToken: 'x'.repeat(40),
      visitorId: 'nobody',
      conversationId: '00000000-0000-4000-8000-000000000000',
      idempotencyKey: 'unknown-conversation-1',
    };
    // A body the schema refuses reaches no statement and is not counted.
    for (let index = 0; index < 3; index++) expect((await attempt({ slotToken: 42 })).status).toBe(400);
    // An unknown conversation is counted like any other request (10 per minute with RATE_LIMIT_MULTIPLIER 1).
    for (let index = 0; index < 10; index++) expect((await attempt(unknown)).status).toBe(404);
    const refused = await attempt(unknown);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    // Another client is not affected.
    const other = createHttpClient(t.app, { ip: '192.0.2.100', origin: 'https://customer.example' });
    expect((await other.post(`/api/widget/${websiteId}/bookings`, unknown)).status).toBe(404);
  });
});

describe('a booking in one round trip (decision 0185)', () => {
  /** What a conversation holds: its appointments, their reminders, its outbound rows and its message count. */
  async function writesOf(conversationId: string) {
    const { db } = t.database;
    const booked = await db
      .select()
      .from(appointments)
      .where(eq(appointments.conversationId, conversationId));
    const reminders = (
      await Promise.all(
        booked.map((row) =>
          db.select().from(appointmentReminders).where(eq(appointmentReminders.appointmentId, row.id)),
        ),
      )
    ).flat();
    const outbound = await db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.conversationId, conversationId));
    const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
    return {
      appointments: booked.length,
      reminders: reminders.length,
      outbound: outbound.length,
      messages: conversation!.messageCount,
    };
  }

  it('writes nothing when the caps refuse the insert: no confirmation, reminders, emails or note', async () => {
    const client = createHttpClient(t.app, { ip: '192.0.2.150', origin: 'https://customer.example' });
    const { visitorId, conversationId } = await newVisitor('cappy');
    const slots = (await (
      await client.get(`/api/widget/${websiteId}/slots?timezone=Europe%2FLondon`)
    ).json()) as SlotsResponse;
    const book = (index: number) =>
      client.post(`/api/widget/${websiteId}/bookings`, {
        slotToken: slots.slots[3 + index]!.token,
        visitorId,
        conversationId,
        idempotencyKey: `cappy-${visitorId}-${index}`,
        timezone: 'Europe/London',
      });
    expect((await book(0)).status).toBe(201);
    expect((await book(1)).status).toBe(201);
    const before = await writesOf(conversationId);
    expect(before).toMatchObject({ appointments: 2, outbound: 6, messages: 2 });
    const refused = await book(2);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /already have 2 upcoming appointments/,
    );
    expect(await writesOf(conversationId)).toEqual(before);
    // The time was not taken: another visitor books it.
    const other = await newVisitor('after-cappy');
    const response = await createHttpClient(t.app, {
      ip: '192.0.2.151',
      origin: 'https://customer.example',
    }).post(`/api/widget/${websiteId}/bookings`, {
      slotToken: slots.slots[5]!.token,
      ...other,
      idempotencyKey: `after-cappy-${other.visitorId}`,
      timezone: 'Europe/London',
    });
    expect(response.status).toBe(201);
  });

  it('stores quotes, backslashes and placeholders in what the visitor typed exactly as typed', async () => {
    const client = createHttpClient(t.app, { ip: '192.0.2.152', origin: 'https://customer.example' });
    const { visitorId, conversationId } = await newVisitor('quoted');
    const name = "O'Brien \\ $1 $2'); drop table appointments; -- \\'";
    const email = "o'brien.\\x@example.com";
    const slots = (await (
      await client.get(`/api/widget/${websiteId}/slots?timezone=Europe%2FLondon`)
    ).json()) as SlotsResponse;
    const response = await client.post(`/api/widget/${websiteId}/bookings`, {
      slotToken: slots.slots[0]!.token,
      visitorId,
      conversationId,
      idempotencyKey: `quoted-${visitorId} '$1'`,
      name,
      email,
      timezone: 'Europe/London',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.conversationId, conversationId), eq(appointments.visitorId, visitorId)));
    expect(row).toMatchObject({
      visitorName: name,
      visitorEmail: email,
      idempotencyKey: `quoted-${visitorId} '$1'`,
    });
    const [conversation] = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(conversation).toMatchObject({ visitorName: name, visitorEmail: email });
    const invite = (
      await t.database.db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.conversationId, conversationId))
    ).find((message) => message.purpose === 'booking_invite');
    expect(invite?.recipient).toBe(email);
    expect(JSON.stringify(invite?.payload)).toContain('BEGIN:VCALENDAR');
  });
});
