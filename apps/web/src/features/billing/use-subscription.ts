import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/session/use-auth';
import { fetchSubscription } from './billing-api';
import { queryKeys } from '@/lib/query-keys';

/**
 * The signed-in user's plan (check-subscription). docs/product/calls.md: an error is only logged; callers show "no plan"
 * information rather than an error toast. Refreshes when the tab regains focus (after checkout in a new tab).
 */
export function useSubscription() {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.billing.subscription(),
    queryFn: async ({ signal }) => {
      try {
        return await fetchSubscription(signal);
      } catch (error) {
        console.warn('check-subscription failed', error);
        throw error;
      }
    },
    enabled: Boolean(user),
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}
