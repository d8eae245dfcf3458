import { Hono } from 'hono';
import { AnalyticsQuerySchema } from '@leadchat/contract';
import type { AppEnv } from '../../lib/app-env.js';
import { requireUser } from '../../lib/session.js';
import { parseQuery } from '../../lib/validation.js';
import { getAnalytics } from './analytics.service.js';

/** Mounted at /api/analytics. */
export function createAnalyticsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/', requireUser, async (c) => {
    const query = parseQuery(c, AnalyticsQuerySchema);
    c.header('Cache-Control', 'no-store');
    return c.json(await getAnalytics({ db: c.get('deps').db, userId: c.get('user')!.id, ...query }));
  });
  return routes;
}
