import { ChecklistQuerySchema, ChecklistSchema, UpdateChecklistItemRequestSchema } from '@leadchat/contract';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env.js';
import { createOwnerRouter, ownerScope } from '../../lib/owner-routes.js';
import { parseJsonBody, parseParams, parseQuery } from '../../lib/validation.js';
import { getChecklist, setChecklistItem } from './checklist.service.js';

const ItemParamsSchema = z.object({
  websiteId: z.uuid(),
  itemId: z.string().regex(/^[a-z0-9-]{1,60}$/),
});

/** /api/checklist: the pre-launch checklist of one of the owner's websites. */
export function createChecklistRoutes(): Hono<AppEnv> {
  const routes = createOwnerRouter();
  routes.get('/', async (c) => {
    const query = parseQuery(c, ChecklistQuerySchema);
    return c.json(ChecklistSchema.parse(await getChecklist({ ...ownerScope(c), ...query })));
  });
  routes.put('/:websiteId/items/:itemId', async (c) => {
    const params = parseParams(c, ItemParamsSchema, 'Checklist item');
    const body = await parseJsonBody(c, UpdateChecklistItemRequestSchema);
    return c.json(ChecklistSchema.parse(await setChecklistItem({ ...ownerScope(c), ...params, ...body })));
  });
  return routes;
}
