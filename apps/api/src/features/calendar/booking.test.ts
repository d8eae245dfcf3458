/**
 * Bookings end to end on real PostgreSQL: integrations (owner-scoped, secrets sealed), slots, 50 concurrent
 * bookings of one slot (built-in calendar and through the Google fake), idempotency, refusals, the invite and
 * cancellation (.ics), reminders, the lead and the dashboard card; Google and Outlook connected with OAuth + PKCE
 * against local fakes speaking their wire format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Availability, type CalendarIntegration, type SlotsResponse } from '@leadchat/contract';
import { and, eq, sql } from 'drizzle-orm';
import { appointmentReminders, appointments, conversations, outboundMessages } from '../../db/schema.js';
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
import { removeDueProviderEvents } from './event-removals.service.js';
import { sendDueReminders } from './reminders.service.js';
import { openEveryDay } from './testing/open-every-day.js';

type Json = { appointmentId: string; error: { code: string; message: string } };
const read = async (response: Response) => (await response.json()) as Json;

const allWeek = (): Availability => openEveryDay({ timezone: 'America/New_York', daysAhead: 7 });

describe('bookings', () => {
  let t: TestApp;
  let owner: HttpClient;
  let other: HttpClient;
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
    other = createHttpClient(t.app);
    ownerId = (await signUpAndSignIn(owner, { sentEmails: t.sentEmails })).userId;
    await signUpAndSignIn(other, { sentEmails: t.sentEmails });
  });

  afterAll(async () => {
    await t?.close();
    await google?.close();
    await graph?.close();
  });

  async function newWebsite(name: string): Promise<string> {
    return insertWebsite(t.database.db, { userId: ownerId, name });
  }

  async function visitors(websiteId: string, count: number) {
    return Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const visitorId = `visitor-${index}-${Math.random().toString(36).slice(2)}`;
        const conversationId = await insertConversation(t.database.db, {
          websiteId,
          visitorId,
          name: `Visitor ${index}`,
          email: `visitor${index}@example.com`,
          createdAt: new Date(),
        });
        return {
          visitorId,
          conversationId,
          client: createHttpClient(t.app, { origin: 'https://customer.example' }),
        };
      }),
    );
  }

  async function addIntegration(body: Record<string, unknown>): Promise<CalendarIntegration> {
    const response = await owner.post('/api/calendar-integrations', body);
    expect(response.status).toBe(201);
    return (await response.json()) as CalendarIntegration;
  }

  async function slotsOf(websiteId: string, zone = 'Europe/London'): Promise<SlotsResponse> {
    const response = await owner.get(`/api/widget/${websiteId}/slots?timezone=${encodeURIComponent(zone)}`);
    expect(response.status).toBe(200);
    return (await response.json()) as SlotsResponse;
  }

  const book = (
    visitor: { visitorId: string; conversationId: string; client: HttpClient },
    websiteId: string,
    slotToken: string,
    extra: Record<string, unknown> = {},
  ) =>
    visitor.client.post(`/api/widget/${websiteId}/bookings`, {
      slotToken,
      visitorId: visitor.visitorId,
      conversationId: visitor.conversationId,
      idempotencyKey: `key-${visitor.visitorId}`,
      timezone: 'Europe/London',
      ...extra,
    });

  it('offers nothing without an integration, and a link for Calendly', async () => {
    const websiteId = await newWebsite('No Calendar');
    expect((await slotsOf(websiteId)).mode).toBe('none');
    await addIntegration({ websiteId, provider: 'calendly', bookingUrl: 'https://calendly.com/acme/visit' });
    const offer = await slotsOf(websiteId);
    expect(offer).toMatchObject({ mode: 'link', bookingUrl: 'https://calendly.com/acme/visit', slots: [] });
  });

  it('keeps integrations to their owner and never returns the API key', async () => {
    const websiteId = await newWebsite('Private Calendar');
    const created = await addIntegration({
      websiteId,
      provider: 'google',
      calendarId: 'team@example.com',
      apiKey: 'AIzaSecretKeyValue-0001',
    });
    expect(created).toMatchObject({
      hasApiKey: true,
      apiKeyHint: '••••0001',
      isConnected: false,
      canConnect: true,
    });
    const listed = await (await owner.get(`/api/calendar-integrations?websiteId=${websiteId}`)).text();
    expect(listed).not.toContain('AIzaSecretKeyValue');
    const [stored] = await t.database.db
      .execute<{ sealed_credentials: string }>(
        sql`select sealed_credentials from calendar_integrations where id = ${created.id}`,
      )
      .then((result) => result.rows);
    expect(stored!.sealed_credentials).toMatch(/^v1\./);
    expect(stored!.sealed_credentials).not.toContain('AIzaSecret');
    expect((await other.get(`/api/calendar-integrations?websiteId=${websiteId}`)).status).toBe(404);
    expect((await other.patch(`/api/calendar-integrations/${created.id}`, { isActive: false })).status).toBe(
      404,
    );
    expect((await owner.post('/api/calendar-integrations', { provider: 'leadchat' })).status).toBe(400);
    expect((await owner.post('/api/calendar-integrations', { websiteId, provider: 'custom' })).status).toBe(
      400,
    );
    const off = await owner.patch(`/api/calendar-integrations/${created.id}`, { isActive: false });
    expect(await read(off)).toMatchObject({ isActive: false, isBookingCalendar: false });
  });

  it('books one slot once under 50 concurrent requests on the built-in calendar', async () => {
    const websiteId = await newWebsite('Busy Chiropractor');
    await addIntegration({ websiteId, provider: 'leadchat', availability: allWeek() });
    const offer = await slotsOf(websiteId);
    expect(offer.mode).toBe('slots');
    expect(offer.slots.length).toBe(6);
    const slot = offer.slots[0]!;
    const people = await visitors(websiteId, 50);
    const responses = await Promise.all(people.map((person) => book(person, websiteId, slot.token)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const conflict = (await responses[statuses.indexOf(409)]!.json()) as {
      error: { code: string; message: string; details: { slots: { startsAt: string }[] } };
    };
    expect(conflict.error.code).toBe('SLOT_TAKEN');
    expect(conflict.error.message).toMatch(/just taken/);
    expect(conflict.error.details.slots.length).toBeGreaterThan(0);
    expect(conflict.error.details.slots.map((s) => s.startsAt)).not.toContain(slot.startsAt);
    const live = await t.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.websiteId, websiteId), eq(appointments.status, 'confirmed')));
    expect(live).toHaveLength(1);

    // Everything the booking causes, in its transaction.
    const winner = people[statuses.indexOf(201)]!;
    const [lead] = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, winner.conversationId));
    expect(lead).toMatchObject({ isLeadCaptured: true, leadStatus: 'qualified' });
    expect(lead!.tags).toContain('booked');
    const jobs = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.conversationId, winner.conversationId));
    const invite = jobs.find((job) => job.purpose === 'booking_invite')!;
    expect(invite.recipient).toBe(`visitor${statuses.indexOf(201)}@example.com`);
    const ics = (invite.payload.attachments as { content: string }[])[0]!.content;
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toMatch(/UID:[0-9a-f-]+@localhost:3000/);
    expect(ics).toContain('DTSTAMP:');
    expect(ics).toMatch(/ORGANIZER;CN=.*:mailto:/);
    expect(ics).toMatch(/ATTENDEE;[^\r\n]*RSVP=TRUE/);
    expect(ics).toContain(`DTSTART:${slot.startsAt.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(invite.textBody).toContain('/appointments/');
    expect(jobs.some((job) => job.purpose === 'booking_owner_invite')).toBe(true);
    expect(jobs.some((job) => job.channel === 'event' && job.purpose === 'booking_confirmed')).toBe(true);

    // The dashboard's Appointments card counts it.
    const stats = (await (await owner.get('/api/dashboard/stats')).json()) as {
      appointments: { total: number };
    };
    expect(stats.appointments.total).toBeGreaterThanOrEqual(1);
    const list = (await (await owner.get(`/api/appointments?websiteId=${websiteId}`)).json()) as {
      appointments: { id: string; status: string }[];
    };
    expect(list.appointments).toEqual([expect.objectContaining({ id: live[0]!.id, status: 'confirmed' })]);
    expect((await other.get(`/api/appointments?websiteId=${websiteId}`)).status).toBe(200);
    expect(
      ((await (await other.get(`/api/appointments?websiteId=${websiteId}`)).json()) as { appointments: [] })
        .appointments,
    ).toEqual([]);
    expect((await other.post(`/api/appointments/${live[0]!.id}/cancel`)).status).toBe(404);
  });

  it('answers a repeated request with the same booking, and refuses forged tokens, missing details and a third booking', async () => {
    const websiteId = await newWebsite('Plumber');
    await addIntegration({ websiteId, provider: 'leadchat', availability: allWeek() });
    const [visitor] = await visitors(websiteId, 1);
    const { slots } = await slotsOf(websiteId);
    const first = await book(visitor!, websiteId, slots[0]!.token);
    const again = await book(visitor!, websiteId, slots[0]!.token);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect((await read(again)).appointmentId).toBe((await read(first)).appointmentId);

    const forged = `${slots[1]!.token.slice(0, -3)}AAA`;
    const refused = await book(visitor!, websiteId, forged, { idempotencyKey: 'forged-1' });
    expect(refused.status).toBe(400);
    expect((await read(refused)).error.message).toMatch(/can't be booked/);
    const otherSite = await newWebsite('Other Site');
    await addIntegration({ websiteId: otherSite, provider: 'leadchat', availability: allWeek() });
    const foreign = (await slotsOf(otherSite)).slots[0]!.token;
    expect((await book(visitor!, websiteId, foreign, { idempotencyKey: 'foreign-1' })).status).toBe(400);

    const anonymousId = `anon-${Date.now()}`;
    const anonymous = {
      visitorId: anonymousId,
      conversationId: await insertConversation(t.database.db, {
        websiteId,
        visitorId: anonymousId,
        createdAt: new Date(),
      }),
      client: createHttpClient(t.app),
    };
    const noEmail = await book(anonymous, websiteId, slots[2]!.token, { name: 'Ann' });
    expect(noEmail.status).toBe(400);
    expect((await read(noEmail)).error.message).toMatch(/name and email/);
    const header = await book(anonymous, websiteId, slots[2]!.token, {
      name: 'Ann\r\nBcc: victim@example.com',
      email: 'ann@example.com',
      idempotencyKey: 'header-1',
    });
    expect(header.status).toBe(201);
    const [job] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(
        and(
          eq(outboundMessages.recipient, 'ann@example.com'),
          eq(outboundMessages.purpose, 'booking_invite'),
        ),
      );
    const ics = (job!.payload.attachments as { content: string }[])[0]!.content;
    expect(ics).not.toMatch(/\r\nBcc:/i);
    expect(job!.subject).not.toMatch(/[\r\n]/);

    expect((await book(visitor!, websiteId, slots[3]!.token, { idempotencyKey: 'second-1' })).status).toBe(
      201,
    );
    const third = await book(visitor!, websiteId, slots[4]!.token, { idempotencyKey: 'third-key-1' });
    expect(third.status).toBe(429);
    expect((await read(third)).error.message).toMatch(/already have 2 upcoming/);
  });

  it('refuses a slot outside the hours or in the past with fresh times', async () => {
    const websiteId = await newWebsite('Dentist');
    const created = await addIntegration({ websiteId, provider: 'leadchat', availability: allWeek() });
    const [visitor] = await visitors(websiteId, 1);
    const { slots } = await slotsOf(websiteId);
    // The owner shortens the hours after the slots were offered: the token no longer names an open time.
    const closed = {
      ...allWeek(),
      blackoutDates: [] as string[],
      daysAhead: 1,
      minNoticeMinutes: 60 * 24 * 3,
    };
    await owner.patch(`/api/calendar-integrations/${created.id}`, { availability: closed });
    const response = await book(visitor!, websiteId, slots[0]!.token);
    expect(response.status).toBe(409);
    expect((await read(response)).error.message).toMatch(/no longer available/);
  });

  it('cancels from the signed email link: the slot is free again, METHOD:CANCEL goes out, no reminder', async () => {
    const websiteId = await newWebsite('Salon');
    await addIntegration({ websiteId, provider: 'leadchat', availability: { ...allWeek(), daysAhead: 3 } });
    const [visitor] = await visitors(websiteId, 1);
    // The last time offered: hours ahead, so the booking has reminders to drop whatever the hour the suite runs.
    const { slots } = await slotsOf(websiteId);
    const chosen = slots[slots.length - 1]!;
    const booked = (await (await book(visitor!, websiteId, chosen.token)).json()) as {
      appointmentId: string;
    };
    const [invite] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(
        and(
          eq(outboundMessages.conversationId, visitor!.conversationId),
          eq(outboundMessages.purpose, 'booking_invite'),
        ),
      );
    const link = /http:\/\/localhost:3000(\/appointments\/[^\s]+)/.exec(invite!.textBody ?? '')![1]!;
    expect((await owner.get(`/appointments/${booked.appointmentId}/manage?token=wrong`)).status).toBe(404);
    const page = await owner.get(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Cancel appointment');
    expect((await slotsOf(websiteId)).slots.map((s) => s.startsAt)).not.toContain(chosen.startsAt);

    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const cancelled = await owner.request(`/appointments/${booked.appointmentId}/manage`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    // Post/Redirect/Get: the browser is sent back to the GET link, which says what happened.
    expect(cancelled.status).toBe(303);
    const back = cancelled.headers.get('location')!;
    expect(back).toBe(`${link}&notice=cancelled`);
    expect(await (await owner.get(back)).text()).toContain('Your appointment is cancelled');
    expect((await slotsOf(websiteId)).slots.map((s) => s.startsAt)).toContain(chosen.startsAt);
    const [cancellation] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(
        and(
          eq(outboundMessages.conversationId, visitor!.conversationId),
          eq(outboundMessages.purpose, 'booking_cancellation'),
        ),
      );
    const ics = (cancellation!.payload.attachments as { content: string }[])[0]!.content;
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('STATUS:CANCELLED');
    const uid = (text: string) => /UID:(.+)/.exec(text)![1];
    expect(uid(ics)).toBe(uid((invite!.payload.attachments as { content: string }[])[0]!.content));

    // Reminders of the cancelled booking are dropped, never sent, even once due.
    const far = new Date(Date.now() + 10 * 86_400_000);
    await sendDueReminders({ db: t.database.db, config: t.deps.config, now: far });
    const reminders = await t.database.db
      .select()
      .from(appointmentReminders)
      .where(eq(appointmentReminders.appointmentId, booked.appointmentId));
    expect(reminders.length).toBeGreaterThan(0);
    expect(reminders.every((reminder) => reminder.outcome === 'cancelled')).toBe(true);
  });

  it('sends the reminders of a live booking once', async () => {
    const websiteId = await newWebsite('Garage');
    await addIntegration({ websiteId, provider: 'leadchat', availability: allWeek() });
    const [visitor] = await visitors(websiteId, 1);
    const { slots } = await slotsOf(websiteId);
    const last = slots[slots.length - 1]!;
    const booked = (await (await book(visitor!, websiteId, last.token)).json()) as { appointmentId: string };
    const justBefore = new Date(Date.parse(last.startsAt) - 30 * 60_000);
    const first = await sendDueReminders({ db: t.database.db, config: t.deps.config, now: justBefore });
    const second = await sendDueReminders({ db: t.database.db, config: t.deps.config, now: justBefore });
    expect(first).toBeGreaterThanOrEqual(1);
    expect(second).toBe(0);
    const sent = await t.database.db
      .select()
      .from(outboundMessages)
      .where(
        and(
          eq(outboundMessages.conversationId, visitor!.conversationId),
          eq(outboundMessages.purpose, 'booking_reminder'),
        ),
      );
    expect(sent.length).toBe(first);
    expect(sent.every((job) => job.textBody?.includes(`/appointments/${booked.appointmentId}/manage`))).toBe(
      true,
    );
  });

  async function connect(integrationId: string): Promise<void> {
    const start = await owner.post(`/api/calendar-integrations/${integrationId}/oauth/start`);
    expect(start.status).toBe(200);
    const { authUrl } = (await start.json()) as { authUrl: string };
    const consent = new URL(authUrl);
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    const redirect = await fetch(authUrl, { redirect: 'manual' });
    const callback = new URL(redirect.headers.get('location')!);
    // Another browser (no binding cookie) can't complete it.
    const stranger = createHttpClient(t.app);
    const refused = await stranger.get(`${callback.pathname}${callback.search}`);
    expect(refused.headers.get('location')).toMatch(/oauth=error/);
    // Another signed-in owner can't complete it either, nor use it up: the owner still can afterwards.
    const otherOwner = await other.get(`${callback.pathname}${callback.search}`);
    expect(otherOwner.headers.get('location')).toMatch(/oauth=error/);
    const done = await owner.get(`${callback.pathname}${callback.search}`);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(
      `/calendar-integrations?oauth=connected&integration=${integrationId}`,
    );
    // The state is single-use.
    const replay = await owner.get(`${callback.pathname}${callback.search}`);
    expect(replay.headers.get('location')).toMatch(/oauth=error/);
  }

  it('Google: OAuth with PKCE, busy times respected, 50 concurrent bookings make one event', async () => {
    const websiteId = await newWebsite('Google Clinic');
    const created = await addIntegration({
      websiteId,
      provider: 'google',
      calendarId: 'clinic@example.com',
      availability: allWeek(),
    });
    await connect(created.id);
    const [view] = (
      (await (await owner.get(`/api/calendar-integrations?websiteId=${websiteId}`)).json()) as {
        integrations: CalendarIntegration[];
      }
    ).integrations;
    expect(view).toMatchObject({ isConnected: true, connectedAccount: google.accountEmail });

    const before = await slotsOf(websiteId);
    google.busy.set('clinic@example.com', [
      { start: before.slots[0]!.startsAt, end: before.slots[0]!.endsAt },
    ]);
    const offer = await slotsOf(websiteId);
    expect(offer.slots.map((s) => s.startsAt)).not.toContain(before.slots[0]!.startsAt);

    const slot = offer.slots[0]!;
    const people = await visitors(websiteId, 50);
    const statuses = (await Promise.all(people.map((person) => book(person, websiteId, slot.token)))).map(
      (r) => r.status,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const events = [...google.events.values()].filter((event) => event.calendarId === 'clinic@example.com');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ start: slot.startsAt, sendUpdates: 'all' });
    expect(events[0]!.id).toMatch(/^lc[0-9a-f]{32}$/);

    // The provider failing: nothing is claimed, the row is cancelled, the time stays free.
    google.failNext(1);
    const [late] = await visitors(websiteId, 1);
    const failed = await book(late!, websiteId, offer.slots[1]!.token);
    expect(failed.status).toBe(503);
    expect((await read(failed)).error.message).toMatch(/nothing was booked/);
    const retry = await book(late!, websiteId, offer.slots[1]!.token, { idempotencyKey: 'retry-after-503' });
    expect(retry.status).toBe(201);

    // Cancelling removes the Google event.
    const winner = people[statuses.indexOf(201)]!;
    const [appointment] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.conversationId, winner.conversationId));
    expect((await owner.post(`/api/appointments/${appointment!.id}/cancel`)).status).toBe(200);
    // The removal is a job of the calendar worker (event-removals.service.ts), run here as its poll would.
    expect(
      await removeDueProviderEvents({ db: t.database.db, config: t.deps.config, logger: t.deps.logger }),
    ).toBe(2);
    expect(google.events.get(events[0]!.id)!.status).toBe('cancelled');
  });

  it('Outlook: getSchedule busy times and events through Microsoft Graph', async () => {
    const websiteId = await newWebsite('Outlook Office');
    const created = await addIntegration({ websiteId, provider: 'outlook', availability: allWeek() });
    await connect(created.id);
    const before = await slotsOf(websiteId);
    graph.busy.push({ start: before.slots[1]!.startsAt, end: before.slots[1]!.endsAt });
    const offer = await slotsOf(websiteId);
    expect(offer.slots.map((s) => s.startsAt)).not.toContain(before.slots[1]!.startsAt);
    const [visitor] = await visitors(websiteId, 1);
    expect((await book(visitor!, websiteId, offer.slots[0]!.token)).status).toBe(201);
    const events = [...graph.events.values()];
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ start: offer.slots[0]!.startsAt, attendees: ['visitor0@example.com'] });
    expect(events[0]!.transactionId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
