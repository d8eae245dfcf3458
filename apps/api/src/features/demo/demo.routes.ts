import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.js';
import { getPublicConfig } from './demo.service.js';

/** GET /api/public-config — public: PUBLIC_URL for embed snippets, the support address and the demo/test website ids. */
export function createPublicConfigRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/', async (c) => {
    const deps = c.get('deps');
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(
      await getPublicConfig({
        db: deps.db,
        publicUrl: deps.config.publicUrl,
        supportEmail: deps.config.SUPPORT_EMAIL,
      }),
    );
  });
  return routes;
}
