/**
 * Moving an appointment from the signed email link, on real PostgreSQL through the app: the page offers other
 * times, a pick books the new time and then cancels the old (new invite, METHOD:CANCEL for the old UID, old
 * reminders dropped), a visitor at the cap can still move, a taken time keeps the old appointment, a double submit
 * moves once, and a wrong token or a cancelled appointment moves nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Availability, SlotsResponse } from '@leadchat/contract';
import { and, eq } from 'drizzle-orm';
import { appointmentReminders, appointments, outboundMessages } from '../../db/schema.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { insertConversation, insertWebsite } from '../conversations/owner-data.fixture.js';
import { MAX_UPCOMING_PER_VISITOR } from './booking.service.js';
import { signManageToken } from './manage-token.js';
import { openEveryDay } from './testing/open-every-day.js';

const everyDay = (): Availability => openEveryDay({ timezone: 'America/New_York', daysAhead: 5 });

describe('moving an appointment from the email link', () => {
  let t: TestApp;
  let owner: HttpClient;
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '20' });
    owner = createHttpClient(t.app);
    ownerId = (await signUpAndSignIn(owner, { sentEmails: t.sentEmails })).userId;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A website with the built-in calendar, and a visitor with a conversation on it. */
  async function setUp(name: string) {
    const websiteId = await insertWebsite(t.database.db, { userId: ownerId, name });
    const created = await owner.post('/api/calendar-integrations', {
      websiteId,
      provider: 'leadchat',
      availability: everyDay(),
    });
    expect(created.status).toBe(201);
    const visitorId = `visitor-${Math.random().toString(36).slice(2)}`;
    const conversationId = await insertConversation(t.database.db, {
      websiteId,
      visitorId,
      name: 'Ann Visitor',
      email: 'ann@example.com',
      createdAt: new Date(),
    });
    const visitor = createHttpClient(t.app, { origin: 'https://customer.example' });
    const slots = async () =>
      (await (
        await owner.get(`/api/widget/${websiteId}/slots?timezone=Europe%2FLondon`)
      ).json()) as SlotsResponse;
    const book = async (slotToken: string, key: string) => {
      const response = await visitor.post(`/api/widget/${websiteId}/bookings`, {
        slotToken,
        visitorId,
        conversationId,
        idempotencyKey: `key-${key}-${visitorId}`,
        timezone: 'Europe/London',
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { appointmentId: string }).appointmentId;
    };
    return { websiteId, conversationId, slots, book };
  }

  /** Another visitor of the same website, booking through the widget's endpoint. */
  async function addVisitor(websiteId: string, name: string) {
    const visitorId = `rival-${Math.random().toString(36).slice(2)}`;
    const conversationId = await insertConversation(t.database.db, {
      websiteId,
      visitorId,
      name,
      email: `${name.toLowerCase()}@example.com`,
      createdAt: new Date(),
    });
    const client = createHttpClient(t.app, { origin: 'https://customer.example' });
    return {
      book: (slotToken: string) =>
        client.post(`/api/widget/${websiteId}/bookings`, {
          slotToken,
          visitorId,
          conversationId,
          idempotencyKey: `key-${visitorId}`,
          timezone: 'Europe/London',
        }),
    };
  }

  const page = (id: string, token = signManageToken(t.deps.config, id)) =>
    owner.get(`/appointments/${id}/manage?token=${token}`);

  const move = (id: string, slot: string, token = signManageToken(t.deps.config, id)) =>
    owner.request(`/appointments/${id}/reschedule`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, slot }).toString(),
    });

  /** A POST's 303 (Post/Redirect/Get), followed as a browser does: the page it leads to, and where. */
  async function followed(posted: Response): Promise<{ location: string; html: string }> {
    expect(posted.status).toBe(303);
    const location = posted.headers.get('location')!;
    expect(location).toMatch(/^\/appointments\/[0-9a-f-]{36}\/manage\?token=/);
    const page = await owner.get(location);
    expect(page.status).toBe(200);
    return { location, html: await page.text() };
  }

  /** The slot tokens the page offers, in order. */
  async function offeredOnPage(id: string): Promise<string[]> {
    const html = await (await page(id)).text();
    return [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
  }

  async function purposesFor(conversationId: string) {
    const rows = await t.database.db
      .select({ purpose: outboundMessages.purpose, recipient: outboundMessages.recipient })
      .from(outboundMessages)
      .where(eq(outboundMessages.conversationId, conversationId));
    return rows.filter((row) => row.recipient === 'ann@example.com').map((row) => row.purpose);
  }

  it('offers other times, books the picked one, then cancels the old one with its invite and reminders', async () => {
    const { conversationId, slots, book } = await setUp('Move Salon');
    const first = (await slots()).slots;
    const oldId = await book(first[0]!.token, 'first');

    const html = await (await page(oldId)).text();
    expect(html).toContain('Need a different time?');
    expect(html).toContain('Cancel appointment');
    const offered = await offeredOnPage(oldId);
    expect(offered.length).toBeGreaterThan(0);

    const { location, html: movedHtml } = await followed(await move(oldId, offered[1]!));
    expect(movedHtml).toContain('<p class="notice" role="status">Your appointment is moved to');

    const [oldRow] = await t.database.db.select().from(appointments).where(eq(appointments.id, oldId));
    expect(oldRow!.status).toBe('cancelled');
    const live = await t.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.conversationId, conversationId), eq(appointments.status, 'confirmed')));
    expect(live).toHaveLength(1);
    expect(live[0]!.id).not.toBe(oldId);
    expect(live[0]!.visitorEmail).toBe('ann@example.com');
    // The browser is sent to the new appointment's own signed link.
    expect(location).toBe(
      `/appointments/${live[0]!.id}/manage?token=${signManageToken(t.deps.config, live[0]!.id)}&notice=moved`,
    );
    expect(movedHtml).toContain(`/appointments/${live[0]!.id}/reschedule`);

    // Two invites (the first booking, the new time) and one cancellation (the old time's UID).
    const purposes = await purposesFor(conversationId);
    expect(purposes.filter((purpose) => purpose === 'booking_invite')).toHaveLength(2);
    expect(purposes.filter((purpose) => purpose === 'booking_cancellation')).toHaveLength(1);
    const oldReminders = await t.database.db
      .select()
      .from(appointmentReminders)
      .where(eq(appointmentReminders.appointmentId, oldId));
    expect(oldReminders.every((reminder) => reminder.outcome === 'cancelled')).toBe(true);

    // The old time is free again, the new one is not.
    const after = (await slots()).slots.map((slot) => slot.startsAt);
    expect(after).toContain(first[0]!.startsAt);
    expect(after).not.toContain(live[0]!.startsAt.toISOString());
  });

  it('moves once when the same choice is sent twice', async () => {
    const { conversationId, slots, book } = await setUp('Double Submit');
    const oldId = await book((await slots()).slots[0]!.token, 'double');
    const [choice] = await offeredOnPage(oldId);
    const first = await followed(await move(oldId, choice!));
    const again = await followed(await move(oldId, choice!));
    expect(again.location).toBe(first.location);
    expect(again.html).toContain('Your appointment is moved to');
    const live = await t.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.conversationId, conversationId), eq(appointments.status, 'confirmed')));
    expect(live).toHaveLength(1);
  });

  it('lets a visitor at the cap move, and keeps the old time when the new one was just taken', async () => {
    const { conversationId, slots, book, websiteId } = await setUp('Busy Dentist');
    const open = (await slots()).slots;
    const ids: string[] = [];
    for (let index = 0; index < MAX_UPCOMING_PER_VISITOR; index += 1) {
      ids.push(await book(open[index]!.token, `cap-${index}`));
    }
    const offered = await offeredOnPage(ids[0]!);
    expect((await move(ids[0]!, offered[0]!)).status).toBe(303);

    // Another visitor books the time the page offered before the pick.
    const [target] = await offeredOnPage(ids[1]!);
    const rival = await addVisitor(websiteId, 'Rival');
    expect((await rival.book(target!)).status).toBe(201);
    const { location, html: lostHtml } = await followed(await move(ids[1]!, target!));
    expect(location).toContain(`/appointments/${ids[1]!}/manage?`);
    expect(location).toMatch(/&notice=taken$/);
    // Said as a refusal (alert, error colours), not in the green "done" box.
    expect(lostHtml).toMatch(/<p class="notice problem" role="alert">[^<]*(just taken|no longer available)/);
    const [kept] = await t.database.db.select().from(appointments).where(eq(appointments.id, ids[1]!));
    expect(kept!.status).toBe('confirmed');
    const live = await t.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.conversationId, conversationId), eq(appointments.status, 'confirmed')));
    expect(live).toHaveLength(MAX_UPCOMING_PER_VISITOR);
  });

  it('refuses a wrong token with 404 and moves nothing for a cancelled appointment', async () => {
    const { slots, book } = await setUp('Closed Shop');
    const id = await book((await slots()).slots[0]!.token, 'closed');
    const [choice] = await offeredOnPage(id);
    expect((await move(id, choice!, 'wrong-token')).status).toBe(404);
    expect((await page(id, 'wrong-token')).status).toBe(404);
    const cancel = await owner.request(`/appointments/${id}/manage`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: signManageToken(t.deps.config, id) }).toString(),
    });
    expect((await followed(cancel)).html).toContain('Your appointment is cancelled.');
    const refused = await followed(await move(id, choice!));
    expect(refused.location).toMatch(/&notice=not-movable$/);
    expect(refused.html).toContain(
      '<p class="notice problem" role="alert">This appointment can no longer be moved.</p>',
    );
    expect(await (await page(id)).text()).not.toContain('Need a different time?');
  });
});
