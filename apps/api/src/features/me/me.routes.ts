import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.js';
import { requireUser } from '../../lib/session.js';
import { getMe } from './me.service.js';

export function createMeRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/', requireUser, async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = c.get('user')!;
    return c.json(await getMe({ db: c.get('deps').db, userId: user.id, isAdmin: user.isAdmin }));
  });
  return routes;
}
