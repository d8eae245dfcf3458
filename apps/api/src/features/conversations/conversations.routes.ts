import { Hono } from 'hono';
import { z } from 'zod';
import { ConversationListQuerySchema, ConversationStatsQuerySchema } from '@leadchat/contract';
import type { AppEnv } from '../../lib/app-env.js';
import { requireUser } from '../../lib/session.js';
import { parseParams, parseQuery } from '../../lib/validation.js';
import { getConversationDetail, getConversationStats, listConversations } from './conversations.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });

/** Mounted at /api/conversations. */
export function createConversationRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireUser);
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  routes.get('/', async (c) => {
    const query = parseQuery(c, ConversationListQuerySchema);
    return c.json(await listConversations({ db: c.get('deps').db, userId: c.get('user')!.id, ...query }));
  });

  routes.get('/stats', async (c) => {
    const query = parseQuery(c, ConversationStatsQuerySchema);
    return c.json(await getConversationStats({ db: c.get('deps').db, userId: c.get('user')!.id, ...query }));
  });

  routes.get('/:id', async (c) => {
    const { id } = parseParams(c, IdParamsSchema, 'Conversation');
    return c.json(
      await getConversationDetail({ db: c.get('deps').db, userId: c.get('user')!.id, conversationId: id }),
    );
  });

  return routes;
}
