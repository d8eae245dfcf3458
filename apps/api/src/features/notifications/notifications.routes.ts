import type { Hono } from 'hono';
import { z } from 'zod';
import { DeliveryIdsQuerySchema, UpdateNotificationSettingsRequestSchema } from '@leadchat/contract';
import type { AppEnv } from '../../lib/app-env.js';
import { createOwnerRouter, ownerScope } from '../../lib/owner-routes.js';
import { parseJsonBody, parseParams, parseWith } from '../../lib/validation.js';
import {
  getNotificationSettings,
  listOwnedDeliveries,
  sendTestAlert,
  updateNotificationSettings,
} from './notifications.service.js';
import { listLeadDeliveries, resendOwnedDelivery } from './lead-deliveries.service.js';
import { createWebhookRoutes } from '../webhooks/webhooks.routes.js';

const WebsiteParamsSchema = z.object({ websiteId: z.uuid() });
const LeadParamsSchema = z.object({ conversationId: z.uuid() });
const DeliveryParamsSchema = z.object({ deliveryId: z.uuid() });

/** Mounted at /api/notifications: a website's Notifications setting, its test alert, a lead's deliveries, webhooks. */
export function createNotificationRoutes(): Hono<AppEnv> {
  const routes = createOwnerRouter();

  routes.get('/websites/:websiteId', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParamsSchema, 'Website');
    return c.json(
      await getNotificationSettings({ ...ownerScope(c), config: c.get('deps').config, websiteId }),
    );
  });

  routes.put('/websites/:websiteId', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParamsSchema, 'Website');
    const input = await parseJsonBody(c, UpdateNotificationSettingsRequestSchema);
    return c.json(
      await updateNotificationSettings({ ...ownerScope(c), config: c.get('deps').config, websiteId, input }),
    );
  });

  routes.post('/websites/:websiteId/test', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParamsSchema, 'Website');
    const deliveries = await sendTestAlert({ ...ownerScope(c), config: c.get('deps').config, websiteId });
    c.get('log').info({ websiteId, count: deliveries.length }, 'test alert queued');
    return c.json({ deliveries }, 202);
  });

  routes.get('/websites/:websiteId/deliveries', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParamsSchema, 'Website');
    const { ids } = parseWith(DeliveryIdsQuerySchema, { ids: c.req.query('ids') ?? '' });
    return c.json({ deliveries: await listOwnedDeliveries({ ...ownerScope(c), websiteId, ids }) });
  });

  routes.get('/leads/:conversationId/deliveries', async (c) => {
    const { conversationId } = parseParams(c, LeadParamsSchema, 'Lead');
    return c.json({ deliveries: await listLeadDeliveries({ ...ownerScope(c), conversationId }) });
  });

  // An email whose delivery is unconfirmed (its sender stopped after the SMTP handover) is resent only on request.
  routes.post('/deliveries/:deliveryId/resend', async (c) => {
    const { deliveryId } = parseParams(c, DeliveryParamsSchema, 'Unconfirmed delivery');
    const delivery = await resendOwnedDelivery({ ...ownerScope(c), deliveryId });
    c.get('log').info({ deliveryId }, 'unconfirmed email resent on request');
    return c.json({ delivery }, 202);
  });

  // Lead webhooks: /api/notifications/websites/:id/webhooks, /api/notifications/webhooks/:id, …
  routes.route('/', createWebhookRoutes());

  return routes;
}
