import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api';

/** Retries only what may succeed on a second try: network failures and 502/503/504. */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiRequestError) return error.isRetryable;
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryRequest,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client. Tests create their own with createQueryClient(). */
export const queryClient = createQueryClient();
