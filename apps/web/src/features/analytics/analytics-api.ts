import { AnalyticsSchema, type Analytics, type AnalyticsQuery } from '@leadchat/contract';
import { apiFetch } from '@/lib/api';
import { toQueryString } from '@/lib/query-string';

export function fetchAnalytics(query: AnalyticsQuery, signal?: AbortSignal): Promise<Analytics> {
  return apiFetch(`/api/analytics${toQueryString(query)}`, { schema: AnalyticsSchema, signal });
}

/** The browser's time zone, so the chart's days start at the owner's midnight. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
