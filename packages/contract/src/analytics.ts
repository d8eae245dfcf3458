import { z } from 'zod';
import { OptionalWebsiteIdSchema } from './leads.js';

export const ANALYTICS_PERIODS = ['7d', '30d', '90d'] as const;
export const AnalyticsPeriodSchema = z.enum(ANALYTICS_PERIODS);
export type AnalyticsPeriod = z.infer<typeof AnalyticsPeriodSchema>;
export const PERIOD_DAYS: Record<AnalyticsPeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** docs/product/limits.md. */
export const WHATSAPP_MONTHLY_LIMIT = 600;
export const WHATSAPP_WARNING_RATIO = 0.8;
export const DAILY_CHART_DAYS = 7;
export const TOP_WEBSITES_COUNT = 3;
/** Visitors whose conversation moved within this window count as active now. */
export const ACTIVE_VISITOR_WINDOW_MS = 5 * 60 * 1000;

/** GET /api/analytics?websiteId=&period=&timeZone= */
export const AnalyticsQuerySchema = z.object({
  websiteId: OptionalWebsiteIdSchema,
  period: z.preprocess((v) => (v === '' ? undefined : v), AnalyticsPeriodSchema.default('30d')),
  /** IANA zone that decides where the chart's days begin; UTC by default. */
  timeZone: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_+\-/]+$/, 'timeZone must be an IANA time zone name')
      .default('UTC'),
  ),
});
export type AnalyticsQuery = Partial<z.output<typeof AnalyticsQuerySchema>>;

export const AnalyticsSchema = z.object({
  period: AnalyticsPeriodSchema,
  websiteId: z.uuid().nullable(),
  /** Conversations started within the period. */
  conversations: z.number().int(),
  /** Of those, the ones that became leads. */
  leads: z.number().int(),
  /** leads / conversations × 100, one decimal; 0 without conversations. */
  conversionRate: z.number(),
  /** Mean of messages.response_time_ms in the period, in seconds with two decimals; null without replies. */
  averageResponseSeconds: z.number().nullable(),
  /** Distinct visitors whose conversation moved in the last 5 minutes. */
  activeVisitors: z.number().int(),
  daily: z.array(z.object({ date: z.string(), conversations: z.number().int(), leads: z.number().int() })),
  topWebsites: z.array(
    z.object({
      websiteId: z.uuid(),
      name: z.string(),
      conversations: z.number().int(),
      leads: z.number().int(),
    }),
  ),
  leadStatusBreakdown: z.array(
    z.object({ status: z.string(), count: z.number().int(), percent: z.number() }),
  ),
  whatsappUsage: z.object({
    monthYear: z.string(),
    totalMessages: z.number().int(),
    messagesSent: z.number().int(),
    messagesReceived: z.number().int(),
    limit: z.number().int(),
    percent: z.number(),
    isNearLimit: z.boolean(),
    /** The month's messages are used up: the assistant no longer replies on WhatsApp. */
    isAtLimit: z.boolean().default(false),
  }),
  /** The owner's WhatsApp numbers, at most 5 (docs/product/limits.md), oldest first. */
  whatsappAccounts: z
    .array(
      z.object({
        id: z.uuid(),
        websiteId: z.uuid(),
        websiteName: z.string(),
        displayPhoneNumber: z.string().nullable(),
        isActive: z.boolean(),
      }),
    )
    .max(5)
    .default([]),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;
