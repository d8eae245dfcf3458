/**
 * GET /api/widget/{websiteId}/config — public (any origin), cached for a minute by browsers and CDNs, with an
 * ETag so a revalidation costs a 304.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env.js';
import { parseParams } from '../../lib/validation.js';
import { publicCors } from '../chat/chat.routes.js';
import { getWidgetConfig } from './widget-config.service.js';

const ParamsSchema = z.object({ websiteId: z.uuid() });

export function createWidgetConfigRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/:websiteId/config', publicCors);
  routes.get('/:websiteId/config', async (c) => {
    const { websiteId } = parseParams(c, ParamsSchema, 'Website');
    const config = await getWidgetConfig({ db: c.get('deps').db, websiteId });
    const body = JSON.stringify(config);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    c.header('Cache-Control', 'public, max-age=60');
    c.header('ETag', etag);
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return c.body(null, 304);
    }
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  return routes;
}
