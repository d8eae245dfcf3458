/**
 * The widget's booking endpoints (public, any origin: CORS on /api/widget/* in app.ts; rate-limited per client):
 *   GET  /api/widget/:websiteId/slots?timezone=   → SlotsResponse (signed slot tokens, labels in that zone)
 *   POST /api/widget/:websiteId/bookings          → 201 BookingConfirmation, or 409 SLOT_TAKEN with fresh slots
 * Credentials never appear here: the widget only sees times, tokens and a booking link.
 */
import { BookingRequestSchema, SlotsQuerySchema } from '@leadchat/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env.js';
import { getClientIp } from '../../lib/client-ip.js';
import { limitPerClientInMemory, rateLimitClientKey } from '../../lib/rate-limit.js';
import { parseJsonBody, parseParams, parseQuery } from '../../lib/validation.js';
import { bookSlot, offerSlots } from './booking.service.js';

const Params = z.object({ websiteId: z.uuid() });
/** Per client per minute (times RATE_LIMIT_MULTIPLIER). */
export const SLOTS_LIMIT_PER_MINUTE = 60;
export const BOOKINGS_LIMIT_PER_MINUTE = 10;

const TOO_MANY = 'Too many requests. Please wait a moment and try again.';

export function createBookingRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // Slots are a cached read (calendar-cache.ts): a database write per request to count it would cost more than
  // the answer, so this limit is counted in memory (per process, like the widget config's).
  const slotsLimit = limitPerClientInMemory({
    perMinute: SLOTS_LIMIT_PER_MINUTE,
    message: TOO_MANY,
  });
  routes.get('/:websiteId/slots', slotsLimit, async (c) => {
    const { websiteId } = parseParams(c, Params, 'Website');
    const query = parseQuery(c, SlotsQuerySchema);
    const { db, config, logger } = c.get('deps');
    const slots = await offerSlots({
      db,
      config,
      logger,
      websiteId,
      visitorTimezone: query.timezone,
      limit: query.limit,
    });
    c.header('Cache-Control', 'no-store');
    return c.json(slots);
  });
  routes.post('/:websiteId/bookings', async (c) => {
    const { websiteId } = parseParams(c, Params, 'Website');
    const input = await parseJsonBody(c, BookingRequestSchema);
    const { db, config, logger } = c.get('deps');
    const clientIp = getClientIp(c, config);
    // Counted in the booking's first statement, with the conversation's read (decision 0162): a request the
    // schema refuses costs no statement, so it is not counted; any other is, before anything is decided.
    const result = await bookSlot({
      db,
      config,
      logger,
      websiteId,
      clientIp,
      input,
      rateLimit: {
        key: `booking:book:${rateLimitClientKey(clientIp)}`,
        limit: Math.ceil(BOOKINGS_LIMIT_PER_MINUTE * config.RATE_LIMIT_MULTIPLIER),
        windowMs: 60_000,
        message: TOO_MANY,
      },
    });
    c.header('Cache-Control', 'no-store');
    if (!result.ok) {
      return c.json(
        { error: { code: 'SLOT_TAKEN', message: result.message, details: { slots: result.slots } } },
        409,
      );
    }
    return c.json(result.confirmation, 201);
  });
  return routes;
}
