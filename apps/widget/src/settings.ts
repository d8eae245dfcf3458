/** Turns the server's widget config and the embedding page's options into the widget's settings. */
import type { WidgetConfig } from '@leadchat/contract';
import { DEFAULTS, PANEL_SIZES } from './constants.js';
import type { WidgetSettings } from './widget.js';

export type InitOptions = { websiteId: string; position?: string; theme?: string; apiUrl?: string };

const COLOR = /^#[0-9a-f]{6}$/i;

/** The server's config, with the embedding page's choices on top; anything malformed falls back to defaults. */
export function resolveSettings(
  config: Partial<WidgetConfig>,
  options: InitOptions,
  apiBase: string,
): WidgetSettings {
  const position = [options.position, config.position].find(
    (p): p is WidgetSettings['position'] => p === 'bottom-left' || p === 'bottom-right',
  );
  const delay = config.autoPopupDelay;
  const prefersDark = options.theme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches;
  return {
    websiteId: options.websiteId,
    apiBase,
    greeting: config.greeting || DEFAULTS.greeting,
    botName: config.botName || DEFAULTS.botName,
    primaryColor:
      config.primaryColor && COLOR.test(config.primaryColor) ? config.primaryColor : DEFAULTS.primaryColor,
    position: position ?? DEFAULTS.position,
    autoPopupDelay: typeof delay === 'number' && delay >= 0 ? delay : DEFAULTS.autoPopupDelay,
    size: config.size && config.size in PANEL_SIZES ? config.size : DEFAULTS.size,
    theme: options.theme === 'dark' || prefersDark ? 'dark' : 'light',
  };
}
