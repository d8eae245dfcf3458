/**
 * The visitor's manage page, reached from the signed link in their confirmation email:
 *   GET  /appointments/:id/manage?token=   the appointment and a Cancel button
 *   POST /appointments/:id/manage          (form: token) cancels it, then shows the page again
 * Plain server-rendered HTML (no script), every value escaped by hono/html. A GET never changes anything (mail
 * scanners open links); a wrong token is a 404 like an unknown id.
 */
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env.js';
import { AppError } from '../../lib/app-error.js';
import { limitRequestBody } from '../../lib/body-limit.js';
import { cancelAppointment, findAppointmentForVisitor } from './booking.service.js';
import { isValidManageToken } from './manage-token.js';

const Params = z.object({ id: z.uuid() });

function checkedId(c: Context<AppEnv>, token: unknown): string {
  const params = Params.safeParse(c.req.param());
  const { config } = c.get('deps');
  if (!params.success || typeof token !== 'string' || !isValidManageToken(config, params.data.id, token)) {
    throw new AppError('NOT_FOUND', 'Appointment not found');
  }
  return params.data.id;
}

async function renderPage(c: Context<AppEnv>, id: string, token: string, notice?: string) {
  const appointment = await findAppointmentForVisitor({ db: c.get('deps').db, appointmentId: id });
  const isCancelled = appointment.status === 'cancelled';
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
              margin: 3rem auto;
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
              background: #b91c1c;
              color: #fff;
              border: 0;
              border-radius: 8px;
              padding: 0.75rem 1.25rem;
              font-size: 1rem;
              cursor: pointer;
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
          </style>
        </head>
        <body>
          <main>
            <h1>Your appointment with ${appointment.businessName}</h1>
            ${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}
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
                : html`<form method="post" action="/appointments/${appointment.id}/manage">
                    <input type="hidden" name="token" value="${token}" />
                    <p>
                      Can't make it? Cancel below; to pick another time, ask the assistant on the website
                      again.
                    </p>
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
    return renderPage(c, id, token!);
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
      return renderPage(
        c,
        id,
        token as string,
        'Your appointment is cancelled. A cancellation was sent to your email.',
      );
    },
  );
  return routes;
}
