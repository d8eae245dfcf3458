import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.js';
import { isDatabaseReady } from './health.service.js';

export function createHealthRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/healthz', (c) => c.json({ status: 'ok' }));
  routes.get('/readyz', async (c) => {
    const ready = await isDatabaseReady({ db: c.get('deps').db, timeoutMs: 800 });
    c.header('Cache-Control', 'no-store');
    return ready ? c.json({ status: 'ready' }) : c.json({ status: 'unavailable', database: 'down' }, 503);
  });
  return routes;
}
