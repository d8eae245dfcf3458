/**
 * GET /api/widget/{websiteId}/config — public (any origin: CORS is applied to /api/widget/* in app.ts), cached for a
 * minute by browsers and CDNs, with an ETag so a revalidation costs a 304. The body and ETag come ready-made from
 * the service's in-process cache.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env.js';
import { readRequestHeader } from '../../lib/request-headers.js';
import { parseParams } from '../../lib/validation.js';
import { noteWidgetSighting } from '../checklist/widget-sighting.service.js';
import { getWidgetConfigResponse } from './widget-config.service.js';

const ParamsSchema = z.object({ websiteId: z.uuid() });

/** Browsers and CDNs may reuse a config for a minute. */
export const WIDGET_CONFIG_CACHE_CONTROL = 'public, max-age=60';
export const WIDGET_CONFIG_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Whether an If-None-Match header names `etag` (weak or strong, one of a list). */
export function isEtagMatched(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function createWidgetConfigRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/:websiteId/config', async (c) => {
    const { websiteId } = parseParams(c, ParamsSchema, 'Website');
    const { db, logger } = c.get('deps');
    const { json, etag } = await getWidgetConfigResponse({ db, logger, websiteId });
    // The pre-launch checklist's "widget installed": a page of the website's own domain asked for its config.
    noteWidgetSighting({ db, logger, websiteId, origin: readRequestHeader(c, 'origin') });
    c.header('Cache-Control', WIDGET_CONFIG_CACHE_CONTROL);
    c.header('ETag', etag);
    if (isEtagMatched(readRequestHeader(c, 'if-none-match'), etag)) return c.body(null, 304);
    return c.body(json, 200, { 'Content-Type': WIDGET_CONFIG_CONTENT_TYPE });
  });
  return routes;
}
