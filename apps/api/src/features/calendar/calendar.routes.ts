/**
 * The owner's calendar endpoints (signed in): integrations (docs/product/calls.md: list by website, create, toggle is_active),
 * Google/Outlook OAuth, and the Appointments list with cancelling.
 *   GET    /api/calendar-integrations?websiteId=     POST /api/calendar-integrations
 *   PATCH  /api/calendar-integrations/:id             DELETE /api/calendar-integrations/:id
 *   POST   /api/calendar-integrations/:id/oauth/start → { authUrl } (+ an httpOnly cookie binding the state)
 *   GET    /api/calendar-integrations/oauth/callback   (the provider sends the browser here)
 *   GET    /api/appointments?websiteId=&when=          POST /api/appointments/:id/cancel
 */
import {
  AppointmentListQuerySchema,
  CreateCalendarIntegrationSchema,
  UpdateCalendarIntegrationSchema,
} from '@leadchat/contract';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env.js';
import { createOwnerRouter, ownerScope } from '../../lib/owner-routes.js';
import { resolveSessionUser } from '../../lib/session.js';
import { parseJsonBody, parseParams, parseQuery } from '../../lib/validation.js';
import { cancelAppointment, findOwnedAppointmentId, listAppointments } from './booking.service.js';
import {
  createCalendarIntegration,
  deleteCalendarIntegration,
  listCalendarIntegrations,
  updateCalendarIntegration,
} from './calendar-integrations.service.js';
import {
  OAUTH_COOKIE,
  OAUTH_STATE_TTL_SECONDS,
  completeCalendarOauth,
  describeOauthAvailability,
  startCalendarOauth,
} from './calendar-oauth.service.js';

const IdParams = z.object({ id: z.uuid() });
const WebsiteQuery = z.object({ websiteId: z.uuid({ error: 'Please select a website first' }) });
const CallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

export function createCalendarIntegrationRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // The provider's redirect: a browser navigation, answered with a redirect back to the page (never JSON).
  routes.get('/oauth/callback', async (c) => {
    const { db, config, logger } = c.get('deps');
    const back = (outcome: string) => {
      deleteCookie(c, OAUTH_COOKIE, { path: '/api/calendar-integrations' });
      return c.redirect(`/calendar-integrations?${outcome}`, 302);
    };
    const query = CallbackQuery.safeParse(c.req.query());
    if (!query.success || query.data.error) return back('oauth=error&reason=provider');
    if (!query.data.code || !query.data.state) return back('oauth=error&reason=missing');
    const user = await resolveSessionUser(c);
    if (!user) return back('oauth=error&reason=signed-out');
    try {
      const integrationId = await completeCalendarOauth({
        db,
        config,
        userId: user.id,
        state: query.data.state,
        code: query.data.code,
        browserBinding: getCookie(c, OAUTH_COOKIE) ?? '',
      });
      return back(`oauth=connected&integration=${integrationId}`);
    } catch (error) {
      logger.warn({ err: error }, 'calendar OAuth callback failed');
      return back('oauth=error&reason=failed');
    }
  });

  const owner = createOwnerRouter();
  owner.get('/', async (c) => {
    const { websiteId } = parseQuery(c, WebsiteQuery);
    const integrations = await listCalendarIntegrations({
      ...ownerScope(c),
      config: c.get('deps').config,
      websiteId,
    });
    const { config } = c.get('deps');
    return c.json({
      integrations,
      oauth: describeOauthAvailability(config),
    });
  });
  owner.post('/', async (c) => {
    const input = await parseJsonBody(c, CreateCalendarIntegrationSchema);
    const integration = await createCalendarIntegration({
      ...ownerScope(c),
      config: c.get('deps').config,
      input,
    });
    return c.json(integration, 201);
  });
  owner.patch('/:id', async (c) => {
    const { id } = parseParams(c, IdParams, 'Integration');
    const input = await parseJsonBody(c, UpdateCalendarIntegrationSchema);
    const integration = await updateCalendarIntegration({
      ...ownerScope(c),
      config: c.get('deps').config,
      integrationId: id,
      input,
    });
    return c.json(integration);
  });
  owner.delete('/:id', async (c) => {
    const { id } = parseParams(c, IdParams, 'Integration');
    await deleteCalendarIntegration({ ...ownerScope(c), integrationId: id });
    return c.body(null, 204);
  });
  owner.post('/:id/oauth/start', async (c) => {
    const { id } = parseParams(c, IdParams, 'Integration');
    const { authUrl, browserBinding } = await startCalendarOauth({
      ...ownerScope(c),
      config: c.get('deps').config,
      integrationId: id,
    });
    setCookie(c, OAUTH_COOKIE, browserBinding, {
      path: '/api/calendar-integrations',
      httpOnly: true,
      sameSite: 'Lax',
      secure: c.get('deps').config.isHttps,
      maxAge: OAUTH_STATE_TTL_SECONDS,
    });
    return c.json({ authUrl });
  });
  routes.route('/', owner);
  return routes;
}

export function createAppointmentRoutes(): Hono<AppEnv> {
  const routes = createOwnerRouter();
  routes.get('/', async (c) => {
    const query = parseQuery(c, AppointmentListQuerySchema);
    return c.json(await listAppointments({ ...ownerScope(c), websiteId: query.websiteId, when: query.when }));
  });
  routes.post('/:id/cancel', async (c) => {
    const { id } = parseParams(c, IdParams, 'Appointment');
    const { db, config, logger } = c.get('deps');
    const appointmentId = await findOwnedAppointmentId({ db, userId: c.get('user')!.id, appointmentId: id });
    const appointment = await cancelAppointment({ db, config, logger, appointmentId, by: 'owner' });
    return c.json({ id: appointment.id, status: appointment.status });
  });
  return routes;
}
