import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ANALYTICS_PERIODS, type AnalyticsPeriod, type AnalyticsQuery } from '@leadchat/contract';
import { useWebsites } from '@/features/websites';
import { queryKeys } from '@/lib/query-keys';
import { useLiveUpdates } from '@/lib/realtime/use-live-updates';
import { useErrorToast } from '@/lib/use-error-toast';
import { browserTimeZone, fetchAnalytics } from './analytics-api';

function readPeriod(value: string | null): AnalyticsPeriod {
  return (ANALYTICS_PERIODS as readonly string[]).includes(value ?? '') ? (value as AnalyticsPeriod) : '30d';
}

/**
 * The analytics screen's data: the period and website chosen in the address (?period=7d|30d|90d, ?website=id), the
 * owner's websites for the picker, the figures (kept on screen while a new choice loads, refreshed by live
 * updates), and the setter that writes a choice back to the address.
 */
export function useAnalyticsData() {
  const liveStatus = useLiveUpdates();
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params.get('period'));
  const websiteId = params.get('website') ?? 'all';
  const websites = useWebsites();
  const query: AnalyticsQuery = {
    period,
    websiteId: websiteId === 'all' ? undefined : websiteId,
    timeZone: browserTimeZone(),
  };
  const analytics = useQuery({
    queryKey: queryKeys.analytics.view(query),
    queryFn: ({ signal }) => fetchAnalytics(query, signal),
    placeholderData: keepPreviousData,
  });
  useErrorToast(analytics.isError, 'Failed to fetch analytics data');
  const data = analytics.data;

  function setParam(key: string, value: string, fallback: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }

  return { liveStatus, period, websiteId, websites, analytics, data, setParam };
}
