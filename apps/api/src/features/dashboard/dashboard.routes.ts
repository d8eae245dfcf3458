import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.js';
import { requireUser } from '../../lib/session.js';
import { probeAssistant } from './assistant-probe.js';
import { getDashboardStats, getSystemStatus } from './dashboard.service.js';

/** Mounted at /api/dashboard. */
export function createDashboardRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireUser);
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  routes.get('/stats', async (c) => {
    return c.json(await getDashboardStats({ db: c.get('deps').db, userId: c.get('user')!.id }));
  });

  routes.get('/system-status', async (c) => {
    const deps = c.get('deps');
    return c.json(
      await getSystemStatus({
        db: deps.db,
        userId: c.get('user')!.id,
        checkAssistant: () => probeAssistant({ deps, userId: c.get('user')!.id }),
      }),
    );
  });

  return routes;
}
