/** The widget's public configuration: appearance values of an active website, contract defaults for anything unset. */
import { WIDGET_DEFAULTS, WidgetConfigSchema, type WidgetConfig } from '@leadchat/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { websites, type AppearanceConfig } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';

/** Takes a stored value when it is valid for the field, otherwise the default (old or hand-edited rows stay usable). */
function pick<K extends keyof WidgetConfig>(
  key: K,
  value: unknown,
  fallback: WidgetConfig[K],
): WidgetConfig[K] {
  const result = WidgetConfigSchema.shape[key].safeParse(value);
  return result.success ? (result.data as WidgetConfig[K]) : fallback;
}

/** Throws 404 for unknown or inactive websites (the widget then stays hidden). */
export async function getWidgetConfig(options: { db: Queryable; websiteId: string }): Promise<WidgetConfig> {
  const [row] = await options.db
    .select({ id: websites.id, appearance: websites.appearanceConfig })
    .from(websites)
    .where(and(eq(websites.id, options.websiteId), eq(websites.isActive, true)))
    .limit(1);
  if (!row) throw notFound('Website');
  const appearance: Partial<AppearanceConfig> = row.appearance ?? {};
  const greeting = typeof appearance.greeting_message === 'string' ? appearance.greeting_message.trim() : '';
  const botName = typeof appearance.bot_name === 'string' ? appearance.bot_name.trim() : '';
  return {
    websiteId: row.id,
    greeting: greeting || WIDGET_DEFAULTS.greeting,
    botName: botName || WIDGET_DEFAULTS.botName,
    primaryColor: pick('primaryColor', appearance.primary_color, WIDGET_DEFAULTS.primaryColor),
    position: pick('position', appearance.position, WIDGET_DEFAULTS.position),
    autoPopupDelay: pick('autoPopupDelay', appearance.auto_popup_delay, WIDGET_DEFAULTS.autoPopupDelay),
    size: pick('size', appearance.size, WIDGET_DEFAULTS.size),
  };
}
