/**
 * The booking journey of issue 11 against real delivery: a server of its own whose email goes to a real SMTP
 * receiver. The owner's website has the built-in LeadChat calendar. A visitor on a customer's page (another origin)
 * asks the widget to book, taps an offered time and sees the confirmation; the invite (.ics, METHOD:REQUEST) arrives
 * at the SMTP receiver; the owner sees the appointment in the Appointments list and the dashboard's Appointments
 * card counts it; the visitor cancels from the email's link, the cancellation (METHOD:CANCEL, same UID) arrives and
 * the time is offered again. axe-core checks the owner's page, the widget's offered times and the manage page.
 * A second visitor moves their appointment from the same link, with the keyboard: a time someone else took meanwhile
 * is refused (an alert, the old time kept), another is taken; the old time's cancellation (METHOD:CANCEL, its UID)
 * and a new invite (a new UID) arrive, and the owner's list keeps only the new time as booked.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { startSmtpReceiver, type SmtpReceiver } from '../../apps/api/src/test/smtp-receiver';
import { createAccount, smtpConfirmationLink, uniqueEmail, uniqueUsername } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { startServer, type RunningServer } from '../support/server';
import { closeSetupGuideIfOpen, createVisitor, createWebsite } from './owner-helpers';

let server: RunningServer;
let smtp: SmtpReceiver;
let customerSite: http.Server;
let customerOrigin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpReceiver();
  server = await startServer({
    name: 'booking-journey',
    env: { RATE_LIMIT_MULTIPLIER: '50', SMTP_URL: smtp.url },
  });
  // A customer's page embedding the widget (another origin than the product).
  customerSite = http.createServer((request, response) => {
    const id = new URL(request.url ?? '/', 'http://x').searchParams.get('website') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>Harbor Chiropractic</title></head><body><main><h1>Harbor Chiropractic</h1></main>` +
        `<script src="${server.baseURL}/widget.js" data-website-id="${id}" async></script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => customerSite.listen(0, '127.0.0.1', resolve));
  customerOrigin = `http://127.0.0.1:${(customerSite.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (customerSite ? customerSite.close(() => resolve()) : resolve()));
  await server?.dispose();
  await smtp?.close();
});

async function expectNoSeriousViolations(page: Page, options: { include?: string; exclude?: string } = {}) {
  await page.waitForTimeout(300);
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const axe = await builder.analyze();
  const serious = axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
}

const everyDay = (start: string, end: string) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
      day,
      [{ start, end }],
    ]),
  );

test('a visitor books in the widget on another site, gets the invite, and cancels from the email', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const websiteId = await ownerWithBuiltInCalendar(page, 'booking');
  const { visitorContext, visitorPage } = await bookInWidget(browser, websiteId, {
    name: 'Dana Whitfield',
    email: 'dana@example.com',
  });

  // The invite at the SMTP receiver: an .ics REQUEST for the visitor.
  await expect
    .poll(() => smtp.received.filter((mail) => mail.to.includes('dana@example.com')).length, {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(1);
  const invite = smtp.received.find((mail) => mail.to.includes('dana@example.com'))!;
  const inviteIcs = calendarPart(invite.raw);
  expect(inviteIcs).toContain('METHOD:REQUEST');
  expect(inviteIcs).toMatch(/ATTENDEE;[^\r\n]*RSVP=TRUE[^\r\n]*:MAILTO:dana@example\.com/);
  const uid = /UID:([^\r\n]+)/.exec(inviteIcs)?.[1];
  expect(uid).toBeTruthy();
  // The signed manage link (the invite's URL property; the same link is in the email's text).
  const manage = /https?:\/\/[^\s"<>]+\/appointments\/[0-9a-f-]{36}\/manage\?token=[^\s"<>\\]+/.exec(
    inviteIcs,
  )?.[0];
  expect(manage).toBeTruthy();

  // The owner sees the appointment, and the dashboard's card counts it.
  await page.goto(`${server.baseURL}/calendar-integrations?website=${websiteId}`);
  const upcoming = page.getByRole('list', { name: 'Upcoming appointments' });
  await expect(upcoming.getByText('Dana Whitfield', { exact: false })).toBeVisible();
  await expect(upcoming.getByText('Confirmed')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto(`${server.baseURL}/dashboard`);
  await closeSetupGuideIfOpen(page);
  const card = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Appointments', exact: true }) });
  await expect(card.locator('p.text-3xl')).toHaveText('1');

  // The booked time is no longer offered to anyone.
  const list = await page.request.get(`${server.baseURL}/api/appointments?websiteId=${websiteId}`);
  const bookedStart = ((await list.json()) as { appointments: { startsAt: string }[] }).appointments[0]!
    .startsAt;
  expect(await slotStarts(websiteId)).not.toContain(bookedStart);
  // The visitor cancels from the email's link.
  await visitorPage.goto(manage!);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toContainText('Your appointment with');
  await expectNoSeriousViolations(visitorPage);
  await visitorPage.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(visitorPage.getByRole('status')).toContainText('Your appointment is cancelled');
  await expect
    .poll(
      () =>
        smtp.received.filter(
          (mail) => mail.to.includes('dana@example.com') && calendarPart(mail.raw).includes('METHOD:CANCEL'),
        ).length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);
  const cancellation = calendarPart(
    smtp.received.find((mail) => calendarPart(mail.raw).includes('METHOD:CANCEL'))!.raw,
  );
  expect(cancellation).toContain(`UID:${uid}`);
  expect(cancellation).toMatch(/SEQUENCE:1/);
  // The time is free again.
  expect(await slotStarts(websiteId)).toContain(bookedStart);
  await visitorContext.close();

  // The owner's list shows it cancelled (no longer cancellable).
  await page.goto(`${server.baseURL}/calendar-integrations?website=${websiteId}`);
  await expect(
    page.getByRole('list', { name: 'Upcoming appointments' }).getByText('Cancelled'),
  ).toBeVisible();
});

test('a visitor moves the appointment from the email link with the keyboard', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const websiteId = await ownerWithBuiltInCalendar(page, 'moving');
  const email = 'sam.mover@example.com';
  const {
    visitorContext,
    visitorPage,
    label: oldLabel,
  } = await bookInWidget(browser, websiteId, { name: 'Sam Mover', email });
  await expect.poll(() => calendarsTo(email, 'METHOD:REQUEST').length, { timeout: 30_000 }).toBe(1);
  const [oldInvite] = calendarsTo(email, 'METHOD:REQUEST');
  const oldUid = /UID:([^\r\n]+)/.exec(oldInvite!)?.[1];
  expect(oldUid).toBeTruthy();
  const manage = /https?:\/\/[^\s"<>]+\/appointments\/[0-9a-f-]{36}\/manage\?token=[^\s"<>\\]+/.exec(
    oldInvite!,
  )?.[0];
  expect(manage).toBeTruthy();
  // Before anyone else books on this website, so the only appointment is this visitor's.
  const before = await page.request.get(`${server.baseURL}/api/appointments?websiteId=${websiteId}`);
  const oldStart = ((await before.json()) as { appointments: { startsAt: string }[] }).appointments[0]!
    .startsAt;

  await visitorPage.goto(manage!);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toContainText('Your appointment with');
  const moveTo = visitorPage.getByRole('button', { name: /^Move to / });
  await expect(moveTo.first()).toBeVisible();
  expect(await moveTo.count()).toBeGreaterThan(1);
  await expect(visitorPage.getByText(oldLabel, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(visitorPage);

  // Another visitor takes the first time offered while the page is open: the pick is refused as a problem (an
  // alert, not the green "done"), the old appointment is kept, and the taken time is no longer offered.
  const takenLabel = (await moveTo.first().textContent())!.trim().replace(/^Move to /, '');
  await bookAsAnotherVisitor(websiteId, await visitorPage.locator('input[name="slot"]').first().inputValue());
  await visitorPage.keyboard.press('Tab');
  await expect(moveTo.first()).toBeFocused();
  await visitorPage.keyboard.press('Enter');
  await expect(visitorPage.getByRole('alert')).toContainText(/just taken|no longer available/);
  await expect(visitorPage.getByRole('status')).toHaveCount(0);
  await expect(visitorPage.getByText(oldLabel, { exact: true })).toBeVisible();
  await expect(visitorPage.getByText(/Status:\s*Confirmed/)).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: `Move to ${takenLabel}` })).toHaveCount(0);
  await expect(moveTo.first()).toBeVisible();
  await expectNoSeriousViolations(visitorPage);
  expect(calendarsTo(email, 'METHOD:CANCEL')).toEqual([]);

  // The offered times are the website's free ones, labelled in the visitor's zone; the booked one is not offered.
  const offeredNow = await slotsIn(websiteId, 'Europe/London');
  const newLabel = (await moveTo.first().textContent())!.trim().replace(/^Move to /, '');
  const newStart = offeredNow.find((slot) => slot.label === newLabel)?.startsAt;
  expect(newStart, `"${newLabel}" among ${offeredNow.map((slot) => slot.label).join(', ')}`).toBeTruthy();
  expect(newStart).not.toBe(oldStart);

  // Keyboard only: nothing comes before the first time in the tab order, its focus ring shows, Enter moves.
  await visitorPage.keyboard.press('Tab');
  await expect(moveTo.first()).toBeFocused();
  expect(await moveTo.first().evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  await visitorPage.keyboard.press('Enter');
  await expect(visitorPage.getByRole('status')).toContainText(`Your appointment is moved to ${newLabel}`);
  // The page is now the new appointment's: its time, confirmed, still movable and cancellable.
  await expect(visitorPage.getByText(newLabel, { exact: true })).toBeVisible();
  await expect(visitorPage.getByText(/Status:\s*Confirmed/)).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: 'Cancel appointment' })).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: `Move to ${newLabel}` })).toHaveCount(0);
  await expectNoSeriousViolations(visitorPage);

  // The old time's cancellation (its UID) and the new invite (a new UID, the new start) arrive.
  await expect.poll(() => calendarsTo(email, 'METHOD:CANCEL').length, { timeout: 30_000 }).toBe(1);
  await expect.poll(() => calendarsTo(email, 'METHOD:REQUEST').length, { timeout: 30_000 }).toBe(2);
  const [cancellation] = calendarsTo(email, 'METHOD:CANCEL');
  expect(cancellation).toContain(`UID:${oldUid}`);
  expect(cancellation).toContain(`DTSTART:${icsTime(oldStart)}`);
  const newInvite = calendarsTo(email, 'METHOD:REQUEST').find((ics) => !ics.includes(`UID:${oldUid}`));
  expect(newInvite, 'an invite with a new UID').toBeTruthy();
  expect(newInvite).toContain(`DTSTART:${icsTime(newStart!)}`);
  // The old time is free again; the new one is not.
  const starts = await slotStarts(websiteId);
  expect(starts).toContain(oldStart);
  expect(starts).not.toContain(newStart);
  await visitorContext.close();

  // The owner's list: the new time is the only one booked; the old one is shown cancelled.
  await page.goto(`${server.baseURL}/calendar-integrations?website=${websiteId}`);
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const samsTimes = page
    .getByRole('list', { name: 'Upcoming appointments' })
    .getByRole('listitem')
    .filter({ hasText: 'Sam Mover' });
  const booked = samsTimes.filter({ hasNotText: 'Cancelled' });
  await expect(booked).toHaveCount(1);
  await expect(booked).toContainText(ownerTime(newStart!, zone));
  await expect(booked).toContainText('Confirmed');
  await expect(samsTimes.filter({ hasText: 'Cancelled' })).toContainText(ownerTime(oldStart, zone));
  const after = await page.request.get(`${server.baseURL}/api/appointments?websiteId=${websiteId}`);
  type Listed = { startsAt: string; status: string; visitorEmail: string | null };
  const live = ((await after.json()) as { appointments: Listed[] }).appointments
    .filter((appointment) => appointment.visitorEmail === email && appointment.status !== 'cancelled')
    .map((appointment) => appointment.startsAt);
  expect(live).toEqual([newStart]);
});

/** A new owner with a website whose built-in calendar is open every day (a time is offered whenever it runs). */
async function ownerWithBuiltInCalendar(page: Page, name: string): Promise<string> {
  await page.goto(`${server.baseURL}/`);
  await createAccount(
    page,
    { email: uniqueEmail(`${name}-owner`), username: uniqueUsername(name) },
    { origin: server.baseURL, confirmationLink: smtpConfirmationLink(smtp) },
  );
  await page.goto(`${server.baseURL}/dashboard`);
  await closeSetupGuideIfOpen(page);
  const websiteId = await createWebsite(page, `Harbor Chiropractic ${Date.now()}`, server.baseURL);
  // The built-in calendar, open every day so the journey finds a time whenever it runs; an hour's notice keeps the
  // first time offered in the future for the whole journey (it checks that a cancelled time is offered again).
  const created = await page.request.post(`${server.baseURL}/api/calendar-integrations`, {
    headers: { origin: server.baseURL },
    data: {
      websiteId,
      provider: 'leadchat',
      availability: {
        timezone: 'America/New_York',
        weeklyHours: everyDay('00:00', '23:30'),
        slotMinutes: 30,
        bufferMinutes: 0,
        minNoticeMinutes: 60,
        daysAhead: 7,
        blackoutDates: [],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return websiteId;
}

/** The visitor, on the customer's page in their own zone (London), asks the widget and books the first time. */
async function bookInWidget(browser: Browser, websiteId: string, visitor: { name: string; email: string }) {
  // The visitor, on the customer's page, in their own time zone.
  const visitorContext = await browser.newContext({ timezoneId: 'Europe/London' });
  const visitorPage = await visitorContext.newPage();
  await visitorPage.goto(`${customerOrigin}/?website=${websiteId}`);
  await visitorPage.locator('leadchat-widget .launcher').click();
  await visitorPage.getByRole('textbox', { name: 'Name' }).fill(visitor.name);
  await visitorPage.getByRole('textbox', { name: 'Email' }).fill(visitor.email);
  await visitorPage.getByRole('button', { name: 'Start Conversation' }).click();
  const input = visitorPage.getByRole('textbox', { name: 'Message' });
  await input.fill('Can I book an appointment for my back pain?');
  await input.press('Enter');
  const times = visitorPage.getByRole('group', { name: 'Available times' });
  await expect(times).toBeVisible({ timeout: 15_000 });
  const offered = times.getByRole('button');
  expect(await offered.count()).toBeGreaterThan(0);
  const label = (await offered.first().textContent())!.trim();
  // Labelled in the visitor's zone (London: GMT or BST).
  expect(label).toMatch(/GMT|BST|UTC/);
  await expectNoSeriousViolations(visitorPage, { include: 'leadchat-widget' });
  // Keyboard: the first time is focusable and Enter books it.
  await offered.first().focus();
  await visitorPage.keyboard.press('Enter');
  await expect(visitorPage.getByText(`You're booked for ${label}`, { exact: false })).toBeVisible({
    timeout: 15_000,
  });
  await expect(times).toHaveCount(0);
  return { visitorContext, visitorPage, label };
}

/** Another visitor, through the API the widget uses, books the time `slotToken` names. */
async function bookAsAnotherVisitor(websiteId: string, slotToken: string): Promise<void> {
  const visitor = await createVisitor(server.baseURL);
  const visitorId = `rival-${Date.now()}`;
  const rival = { name: 'Riley Quick', email: 'riley@example.com' };
  const { conversationId } = await visitor.say({
    websiteId,
    visitorId,
    message: 'Hello',
    visitorData: rival,
  });
  await visitor.dispose();
  const response = await fetch(`${server.baseURL}/api/widget/${websiteId}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      slotToken,
      visitorId,
      conversationId,
      idempotencyKey: `${visitorId}-book`,
      ...rival,
    }),
  });
  expect(response.status, await response.text()).toBe(201);
}

/** The decoded calendar parts of the messages received for `email` whose calendar has `method`, oldest first. */
function calendarsTo(email: string, method: string): string[] {
  return smtp.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) => calendarPart(mail.raw))
    .filter((ics) => ics.includes(method));
}

/** An ISO instant as an iCalendar UTC DATE-TIME (20261124T150000Z). */
function icsTime(iso: string): string {
  return iso.replace(/[-:]/g, '').replace(/\.\d+/, '');
}

/** A time as the owner's Appointments list shows it (appointments-card.tsx) in the browser's zone. */
function ownerTime(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** The website's free times now (up to 50) with their labels in `timezone`, as the widget asks for them. */
async function slotsIn(websiteId: string, timezone: string): Promise<{ startsAt: string; label: string }[]> {
  const response = await fetch(
    `${server.baseURL}/api/widget/${websiteId}/slots?limit=50&timezone=${encodeURIComponent(timezone)}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { slots: { startsAt: string; label: string }[] }).slots;
}

/** The start times the website offers now (up to 50), as the widget would ask for them. */
async function slotStarts(websiteId: string): Promise<string[]> {
  const response = await fetch(`${server.baseURL}/api/widget/${websiteId}/slots?limit=50`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { slots: { startsAt: string }[] }).slots.map((slot) => slot.startsAt);
}

/**
 * The text/calendar part of a raw MIME message, decoded (base64 or quoted-printable) and unfolded (RFC 5545 §3.1),
 * so each property reads as one line.
 */
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
