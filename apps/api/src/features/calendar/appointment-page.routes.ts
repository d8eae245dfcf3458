/**
 * The visitor's manage page, reached from the signed link in their confirmation email:
 *   GET  /appointments/:id/manage?token=[&notice=]  the appointment, other times to move it to, a Cancel button,
 *                                                    and what the last action did (`notice`, a name from NOTICES)
 *   POST /appointments/:id/manage          (form: token) cancels it, then 303 to the page (notice=cancelled)
 *   POST /appointments/:id/reschedule      (form: token, slot) moves it (reschedule.service.ts), then 303 to the
 *                                          new appointment's page (notice=moved); a refusal, 303 to the same
 *                                          appointment's page with the refusal's name
 * Post/Redirect/Get (decision 0160): after an action the address bar holds the GET link, so a reload or Back
 * re-posts nothing. The notice travels as a name, never as text: the page says only the fixed sentences below.
 * Plain server-rendered HTML (no script), every value escaped by hono/html. A GET never changes anything (mail
 * scanners open links); a wrong token is a 404 like an unknown id.
 */
import type { SlotsResponse } from '@leadchat/contract';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env.js';
import { AppError } from '../../lib/app-error.js';
import { limitRequestBody } from '../../lib/body-limit.js';
import { getClientIp } from '../../lib/client-ip.js';
import { cancelAppointment, findAppointmentForVisitor, REFUSALS } from './booking.service.js';
import { isValidManageToken, signManageToken } from './manage-token.js';
import { NOT_MOVABLE, offerRescheduleTimes, rescheduleAppointment } from './reschedule.service.js';

const Params = z.object({ id: z.uuid() });

function checkedId(c: Context<AppEnv>, token: unknown): string {
  const params = Params.safeParse(c.req.param());
  const { config } = c.get('deps');
  if (!params.success || typeof token !== 'string' || !isValidManageToken(config, params.data.id, token)) {
    throw new AppError('NOT_FOUND', 'Appointment not found');
  }
  return params.data.id;
}

/** Other times for a live appointment; nothing when its calendar can't offer any (the page still lets it be cancelled). */
async function readMoveOffer(c: Context<AppEnv>, id: string): Promise<SlotsResponse | undefined> {
  const { db, config, logger } = c.get('deps');
  return offerRescheduleTimes({ db, config, logger, appointmentId: id }).catch((error: unknown) => {
    logger.warn({ err: error, appointmentId: id }, 'no times to move an appointment to');
    return undefined;
  });
}

function renderMoveOffer(id: string, token: string, offer: SlotsResponse | undefined) {
  if (offer?.mode === 'slots' && offer.slots.length > 0) {
    return html`<section aria-labelledby="move-heading">
      <h2 id="move-heading">Need a different time?</h2>
      <p>Pick a new time. Your current time is cancelled only once the new one is booked.</p>
      <ul class="slots">
        ${offer.slots.map(
          (slot) =>
            html`<li>
              <form method="post" action="/appointments/${id}/reschedule">
                <input type="hidden" name="token" value="${token}" />
                <input type="hidden" name="slot" value="${slot.token}" />
                <button type="submit" class="slot">Move to ${slot.label}</button>
              </form>
            </li>`,
        )}
      </ul>
    </section>`;
  }
  if (offer?.mode === 'link' && offer.bookingUrl && /^https?:\/\//i.test(offer.bookingUrl)) {
    return html`<section aria-labelledby="move-heading">
      <h2 id="move-heading">Need a different time?</h2>
      <p>
        Book a new time on <a href="${offer.bookingUrl}" rel="noopener noreferrer">the booking page</a>, then
        cancel this one below.
      </p>
    </section>`;
  }
  return html`<p>
    No other times can be booked online right now: cancel below, and ask the assistant on the website or call
    the business for another time.
  </p>`;
}

type AppointmentOnPage = Awaited<ReturnType<typeof findAppointmentForVisitor>>;

