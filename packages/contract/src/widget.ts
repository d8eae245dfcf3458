import { z } from 'zod';

export { WIDGET_DEFAULT_COLORS, WIDGET_DEFAULTS } from './zod-free/widget-defaults.js';

export const WidgetPositionSchema = z.enum(['bottom-right', 'bottom-left']);
export const WidgetSizeSchema = z.enum(['small', 'medium', 'large']);

const HexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** GET /api/widget/{websiteId}/config — public. */
export const WidgetConfigSchema = z.object({
  websiteId: z.uuid(),
  greeting: z.string(),
  botName: z.string(),
  primaryColor: HexColorSchema,
  /** From `primaryColor` on the server (`widgetColors`, contract/color), so the widget needn't ship the maths. */
  colors: z.object({ launcherText: HexColorSchema, accent: HexColorSchema, accentText: HexColorSchema }),
  position: WidgetPositionSchema,
  autoPopupDelay: z.number().int().min(0),
  size: WidgetSizeSchema,
});
export type WidgetConfig = z.infer<typeof WidgetConfigSchema>;
