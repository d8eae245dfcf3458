/** Turns the server's widget config and the embedding page's options into the widget's settings. */
import type { WidgetConfig } from '@leadchat/contract';
import { DEFAULT_COLORS, DEFAULTS, PANEL_SIZES } from './constants.js';
import type { Offset, WidgetSettings } from './widget.js';

/** `offset`: "y" or "x,y" in CSS px (or a number for y), moving the launcher and panel in from their corner. */
export type InitOptions = {
  websiteId: string;
  position?: string;
  theme?: string;
  apiUrl?: string;
  offset?: string | number;
};

const COLOR = /^#[0-9a-f]{6}$/i;
const OFFSET = /^\s*(\d{1,3})\s*(?:,\s*(\d{1,3})\s*)?$/;

/** "90" → { x: 0, y: 90 }; "24,90" → { x: 24, y: 90 }; anything else → undefined (detect on the page). */
export function parseOffset(value: string | number | undefined): Offset | undefined {
  const match = OFFSET.exec(String(value ?? ''));
  if (!match) return undefined;
  return match[2] ? { x: Number(match[1]), y: Number(match[2]) } : { x: 0, y: Number(match[1]) };
}

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
  // The server computes the colours from the primary (contract/color); a malformed pair falls back as one.
  const colors = config.colors;
  const colorsValid =
    COLOR.test(config.primaryColor ?? '') &&
    !!colors &&
    [colors.launcherText, colors.accent, colors.accentText].every((c) => COLOR.test(c));
  const prefersDark = options.theme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches;
  return {
    websiteId: options.websiteId,
    apiBase,
    greeting: config.greeting || DEFAULTS.greeting,
    botName: config.botName || DEFAULTS.botName,
    primaryColor: colorsValid ? config.primaryColor! : DEFAULTS.primaryColor,
    colors: colorsValid ? colors! : DEFAULT_COLORS,
    position: position ?? DEFAULTS.position,
    autoPopupDelay: typeof delay === 'number' && delay >= 0 ? delay : DEFAULTS.autoPopupDelay,
    size: config.size && config.size in PANEL_SIZES ? config.size : DEFAULTS.size,
    theme: options.theme === 'dark' || prefersDark ? 'dark' : 'light',
    offset: parseOffset(options.offset),
  };
}