/** A done action, said only while it is still true (a "moved" link opened after a later cancellation says nothing). */
const DONE = {
  moved: {
    text: (appointment: AppointmentOnPage) =>
      `Your appointment is moved to ${appointment.label}. A new invite is on its way to your email, and the old time is cancelled.`,
    holds: (appointment: AppointmentOnPage) => appointment.status !== 'cancelled',
  },
  cancelled: {
    text: () => 'Your appointment is cancelled. A cancellation was sent to your email.',
    holds: (appointment: AppointmentOnPage) => appointment.status === 'cancelled',
  },
} satisfies Record<
  string,
  { text: (appointment: AppointmentOnPage) => string; holds: (appointment: AppointmentOnPage) => boolean }
>;

/** A refusal the visitor has to act on; any refusal not named here is said as `refused`. */
const REFUSED = {
  pick: 'Please pick one of the times offered.',
  taken: REFUSALS.taken,
  unavailable: REFUSALS.unavailable,
  expired: REFUSALS.expired,
  changed: REFUSALS.changed,
  'visitor-cap': REFUSALS.visitorCap,
  'client-cap': REFUSALS.clientCap,
  'not-movable': NOT_MOVABLE,
  refused: 'The appointment was not moved. Please pick a time again, or call the business.',
} as const;

type NoticeName = keyof typeof DONE | keyof typeof REFUSED;

function isNoticeName(value: string | undefined): value is NoticeName {
  return value !== undefined && (Object.hasOwn(DONE, value) || Object.hasOwn(REFUSED, value));
}

/** The name of a refusal's sentence. */
function refusalName(message: string): keyof typeof REFUSED {
  const names = Object.keys(REFUSED) as (keyof typeof REFUSED)[];
  return names.find((name) => REFUSED[name] === message) ?? 'refused';
}

/** What the page says above the appointment for a notice name, if anything. */
function noticeOf(
  name: NoticeName | undefined,
  appointment: AppointmentOnPage,
): { text: string; problem?: boolean } | undefined {
  if (!name) return undefined;
  if (Object.hasOwn(REFUSED, name)) return { text: REFUSED[name as keyof typeof REFUSED], problem: true };
  const done = DONE[name as keyof typeof DONE];
  return done.holds(appointment) ? { text: done.text(appointment) } : undefined;
}

/** 303 See Other to the appointment's page (its own signed link) with what happened: the browser GETs it. */
function redirectToPage(c: Context<AppEnv>, id: string, notice: NoticeName) {
  const token = signManageToken(c.get('deps').config, id);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(`/appointments/${id}/manage?${new URLSearchParams({ token, notice })}`, 303);
}

