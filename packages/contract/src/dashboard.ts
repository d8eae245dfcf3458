import { z } from 'zod';

/** A stat card's figure and its trend: the last 30 days against the 30 days before. */
export const StatCardSchema = z.object({
  total: z.number().int(),
  last30Days: z.number().int(),
  previous30Days: z.number().int(),
  /** Percent change, rounded; null when the previous period had nothing to compare with. */
  changePercent: z.number().int().nullable(),
});
export type StatCard = z.infer<typeof StatCardSchema>;

/** GET /api/dashboard/stats */
export const DashboardStatsSchema = z.object({
  totalConversations: StatCardSchema,
  /** Distinct visitor ids. */
  websiteVisitors: StatCardSchema,
  leadsCaptured: StatCardSchema,
  appointments: StatCardSchema,
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const HealthStateSchema = z.enum(['healthy', 'warning', 'error', 'disabled']);
export type HealthState = z.infer<typeof HealthStateSchema>;

export const SystemServiceSchema = z.object({
  key: z.enum(['database', 'ai_chat', 'whatsapp', 'calendar', 'gmb']),
  name: z.string(),
  status: HealthStateSchema,
  message: z.string(),
});
export type SystemService = z.infer<typeof SystemServiceSchema>;

/** GET /api/dashboard/system-status — docs/product/behaviour.md system health. */
export const SystemStatusSchema = z.object({
  services: z.array(SystemServiceSchema),
  /** Shown when WhatsApp is in warning or the calendar is disabled. */
  warnings: z.array(z.string()),
  counts: z.object({
    websites: z.number().int(),
    whatsappAccounts: z.number().int(),
    calendarIntegrations: z.number().int(),
    gmbAccounts: z.number().int(),
  }),
  checkedAt: z.string(),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

/** Health messages of docs/product/messages.md ("and similar"). */
export const HEALTH_MESSAGES = {
  databaseHealthy: 'Database connection healthy',
  databaseFailed: 'Database connection failed',
  aiHealthy: 'AI Chat function responding',
  aiFailed: 'AI Chat function not responding',
  whatsappWarning: 'WhatsApp accounts configured but webhook not verified',
  whatsappHealthy: 'WhatsApp webhook verified by Meta',
  whatsappDisabled: 'No WhatsApp accounts configured',
  calendarHealthy: 'Calendar integrations configured',
  calendarDisabled: 'No calendar integrations configured',
  calendarInactive: 'Calendar integrations configured but all switched off',
  calendarNotConnected: 'Calendar integration not connected: connect the account on the Calendar page',
  calendarFailing: 'Calendar integration cannot reach its calendar',
  gmbHealthy: 'Google My Business accounts connected',
  gmbDisabled: 'No Google My Business accounts connected',
  gmbReconnect: 'A Google Business Profile connection needs reconnecting: open GMB and connect again',
} as const;
