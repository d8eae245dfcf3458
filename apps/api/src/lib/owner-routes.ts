import { Hono, type Context } from 'hono';
import type { Database } from '../db/client.js';
import type { AppEnv } from './app-env.js';
import { requireUser } from './session.js';

/**
 * A router for the signed-in owner's own data: 401 when signed out, and every answer `Cache-Control: no-store`
 * (private, and it changes with every chat).
 */
export function createOwnerRouter(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireUser);
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return routes;
}

/** The database and the signed-in owner's id that owner-scoped service calls start from (behind requireUser). */
export function ownerScope(c: Context<AppEnv>): { db: Database; userId: string } {
  return { db: c.get('deps').db, userId: c.get('user')!.id };
}
