import { Hono } from 'hono';
import { z } from 'zod';
import { UnconfirmedEmailListResponseSchema } from '@leadchat/contract';
import type { AppEnv } from '../../lib/app-env.js';
import { notFound } from '../../lib/app-error.js';
import { parseParams } from '../../lib/validation.js';
import { listUnconfirmedEmails, resendUnconfirmed } from '../outbound/index.js';

const DeliveryParamsSchema = z.object({ deliveryId: z.uuid() });

/**
 * Mounted at /api/admin/outbound by the admin routes (which require an administrator): the emails whose delivery
 * is unconfirmed across all websites, and their resend (decision 0120) — an owner resends from the lead, an
 * administrator from here.
 */
export function createAdminOutboundRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/unconfirmed', async (c) => {
    const emails = await listUnconfirmedEmails({ db: c.get('deps').db });
    return c.json(UnconfirmedEmailListResponseSchema.parse({ emails }));
  });

  routes.post('/:deliveryId/resend', async (c) => {
    const { deliveryId } = parseParams(c, DeliveryParamsSchema, 'Unconfirmed delivery');
    const delivery = await resendUnconfirmed({ db: c.get('deps').db, messageId: deliveryId });
    if (!delivery) throw notFound('Unconfirmed delivery');
    c.get('log').info({ deliveryId }, 'unconfirmed email resent by an administrator');
    return c.json({ delivery }, 202);
  });

  return routes;
}
