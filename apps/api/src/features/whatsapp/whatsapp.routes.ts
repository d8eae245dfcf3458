import {
  CreateWhatsAppAccountRequestSchema,
  UpdateWhatsAppAccountRequestSchema,
  WhatsAppAccountListSchema,
  WhatsAppAccountSchema,
  WhatsAppDeliveryListSchema,
  WhatsAppTestMessageRequestSchema,
  WhatsAppTestMessageResponseSchema,
} from '@leadchat/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import { SIGNATURE_HEADER } from '../../adapters/whatsapp/webhook-signature.js';
import type { AppEnv } from '../../lib/app-env.js';
import { createOwnerRouter, ownerScope } from '../../lib/owner-routes.js';
import { limitPerClientInMemory } from '../../lib/rate-limit.js';
import { parseJsonBody, parseParams } from '../../lib/validation.js';
import {
  connectWhatsAppAccount,
  disconnectWhatsAppAccount,
  getWhatsAppChannel,
  listConversationDeliveries,
  listOwnerWhatsAppAccounts,
  listWebsiteWhatsAppAccounts,
  sendTestWhatsAppMessage,
  updateWhatsAppAccount,
} from './whatsapp-accounts.service.js';
import { receiveWebhookDelivery, verifyWebhookSubscription } from './whatsapp-webhook.service.js';
import { wakeWhatsAppWorker } from './whatsapp-worker.js';

/** Webhook deliveries per sending address per minute (× RATE_LIMIT_MULTIPLIER): Meta sends from few addresses. */
export const WHATSAPP_WEBHOOK_LIMIT_PER_MINUTE = 12_000;

/** Mounted at /api/whatsapp/webhook: Meta's verification (GET) and signed deliveries (POST). */
export function createWhatsAppWebhookRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use(
    '*',
    limitPerClientInMemory({
      perMinute: WHATSAPP_WEBHOOK_LIMIT_PER_MINUTE,
      message: 'Too many requests. Please wait a moment and try again.',
    }),
  );

  routes.get('/', async (c) => {
    const { config, db } = c.get('deps');
    const challenge = await verifyWebhookSubscription({
      db,
      config,
      mode: c.req.query('hub.mode'),
      token: c.req.query('hub.verify_token'),
      challenge: c.req.query('hub.challenge'),
    });
    c.get('log').info('WhatsApp webhook verified by Meta');
    c.header('Cache-Control', 'no-store');
    return c.text(challenge);
  });

  // Meta signs the exact bytes it sent: read them raw, never re-serialised JSON.
  routes.post('/', async (c) => {
    const { config, db } = c.get('deps');
    const rawBody = new Uint8Array(await c.req.arrayBuffer());
    const result = await receiveWebhookDelivery({
      db,
      config,
      rawBody,
      signature: c.req.header(SIGNATURE_HEADER),
    });
    if (result.stored > 0) wakeWhatsAppWorker();
    return c.json({ received: true, stored: result.stored });
  });

  return routes;
}

const WebsiteParamsSchema = z.object({ websiteId: z.uuid() });
const AccountParamsSchema = z.object({ websiteId: z.uuid(), accountId: z.uuid() });
const ConversationParamsSchema = z.object({ conversationId: z.uuid() });

/** Mounted at /api/websites: a website's WhatsApp numbers. */
export function createWebsiteWhatsAppRoutes(): Hono<AppEnv> {
  const routes = createOwnerRouter();

  routes.get('/:websiteId/whatsapp-accounts', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParamsSchema, 'Website');
    const scope = ownerScope(c);
    const [accounts, channel] = await Promise.all([
      listWebsiteWhatsAppAccounts({ ...scope, websiteId }),
      getWhatsAppChannel({ ...scope, config: c.get('deps').config }),
    ]);
    return c.json(WhatsAppAccountListSchema.parse({ accounts, channel }));
  });

  routes.post('/:websiteId/whatsapp-accounts', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParamsSchema, 'Website');
    const input = await parseJsonBody(c, CreateWhatsAppAccountRequestSchema);
    const account = await connectWhatsAppAccount({
      ...ownerScope(c),
      config: c.get('deps').config,
      websiteId,
      input,
    });
    c.get('log').info({ websiteId, accountId: account.id }, 'WhatsApp number connected');
    return c.json(WhatsAppAccountSchema.parse(account), 201);
  });

  routes.patch('/:websiteId/whatsapp-accounts/:accountId', async (c) => {
    const { websiteId, accountId } = parseParams(c, AccountParamsSchema, 'WhatsApp number');
    const input = await parseJsonBody(c, UpdateWhatsAppAccountRequestSchema);
    const account = await updateWhatsAppAccount({
      ...ownerScope(c),
      config: c.get('deps').config,
      websiteId,
      accountId,
      input,
    });
    return c.json(WhatsAppAccountSchema.parse(account));
  });

  routes.delete('/:websiteId/whatsapp-accounts/:accountId', async (c) => {
    const { websiteId, accountId } = parseParams(c, AccountParamsSchema, 'WhatsApp number');
    await disconnectWhatsAppAccount({ ...ownerScope(c), websiteId, accountId });
    c.get('log').info({ websiteId, accountId }, 'WhatsApp number disconnected');
    return c.body(null, 204);
  });

  routes.post('/:websiteId/whatsapp-accounts/:accountId/test-message', async (c) => {
    const { websiteId, accountId } = parseParams(c, AccountParamsSchema, 'WhatsApp number');
    const { message } = await parseJsonBody(c, WhatsAppTestMessageRequestSchema);
    const result = await sendTestWhatsAppMessage({
      ...ownerScope(c),
      config: c.get('deps').config,
      websiteId,
      accountId,
      message,
    });
    wakeWhatsAppWorker();
    return c.json(WhatsAppTestMessageResponseSchema.parse(result), 202);
  });

  return routes;
}

/** Mounted at /api/whatsapp/channel: the owner's channel status, usage and numbers (at most five). */
export function createWhatsAppChannelRoutes(): Hono<AppEnv> {
  const routes = createOwnerRouter();
  routes.get('/', async (c) => {
    const scope = ownerScope(c);
    const [accounts, channel] = await Promise.all([
      listOwnerWhatsAppAccounts(scope),
      getWhatsAppChannel({ ...scope, config: c.get('deps').config }),
    ]);
    return c.json(WhatsAppAccountListSchema.parse({ accounts, channel }));
  });
  return routes;
}

/** Mounted at /api/whatsapp/conversations: delivery records of a WhatsApp conversation. */
export function createWhatsAppConversationRoutes(): Hono<AppEnv> {
  const routes = createOwnerRouter();
  routes.get('/:conversationId/deliveries', async (c) => {
    const { conversationId } = parseParams(c, ConversationParamsSchema, 'Conversation');
    const deliveries = await listConversationDeliveries({ ...ownerScope(c), conversationId });
    return c.json(WhatsAppDeliveryListSchema.parse(deliveries));
  });
  return routes;
}
