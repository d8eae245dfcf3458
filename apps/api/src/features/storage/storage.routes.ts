import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env.js';
import { notFound } from '../../lib/app-error.js';
import { parseParams } from '../../lib/validation.js';
import { getPublicObject } from './storage.service.js';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const ParamsSchema = z.object({
  bucket: z.string().regex(SEGMENT),
  owner: z.string().regex(SEGMENT),
  file: z.string().regex(SEGMENT),
});

/**
 * GET /api/storage/:bucket/:owner/:file — public stored files. Served so they can never run as a page:
 * the verified content type, nosniff, inline disposition and a CSP that allows nothing.
 */
export function createStorageRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/:bucket/:owner/:file', async (c) => {
    const { bucket, owner, file } = parseParams(c, ParamsSchema, 'File');
    const object = await getPublicObject({ db: c.get('deps').db, bucket, path: `${owner}/${file}` });
    if (!object) throw notFound('File');
    c.header('ETag', object.etag);
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === object.etag))
      return c.body(null, 304);
    c.header('Content-Type', object.contentType);
    c.header('Content-Length', String(object.size));
    c.header('Content-Disposition', `inline; filename="${file}"`);
    return c.body(new Uint8Array(object.data));
  });
  return routes;
}
