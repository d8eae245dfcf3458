import { SupportRequestSchema } from '@leadchat/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.js';
import { getClientIp } from '../../lib/client-ip.js';
import { resolveSessionUser } from '../../lib/session.js';
import { parseJsonBody } from '../../lib/validation.js';
import { submitSupportRequest } from './support.service.js';

/** POST /api/support — the public contact form (signed-in senders are linked to their account). */
export function createSupportRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    const deps = c.get('deps');
    const request = await parseJsonBody(c, SupportRequestSchema);
    const user = await resolveSessionUser(c);
    const result = await submitSupportRequest({
      db: deps.db,
      email: deps.email,
      logger: c.get('log'),
      supportEmail: deps.config.SUPPORT_EMAIL,
      request,
      clientIp: getClientIp(c, deps.config),
      userId: user?.id ?? null,
      rateLimitMultiplier: deps.config.RATE_LIMIT_MULTIPLIER,
    });
    return c.json(result, 201);
  });
  return routes;
}