async function renderPage(c: Context<AppEnv>, id: string, token: string, noticeName?: NoticeName) {
  const appointment = await findAppointmentForVisitor({ db: c.get('deps').db, appointmentId: id });
  const notice = noticeOf(noticeName, appointment);
  const isCancelled = appointment.status === 'cancelled';
  const moveOffer = isCancelled || appointment.isPast ? undefined : await readMoveOffer(c, id);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>Your appointment with ${appointment.businessName}</title>
          <style>
            body {
              margin: 0;
              font-family:
                system-ui,
                -apple-system,
                Segoe UI,
                Roboto,
                sans-serif;
              background: #f5f3ff;
              color: #111827;
            }
            main {
              max-width: 32rem;
              margin: 3rem max(1rem, calc((100% - 32rem) / 2));
              background: #fff;
              border-radius: 12px;
              padding: 2rem;
              box-shadow: 0 1px 3px #0002;
            }
            h1 {
              font-size: 1.4rem;
              margin: 0 0 1rem;
            }
            p {
              line-height: 1.6;
            }
            .status {
              font-weight: 600;
            }
            button {
              font: inherit;
              background: #b91c1c;
              color: #fff;
              border: 0;
              border-radius: 8px;
              padding: 0.75rem 1.25rem;
              font-size: 1rem;
              cursor: pointer;
            }
            button.slot {
              background: #4338ca;
              width: 100%;
              text-align: left;
            }
            ul.slots {
              list-style: none;
              padding: 0;
              display: grid;
              gap: 0.5rem;
            }
            h2 {
              font-size: 1.1rem;
              margin: 1.5rem 0 0.5rem;
            }
            button:focus-visible {
              outline: 3px solid #1d4ed8;
              outline-offset: 2px;
            }
            .notice {
              background: #ecfdf5;
              border: 1px solid #047857;
              color: #065f46;
              padding: 0.75rem;
              border-radius: 8px;
            }
            .notice.problem {
              background: #fef2f2;
              border-color: #b91c1c;
              color: #991b1b;
            }
          </style>
        </head>
        <body>
          <main>
            <h1>Your appointment with ${appointment.businessName}</h1>
            ${
              // A refusal (the time was taken, nothing picked) must not look or sound like the green "done": it
              // is announced at once (alert) and shown in the error colours.
              notice
                ? notice.problem
                  ? html`<p class="notice problem" role="alert">${notice.text}</p>`
                  : html`<p class="notice" role="status">${notice.text}</p>`
                : ''
            }
            <p>${appointment.label}</p>
            <p class="status">
              Status:
              ${isCancelled ? 'Cancelled' : appointment.status === 'pending' ? 'Pending' : 'Confirmed'}
            </p>
            ${
              isCancelled || appointment.isPast
                ? html`<p>
                    ${isCancelled ? 'This appointment is cancelled. To book another time, ask the assistant on the website again.' : 'This appointment has passed.'}
                  </p>`
                : html`${renderMoveOffer(appointment.id, token, moveOffer)}
                    <form method="post" action="/appointments/${appointment.id}/manage">
                      <input type="hidden" name="token" value="${token}" />
                      <h2>Can't make it at all?</h2>
                      <button type="submit">Cancel appointment</button>
                    </form>`
            }
          </main>
        </body>
      </html>`,
  );
}

export function createAppointmentPageRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/:id/manage', async (c) => {
    const token = c.req.query('token');
    const id = checkedId(c, token);
    const notice = c.req.query('notice');
    return renderPage(c, id, token!, isNoticeName(notice) ? notice : undefined);
  });
  routes.post(
    '/:id/manage',
    limitRequestBody({ maxSize: 4096, message: 'The request body is too large' }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const token = (form as Record<string, unknown>).token;
      const id = checkedId(c, token);
      const { db, config, logger } = c.get('deps');
      await cancelAppointment({ db, config, logger, appointmentId: id, by: 'visitor' });
      return redirectToPage(c, id, 'cancelled');
    },
  );
  routes.post(
    '/:id/reschedule',
    limitRequestBody({ maxSize: 8192, message: 'The request body is too large' }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const { token, slot } = form as Record<string, unknown>;
      const id = checkedId(c, token);
      if (typeof slot !== 'string' || slot.length === 0 || slot.length > 2000) {
        return redirectToPage(c, id, 'pick');
      }
      const { db, config, logger } = c.get('deps');
      try {
        const moved = await rescheduleAppointment({
          db,
          config,
          logger,
          appointmentId: id,
          slotToken: slot,
          clientIp: getClientIp(c, config),
        });
        if (!moved.ok) return redirectToPage(c, id, refusalName(moved.message));
        return redirectToPage(c, moved.appointmentId, 'moved');
      } catch (error) {
        // A refusal the visitor can act on is said on the page, not as JSON.
        if (
          error instanceof AppError &&
          (error.code === 'VALIDATION_FAILED' || error.code === 'RATE_LIMITED')
        ) {
          return redirectToPage(c, id, refusalName(error.message));
        }
        throw error;
      }
    },
  );
  return routes;
}
