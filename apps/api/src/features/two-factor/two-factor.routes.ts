import { TwoFactorStatusSchema } from '@leadchat/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.js';
import { createOwnerRouter, ownerScope } from '../../lib/owner-routes.js';
import { getTwoFactorStatus } from './two-factor.service.js';

/** GET /api/two-factor: the signed-in account's two-factor state for /profile. */
export function createTwoFactorRoutes(): Hono<AppEnv> {
  const routes = createOwnerRouter();
  routes.get('/', async (c) => c.json(TwoFactorStatusSchema.parse(await getTwoFactorStatus(ownerScope(c)))));
  return routes;
}
