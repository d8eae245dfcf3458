import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.js';
import { createOwnerRouter, ownerScope } from '../../lib/owner-routes.js';
import { probeAssistant } from './assistant-probe.js';
import { getDashboardStats, getSystemStatus } from './dashboard.service.js';

/** Mounted at /api/dashboard. */
export function createDashboardRoutes(): Hono<AppEnv> {
  const routes = createOwnerRouter();

  routes.get('/stats', async (c) => {
    return c.json(await getDashboardStats(ownerScope(c)));
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
