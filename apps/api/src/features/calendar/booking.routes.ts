/**
 * The widget's booking endpoints (public, any origin: CORS on /api/widget/* in app.ts; rate-limited per client):
 *   GET  /api/widget/:websiteId/slots?timezone=   → SlotsResponse (signed slot tokens, labels in that zone)
 *   POST /api/widget/:websiteId/bookings          → 201 BookingConfirmation, or 409 SLOT_TAKEN with fresh slots
 * Credentials never appear here: the widget only sees times, tokens and a booking link.
 */
import { BookingRequestSchema, SlotsQuerySchema } from '@leadchat/contract';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env.js';
import { AppError } from '../../lib/app-error.js';
import { getClientIp } from '../../lib/client-ip.js';
import { consumeRateLimit, limitPerClientInMemory, rateLimitClientKey } from '../../lib/rate-limit.js';
import { parseJsonBody, parseParams, parseQuery } from '../../lib/validation.js';
import { bookSlot, offerSlots } from './booking.service.js';

const Params = z.object({ websiteId: z.uuid() });
/** Per client per minute (times RATE_LIMIT_MULTIPLIER). */
export const SLOTS_LIMIT_PER_MINUTE = 60;
export const BOOKINGS_LIMIT_PER_MINUTE = 10;

async function limit(c: Context<AppEnv>, name: string, perMinute: number): Promise<string> {
  const { db, config } = c.get('deps');
  const clientIp = getClientIp(c, config);
  const result = await consumeRateLimit({
    db,
    key: `booking:${name}:${rateLimitClientKey(clientIp)}`,
    limit: Math.ceil(perMinute * config.RATE_LIMIT_MULTIPLIER),
    windowMs: 60_000,
  });
  if (!result.allowed) {
    throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.', {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
  return clientIp;
}

export function createBookingRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // Slots are a cached read (calendar-cache.ts): a database write per request to count it would cost more than
  // the answer, so this limit is counted in memory (per process, like the widget config's).
  const slotsLimit = limitPerClientInMemory({
    perMinute: SLOTS_LIMIT_PER_MINUTE,
    message: 'Too many requests. Please wait a moment and try again.',
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
    const clientIp = await limit(c, 'book', BOOKINGS_LIMIT_PER_MINUTE);
    const input = await parseJsonBody(c, BookingRequestSchema);
    const { db, config, logger } = c.get('deps');
    const result = await bookSlot({ db, config, logger, websiteId, clientIp, input });
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
