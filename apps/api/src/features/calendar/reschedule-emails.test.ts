/**
 * A visitor moves and then cancels an appointment from the signed link, over real HTTP (the app on a port, the
 * browser's requests as fetch), with every email delivered by the outbound worker to a real SMTP receiver:
 * - Post/Redirect/Get: each POST answers 303 to the GET link of the appointment it leaves the visitor on, with the
 *   notice's name in the query; reloading that page moves, cancels and sends nothing;
 * - the visitor gets the new invite (new UID) and the old time's METHOD:CANCEL;
 * - the owner gets one "rescheduled" email per move (old time → new time in the business's zone) whose invite
 *   moves the owner's event in place (METHOD:REQUEST, the UID of the owner's first invite, a higher SEQUENCE),
 *   and, when the visitor cancels, that event's METHOD:CANCEL; each once, however often the worker runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '@leadchat/contract';
import { eq } from 'drizzle-orm';
import { appointments } from '../../db/schema.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { startDeliveryHarness, type DeliveryHarness } from '../../test/outbound-harness.js';
import { serveTestApp, type ServedApp } from '../../test/serve-app.js';
import type { ReceivedEmail } from '../../test/smtp-receiver.js';
import { createHttpClient, TEST_ORIGIN, type HttpClient } from '../../test/test-app.js';
import { insertConversation } from '../conversations/owner-data.fixture.js';
import { formatSlotLabel } from './availability.js';
import { bookSlot, REFUSALS } from './booking.service.js';
import { signManageToken } from './manage-token.js';
import { finishInterruptedMoves, INTERRUPTED_MOVE_GRACE_MS } from './reschedule.service.js';
import { openEveryDay } from './testing/open-every-day.js';

const BUSINESS_ZONE = 'America/New_York';
const VISITOR_ZONE = 'Europe/London';
const VISITOR = 'ann.mover@example.com';

let h: DeliveryHarness;
let served: ServedApp;
let ownerEmail: string;
let websiteId: string;
let owner: HttpClient;

beforeAll(async () => {
  h = await startDeliveryHarness();
  served = await serveTestApp(h.t.app);
  owner = createHttpClient(h.t.app);
  ownerEmail = (await signUpAndSignIn(owner, { sentEmails: h.t.sentEmails, withPlanIn: h.t.database.db }))
    .email;
  const created = await owner.post('/api/websites', { name: 'Move Clinic', domain: 'move-clinic.example' });
  websiteId = ((await created.json()) as { id: string }).id;
  const calendar = await owner.post('/api/calendar-integrations', {
    websiteId,
    provider: 'leadchat',
    availability: openEveryDay({ timezone: BUSINESS_ZONE, daysAhead: 5 }),
  });
  expect(calendar.status).toBe(201);
});

afterAll(async () => {
  await served?.close();
  await h?.close();
});

/** A browser's request over the network: our Origin, and redirects left to the test (as `redirect: manual`). */
function browser(path: string, init: { method?: string; form?: Record<string, string> } = {}) {
  return fetch(`${served.baseUrl}${path}`, {
    method: init.method ?? (init.form ? 'POST' : 'GET'),
    headers: {
      origin: TEST_ORIGIN,
      'x-test-client-ip': '203.0.113.77',
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    redirect: 'manual',
  });
}

/** A form POST as a browser makes it: the 303, then the GET of its Location. */
async function submit(path: string, form: Record<string, string>) {
  const posted = await browser(path, { form });
  expect(posted.status).toBe(303);
  expect(posted.headers.get('cache-control')).toBe('no-store');
  const location = posted.headers.get('location')!;
  const page = await browser(location);
  expect(page.status).toBe(200);
  return { location, html: await page.text() };
}

function calendarPart(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((candidate) => /content-type:\s*text\/calendar/i.test(candidate));
  if (!part) return '';
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? body
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        : body;
  return decoded.replace(/\r?\n[ \t]/g, '');
}

/** A header as the reader sees it (RFC 2047 encoded words decoded). */
function decodedHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

const to = (address: string) => h.smtp.received.filter((mail) => mail.to.includes(address));
/** The owner's emails about the calendar (invite, rescheduled, cancelled), apart from the lead alerts. */
const ownerCalendarMails = () => to(ownerEmail).filter((mail) => calendarPart(mail.raw) !== '');
/** The owner's lead alerts (Notifications setting: by default every booking kind, to the sign-in address). */
const ownerAlerts = () =>
  to(ownerEmail)
    .filter((mail) => calendarPart(mail.raw) === '')
    .map((mail) => decodedHeader(mail.subject));
const field = (ics: string, name: string) => new RegExp(`^${name}:(.+)$`, 'm').exec(ics)?.[1]?.trim();
const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

async function appointment(id: string) {
  const [row] = await h.t.database.db.select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

/** The slot tokens the manage page offers. */
function offered(html: string): string[] {
  return [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
}

/** A visitor with a conversation books a time offered on the widget (the first, the last or by index), delivered. */
async function bookAsVisitor(options: { name: string; email: string; pick: 'first' | 'last' | number }) {
  const visitorId = `visitor-${Math.random().toString(36).slice(2)}`;
  const conversationId = await insertConversation(h.t.database.db, {
    websiteId,
    visitorId,
    name: options.name,
    email: options.email,
    createdAt: new Date(),
  });
  const { slots } = (await (
    await browser(`/api/widget/${websiteId}/slots?timezone=${encodeURIComponent(VISITOR_ZONE)}`)
  ).json()) as SlotsResponse;
  const index = options.pick === 'first' ? 0 : options.pick === 'last' ? slots.length - 1 : options.pick;
  const booked = await fetch(`${served.baseUrl}/api/widget/${websiteId}/bookings`, {
    method: 'POST',
    headers: { origin: 'https://customer.example', 'content-type': 'application/json' },
    body: JSON.stringify({
      slotToken: slots[index]!.token,
      visitorId,
      conversationId,
      idempotencyKey: `key-${visitorId}`,
      timezone: VISITOR_ZONE,
    }),
  });
  expect(booked.status).toBe(201);
  const { appointmentId } = (await booked.json()) as { appointmentId: string };
  return { visitorId, conversationId, slots, appointmentId };
}

describe('moving and cancelling from the email link, delivered', () => {
  it('answers each POST with 303 to the GET page, and tells the visitor and the owner once each', async () => {
    const { appointmentId: firstId } = await bookAsVisitor({
      name: 'Ann Mover',
      email: VISITOR,
      pick: 'first',
    });
    await h.worker.drain();

    // The owner's first invite: the UID every later update of the owner's event must carry.
    const [ownerInvite] = ownerCalendarMails();
    expect(ownerCalendarMails()).toHaveLength(1);
    expect(ownerAlerts()).toEqual(['Booking confirmed: Ann Mover (Move Clinic)']);
    const ownerUid = field(calendarPart(ownerInvite!.raw), 'UID');
    expect(ownerUid).toBeTruthy();
    expect(field(calendarPart(ownerInvite!.raw), 'SEQUENCE')).toBe('0');
    const visitorInvite = calendarPart(to(VISITOR)[0]!.raw);
    const manage = /URL(?:;VALUE=URI)?:(\S+)/.exec(visitorInvite)![1]!;
    const managePath = manage.slice(manage.indexOf('/appointments/'));

    // ── Move: 303 to the new appointment's own link, which shows the new time.
    const before = await browser(managePath);
    expect(before.status).toBe(200);
    const token = new URL(manage).searchParams.get('token')!;
    const [choice] = offered(await before.text());
    const moved = await submit(`/appointments/${firstId}/reschedule`, { token, slot: choice! });
    const secondId = /^\/appointments\/([0-9a-f-]{36})\/manage\?/.exec(moved.location)![1]!;
    expect(secondId).not.toBe(firstId);
    expect(moved.location).toMatch(/&notice=moved$/);
    const second = await appointment(secondId);
    expect(second.status).toBe('confirmed');
    expect(second.rescheduledFromId).toBe(firstId);
    const newLabel = formatSlotLabel(second.startsAt.getTime(), VISITOR_ZONE);
    expect(moved.html).toContain(`<p class="notice" role="status">Your appointment is moved to ${newLabel}.`);
    expect(moved.html).toContain(`<p>${newLabel}</p>`);
    expect((await appointment(firstId)).status).toBe('cancelled');

    // Reloading the page the browser landed on changes and sends nothing.
    const appointmentsBefore = await h.t.database.db.$count(appointments);
    expect((await browser(moved.location)).status).toBe(200);
    expect((await browser(moved.location)).status).toBe(200);
    expect(await h.t.database.db.$count(appointments)).toBe(appointmentsBefore);

    await h.worker.drain();
    await h.worker.drain();
    // The visitor: the new time's invite (a new UID) and the old time's cancellation.
    const visitorCalendars = to(VISITOR).map((mail) => calendarPart(mail.raw));
    expect(visitorCalendars.filter((ics) => ics.includes('METHOD:REQUEST'))).toHaveLength(2);
    const cancel = visitorCalendars.filter((ics) => ics.includes('METHOD:CANCEL'));
    expect(cancel).toHaveLength(1);
    expect(field(cancel[0]!, 'UID')).toBe(field(visitorInvite, 'UID'));
    const newInvite = visitorCalendars.find(
      (ics) => ics.includes('METHOD:REQUEST') && field(ics, 'UID') !== field(visitorInvite, 'UID'),
    );
    expect(field(newInvite!, 'DTSTART')).toBe(icsTime(second.startsAt));

    // The owner: one "rescheduled" email, old → new in the business's zone, updating the same event.
    const first = await appointment(firstId);
    const ownerMails = ownerCalendarMails();
    expect(ownerMails).toHaveLength(2);
    // One alert of the move, not a confirmation and a cancellation.
    expect(ownerAlerts()).toEqual([
      'Booking confirmed: Ann Mover (Move Clinic)',
      'Booking rescheduled: Ann Mover (Move Clinic)',
    ]);
    const rescheduled = ownerMails[1]!;
    const oldOwnerTime = formatSlotLabel(first.startsAt.getTime(), BUSINESS_ZONE);
    const newOwnerTime = formatSlotLabel(second.startsAt.getTime(), BUSINESS_ZONE);
    expect(decodedHeader(rescheduled.subject)).toBe(
      `Rescheduled: Ann Mover, ${oldOwnerTime} → ${newOwnerTime}`,
    );
    expect(rescheduled.text).toContain(
      `Ann Mover moved their appointment from ${oldOwnerTime} to ${newOwnerTime}`,
    );
    const alert = to(ownerEmail).find((mail) =>
      decodedHeader(mail.subject).startsWith('Booking rescheduled'),
    )!;
    expect(alert.text).toContain(`movedTo: ${newOwnerTime}`);
    const ownerUpdate = calendarPart(rescheduled.raw);
    expect(ownerUpdate).toContain('METHOD:REQUEST');
    expect(field(ownerUpdate, 'UID')).toBe(ownerUid);
    expect(field(ownerUpdate, 'SEQUENCE')).toBe('1');
    expect(field(ownerUpdate, 'DTSTART')).toBe(icsTime(second.startsAt));
    expect(field(ownerUpdate, 'DTEND')).toBe(icsTime(second.endsAt));

    // ── A second move updates the same event again, one SEQUENCE higher.
    const [again] = offered(moved.html);
    const movedAgain = await submit(`/appointments/${secondId}/reschedule`, {
      token: new URL(moved.location, served.baseUrl).searchParams.get('token')!,
      slot: again!,
    });
    const thirdId = /^\/appointments\/([0-9a-f-]{36})\/manage\?/.exec(movedAgain.location)![1]!;
    await h.worker.drain();
    const third = await appointment(thirdId);
    expect(ownerCalendarMails()).toHaveLength(3);
    const secondUpdate = calendarPart(ownerCalendarMails()[2]!.raw);
    expect(field(secondUpdate, 'UID')).toBe(ownerUid);
    expect(field(secondUpdate, 'SEQUENCE')).toBe('2');
    expect(field(secondUpdate, 'DTSTART')).toBe(icsTime(third.startsAt));

    // ── Cancel: 303 to the same link with the cancelled notice; the owner's event is cancelled.
    const thirdToken = new URL(movedAgain.location, served.baseUrl).searchParams.get('token')!;
    const cancelled = await submit(`/appointments/${thirdId}/manage`, { token: thirdToken });
    expect(cancelled.location).toBe(`/appointments/${thirdId}/manage?token=${thirdToken}&notice=cancelled`);
    expect(cancelled.html).toContain(
      '<p class="notice" role="status">Your appointment is cancelled. A cancellation was sent to your email.</p>',
    );
    expect((await browser(cancelled.location)).status).toBe(200);
    await h.worker.drain();
    await h.worker.drain();
    const ownerAll: ReceivedEmail[] = ownerCalendarMails();
    expect(ownerAll).toHaveLength(4);
    expect(ownerAlerts()).toEqual([
      'Booking confirmed: Ann Mover (Move Clinic)',
      'Booking rescheduled: Ann Mover (Move Clinic)',
      'Booking rescheduled: Ann Mover (Move Clinic)',
      'Booking cancelled: Ann Mover (Move Clinic)',
    ]);
    expect(decodedHeader(ownerAll[3]!.subject)).toBe(
      `Cancelled: Ann Mover, ${formatSlotLabel(third.startsAt.getTime(), BUSINESS_ZONE)}`,
    );
    const ownerCancel = calendarPart(ownerAll[3]!.raw);
    expect(ownerCancel).toContain('METHOD:CANCEL');
    expect(field(ownerCancel, 'UID')).toBe(ownerUid);
    expect(field(ownerCancel, 'SEQUENCE')).toBe('3');
    expect(to(VISITOR).filter((mail) => calendarPart(mail.raw).includes('METHOD:CANCEL'))).toHaveLength(3);
    // Nothing was sent twice (one Message-ID per delivery).
    expect(h.smtp.mailbox()).toHaveLength(h.smtp.received.length);

    // The "moved" page opened after the cancellation no longer says it was moved.
    const stale = await (await browser(movedAgain.location)).text();
    expect(stale).toMatch(/Status:\s*Cancelled/);
    expect(stale).not.toContain('Your appointment is moved');
  });

  it("sends a first owner invite when the owner's calendar held none, and the owner's own cancellation withdraws it", async () => {
    const email = 'bo.later@example.com';
    const { appointmentId: firstId } = await bookAsVisitor({ name: 'Bo Later', email, pick: 'last' });
    // As for a booking the owner's calendar provider holds (Google, Outlook): no invite of ours to update.
    await h.t.database.db
      .update(appointments)
      .set({ ownerInviteAppointmentId: null })
      .where(eq(appointments.id, firstId));
    await h.worker.drain();
    const bosMails = () => ownerCalendarMails().filter((mail) => mail.text.includes('Bo Later'));
    expect(bosMails()).toHaveLength(1); // the booking's own invite, sent before the calendar "changed"

    const page = await (
      await browser(`/appointments/${firstId}/manage?token=${signManageToken(h.t.deps.config, firstId)}`)
    ).text();
    const moved = await submit(`/appointments/${firstId}/reschedule`, {
      token: signManageToken(h.t.deps.config, firstId),
      slot: offered(page)[0]!,
    });
    const secondId = /^\/appointments\/([0-9a-f-]{36})\/manage\?/.exec(moved.location)![1]!;
    await h.worker.drain();
    expect(bosMails()).toHaveLength(2);
    const rescheduled = bosMails()[1]!;
    expect(rescheduled.text).toContain('The calendar invite for the new time is attached.');
    const invite = calendarPart(rescheduled.raw);
    expect(invite).toContain('METHOD:REQUEST');
    expect(field(invite, 'UID')).toBe(`${secondId}@${new URL(h.t.deps.config.publicUrl).host}`);
    expect(field(invite, 'SEQUENCE')).toBe('0');

    // The owner cancels it from the dashboard: the owner's event is withdrawn too.
    const cancelled = await owner.post(`/api/appointments/${secondId}/cancel`);
    expect(cancelled.status).toBe(200);
    await h.worker.drain();
    expect(bosMails()).toHaveLength(3);
    const withdrawal = bosMails()[2]!;
    expect(withdrawal.text).toContain('You cancelled the appointment with Bo Later');
    const cancel = calendarPart(withdrawal.raw);
    expect(cancel).toContain('METHOD:CANCEL');
    expect(field(cancel, 'UID')).toBe(field(invite, 'UID'));
    expect(field(cancel, 'SEQUENCE')).toBe('1');
    expect(to(email).filter((mail) => calendarPart(mail.raw).includes('METHOD:CANCEL'))).toHaveLength(2);
  });

  it('says only fixed sentences: a notice in the query is a known name or nothing', async () => {
    const [row] = await h.t.database.db.select().from(appointments).limit(1);
    const page = async (notice: string) => {
      const query = new URLSearchParams({ token: signManageToken(h.t.deps.config, row!.id), notice });
      const response = await browser(`/appointments/${row!.id}/manage?${query}`);
      expect(response.status).toBe(200);
      return response.text();
    };
    expect(await page('taken')).toContain(`<p class="notice problem" role="alert">${REFUSALS.taken}</p>`);
    for (const notice of ['<script>alert(1)</script>', 'toString', '__proto__', 'Your card was charged']) {
      const html = await page(notice);
      expect(html).not.toContain('class="notice');
      expect(html).not.toContain('alert(1)');
      expect(html).not.toContain('Your card was charged');
    }
  });
  it('finishes a move a stopped process left half done: the old time released and the owner told once', async () => {
    const email = 'cy.crash@example.com';
    const {
      visitorId,
      conversationId,
      slots,
      appointmentId: oldId,
    } = await bookAsVisitor({
      name: 'Cy Crash',
      email,
      pick: 1,
    });
    const second = slots[2]!;
    await h.worker.drain();
    const cysRescheduled = () =>
      ownerCalendarMails().filter((mail) => decodedHeader(mail.subject).startsWith('Rescheduled: Cy Crash'));

    // The move's first step, as rescheduleAppointment takes it, and then the process stops: no cancellation.
    const { deps } = h.t;
    const moved = await bookSlot({
      ...deps,
      websiteId,
      clientIp: '203.0.113.77',
      input: {
        slotToken: second.token,
        visitorId,
        conversationId,
        idempotencyKey: `move-${oldId}`,
        name: 'Cy Crash',
        email,
        timezone: VISITOR_ZONE,
        replacesAppointmentId: oldId,
      },
    });
    expect(moved.ok).toBe(true);
    const newId = moved.ok ? moved.confirmation.appointmentId : '';
    expect((await appointment(oldId)).status).toBe('confirmed');

    // Within the grace a request may still be finishing it: left alone.
    expect(await finishInterruptedMoves(deps)).toEqual([]);
    const later = Date.now() + INTERRUPTED_MOVE_GRACE_MS + 1000;
    expect(await finishInterruptedMoves({ ...deps, now: later })).toEqual([oldId]);
    expect(await finishInterruptedMoves({ ...deps, now: later })).toEqual([]);
    expect((await appointment(oldId)).status).toBe('cancelled');
    expect((await appointment(newId)).status).toBe('confirmed');

    await h.worker.drain();
    await h.worker.drain();
    expect(cysRescheduled()).toHaveLength(1);
    const update = calendarPart(cysRescheduled()[0]!.raw);
    expect(field(update, 'DTSTART')).toBe(icsTime((await appointment(newId)).startsAt));
    expect(
      to(email).filter((mail) => calendarPart(mail.raw).includes('METHOD:CANCEL')),
      'the old time withdrawn from the visitor',
    ).toHaveLength(1);
  });
});
