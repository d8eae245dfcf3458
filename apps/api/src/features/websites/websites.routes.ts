import type { Hono } from 'hono';
import { z } from 'zod';
import { CreateWebsiteRequestSchema, UpdateWebsiteRequestSchema } from '@leadchat/contract';
import type { AppEnv } from '../../lib/app-env.js';
import { createOwnerRouter, ownerScope } from '../../lib/owner-routes.js';
import { parseJsonBody, parseParams } from '../../lib/validation.js';
import { createWebsite, deleteWebsite, getWebsite, listWebsites, updateWebsite } from './websites.service.js';

const WebsiteParamsSchema = z.object({ websiteId: z.uuid() });

/** Mounted at /api/websites: the signed-in owner's websites. */
export function createWebsitesRoutes(): Hono<AppEnv> {
  const routes = createOwnerRouter();

  routes.get('/', async (c) => {
    const websites = await listWebsites(ownerScope(c));
    return c.json({ websites });
  });

  routes.post('/', async (c) => {
    const input = await parseJsonBody(c, CreateWebsiteRequestSchema);
    const website = await createWebsite({ ...ownerScope(c), input });
    c.get('log').info({ websiteId: website.id }, 'website created');
    return c.json(website, 201);
  });

  routes.get('/:websiteId', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParamsSchema, 'Website');
    return c.json(await getWebsite({ ...ownerScope(c), websiteId }));
  });

  routes.patch('/:websiteId', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParamsSchema, 'Website');
    const input = await parseJsonBody(c, UpdateWebsiteRequestSchema);
    return c.json(await updateWebsite({ ...ownerScope(c), websiteId, input }));
  });

  routes.delete('/:websiteId', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParamsSchema, 'Website');
    await deleteWebsite({ ...ownerScope(c), websiteId });
    c.get('log').info({ websiteId }, 'website deleted');
    return c.body(null, 204);
  });

  return routes;
}
