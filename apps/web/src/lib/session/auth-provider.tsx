import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { ApiRequestError } from '@/lib/api';
import { shouldRetryRequest } from '@/lib/query-client';
import {
  signInWithEmail,
  signOutRequest,
  signUpWithEmail,
  type SignInInput,
  type SignUpInput,
} from './session-api';
import { AuthContext, type AuthState } from './auth-context';
import { meQueryOptions, removeUserScopedQueries } from './me-query';
import { queryKeys } from '@/lib/query-keys';

/** Holds the sign-in state for the whole app. Must sit inside a QueryClientProvider. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const meQuery = useQuery({
    ...meQueryOptions,
    retry: shouldRetryRequest,
    // Notices a sign-out in another tab when the user comes back to this one.
    refetchOnWindowFocus: true,
  });

  const loadUser = useCallback(
    () => queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }),
    [queryClient],
  );

  const signIn = useCallback(
    async (input: SignInInput) => {
      await signInWithEmail(input);
      removeUserScopedQueries(queryClient);
      const me = await loadUser();
      if (!me) {
        throw new ApiRequestError(
          401,
          'SESSION_NOT_STARTED',
          'You were signed in, but the session could not be kept. Please allow cookies for this site and try again.',
        );
      }
    },
    [queryClient, loadUser],
  );

  const signUp = useCallback(
    async (input: SignUpInput) => {
      await signUpWithEmail(input);
      removeUserScopedQueries(queryClient);
      const me = await loadUser();
      return { isSignedIn: me !== null };
    },
    [queryClient, loadUser],
  );

  const signOut = useCallback(async () => {
    await signOutRequest();
    queryClient.setQueryData(queryKeys.me(), null);
    removeUserScopedQueries(queryClient);
  }, [queryClient]);

  const refresh = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: queryKeys.me(), exact: true });
  }, [queryClient]);

  const user = meQuery.data ?? null;
  const value = useMemo<AuthState>(
    () => ({
      user,
      // 'pending' means no answer yet; an error ends the loading state too.
      isLoading: meQuery.isPending,
      isAdmin: user?.isAdmin ?? false,
      error: !user && meQuery.error instanceof Error ? meQuery.error : null,
      signIn,
      signUp,
      signOut,
      refresh,
    }),
    [user, meQuery.isPending, meQuery.error, signIn, signUp, signOut, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
