import type { Hono } from 'hono';
import { z } from 'zod';
import { ConversationListQuerySchema, ConversationStatsQuerySchema } from '@leadchat/contract';
import type { AppEnv } from '../../lib/app-env.js';
import { createOwnerRouter, ownerScope } from '../../lib/owner-routes.js';
import { parseParams, parseQuery } from '../../lib/validation.js';
import { getConversationDetail, getConversationStats, listConversations } from './conversations.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });

/** Mounted at /api/conversations. */
export function createConversationRoutes(): Hono<AppEnv> {
  const routes = createOwnerRouter();

  routes.get('/', async (c) => {
    const query = parseQuery(c, ConversationListQuerySchema);
    return c.json(await listConversations({ ...ownerScope(c), ...query }));
  });

  routes.get('/stats', async (c) => {
    const query = parseQuery(c, ConversationStatsQuerySchema);
    return c.json(await getConversationStats({ ...ownerScope(c), ...query }));
  });

  routes.get('/:id', async (c) => {
    const { id } = parseParams(c, IdParamsSchema, 'Conversation');
    return c.json(await getConversationDetail({ ...ownerScope(c), conversationId: id }));
  });

  return routes;
}
