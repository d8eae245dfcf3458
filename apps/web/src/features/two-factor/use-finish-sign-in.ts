import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiRequestError } from '@/lib/api';
import { meQueryOptions, removeUserScopedQueries } from '@/lib/session/me-query';

/**
 * After the server has started a session (password alone, or password then code): forget the previous account's
 * cached data and load the signed-in user, which moves the sign-in page on.
 */
export function useFinishSignIn(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    removeUserScopedQueries(queryClient);
    const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    if (!me) {
      throw new ApiRequestError(
        401,
        'SESSION_NOT_STARTED',
        'You were signed in, but the session could not be kept. Please allow cookies for this site and try again.',
      );
    }
  }, [queryClient]);
}
