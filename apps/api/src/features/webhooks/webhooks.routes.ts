import type { Hono } from 'hono';
import { z } from 'zod';
import { CreateWebhookEndpointRequestSchema, UpdateWebhookEndpointRequestSchema } from '@leadchat/contract';
import type { AppEnv } from '../../lib/app-env.js';
import { createOwnerRouter, ownerScope } from '../../lib/owner-routes.js';
import { parseJsonBody, parseParams } from '../../lib/validation.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
} from './webhook-endpoints.service.js';

const WebsiteParamsSchema = z.object({ websiteId: z.uuid() });
const EndpointParamsSchema = z.object({ endpointId: z.uuid() });
const DeliveryParamsSchema = z.object({ deliveryId: z.uuid() });

/**
 * A website's lead webhooks, mounted under /api/notifications: the endpoints (the secret is in the answer to
 * create and rotate only), a test event, an endpoint's delivery log, and the replay of one delivery.
 */
export function createWebhookRoutes(): Hono<AppEnv> {
  const routes = createOwnerRouter();

  routes.get('/websites/:websiteId/webhooks', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParamsSchema, 'Website');
    const config = c.get('deps').config;
    return c.json({ endpoints: await listWebhookEndpoints({ ...ownerScope(c), config, websiteId }) });
  });

  routes.post('/websites/:websiteId/webhooks', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParamsSchema, 'Website');
    const input = await parseJsonBody(c, CreateWebhookEndpointRequestSchema);
    const created = await createWebhookEndpoint({
      ...ownerScope(c),
      config: c.get('deps').config,
      websiteId,
      input,
    });
    c.get('log').info({ websiteId, endpointId: created.endpoint.id }, 'webhook endpoint added');
    return c.json(created, 201);
  });

  routes.patch('/webhooks/:endpointId', async (c) => {
    const { endpointId } = parseParams(c, EndpointParamsSchema, 'Webhook endpoint');
    const input = await parseJsonBody(c, UpdateWebhookEndpointRequestSchema);
    return c.json(
      await updateWebhookEndpoint({ ...ownerScope(c), config: c.get('deps').config, endpointId, input }),
    );
  });

  routes.post('/webhooks/:endpointId/rotate-secret', async (c) => {
    const { endpointId } = parseParams(c, EndpointParamsSchema, 'Webhook endpoint');
    const rotated = await rotateWebhookSecret({ ...ownerScope(c), config: c.get('deps').config, endpointId });
    c.get('log').info({ endpointId }, 'webhook secret rotated');
    return c.json(rotated);
  });

  routes.post('/webhooks/:endpointId/test', async (c) => {
    const { endpointId } = parseParams(c, EndpointParamsSchema, 'Webhook endpoint');
    const queued = await sendWebhookTestEvent({ ...ownerScope(c), config: c.get('deps').config, endpointId });
    c.get('log').info({ endpointId, deliveryId: queued.id }, 'webhook test event queued');
    return c.json(queued, 202);
  });

  routes.delete('/webhooks/:endpointId', async (c) => {
    const { endpointId } = parseParams(c, EndpointParamsSchema, 'Webhook endpoint');
    await deleteWebhookEndpoint({ ...ownerScope(c), endpointId });
    return c.body(null, 204);
  });

  routes.get('/webhooks/:endpointId/deliveries', async (c) => {
    const { endpointId } = parseParams(c, EndpointParamsSchema, 'Webhook endpoint');
    return c.json({ deliveries: await listWebhookDeliveries({ ...ownerScope(c), endpointId }) });
  });

  routes.post('/webhook-deliveries/:deliveryId/replay', async (c) => {
    const { deliveryId } = parseParams(c, DeliveryParamsSchema, 'Webhook delivery');
    return c.json(await replayWebhookDelivery({ ...ownerScope(c), deliveryId }), 202);
  });

  return routes;
}
