/** The widget's public configuration: appearance values of an active website, contract defaults for anything unset. */
import { createHash } from 'node:crypto';
import { WIDGET_DEFAULTS, WidgetConfigSchema, type WidgetConfig } from '@leadchat/contract';
import { widgetColors } from '@leadchat/contract/color';
import { and, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { websites, type AppearanceConfig } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { InvalidatedCache } from './widget-config.cache.js';

/** A config ready to send: its JSON and the ETag (content hash) of that JSON. */
export type WidgetConfigResponse = { json: string; etag: string };

/** Takes a stored value when it is valid for the field, otherwise the default (old or hand-edited rows stay usable). */
function pick<K extends keyof WidgetConfig>(
  key: K,
  value: unknown,
  fallback: WidgetConfig[K],
): WidgetConfig[K] {
  const result = WidgetConfigSchema.shape[key].safeParse(value);
  return result.success ? (result.data as WidgetConfig[K]) : fallback;
}

/** The config of an active website, or null for unknown or inactive websites. */
async function readWidgetConfig(options: { db: Queryable; websiteId: string }): Promise<WidgetConfig | null> {
  const [row] = await options.db
    .select({ id: websites.id, appearance: websites.appearanceConfig })
    .from(websites)
    .where(and(eq(websites.id, options.websiteId), eq(websites.isActive, true)))
    .limit(1);
  if (!row) return null;
  const appearance: Partial<AppearanceConfig> = row.appearance ?? {};
  const greeting = typeof appearance.greeting_message === 'string' ? appearance.greeting_message.trim() : '';
  const botName = typeof appearance.bot_name === 'string' ? appearance.bot_name.trim() : '';
  const primaryColor = pick('primaryColor', appearance.primary_color, WIDGET_DEFAULTS.primaryColor);
  return {
    websiteId: row.id,
    greeting: greeting || WIDGET_DEFAULTS.greeting,
    botName: botName || WIDGET_DEFAULTS.botName,
    primaryColor,
    colors: widgetColors(primaryColor),
    position: pick('position', appearance.position, WIDGET_DEFAULTS.position),
    autoPopupDelay: pick('autoPopupDelay', appearance.auto_popup_delay, WIDGET_DEFAULTS.autoPopupDelay),
    size: pick('size', appearance.size, WIDGET_DEFAULTS.size),
  };
}

/** Throws 404 for unknown or inactive websites (the widget then stays hidden). Reads the database every time. */
export async function getWidgetConfig(options: { db: Queryable; websiteId: string }): Promise<WidgetConfig> {
  const config = await readWidgetConfig(options);
  if (!config) throw notFound('Website');
  return config;
}

const caches = new WeakMap<Database, InvalidatedCache<WidgetConfigResponse | null>>();

function getCache(options: { db: Database; logger?: Logger }): InvalidatedCache<WidgetConfigResponse | null> {
  let cache = caches.get(options.db);
  if (!cache) {
    cache = new InvalidatedCache({ db: options.db, logger: options.logger });
    caches.set(options.db, cache);
  }
  return cache;
}

/**
 * The config's JSON and ETag from this process's cache (filled from the database, emptied by any change to the
 * website in any process). Throws 404 for unknown or inactive websites, which are cached too.
 */
export async function getWidgetConfigResponse(options: {
  db: Database;
  logger?: Logger;
  websiteId: string;
}): Promise<WidgetConfigResponse> {
  // Postgres compares uuids case-insensitively; the trigger announces them in lower case.
  const websiteId = options.websiteId.toLowerCase();
  const response = await getCache(options).get(websiteId, async () => {
    const config = await readWidgetConfig({ db: options.db, websiteId });
    if (!config) return null;
    const json = JSON.stringify(config);
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    return { json, etag };
  });
  if (!response) throw notFound('Website');
  return response;
}

/**
 * The config's JSON and ETag when this process's cache holds them (an unknown or inactive website, a cold or
 * untrusted cache: undefined). Synchronous: the hot path (node-hot-paths.ts) answers from it or hands over.
 */
export function peekWidgetConfigResponse(options: {
  db: Database;
  websiteId: string;
}): WidgetConfigResponse | undefined {
  return caches.get(options.db)?.peek(options.websiteId.toLowerCase()) ?? undefined;
}

/** Drops one website's cached config in this process at once (other processes hear it from the trigger). */
export function invalidateWidgetConfig(options: { db: Database; websiteId: string }): void {
  caches.get(options.db)?.invalidate(options.websiteId.toLowerCase());
}

/** Closes the cache's listening connection (process shutdown, end of a test). */
export async function stopWidgetConfigCache(options: { db: Database }): Promise<void> {
  const cache = caches.get(options.db);
  if (!cache) return;
  caches.delete(options.db);
  await cache.stop();
}

/** The cache of a database, for tests and the memory note in docs/decisions/0073. */
export function peekWidgetConfigCache(options: {
  db: Database;
}): InvalidatedCache<WidgetConfigResponse | null> | undefined {
  return caches.get(options.db);
}
