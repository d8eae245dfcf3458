/**
 * Crash recovery and durable provider work, on real PostgreSQL against the local Google and Microsoft fakes:
 *   - a booking left pending by a crash between the provider call and its confirmation is confirmed by the
 *     calendar worker when the provider holds the event (Google by its event id, Outlook by its transactionId),
 *     released when it does not, and released with the event's removal queued when the provider stays down;
 *   - a visitor's retried tap finishes a pending booking instead of claiming it;
 *   - removing a cancelled appointment's event is a job that survives a provider outage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Availability, SlotsResponse } from '@leadchat/contract';
import { and, eq, sql } from 'drizzle-orm';
import {
  appointmentReminders,
  appointments,
  calendarEventRemovals,
  calendarIntegrations,
  messages,
  outboundMessages,
} from '../../db/schema.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { insertConversation, insertWebsite } from '../conversations/owner-data.fixture.js';
import {
  startFakeGoogleCalendar,
  type FakeGoogleCalendar,
} from '../../adapters/calendar/testing/fake-google-calendar.js';
import {
  startFakeMicrosoftGraph,
  type FakeMicrosoftGraph,
} from '../../adapters/calendar/testing/fake-microsoft-graph.js';
import { googleEventId } from '../../adapters/calendar/google-calendar.js';
import { createCalendarAdapter } from './calendar-integrations.service.js';
import { removeDueProviderEvents } from './event-removals.service.js';
import { reconcilePendingBookings } from './pending-bookings.service.js';
import { openEveryDay } from './testing/open-every-day.js';

const allWeek = (): Availability =>
  openEveryDay({ timezone: 'UTC', start: '08:00', end: '18:00', daysAhead: 10 });

describe('calendar crash recovery and event removal', () => {
  let t: TestApp;
  let owner: HttpClient;
  let ownerId: string;
  let google: FakeGoogleCalendar;
  let graph: FakeMicrosoftGraph;

  beforeAll(async () => {
    google = await startFakeGoogleCalendar();
    graph = await startFakeMicrosoftGraph();
    t = await createTestApp({
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_OAUTH_BASE_URL: google.url,
      GOOGLE_API_BASE_URL: google.url,
      MICROSOFT_CLIENT_ID: graph.clientId,
      MICROSOFT_CLIENT_SECRET: graph.clientSecret,
      MS_OAUTH_BASE_URL: graph.url,
      MS_GRAPH_BASE_URL: graph.graphUrl,
      RATE_LIMIT_MULTIPLIER: '20',
    });
    owner = createHttpClient(t.app);
    ownerId = (await signUpAndSignIn(owner, { sentEmails: t.sentEmails })).userId;
  });

  afterAll(async () => {
    await t?.close();
    await google?.close();
    await graph?.close();
  });

  const deps = () => ({ db: t.database.db, config: t.deps.config, logger: t.deps.logger });

  async function connectedCalendar(provider: 'google' | 'outlook', name: string) {
    const websiteId = await insertWebsite(t.database.db, { userId: ownerId, name });
    const created = await owner.post('/api/calendar-integrations', {
      websiteId,
      provider,
      ...(provider === 'google' ? { calendarId: `${name.replace(/\W/g, '')}@example.com` } : {}),
      availability: allWeek(),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const start = await owner.post(`/api/calendar-integrations/${id}/oauth/start`);
    const { authUrl } = (await start.json()) as { authUrl: string };
    const redirect = await fetch(authUrl, { redirect: 'manual' });
    const callback = new URL(redirect.headers.get('location')!);
    const done = await owner.get(`${callback.pathname}${callback.search}`);
    expect(done.headers.get('location')).toMatch(/oauth=connected/);
    const [row] = await t.database.db
      .select()
      .from(calendarIntegrations)
      .where(eq(calendarIntegrations.id, id));
    return { websiteId, row: row! };
  }

  /**
   * Times at least two hours ahead, so a confirmed booking always has a reminder still to send (the first slot of
   * the day is otherwise less than an hour away when the suite runs in the hour before opening).
   */
  async function slotsOf(websiteId: string): Promise<SlotsResponse> {
    const response = await owner.get(`/api/widget/${websiteId}/slots?timezone=UTC&limit=20`);
    expect(response.status).toBe(200);
    const offer = (await response.json()) as SlotsResponse;
    const later = offer.slots.filter((slot) => Date.parse(slot.startsAt) > Date.now() + 2 * 3_600_000);
    expect(later.length).toBeGreaterThanOrEqual(4);
    return { ...offer, slots: later };
  }

  async function visitor(websiteId: string, index: number) {
    const visitorId = `crash-visitor-${index}-${Math.random().toString(36).slice(2)}`;
    const conversationId = await insertConversation(t.database.db, {
      websiteId,
      visitorId,
      name: `Crash Visitor ${index}`,
      email: `crash${index}@example.com`,
      createdAt: new Date(),
    });
    return { visitorId, conversationId };
  }

  /**
   * What a booking request had done when its process died: the pending row (holding the time), and — when
   * `reachedProvider` — the event written at the provider under the appointment's ids. The confirmation never ran.
   */
  async function crashedBooking(options: {
    websiteId: string;
    row: typeof calendarIntegrations.$inferSelect;
    slot: { startsAt: string; endsAt: string };
    index: number;
    reachedProvider: boolean;
    minutesAgo?: number;
  }) {
    const person = await visitor(options.websiteId, options.index);
    const [pending] = await t.database.db
      .insert(appointments)
      .values({
        websiteId: options.websiteId,
        conversationId: person.conversationId,
        integrationId: options.row.id,
        startsAt: new Date(options.slot.startsAt),
        endsAt: new Date(options.slot.endsAt),
        timezone: 'UTC',
        status: 'pending',
        visitorId: person.visitorId,
        visitorName: `Crash Visitor ${options.index}`,
        visitorEmail: `crash${options.index}@example.com`,
        idempotencyKey: `crash-key-${person.visitorId}`,
        createdAt: new Date(Date.now() - (options.minutesAgo ?? 3) * 60_000),
      })
      .returning();
    if (options.reachedProvider) {
      await createCalendarAdapter({ db: t.database.db, config: t.deps.config, row: options.row }).book({
        idempotencyKey: pending!.id,
        start: pending!.startsAt.getTime(),
        end: pending!.endsAt.getTime(),
        timezone: 'UTC',
        summary: 'Crash Visitor (booked in the website chat)',
        description: 'test',
        attendee: { name: 'Crash Visitor', email: pending!.visitorEmail },
      });
    }
    return { appointment: pending!, ...person };
  }

  async function statusOf(id: string) {
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
    return row!;
  }

  it('Google: confirms a booking the provider holds, releases one it does not, and waits out an outage', async () => {
    const { websiteId, row } = await connectedCalendar('google', 'Crash Clinic');
    const offer = await slotsOf(websiteId);
    const reached = await crashedBooking({
      websiteId,
      row,
      slot: offer.slots[0]!,
      index: 1,
      reachedProvider: true,
    });
    const lost = await crashedBooking({
      websiteId,
      row,
      slot: offer.slots[1]!,
      index: 2,
      reachedProvider: false,
    });
    // A booking still inside its request's time is left alone.
    const young = await crashedBooking({
      websiteId,
      row,
      slot: offer.slots[2]!,
      index: 3,
      reachedProvider: true,
      minutesAgo: 0,
    });

    const outcomes = await reconcilePendingBookings(deps());
    expect(outcomes.get(reached.appointment.id)).toBe('confirmed');
    expect(outcomes.get(lost.appointment.id)).toBe('released');
    expect(outcomes.has(young.appointment.id)).toBe(false);

    const confirmed = await statusOf(reached.appointment.id);
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      providerReference: googleEventId(reached.appointment.id),
    });
    // Everything a finished request would have done: the invite, the reminders, the transcript note.
    const invites = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.idempotencyKey, `booking-invite:${reached.appointment.id}:0`));
    expect(invites).toHaveLength(1);
    expect(invites[0]!.recipient).toBe('crash1@example.com');
    const reminders = await t.database.db
      .select()
      .from(appointmentReminders)
      .where(eq(appointmentReminders.appointmentId, reached.appointment.id));
    expect(reminders.length).toBeGreaterThan(0);
    const notes = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, reached.conversationId), eq(messages.role, 'system')));
    expect(notes.map((note) => note.content).join(' ')).toMatch(/Appointment booked/);

    expect((await statusOf(lost.appointment.id)).status).toBe('cancelled');
    const released = await slotsOf(websiteId);
    expect(released.slots.map((slot) => slot.startsAt)).toContain(offer.slots[1]!.startsAt);
    expect(released.slots.map((slot) => slot.startsAt)).not.toContain(offer.slots[0]!.startsAt);

    // A second round changes nothing (no second invite).
    await reconcilePendingBookings(deps());
    const again = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboundMessages)
      .where(sql`${outboundMessages.idempotencyKey} like ${`booking-invite:${reached.appointment.id}:%`}`);
    expect(again[0]!.n).toBe(1);

    // Provider down: the stuck booking keeps its time and is asked about again …
    const down = await crashedBooking({
      websiteId,
      row,
      slot: offer.slots[3]!,
      index: 4,
      reachedProvider: true,
    });
    google.failNext(1_000);
    const first = await reconcilePendingBookings(deps());
    expect(first.get(down.appointment.id)).toBe('retry');
    expect((await statusOf(down.appointment.id)).status).toBe('pending');
    const [failing] = await t.database.db
      .select()
      .from(calendarIntegrations)
      .where(eq(calendarIntegrations.id, row.id));
    expect(failing!.lastError).toMatch(/503/);
    // … until it has waited too long: released, and the event it may have made is queued for removal.
    const late = await reconcilePendingBookings({ ...deps(), now: Date.now() + 31 * 60_000 });
    expect(late.get(down.appointment.id)).toBe('released');
    const [removal] = await t.database.db
      .select()
      .from(calendarEventRemovals)
      .where(eq(calendarEventRemovals.appointmentId, down.appointment.id));
    expect(removal).toMatchObject({ providerReference: googleEventId(down.appointment.id), doneAt: null });
    google.failNext(0);
    await removeDueProviderEvents(deps());
    expect(google.events.get(googleEventId(down.appointment.id))!.status).toBe('cancelled');
  });

  it('Outlook: finds the event by its transactionId and confirms the booking', async () => {
    const { websiteId, row } = await connectedCalendar('outlook', 'Crash Office');
    const offer = await slotsOf(websiteId);
    const reached = await crashedBooking({
      websiteId,
      row,
      slot: offer.slots[0]!,
      index: 5,
      reachedProvider: true,
    });
    const lost = await crashedBooking({
      websiteId,
      row,
      slot: offer.slots[1]!,
      index: 6,
      reachedProvider: false,
    });
    const outcomes = await reconcilePendingBookings(deps());
    expect(outcomes.get(reached.appointment.id)).toBe('confirmed');
    expect(outcomes.get(lost.appointment.id)).toBe('released');
    const event = [...graph.events.values()].find((item) => item.transactionId === reached.appointment.id);
    expect(event).toBeDefined();
    expect(await statusOf(reached.appointment.id)).toMatchObject({
      status: 'confirmed',
      providerReference: event!.id,
    });
    expect(graph.requests.some((request) => request.path.endsWith('/me/calendarView'))).toBe(true);
  });

  it('a retried tap finishes a pending booking under the same event instead of claiming it', async () => {
    const { websiteId, row } = await connectedCalendar('google', 'Retry Clinic');
    const offer = await slotsOf(websiteId);
    const crashed = await crashedBooking({
      websiteId,
      row,
      slot: offer.slots[0]!,
      index: 7,
      reachedProvider: true,
      minutesAgo: 0,
    });
    const client = createHttpClient(t.app, { origin: 'https://customer.example' });
    const retry = await client.post(`/api/widget/${websiteId}/bookings`, {
      slotToken: offer.slots[0]!.token,
      visitorId: crashed.visitorId,
      conversationId: crashed.conversationId,
      idempotencyKey: crashed.appointment.idempotencyKey,
      timezone: 'UTC',
    });
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { appointmentId: string }).appointmentId).toBe(crashed.appointment.id);
    expect((await statusOf(crashed.appointment.id)).status).toBe('confirmed');
    const events = [...google.events.values()].filter(
      (event) => event.id === googleEventId(crashed.appointment.id),
    );
    expect(events).toHaveLength(1);
  });

  it('removes a cancelled appointment’s Google event as a job that outlives a provider outage', async () => {
    const { websiteId } = await connectedCalendar('google', 'Removal Clinic');
    const offer = await slotsOf(websiteId);
    const person = await visitor(websiteId, 8);
    const client = createHttpClient(t.app, { origin: 'https://customer.example' });
    const booked = await client.post(`/api/widget/${websiteId}/bookings`, {
      slotToken: offer.slots[0]!.token,
      visitorId: person.visitorId,
      conversationId: person.conversationId,
      idempotencyKey: `removal-${person.visitorId}`,
      timezone: 'UTC',
    });
    expect(booked.status).toBe(201);
    const { appointmentId } = (await booked.json()) as { appointmentId: string };
    const eventId = googleEventId(appointmentId);
    expect(google.events.get(eventId)!.status).toBe('confirmed');

    google.failNext(1_000);
    expect((await owner.post(`/api/appointments/${appointmentId}/cancel`)).status).toBe(200);
    // The cancellation is committed (the time is free) whatever the provider does.
    expect((await statusOf(appointmentId)).status).toBe('cancelled');
    await removeDueProviderEvents(deps());
    expect(google.events.get(eventId)!.status).toBe('confirmed');
    const [waiting] = await t.database.db
      .select()
      .from(calendarEventRemovals)
      .where(eq(calendarEventRemovals.appointmentId, appointmentId));
    expect(waiting).toMatchObject({ attempts: 1, doneAt: null, providerReference: eventId });
    expect(waiting!.lastError).toMatch(/503/);
    expect(waiting!.availableAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing is tried.
    google.failNext(0);
    expect(await removeDueProviderEvents(deps())).toBe(0);
    await t.database.db
      .update(calendarEventRemovals)
      .set({ availableAt: new Date(Date.now() - 1000) })
      .where(eq(calendarEventRemovals.id, waiting!.id));
    expect(await removeDueProviderEvents(deps())).toBe(1);
    expect(google.events.get(eventId)!.status).toBe('cancelled');
    const [done] = await t.database.db
      .select()
      .from(calendarEventRemovals)
      .where(eq(calendarEventRemovals.id, waiting!.id));
    expect(done).toMatchObject({ outcome: 'removed', attempts: 2 });
    expect(done!.doneAt).not.toBeNull();
    // Cancelling again queues nothing new.
    expect((await owner.post(`/api/appointments/${appointmentId}/cancel`)).status).toBe(200);
    expect(await removeDueProviderEvents(deps())).toBe(0);
  });
});
