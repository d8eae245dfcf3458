import { z } from 'zod';

export { WIDGET_DEFAULTS } from './zod-free/widget-defaults.js';

export const WidgetPositionSchema = z.enum(['bottom-right', 'bottom-left']);
export const WidgetSizeSchema = z.enum(['small', 'medium', 'large']);

/** GET /api/widget/{websiteId}/config — public. */
export const WidgetConfigSchema = z.object({
  websiteId: z.uuid(),
  greeting: z.string(),
  botName: z.string(),
  primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  position: WidgetPositionSchema,
  autoPopupDelay: z.number().int().min(0),
  size: WidgetSizeSchema,
});
export type WidgetConfig = z.infer<typeof WidgetConfigSchema>;
