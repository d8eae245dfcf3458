/**
 * "The widget is live on the site": the widget's config was fetched by a page whose Origin is the website's own
 * domain. Recorded off the request path (the config endpoint is the hottest one, decision 0073): at most one
 * write per website and origin every 10 minutes per process, after the answer has gone.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { websites, widgetSightings } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';

const RECORD_INTERVAL_MS = 10 * 60 * 1000;
const MAX_REMEMBERED = 10_000;
/** A sighting older than this no longer counts: the widget has probably been removed. */
export const SIGHTING_FRESH_DAYS = 30;

const lastRecorded = new Map<string, number>();

/** `example.com` for `https://www.example.com:443/…`; null for anything that isn't an http(s) origin. */
export function siteHostOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** Whether a page at `origin` belongs to the website whose domain (an origin, see the contract) is `domain`. */
export function isOwnSite(origin: string, domain: string): boolean {
  const host = siteHostOf(origin);
  return host !== null && host === siteHostOf(domain);
}

/** Called by the widget-config route; returns at once. */
export function noteWidgetSighting(options: {
  db: Database;
  logger: Logger;
  websiteId: string;
  origin: string | undefined;
}): void {
  const { db, logger, websiteId, origin } = options;
  if (!origin) return;
  // Keyed by the Origin header as sent, so the common case (seen a moment ago) parses no URL.
  const key = `${websiteId} ${origin}`;
  const now = Date.now();
  const previous = lastRecorded.get(key);
  if (previous !== undefined && now - previous < RECORD_INTERVAL_MS) return;
  if (!siteHostOf(origin)) return;
  if (lastRecorded.size >= MAX_REMEMBERED) lastRecorded.clear();
  lastRecorded.set(key, now);
  setImmediate(() => {
    recordWidgetSighting({ db, websiteId, origin }).catch((error: unknown) => {
      lastRecorded.delete(key);
      logger.warn({ err: error, websiteId }, 'widget sighting not recorded');
    });
  });
}

/** Upserts the sighting when the origin is the website's own domain; returns whether it counted. */
export async function recordWidgetSighting(options: {
  db: Database;
  websiteId: string;
  origin: string;
}): Promise<boolean> {
  const { db, websiteId, origin } = options;
  const [site] = await db
    .select({ domain: websites.domain })
    .from(websites)
    .where(eq(websites.id, websiteId));
  if (!site || !isOwnSite(origin, site.domain)) return false;
  await db
    .insert(widgetSightings)
    .values({ websiteId, origin })
    .onConflictDoUpdate({
      target: widgetSightings.websiteId,
      set: { origin, lastSeenAt: sql`now()` },
    });
  return true;
}

/** Forgets which sightings this process wrote recently (tests that replay the same origin). */
export function forgetRecentWidgetSightings(): void {
  lastRecorded.clear();
}
